/**
 * Where a wrapper block's inner blocks go in its saved HTML. The content keeps a block's own saved
 * HTML without its inner blocks (as content-blocks serves `originalContent`); the post's HTML and
 * the block editor's serialization put them back here.
 */

/** Inserts the inner blocks' HTML before a caption or citation, else before the wrapper's closing tag. */
export function insertInner(wrapper: string, inner: string): string {
  const caption = wrapper.search(/<(cite|figcaption)\b/);
  const at = caption >= 0 ? caption : wrapper.lastIndexOf('</');
  return at < 0 ? `${wrapper}${inner}` : `${wrapper.slice(0, at)}${inner}${wrapper.slice(at)}`;
}
