/**
 * What the core-block renderers share: the text alignment of every generation of the editor,
 * as full classes, and the widths an editor may give a block.
 */

export type TextAlign = '' | 'left' | 'center' | 'right' | 'justify';

export const textAlignClasses: Readonly<Record<TextAlign, string>> = {
  '': '',
  left: 'text-left',
  center: 'text-center',
  right: 'text-right',
  justify: 'text-justify',
};

/**
 * The alignment a block's text has: current WordPress keeps it in `style.typography.textAlign`,
 * earlier versions in `textAlign`, the earliest in `align`. The newest one set wins.
 */
export function textAlignOf(...candidates: ReadonlyArray<TextAlign | undefined>): TextAlign {
  return candidates.find((candidate) => candidate !== undefined && candidate !== '') ?? '';
}

const COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\))$/i;
const GRADIENT = /^(?:linear|radial)-gradient\((?:[\w\s#%.,/-]|\((?:[\d.%\s,/]+)\))+\)$/i;

/**
 * A custom colour the editor stored (`#3615d9`, `rgb(6,147,227)`), or undefined. Only these
 * shapes reach a `style` attribute: a value with `;` or `url(` would add declarations of its own.
 */
export function safeColor(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return COLOR.test(trimmed) ? trimmed : undefined;
}

/** A custom gradient (`linear-gradient(135deg,rgba(6,147,227,1) 0%,…)`), or undefined; as `safeColor`. */
export function safeGradient(value: string | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed.length <= 500 && GRADIENT.test(trimmed) ? trimmed : undefined;
}

const EARLY_BLOCKS = /^blocks\[[0-2]\]$/;

/**
 * As WordPress does (`wp_omit_loading_attr_threshold`: 3), media in a page's first three blocks
 * is not lazy: it is likely above the fold, often the page's largest paint, and a lazy image
 * starts loading only after layout.
 */
export function isEarlyBlock(block: { readonly path: string }): boolean {
  return EARLY_BLOCKS.test(block.path);
}
