/**
 * The carousel behaviour (swiper), loaded lazily by carousel.client.tsx. Slides are server-rendered
 * nodes; this component lays them out, and draws its own controls (previous, next, one button per
 * page) so that each is a real, labelled, 24 px+ button that a keyboard reaches in order.
 * Under `prefers-reduced-motion` slides change without an animated transition; nothing autoplays.
 */
import { useCallback, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { A11y } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { cn } from './cn';

/** The site's carousel layouts, one per kind of carousel block. */
export type CarouselPreset = 'hero' | 'news' | 'standard' | 'single' | 'development';

const presets: Readonly<Record<CarouselPreset, SwiperOptions>> = {
  /** Hero slider: one full-bleed slide, 1000 ms, no loop. */
  hero: { slidesPerView: 1, spaceBetween: 0, speed: 1000 },
  /** Latest news: groups of 3; 3 per view above 991 px, 2 above 669 px, else 1; 30 px apart. */
  news: {
    slidesPerView: 1,
    slidesPerGroup: 1,
    spaceBetween: 30,
    breakpoints: { 670: { slidesPerView: 2, slidesPerGroup: 2 }, 992: { slidesPerView: 3, slidesPerGroup: 3 } },
  },
  /** Other carousels: 1 per view, 2 from 991 px, 30 px apart. */
  standard: { slidesPerView: 1, spaceBetween: 30, breakpoints: { 991: { slidesPerView: 2 } } },
  /** One slide at a time, 30 px apart (quotes). */
  single: { slidesPerView: 1, spaceBetween: 30 },
  /** The development slider: one per view, 50 px apart. */
  development: { slidesPerView: 1, spaceBetween: 50 },
};

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION).matches;
}

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

interface Position {
  readonly page: number;
  readonly pages: number;
  readonly atStart: boolean;
  readonly atEnd: boolean;
}

function positionOf(swiper: SwiperInstance): Position {
  return { page: swiper.snapIndex, pages: swiper.snapGrid.length, atStart: swiper.isBeginning, atEnd: swiper.isEnd };
}

const arrowTone = {
  light: 'border-freight text-freight hover:bg-freight hover:text-white disabled:border-ink/25 disabled:text-ink/25 disabled:hover:bg-transparent',
  dark: 'border-white text-white bg-ink/30 hover:bg-white hover:text-slate disabled:border-white/30 disabled:text-white/30 disabled:hover:bg-ink/30',
} as const;

const dotTone = {
  light: { on: 'bg-freight', off: 'bg-ink/25 group-hover:bg-ink/50' },
  dark: { on: 'bg-white', off: 'bg-white/40 group-hover:bg-white/70' },
} as const;

function Arrow({ direction, onClick, disabled, hidden, tone, large }: { direction: 'previous' | 'next'; onClick: () => void; disabled: boolean; hidden: boolean; tone: 'light' | 'dark'; large: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      hidden={hidden}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
      className={cn('flex shrink-0 items-center justify-center rounded-full border-2 transition-colors disabled:cursor-not-allowed', large ? 'size-12 md:size-14' : 'size-11', arrowTone[tone])}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('size-5', direction === 'previous' && 'rotate-180')} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 12h14M13 6l6 6-6 6" />
      </svg>
    </button>
  );
}

function Pagination({ position, onPick, tone, pageLabel }: { position: Position; onPick: (page: number) => void; tone: 'light' | 'dark'; pageLabel: string }) {
  if (position.pages < 2) return null;
  return (
    <div className="flex flex-wrap items-center gap-0.5">
      {Array.from({ length: position.pages }, (_, page) => (
        <button
          key={page}
          type="button"
          onClick={() => onPick(page)}
          aria-label={`${pageLabel} ${page + 1}`}
          aria-current={page === position.page ? 'true' : undefined}
          className="group flex size-7 items-center justify-center rounded-full"
        >
          <span aria-hidden="true" className={cn('block h-2.5 rounded-full transition-all', page === position.page ? `w-6 ${dotTone[tone].on}` : `w-2.5 ${dotTone[tone].off}`)} />
        </button>
      ))}
    </div>
  );
}

export default function CarouselImpl({ label, slides, preset = 'standard', heading, tone = 'light', arrows = 'below', hideEndArrows = false, pageLabel = 'Go to slide', className }: CarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [position, setPosition] = useState<Position>({ page: 0, pages: slides.length, atStart: true, atEnd: slides.length < 2 });
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const update = useCallback((instance: SwiperInstance) => setPosition(positionOf(instance)), []);
  const speed = reducedMotion ? 0 : (presets[preset].speed ?? 300);
  const previous = () => swiper?.slidePrev(speed);
  const next = () => swiper?.slideNext(speed);
  const pick = (page: number) => swiper?.slideTo(Math.min(page * Number(swiper.params.slidesPerGroup ?? 1), slides.length - 1), speed);
  const single = position.pages < 2;
  const arrowProps = { tone, large: arrows === 'sides' } as const;
  const prevArrow = <Arrow direction="previous" onClick={previous} disabled={position.atStart} hidden={single || (hideEndArrows && position.atStart)} {...arrowProps} />;
  const nextArrow = <Arrow direction="next" onClick={next} disabled={position.atEnd} hidden={single || (hideEndArrows && position.atEnd)} {...arrowProps} />;
  return (
    <div className={cn('relative', className)} role="group" aria-roledescription="carousel" aria-label={label}>
      {heading !== undefined ? (
        <div className="mb-8 flex items-end justify-between gap-6">
          <div className="min-w-0">{heading}</div>
          <div className="flex gap-3">
            {prevArrow}
            {nextArrow}
          </div>
        </div>
      ) : null}
      <Swiper
        modules={[A11y]}
        {...presets[preset]}
        speed={speed}
        watchOverflow
        a11y={{ enabled: true, slideRole: 'group', slideLabelMessage: '{{index}} / {{slidesLength}}', containerRole: null }}
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onSlideChange={update}
        onResize={update}
        onBreakpoint={update}
        onSnapGridLengthChange={update}
        className="overflow-hidden"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className="h-auto!">
            {slide.content}
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows === 'sides' ? (
        <>
          <div className="absolute top-1/2 left-2 z-10 -translate-y-1/2 md:left-4">{prevArrow}</div>
          <div className="absolute top-1/2 right-2 z-10 -translate-y-1/2 md:right-4">{nextArrow}</div>
          <div className="absolute inset-x-0 bottom-4 z-10 flex justify-center">
            <Pagination position={position} onPick={pick} tone={tone} pageLabel={pageLabel} />
          </div>
        </>
      ) : (
        <div className="mt-8 flex items-center justify-between gap-4">
          <Pagination position={position} onPick={pick} tone={tone} pageLabel={pageLabel} />
          {heading === undefined ? (
            <div className="ml-auto flex gap-3">
              {prevArrow}
              {nextArrow}
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
