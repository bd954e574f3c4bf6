/**
 * The carousel's controls (loaded lazily by carousel.client.tsx): previous, next and one button per
 * page, each a real, labelled, 24 px+ button that a keyboard reaches in order. The slides are the
 * server's scroll-snapping row (carousel.tsx); these buttons scroll it to a page, and follow it when a
 * visitor swipes: the current page's button is `aria-current`, an arrow at either end is disabled
 * (or hidden), and the slide at the row's start carries `data-current`. The pages are read from the
 * row itself (its snap points), so they follow the layout at every width.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { cn } from './cn';

/** Which controls one leaf draws, and where: the arrows of a heading row, the page buttons alone, both below, or at the sides. */
export type ControlsLayout = 'arrows' | 'pages' | 'below' | 'sides';

export interface CarouselControlsProps {
  readonly layout: ControlsLayout;
  readonly tone: 'light' | 'dark';
  readonly hideEndArrows: boolean;
  readonly pageLabel: string;
  /** The number of slides: the most pages there can be. */
  readonly count: number;
  /** Classes hiding the controls at the widths where every slide is in view. */
  readonly singlePage: string;
  /** Per page button, classes hiding it at the widths with fewer pages. */
  readonly pageButtons: readonly string[];
}

interface Position {
  readonly page: number;
  readonly pages: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

/** The scroll offsets the row snaps to, one per page, in order. */
function snapPoints(track: HTMLElement): number[] {
  const end = track.scrollWidth - track.clientWidth;
  const points: number[] = [];
  for (const slide of track.children) {
    if (!(slide instanceof HTMLElement) || getComputedStyle(slide).scrollSnapAlign.startsWith('none')) continue;
    const left = Math.min(slide.offsetLeft, end);
    const last = points.at(-1);
    if (last === undefined || left - last > 1) points.push(left);
  }
  return points.length === 0 ? [0] : points;
}

function nearest(values: readonly number[], to: number): number {
  let best = 0;
  let distance = Infinity;
  values.forEach((value, index) => {
    if (Math.abs(value - to) < distance) {
      best = index;
      distance = Math.abs(value - to);
    }
  });
  return best;
}

function positionAt(track: HTMLElement, left: number): Position {
  const points = snapPoints(track);
  const end = track.scrollWidth - track.clientWidth;
  return { page: nearest(points, left), pages: points.length, atStart: left <= 1, atEnd: left >= end - 1 };
}

/** Marks the slide at the row's start as the current one. */
function markCurrent(track: HTMLElement): void {
  const slides = [...track.children].filter((slide): slide is HTMLElement => slide instanceof HTMLElement);
  const current = nearest(
    slides.map((slide) => slide.offsetLeft),
    track.scrollLeft,
  );
  slides.forEach((slide, index) => slide.toggleAttribute('data-current', index === current));
}

const arrowTone = {
  light: 'border-freight text-freight hover:bg-freight hover:text-white disabled:border-ink/25 disabled:text-ink/25 disabled:hover:bg-transparent',
  dark: 'border-white text-white bg-ink/30 hover:bg-white hover:text-slate disabled:border-white/30 disabled:text-white/30 disabled:hover:bg-ink/30',
} as const;

const dotTone = {
  light: { on: 'bg-freight', off: 'bg-ink/25 group-hover:bg-ink/50' },
  dark: { on: 'bg-white', off: 'bg-white/40 group-hover:bg-white/70' },
} as const;

/** Follows the row as it scrolls and resizes; returns what stops following it. */
function followRow(row: HTMLElement, heading: RefObject<number | null>, follow: () => void): () => void {
  let frame = 0;
  const onScroll = () => {
    if (heading.current !== null && Math.abs(row.scrollLeft - heading.current) > 1) return;
    heading.current = null;
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(follow);
  };
  const settle = () => {
    heading.current = null;
    follow();
  };
  const takeOver = () => {
    heading.current = null;
  };
  const resize = new ResizeObserver(follow);
  resize.observe(row);
  row.addEventListener('scroll', onScroll, { passive: true });
  row.addEventListener('scrollend', settle);
  row.addEventListener('pointerdown', takeOver, { passive: true });
  row.addEventListener('wheel', takeOver, { passive: true });
  follow();
  return () => {
    cancelAnimationFrame(frame);
    resize.disconnect();
    row.removeEventListener('scroll', onScroll);
    row.removeEventListener('scrollend', settle);
    row.removeEventListener('pointerdown', takeOver);
    row.removeEventListener('wheel', takeOver);
  };
}

/**
 * The position of the carousel around `root` (its row of slides, found from the controls), and
 * `go`, which scrolls the row to a page.
 */
function useCarouselPosition(count: number) {
  const root = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLElement | null>(null);
  /** The offset a button is scrolling to: the row's own scroll events are not followed on the way. */
  const heading = useRef<number | null>(null);
  const [position, setPosition] = useState<Position>({ page: 0, pages: count, atStart: true, atEnd: count < 2 });

  const follow = useCallback(() => {
    const row = track.current;
    if (row === null) return;
    setPosition(positionAt(row, row.scrollLeft));
    markCurrent(row);
  }, []);

  useEffect(() => {
    const row = root.current?.closest('[data-carousel]')?.querySelector<HTMLElement>('[data-carousel-track]') ?? null;
    track.current = row;
    if (row === null) return;
    return followRow(row, heading, follow);
  }, [follow]);

  const go = (page: number) => {
    const row = track.current;
    if (row === null) return;
    const points = snapPoints(row);
    const left = points[Math.max(0, Math.min(page, points.length - 1))] ?? 0;
    heading.current = left;
    row.scrollTo({ left });
    // Under reduced motion the row is there already; otherwise the controls show where it is going.
    setPosition(positionAt(row, left));
    if (Math.abs(row.scrollLeft - left) <= 1) {
      heading.current = null;
      markCurrent(row);
    }
  };

  return { root, position, go };
}

/** What every control draws from: where the row is, how to move it, and the leaf's looks. */
interface ControlProps {
  readonly position: Position;
  readonly go: (page: number) => void;
  readonly tone: 'light' | 'dark';
  /** Classes hiding the controls at the widths where every slide is in view. */
  readonly singlePage: string;
}

function Arrow({ direction, position, go, tone, singlePage, hideEndArrows, large }: ControlProps & { readonly direction: 'previous' | 'next'; readonly hideEndArrows: boolean; readonly large: boolean }) {
  const atEdge = direction === 'previous' ? position.atStart : position.atEnd;
  return (
    <button
      type="button"
      onClick={() => go(position.page + (direction === 'previous' ? -1 : 1))}
      disabled={atEdge}
      hidden={position.pages < 2 || (hideEndArrows && atEdge)}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      className={cn('flex shrink-0 items-center justify-center rounded-full border-2 transition-colors disabled:cursor-not-allowed', large ? 'size-12 md:size-14' : 'size-11', arrowTone[tone], singlePage)}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-5', direction === 'previous' && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 12h14M13 6l6 6-6 6" />
      </svg>
    </button>
  );
}

function PageButtons({ position, go, tone, singlePage, pageLabel, count, pageButtons }: ControlProps & Pick<CarouselControlsProps, 'pageLabel' | 'count' | 'pageButtons'>) {
  if (count < 2) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-0.5', singlePage)}>
      {pageButtons.map((classes, page) => (
        <button
          key={page}
          type="button"
          onClick={() => go(page)}
          hidden={page >= position.pages}
          aria-label={`${pageLabel} ${page + 1}`}
          aria-current={page === position.page ? 'true' : undefined}
          className={cn('group flex size-7 items-center justify-center rounded-full', classes)}
        >
          <span aria-hidden="true" className={cn('block h-2.5 rounded-full transition-all', page === position.page ? `w-6 ${dotTone[tone].on}` : `w-2.5 ${dotTone[tone].off}`)} />
        </button>
      ))}
    </div>
  );
}

export default function CarouselControls({ layout, tone, hideEndArrows, pageLabel, count, singlePage, pageButtons }: CarouselControlsProps) {
  const { root, position, go } = useCarouselPosition(count);
  const control = { position, go, tone, singlePage };
  const arrows = { ...control, hideEndArrows, large: layout === 'sides' };
  const previous = <Arrow direction="previous" {...arrows} />;
  const next = <Arrow direction="next" {...arrows} />;
  const pages = <PageButtons {...control} pageLabel={pageLabel} count={count} pageButtons={pageButtons} />;

  if (layout === 'arrows') {
    return (
      <div ref={root} className="flex gap-3">
        {previous}
        {next}
      </div>
    );
  }
  if (layout === 'sides') {
    return (
      <div ref={root} className="contents">
        <div className="absolute top-1/2 left-2 z-10 -translate-y-1/2 md:left-4">{previous}</div>
        <div className="absolute top-1/2 right-2 z-10 -translate-y-1/2 md:right-4">{next}</div>
        <div className="absolute inset-x-0 bottom-4 z-10 flex justify-center">{pages}</div>
      </div>
    );
  }
  return (
    <div ref={root} className="mt-8 flex items-center justify-between gap-4">
      {pages}
      {layout === 'below' ? (
        <div className="ml-auto flex gap-3">
          {previous}
          {next}
        </div>
      ) : null}
    </div>
  );
}
