/**
 * Customer Login: the menu item labelled 'Customer Login' is recognised by
 * its label. When the browser holds the login-portal cookie, the item links to the portal URL it
 * names instead of the menu's URL, so a tenant lands on the portal they last signed in to.
 *
 * The cookie: `login_portal`, set by the tenant portal on the site's domain (or a parent domain),
 * holding an absolute http(s) URL, optionally URI-encoded. Any other value is ignored.
 */

export const CUSTOMER_LOGIN_LABEL = 'Customer Login';
export const LOGIN_PORTAL_COOKIE = 'login_portal';

/** True for the Customer Login item; case and surrounding blanks do not matter. */
export function isCustomerLogin(label: string): boolean {
  return label.trim().toLowerCase() === CUSTOMER_LOGIN_LABEL.toLowerCase();
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The portal URL in a `document.cookie` string, or undefined when there is none or it is not an http(s) URL. */
export function portalUrlFromCookies(cookies: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LOGIN_PORTAL_COOKIE) continue;
    const value = decode(pair.slice(at + 1).trim().replace(/^"(.*)"$/, '$1'));
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
