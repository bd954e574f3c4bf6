/**
 * `<Section>`: the page rhythm every custom block shares. A full-bleed background from the named
 * palettes (palette.ts), the same vertical padding, and a centred container of one of four
 * widths. Blocks put their content inside; they never set page margins themselves.
 *
 *   const heading = sectionHeading(block.path, data.title, data.anchor);
 *   <Section id={data.anchor} background={dark ? 'slate' : 'white'} heading={heading}>
 *     <SectionHeading heading={heading} className={headingClasses.section} />
 *   </Section>
 *
 * The section is named by its heading when the block has one (`aria-labelledby`), and the heading
 * is left out when its text is empty, so a block never writes that condition twice.
 */
import type { ReactNode } from 'react';
import { cn, contentColumn } from './cn';
import { paletteBackground, type PaletteName } from './palette';

/**
 * How wide the content sits: a text measure, the content column, the wide column, or edge to edge.
 * All but 'wide' and 'full' start at the page's one content edge (`contentColumn`).
 */
export type SectionWidth = 'narrow' | 'default' | 'wide' | 'full';

/** Vertical padding: the page rhythm, a tighter one, or none (a hero that draws its own). */
export type SectionSpacing = 'default' | 'compact' | 'none';

const widthClasses: Record<SectionWidth, string> = {
  narrow: contentColumn.text,
  default: contentColumn.main,
  wide: contentColumn.wide,
  full: 'w-full',
};

const spacingClasses: Record<SectionSpacing, string> = {
  default: 'py-14 md:py-20',
  compact: 'py-8 md:py-12',
  none: '',
};

export interface SectionProps {
  /** The block's anchor, so `#anchor` links land here. */
  readonly id?: string;
  /** The full-bleed background (with its readable text colour); white by default. */
  readonly background?: PaletteName;
  readonly width?: SectionWidth;
  readonly spacing?: SectionSpacing;
  /** `section` by default; `div` for blocks that are not a section of the page on their own. */
  readonly as?: 'section' | 'div' | 'aside' | 'header';
  /** The block's heading (`sectionHeading`), which names the section for screen readers when it has text. */
  readonly heading?: SectionHeadingData;
  /** The id of another element that names the section, for a block whose heading is not a `SectionHeading`. */
  readonly labelledBy?: string;
  /** Extra classes on the outer (full-bleed) element, e.g. the block's CMS className. */
  readonly className?: string;
  /** Extra classes on the inner container (a grid, a flex row). */
  readonly containerClassName?: string;
  readonly children: ReactNode;
}

export function Section({
  id,
  background = 'white',
  width = 'default',
  spacing = 'default',
  as: Tag = 'section',
  heading,
  labelledBy,
  className,
  containerClassName,
  children,
}: SectionProps) {
  return (
    <Tag id={id} aria-labelledby={heading !== undefined && heading.text !== '' ? heading.id : labelledBy} className={cn('relative scroll-mt-24', paletteBackground[background], spacingClasses[spacing], className)}>
      <div className={cn(widthClasses[width], containerClassName)}>{children}</div>
    </Tag>
  );
}

/**
 * A stable id for a block's heading, from its anchor or its index path (`blocks[2]` → `block-2`),
 * so `aria-labelledby` and `aria-controls` never collide on a page.
 */
export function blockId(path: string, part: string, anchor?: string): string {
  const base = anchor !== undefined && anchor !== '' ? anchor : `block-${path.replace(/[^0-9]+/g, '-').replace(/^-|-$/g, '')}`;
  return `${base}-${part}`;
}

/** A block's heading: its text (empty when the editor left it empty) and its id, from `blockId`. */
export interface SectionHeadingData {
  readonly id: string;
  readonly text: string;
}

/** The heading of the block at `path`: the one way a block's heading gets its id. */
export function sectionHeading(path: string, text: string, anchor?: string): SectionHeadingData {
  return { id: blockId(path, 'heading', anchor), text };
}

/** The block's heading as an `<h2>` (or the level given), or nothing when its text is empty. */
export function SectionHeading({ heading, className, as: Tag = 'h2' }: { readonly heading: SectionHeadingData; readonly className?: string; readonly as?: 'h2' | 'h3' }) {
  if (heading.text === '') return null;
  return (
    <Tag id={heading.id} className={className}>
      {heading.text}
    </Tag>
  );
}
