/**
 * A posts grid section: an optional header, then post cards in up to three columns,
 * on one of the named backgrounds with an optional text colour, and an optional link to more.
 * Shared by the posts-grid and latest-sustainability-posts blocks.
 */
import { buttonClasses } from './button';
import type { Corner } from './cms-image';
import { CmsLink, type CmsLinkValue } from './cms-link';
import { cn } from './cn';
import { isDarkBackground, paletteBackground, paletteName, paletteText } from './palette';
import { PostCard, type PostCardData } from './post-card';
import { blockId } from './section';

/** `rounded_thumbnails`: the site's diagonal of 40 px corners. */
const ROUNDED: readonly Corner[] = ['tl', 'br'];

/** The fields the two post-grid blocks share (posts-grid, latest-sustainability-posts). */
export interface PostsGridData {
  readonly anchor?: string;
  readonly className?: string;
  readonly header: string;
  readonly rounded_thumbnails: boolean;
  /** A palette name; white when unknown. */
  readonly style_options_background_color: string;
  /** A palette name; the background's own text colour when empty. */
  readonly style_options_text_color: string;
  readonly cta?: CmsLinkValue;
}

export interface PostsGridProps {
  readonly data: PostsGridData;
  /** The block's path, for its heading's id. */
  readonly path: string;
  readonly posts: readonly PostCardData[];
}

export function PostsGrid({ data, path, posts }: PostsGridProps) {
  if (posts.length === 0) return null;
  const { anchor: id, className, header, rounded_thumbnails: rounded, style_options_background_color: background, style_options_text_color: text, cta } = data;
  const headingId = blockId(path, 'heading', id);
  const backgroundName = paletteName(background, 'white');
  const textClass = text.trim() === '' ? undefined : paletteText[paletteName(text, 'slate')];
  const dark = isDarkBackground(backgroundName);
  return (
    <section id={id} aria-labelledby={header ? headingId : undefined} className={cn(paletteBackground[backgroundName], textClass, 'py-14 md:py-20', className)}>
      <div className="mx-auto w-full max-w-6xl px-5 md:px-8">
        {header ? (
          <h2 id={headingId} className="mb-8 text-3xl font-semibold tracking-tight text-balance md:mb-12 md:text-4xl">
            {header}
          </h2>
        ) : null}
        <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id} className="flex">
              <PostCard post={post} corners={rounded ? ROUNDED : []} />
            </li>
          ))}
        </ul>
        {cta ? (
          <div className="mt-10 md:mt-12">
            <CmsLink link={cta} className={dark ? buttonClasses.inverseOutline : buttonClasses.secondary} />
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** How many posts a grid shows: `number_of_posts`, 3 by default, between 1 and 12. */
export const gridPostCount = (value: number | undefined): number => Math.min(12, Math.max(1, Math.round(value ?? 3)));
