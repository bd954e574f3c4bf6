/**
 * A post card: thumbnail, '{category} | {date}', title and excerpt, the whole card one link to the
 * article. Used by the news index (featured and standard), the posts grids, and the index's
 * client list for the cards that 'Load More' brings, so it takes plain, already-shaped data and
 * imports nothing server-only.
 */
import { RouteLink } from './route-link';
import { CmsImage, cornerClasses, type Corner } from './cms-image';
import type { ImageRecord } from '../../records';
import { cn } from './cn';

/** A post as a card shows it; the site's post loaders produce it. */
export interface PostCardData {
  readonly id: number;
  /** The article's path, `/news/{slug}/`. */
  readonly href: string;
  /** Plain text. */
  readonly title: string;
  /** Plain text (the CMS excerpt without its markup). */
  readonly excerpt: string;
  /** The card's category label; '' when the post has none. */
  readonly category: string;
  /** As shown, e.g. 'Mar. 5, 2024' or 'Mar. 2024' for Insights. */
  readonly date: string;
  /** `YYYY-MM-DD`, for `<time dateTime>`. */
  readonly dateTime: string;
  readonly image: ImageRecord | undefined;
}

/** '{category} | {date}', or the date alone when the post has no category. */
export function PostEyebrow({ post, className }: { readonly post: Pick<PostCardData, 'category' | 'date' | 'dateTime'>; readonly className?: string }) {
  return (
    <p className={cn('text-sm font-semibold uppercase tracking-wide', className)}>
      {post.category ? (
        <>
          {post.category}
          {' | '}
        </>
      ) : null}
      <time dateTime={post.dateTime}>{post.date}</time>
    </p>
  );
}

export interface PostCardProps {
  readonly post: PostCardData;
  /** `featured`: the index's first, large card; image beside the text from `md` up. */
  readonly variant?: 'standard' | 'featured';
  readonly headingLevel?: 'h2' | 'h3';
  /** Rounded thumbnail corners (`rounded_thumbnails`); none by default. */
  readonly corners?: readonly Corner[];
  /** Classes for the eyebrow and excerpt, which follow the grid's text colour by default. */
  readonly mutedClassName?: string;
  readonly linkRef?: (element: HTMLAnchorElement | null) => void;
}

const layouts = {
  standard: { article: 'flex flex-col gap-4', image: 'aspect-[16/10]', title: 'text-xl font-semibold leading-snug', body: 'flex flex-1 flex-col gap-2' },
  featured: {
    article: 'grid gap-6 md:grid-cols-[1.15fr_1fr] md:items-center md:gap-10',
    image: 'aspect-[16/10] md:aspect-[4/3]',
    title: 'text-2xl font-semibold leading-tight tracking-tight md:text-4xl',
    body: 'flex flex-col gap-3 md:gap-4',
  },
} as const;

export function PostCard({ post, variant = 'standard', headingLevel: Heading = 'h3', corners = [], mutedClassName = 'opacity-80', linkRef }: PostCardProps) {
  const layout = layouts[variant];
  return (
    <article className={cn('group relative', layout.article)}>
      <div className={cn('overflow-hidden bg-cement', layout.image, ...corners.map((corner) => cornerClasses[corner]))}>
        {/* The featured card opens the news index: its image is the page's largest, above the fold, so it loads first. */}
        <CmsImage
          image={post.image ? { ...post.image, alt: '' } : undefined}
          className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          sizes={variant === 'featured' ? '(min-width: 768px) 55vw, 100vw' : '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'}
          preload={variant === 'featured'}
        />
      </div>
      <div className={layout.body}>
        <PostEyebrow post={post} className={mutedClassName} />
        <Heading className={cn(layout.title, 'text-balance')}>
          <RouteLink href={post.href} ref={linkRef} className="underline-offset-4 after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none focus-visible:after:outline focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-solar">
            {post.title}
          </RouteLink>
        </Heading>
        {post.excerpt ? <p className={cn('leading-relaxed', variant === 'featured' ? 'text-lg' : 'text-base', mutedClassName)}>{post.excerpt}</p> : null}
      </div>
    </article>
  );
}
