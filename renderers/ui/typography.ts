/**
 * The type scale custom blocks share, as full class strings, so every block's headings and body
 * text line up on a page. Colours come from the surface (palette.ts) unless a class says so.
 */
export const headingClasses = {
  /** The page's own heading (heroes). */
  page: 'text-4xl font-semibold leading-[1.08] tracking-tight text-balance md:text-6xl',
  /** A block's heading. */
  section: 'text-3xl font-semibold leading-tight tracking-tight text-balance md:text-[2.5rem]',
  /** A block's heading when the block asks for a large one. */
  sectionLarge: 'text-4xl font-semibold leading-[1.1] tracking-tight text-balance md:text-5xl',
  /** A card's or a row's heading. */
  card: 'text-xl font-semibold leading-snug tracking-tight md:text-2xl',
} as const;

/** The small label above a heading, by surface. */
export const eyebrowClasses = {
  light: 'text-sm font-semibold uppercase tracking-[0.14em] text-freight',
  dark: 'text-sm font-semibold uppercase tracking-[0.14em] text-solar',
} as const;

/** Body copy from the CMS: paragraphs, lists and emphasis inside a RichText. */
export const proseClasses =
  'space-y-4 text-base leading-relaxed md:text-lg [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

/**
 * A whole HTML document from the CMS (a core/html block, a classic-editor post): headings,
 * lists, tables, quotes and images in the site's type, links styled by `<RichText>`.
 */
export const documentClasses =
  'space-y-4 leading-relaxed [&_h1]:text-3xl [&_h1]:font-semibold [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:text-lg [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_table]:w-full [&_td]:border [&_td]:border-cement [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-cement [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_blockquote]:border-l-4 [&_blockquote]:border-solar [&_blockquote]:pl-6 [&_blockquote]:italic [&_img]:h-auto [&_img]:max-w-full [&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap';

/** The surface a block's text sits on: it picks link, eyebrow and button colours. */
export type Tone = 'light' | 'dark';
