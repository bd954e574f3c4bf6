/**
 * `<CmsLink>`: the one renderer of CMS links (the `link()` field and any block URL). Site paths go
 * through next/link; other safe URLs are plain anchors; anything else (`javascript:`, `data:`,
 * blank) renders its text only. A new tab opens only for target `_blank`, and never with a handle
 * on this page.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { pdfHref } from './media-href';

/** A link as the CMS stores it (the ACF link object). */
export interface CmsLinkValue {
  readonly url: string;
  readonly title?: string;
  readonly target?: string;
}

/** How a URL is rendered: a site route, a plain anchor, or not at all. */
export type LinkKind = 'route' | 'anchor';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const LOCAL_ORIGIN = 'https://local.invalid';
/** Files (`/files/brochure.pdf`) are not routes: next/link would try to prefetch them. */
const FILE_PATH = /\.[a-z0-9]{2,5}$/i;

/**
 * Classifies a CMS URL. The WHATWG parser is used on purpose: it strips the tabs, newlines and
 * control characters that browsers ignore (`java\tscript:`), so the scheme seen here is the one a
 * browser would follow.
 */
export function linkKind(url: string): LinkKind | undefined {
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, `${LOCAL_ORIGIN}/`);
  } catch {
    return undefined;
  }
  if (!SAFE_PROTOCOLS.has(parsed.protocol)) return undefined;
  const local = parsed.origin === LOCAL_ORIGIN && trimmed.startsWith('/');
  return local && !FILE_PATH.test(parsed.pathname) ? 'route' : 'anchor';
}

/** The URL when it is safe to put in an `href`, else undefined. */
export function safeHref(url: string): string | undefined {
  return linkKind(url) === undefined ? undefined : url.trim();
}

const NEW_TAB_REL = ['noopener', 'noreferrer'];

function relFor(newTab: boolean, rel: string | undefined): string | undefined {
  const tokens = (rel ?? '').split(/\s+/).filter((token) => token !== '' && !NEW_TAB_REL.includes(token));
  if (newTab) tokens.push(...NEW_TAB_REL);
  return tokens.length > 0 ? tokens.join(' ') : undefined;
}

export interface CmsLinkProps {
  readonly link: CmsLinkValue | undefined;
  readonly className?: string;
  readonly id?: string;
  /** Extra `rel` tokens from the CMS (`nofollow`); new tabs always add `noopener noreferrer`. */
  readonly rel?: string;
  /** The link's accessible name when its content does not say where it goes (an image, an icon). */
  readonly 'aria-label'?: string;
  /** The link's content; the link's title (or its URL) when absent. */
  readonly children?: ReactNode;
}

export function CmsLink({ link, className, id, rel, 'aria-label': ariaLabel, children }: CmsLinkProps) {
  const label = children ?? (link?.title || link?.url);
  // PDFs on the public host are served from the CMS media host (spec 2.1).
  const href = link === undefined ? '' : pdfHref(link.url.trim());
  const kind = link === undefined ? undefined : linkKind(href);
  if (link === undefined || kind === undefined) return <>{label}</>;
  const newTab = link.target === '_blank';
  const props = { id, className, rel: relFor(newTab, rel), target: newTab ? '_blank' : undefined, 'aria-label': ariaLabel };
  return kind === 'route' ? (
    <Link href={href} {...props}>
      {label}
    </Link>
  ) : (
    <a href={href} {...props}>
      {label}
    </a>
  );
}
