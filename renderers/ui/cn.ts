/**
 * Class-name helpers shared by renderers: `cn`, the WordPress colour preset classes and
 * the page flow of standard blocks. Every class is written out in full so Tailwind can see it;
 * the colours themselves are design tokens in `tokens.css`.
 */
import type { BlockInfo } from '../../engine';

/** Joins class names, skipping the empty ones. */
export function cn(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** True when `className` (a space-separated list from the CMS) contains `name`. */
export function hasClass(className: string | undefined, name: string): boolean {
  return (className ?? '').split(/\s+/).includes(name);
}

type PresetMap = Readonly<Record<string, string>>;

/** `backgroundColor` slugs of the block editor: the colour presets and the table backgrounds. */
export const backgroundPresets: PresetMap = {
  black: 'bg-black',
  white: 'bg-white',
  'cyan-bluish-gray': 'bg-cyan-bluish-gray',
  'pale-pink': 'bg-pale-pink',
  'vivid-red': 'bg-vivid-red',
  'luminous-vivid-orange': 'bg-luminous-vivid-orange',
  'luminous-vivid-amber': 'bg-luminous-vivid-amber',
  'light-green-cyan': 'bg-light-green-cyan',
  'vivid-green-cyan': 'bg-vivid-green-cyan',
  'pale-cyan-blue': 'bg-pale-cyan-blue',
  'vivid-cyan-blue': 'bg-vivid-cyan-blue',
  'vivid-purple': 'bg-vivid-purple',
  'subtle-light-gray': 'bg-subtle-light-gray',
  'subtle-pale-green': 'bg-subtle-pale-green',
  'subtle-pale-blue': 'bg-subtle-pale-blue',
  'subtle-pale-pink': 'bg-subtle-pale-pink',
};

/** Colour presets as a rule's colour (a separator's `backgroundColor` colours its line). */
export const borderPresets: PresetMap = {
  black: 'border-black',
  white: 'border-white',
  'cyan-bluish-gray': 'border-cyan-bluish-gray',
  'pale-pink': 'border-pale-pink',
  'vivid-red': 'border-vivid-red',
  'luminous-vivid-orange': 'border-luminous-vivid-orange',
  'luminous-vivid-amber': 'border-luminous-vivid-amber',
  'light-green-cyan': 'border-light-green-cyan',
  'vivid-green-cyan': 'border-vivid-green-cyan',
  'pale-cyan-blue': 'border-pale-cyan-blue',
  'vivid-cyan-blue': 'border-vivid-cyan-blue',
  'vivid-purple': 'border-vivid-purple',
};

/** `textColor` slugs of the block editor. */
export const textPresets: PresetMap = {
  black: 'text-black',
  white: 'text-white',
  'cyan-bluish-gray': 'text-cyan-bluish-gray',
  'pale-pink': 'text-pale-pink',
  'vivid-red': 'text-vivid-red',
  'luminous-vivid-orange': 'text-luminous-vivid-orange',
  'luminous-vivid-amber': 'text-luminous-vivid-amber',
  'light-green-cyan': 'text-light-green-cyan',
  'vivid-green-cyan': 'text-vivid-green-cyan',
  'pale-cyan-blue': 'text-pale-cyan-blue',
  'vivid-cyan-blue': 'text-vivid-cyan-blue',
  'vivid-purple': 'text-vivid-purple',
};

/**
 * The class for a preset slug. A theme may define slugs we do not know; they get no class rather
 * than a guess (and `Object.hasOwn` keeps slugs such as `constructor` from reaching the prototype).
 */
export function presetClass(map: PresetMap, slug: string | undefined): string | undefined {
  return slug !== undefined && Object.hasOwn(map, slug) ? map[slug] : undefined;
}

/**
 * The page's one content edge. Every section's content starts where the content column (72rem,
 * centred, with the page gutter) starts; text keeps a readable measure (48rem) from that same edge
 * instead of being centred on its own, so headings, text and grids line up down the page. Only a
 * wide block (a carousel) may extend the column, symmetrically.
 */
export const contentColumn = {
  /** The content column. */
  main: 'mx-auto w-full max-w-6xl px-5 md:px-8',
  /**
   * A text measure starting at the content column's edge, inside a full-width parent: its margins
   * are the gutter, or more once the page is wider than the column.
   */
  text: 'max-w-3xl mx-[max(1.25rem,calc((100%_-_72rem)/2_+_1.25rem))] md:mx-[max(2rem,calc((100%_-_72rem)/2_+_2rem))]',
  /** The wider column a carousel may use, extending the content column on both sides. */
  wide: 'mx-auto w-full max-w-7xl px-5 md:px-8',
} as const;

/** How wide a page-level block sits: a readable text column, or the wider content column. */
export type FlowWidth = 'text' | 'heading' | 'wide';

const flowClasses: Record<FlowWidth, string> = {
  text: `my-6 ${contentColumn.text}`,
  heading: `mt-10 mb-4 ${contentColumn.text}`,
  wide: `my-10 ${contentColumn.main}`,
};

/**
 * Page-level standard blocks place themselves in the page's column (the page renders blocks
 * full-bleed because custom blocks are); nested blocks leave width and spacing to their parent.
 */
export function flowClass(block: BlockInfo, width: FlowWidth): string | undefined {
  return block.path.includes('.innerBlocks') ? undefined : flowClasses[width];
}
