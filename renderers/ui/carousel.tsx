/**
 * `<Carousel>`: the one carousel of the site, used by every carousel block. A server component:
 * the slides are a row that scrolls sideways and snaps (CSS scroll snap), so a swipe, a trackpad
 * and the keyboard (Tab into a slide's link scrolls it into view) move it before the runtime has
 * arrived and without it. The previous / next arrows and one button per page are drawn here too, in
 * the HTML; their behaviour is a small leaf (carousel.client.tsx) that scrolls the row and follows
 * it. Under `prefers-reduced-motion` the row jumps rather than glides; nothing autoplays.
 *
 *   <Carousel label="Latest news" preset="news" slides={posts.map((post) => ({ key: post.slug, content: <Card … /> }))} />
 */
import type { ReactNode } from 'react';
import { CarouselControls, type ControlsLayout } from './carousel.client';
import { cn } from './cn';

/** The site's carousel layouts, one per kind of carousel block. */
export type CarouselPreset = 'hero' | 'news' | 'standard' | 'single' | 'development';

/** The viewport widths (px) from which a preset's layout changes; 0 is every width. */
type Breakpoint = 0 | 670 | 991 | 992;

/** From `min` px on: `perView` slides in view, `group` slides per page. */
interface Step {
  readonly min: Breakpoint;
  readonly perView: number;
  readonly group: number;
}

interface Preset {
  /** The row's classes: the gap between slides. */
  readonly track: string;
  /** Every slide's classes: its width, from the slides in view and the gap. */
  readonly slide: string;
  readonly steps: readonly Step[];
}

const presets: Readonly<Record<CarouselPreset, Preset>> = {
  /** Hero slider: one full-bleed slide. */
  hero: { track: 'gap-0', slide: 'basis-full', steps: [{ min: 0, perView: 1, group: 1 }] },
  /** Latest news: 3 per view (a page of 3) from 992 px, 2 (a page of 2) from 670 px, else 1; 30 px apart. */
  news: {
    track: 'gap-[30px]',
    slide: 'basis-full min-[670px]:basis-[calc((100%-30px)/2)] min-[992px]:basis-[calc((100%-60px)/3)]',
    steps: [
      { min: 0, perView: 1, group: 1 },
      { min: 670, perView: 2, group: 2 },
      { min: 992, perView: 3, group: 3 },
    ],
  },
  /** Other carousels: 1 per view, 2 from 991 px, 30 px apart, one slide a page. */
  standard: {
    track: 'gap-[30px]',
    slide: 'basis-full min-[991px]:basis-[calc((100%-30px)/2)]',
    steps: [
      { min: 0, perView: 1, group: 1 },
      { min: 991, perView: 2, group: 1 },
    ],
  },
  /** One slide at a time, 30 px apart (quotes). */
  single: { track: 'gap-[30px]', slide: 'basis-full', steps: [{ min: 0, perView: 1, group: 1 }] },
  /** The development slider: one per view, 50 px apart. */
  development: { track: 'gap-[50px]', slide: 'basis-full', steps: [{ min: 0, perView: 1, group: 1 }] },
};

/** Written out in full so Tailwind sees every class. */
const hiddenFrom: Readonly<Record<Breakpoint, string>> = { 0: 'hidden', 670: 'min-[670px]:hidden', 991: 'min-[991px]:hidden', 992: 'min-[992px]:hidden' };
const snapFrom: Readonly<Record<Breakpoint, string>> = { 0: 'snap-start', 670: 'min-[670px]:snap-start', 991: 'min-[991px]:snap-start', 992: 'min-[992px]:snap-start' };
const noSnapFrom: Readonly<Record<Breakpoint, string>> = { 0: 'snap-align-none', 670: 'min-[670px]:snap-align-none', 991: 'min-[991px]:snap-align-none', 992: 'min-[992px]:snap-align-none' };

/** The pages of `count` slides: the first slide of each group, the last page ending with the last slide. */
export function pageCount(count: number, { perView, group }: Pick<Step, 'perView' | 'group'>): number {
  return count <= perView ? 1 : Math.ceil((count - perView) / group) + 1;
}

/** A slide is a snap point where it starts a page (its index a multiple of the page size). */
function slideSnapClasses(index: number, steps: readonly Step[]): string {
  return cn(...steps.map((step) => (index % step.group === 0 ? snapFrom[step.min] : noSnapFrom[step.min])));
}

/** Page button `page` shows at the widths where the carousel has that many pages. */
function pageButtonClasses(page: number, count: number, steps: readonly Step[]): string {
  return cn(...steps.map((step) => (page >= pageCount(count, step) ? hiddenFrom[step.min] : false)));
}

/** The arrows and page buttons are hidden at the widths where every slide is in view. */
function singlePageClasses(count: number, steps: readonly Step[]): string {
  return cn(...steps.map((step) => (pageCount(count, step) < 2 ? hiddenFrom[step.min] : false)));
}

export interface CarouselSlide {
  /** A key from the data (an id, a slug, an index path). */
  readonly key: string;
  readonly content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for screen readers ("Latest news"). */
  readonly label: string;
  readonly slides: readonly CarouselSlide[];
  readonly preset?: CarouselPreset;
  /** A heading drawn in one row with the previous and next arrows. */
  readonly heading?: ReactNode;
  /** `dark` for controls on a dark surface or over an image. */
  readonly tone?: 'light' | 'dark';
  /** Where the arrows sit: beside the pagination below the slides, or large at the sides. */
  readonly arrows?: 'below' | 'sides';
  /** Hide (rather than disable) an arrow at either end. */
  readonly hideEndArrows?: boolean;
  /** Names a slide for its page button: "Go to slide 2", or a slide's own name. */
  readonly pageLabel?: string;
  readonly className?: string;
}

export function Carousel({ label, slides, preset = 'standard', heading, tone = 'light', arrows = 'below', hideEndArrows = false, pageLabel = 'Go to slide', className }: CarouselProps) {
  const { track, slide, steps } = presets[preset];
  const count = slides.length;
  const controls = {
    tone,
    hideEndArrows,
    pageLabel,
    count,
    singlePage: singlePageClasses(count, steps),
    pageButtons: Array.from({ length: count }, (_, page) => pageButtonClasses(page, count, steps)),
  };
  const layout = (part: ControlsLayout) => <CarouselControls {...controls} layout={part} />;
  return (
    <div className={cn('relative', className)} role="group" aria-roledescription="carousel" aria-label={label} data-carousel="">
      {heading !== undefined ? (
        <div className="mb-8 flex items-end justify-between gap-6">
          <div className="min-w-0">{heading}</div>
          {layout('arrows')}
        </div>
      ) : null}
      {/* Focusable, so a keyboard scrolls the row with the arrow keys when its slides hold no link. */}
      <div
        data-carousel-track=""
        tabIndex={0}
        className={cn(
          'relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain outline-offset-4 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-freight motion-safe:scroll-smooth [&::-webkit-scrollbar]:hidden',
          track,
        )}
      >
        {slides.map((item, index) => (
          <div
            key={item.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            data-current={index === 0 ? '' : undefined}
            className={cn('min-w-0 shrink-0 grow-0 snap-always', slide, slideSnapClasses(index, steps))}
          >
            {item.content}
          </div>
        ))}
      </div>
      {arrows === 'sides' ? layout('sides') : heading === undefined ? layout('below') : layout('pages')}
    </div>
  );
}
