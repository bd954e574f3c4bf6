/**
 * `<CmsLink>`: the one renderer of CMS links (the `link()` and `url()` fields and any block URL).
 * Site paths go through next/link; other safe URLs are plain anchors; anything else
 * (`javascript:`, `data:`, blank, text that is no URL) renders its text only. The field helpers
 * already refused such URLs with a warning; this is the same policy for URLs no helper read. A
 * new tab opens only for target `_blank`, and never with a handle on this page.
 */
import { RouteLink } from './route-link';
import type { CSSProperties, ReactNode } from 'react';
import { linkKind, safeFragmentHref } from '../../engine';
import { pdfHref } from './media-href';

/** A link as the CMS stores it (the ACF link object). */
export interface CmsLinkValue {
  readonly url: string;
  readonly title?: string;
  readonly target?: string;
}

/** The engine's one URL policy (engine/flatten/urls.ts), which `link()` applied while validating. */
export { linkKind, type LinkKind } from '../../engine';

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
  /** Inline style, for values the editor chose freely (a button's width). */
  readonly style?: CSSProperties;
}

export function CmsLink({ link, className, id, rel, 'aria-label': ariaLabel, children, style }: CmsLinkProps) {
  const label = children ?? (link?.title || link?.url);
  // PDFs on the public host are served from the CMS media host; `#anchor` follows a prefixed anchor.
  const href = link === undefined ? '' : safeFragmentHref(pdfHref(link.url.trim()));
  const kind = link === undefined ? undefined : linkKind(href);
  if (link === undefined || kind === undefined) return <>{label}</>;
  const newTab = link.target === '_blank';
  const props = { id, className, style, rel: relFor(newTab, rel), target: newTab ? '_blank' : undefined, 'aria-label': ariaLabel };
  return kind === 'route' ? (
    <RouteLink href={href} {...props}>
      {label}
    </RouteLink>
  ) : (
    <a href={href} {...props}>
      {label}
    </a>
  );
}
