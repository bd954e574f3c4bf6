import type definition from '../block-schemas/development-carousel';
import type { BlockProps } from '../engine';
import { Hotspots } from './development-carousel.client';
import { Carousel } from './ui/carousel';
import { CmsImage } from './ui/cms-image';
import { RichText } from './ui/rich-text';
import { Section } from './ui/section';
import { eyebrowClasses, headingClasses } from './ui/typography';

/** At most five hotspots a slide. */
const MAX_HOTSPOTS = 5;

/** The development slider: one development a slide, its image with '+' hotspots, 50 px apart. */
export default function DevelopmentCarousel({ data, block }: BlockProps<typeof definition>) {
  const slides = data.slides.filter((slide) => slide.header !== '' || slide.image !== undefined);
  if (slides.length === 0) return null;
  return (
    <Section id={data.anchor} className={data.className} background="cement" width="wide">
      <Carousel
        label="Developments"
        preset="development"
        arrows="sides"
        tone="dark"
        hideEndArrows
        pageLabel="Go to development"
        slides={slides.map((slide, index) => {
          const path = `${block.path}.slides.${index}`;
          const name = slide.header || `Development ${index + 1}`;
          const tips = slide.popup_tips
            .filter((tip) => tip.popup_title !== '')
            .slice(0, MAX_HOTSPOTS)
            .map((tip, tipIndex) => ({ key: `${path}.popup_tips.${tipIndex}`, title: tip.popup_title, position: tip.popup_position, content: <RichText html={tip.popup_content} /> }));
          return {
            key: path,
            content: (
              <article>
                <div className="relative">
                  <CmsImage image={slide.image} sizes="(min-width: 1280px) 1216px, 100vw" corners={['tr']} className="aspect-[4/3] w-full object-cover md:aspect-[16/8]" />
                  <Hotspots name={name} tips={tips} />
                </div>
                <div className="mt-6 max-w-3xl pb-14">
                  {slide.sub_header === '' ? null : <p className={eyebrowClasses.light}>{slide.sub_header}</p>}
                  <h2 className={`${headingClasses.card} mt-2`}>{slide.header}</h2>
                  {slide.caption === '' ? null : <p className="mt-3 text-base leading-relaxed text-ink/80">{slide.caption}</p>}
                </div>
              </article>
            ),
          };
        })}
      />
    </Section>
  );
}
