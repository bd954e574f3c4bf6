import type definition from '../block-schemas/careers-our-employees-carousel';
import type { BlockProps } from '../engine';
import { Carousel } from './ui/carousel';
import { CmsImage } from './ui/cms-image';
import { CmsLink } from './ui/cms-link';
import { buttonClasses } from './ui/button';
import { Section } from './ui/section';

/**
 * Employee quotes, in the order the editor chose them. Each slide carries its employee's image,
 * so the image follows the active slide.
 */
export default async function CareersOurEmployeesCarousel({ data, ctx, block }: BlockProps<typeof definition>) {
  const employees = (await ctx.site.employees(data.select_quotes)).filter((employee) => employee.quote !== '');
  if (employees.length === 0) return null;
  return (
    <Section id={data.anchor} className={data.className} background="slate">
      <Carousel
        label="What our employees say"
        preset="single"
        tone="dark"
        pageLabel="Go to quote"
        slides={employees.map((employee) => ({
          key: `${block.path}.${employee.id}`,
          content: (
            <figure className="grid items-center gap-8 md:grid-cols-[5fr_7fr] md:gap-14">
              <CmsImage image={employee.image} sizes="(min-width: 768px) 40vw, 100vw" corners={['tl', 'br']} className="aspect-[4/5] w-full object-cover md:aspect-[4/5]" />
              <div>
                <blockquote className="text-2xl font-medium leading-snug tracking-tight text-balance md:text-3xl">
                  <p>“{employee.quote}”</p>
                </blockquote>
                <figcaption className="mt-8">
                  <span className="block text-lg font-semibold">{employee.name}</span>
                  {employee.position === '' ? null : <span className="mt-1 block text-white/80">{employee.position}</span>}
                </figcaption>
                {employee.storyUrl === '' ? null : (
                  <CmsLink link={{ url: employee.storyUrl }} className={`${buttonClasses.inverseOutline} mt-8`}>
                    {/* The name is in the link's text, not only its label: search engines (and Lighthouse's link-text audit) read the text. */}
                    Learn More<span className="sr-only">{` about ${employee.name}`}</span>
                  </CmsLink>
                )}
              </div>
            </figure>
          ),
        }))}
      />
    </Section>
  );
}
