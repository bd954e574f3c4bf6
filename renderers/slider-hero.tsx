import type definition from '../block-schemas/slider-hero';
import type { BlockProps } from '../engine';
import { Carousel } from './ui/carousel';
import { CmsImage } from './ui/cms-image';
import { Cta } from './ui/cta';
import { headingClasses } from './ui/typography';

/** The hero slider: full-bleed slides (title, image, CTA) with previous, next and pagination. */
export default function SliderHero({ data, block }: BlockProps<typeof definition>) {
  const slides = data.slides.filter((slide) => slide.title !== '' || slide.image !== undefined);
  if (slides.length === 0) return null;
  return (
    <header id={data.anchor} className={data.className || undefined}>
      <Carousel
        label="Featured"
        preset="hero"
        tone="dark"
        arrows="sides"
        slides={slides.map((slide, index) => {
          // The first slide's title is the page's heading; the others are its sections.
          const Title = index === 0 ? 'h1' : 'h2';
          return {
            key: `${block.path}.slides.${index}`,
            content: (
              <div className="relative isolate flex min-h-[32rem] items-end overflow-hidden bg-slate md:min-h-[40rem]">
                <CmsImage image={slide.image} sizes="100vw" preload={index === 0} className="absolute inset-0 -z-10 size-full object-cover" />
                <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-t from-ink/85 via-ink/45 to-ink/10" />
                {/* Inset for the side arrows, until the page is wide enough for them to sit beside the content column. */}
                <div className="mx-auto w-full max-w-6xl px-16 pb-20 pt-32 text-white md:px-24 md:pb-24 xl:px-8">
                  <Title className={`${headingClasses.page} max-w-3xl`}>{slide.title}</Title>
                  <Cta link={slide.cta} variant="inverse" className="mt-8" />
                </div>
              </div>
            ),
          };
        })}
      />
    </header>
  );
}
