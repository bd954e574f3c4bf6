/**
 * The caller's `itemsToStyle` CSS, checked before a render: CSS that would load anything from
 * outside the site (a web font's `@import`, a `url()` on another host) is dropped as a whole and
 * the render goes on without it, with a diagnostic that says why. The browser could not load it
 * anyway (render.ts refuses every request that leaves the site); a refused `@import` used to fail
 * the whole render.
 */

/** `url(…)`, `@import "…"` and `image-set("…")`/`src("…")` strings: what CSS loads. */
const LOADS = /\burl\(\s*(['"]?)([^'")]*)\1\s*\)|@import\s+(['"])([^'"]*)\3|\b(?:image-set|src)\(\s*(['"])([^'"]*)\5/gi;

export interface CheckedStyle {
  /** The CSS to apply: the caller's, or '' when it was dropped. */
  readonly css: string;
  /** Why the caller's CSS was dropped, for the answer's diagnostic; undefined when it was kept. */
  readonly dropped?: string;
}

/** Whether `url` (relative to `page`) is on one of `siteOrigins` or is a `data:` URL. */
function staysOnSite(url: string, page: URL, siteOrigins: readonly string[]): boolean {
  const trimmed = url.trim();
  if (/^data:/i.test(trimmed)) return true;
  try {
    const parsed = new URL(trimmed, page);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && siteOrigins.includes(parsed.origin);
  } catch {
    return false;
  }
}

/**
 * The CSS a render may apply. A backslash escape is refused too: CSS escapes can spell `url(` or
 * an `@import` that the check above would not see.
 */
export function checkItemsToStyle(css: string, page: URL, siteOrigins: readonly string[]): CheckedStyle {
  if (css.includes('\\')) return { css: '', dropped: 'itemsToStyle was not applied: CSS escapes (\\) are not accepted' };
  for (const match of css.matchAll(LOADS)) {
    const url = match[2] ?? match[4] ?? match[6] ?? '';
    if (!staysOnSite(url, page, siteOrigins)) return { css: '', dropped: `itemsToStyle was not applied: it loads ${url.slice(0, 200)}, which is not on this site` };
  }
  return { css };
}
