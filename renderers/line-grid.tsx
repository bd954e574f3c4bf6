import type definition from '../block-schemas/line-grid';
import type { BlockProps } from '../engine';
import { CmsLink, linkKind } from './ui/cms-link';
import { cn } from './ui/cn';
import { ArrowRightIcon } from './ui/icons';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { headingClasses } from './ui/typography';

/** The rule between items reads on each of the block's backgrounds. */
const ruleClasses = {
  white: 'border-ink/20',
  solar: 'border-ink/40',
  cement: 'border-ink/25',
  lightcardboard: 'border-ink/25',
} as const;

/** The link text with an arrow that stays on the line of its last word. */
function TitleWithArrow({ title }: { readonly title: string }) {
  const cut = title.lastIndexOf(' ') + 1;
  return (
    <>
      {title.slice(0, cut)}
      <span className="whitespace-nowrap">
        {title.slice(cut)}
        <ArrowRightIcon className="ml-2 inline-block size-5 align-[-0.2em] transition-transform group-hover:translate-x-1" />
      </span>
    </>
  );
}

/** A title over a ruled grid of links, each with a short subtitle. */
export default function LineGrid({ data, block }: BlockProps<typeof definition>) {
  const items = data.grid.filter((item) => (item.title !== undefined && item.title.title !== '') || !richTextIsEmpty(item.subtitle));
  if (items.length === 0) return null;
  const heading = sectionHeading(block.path, data.title, data.anchor);
  const rule = ruleClasses[data.background_color];
  return (
    <Section id={data.anchor} className={data.className} background={data.background_color} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 max-w-3xl md:mb-14', headingClasses.section)} />
      <ul className="grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={`${index}-${item.title?.url ?? ''}`} className={cn('border-t py-6 md:py-8', rule)}>
            {item.title === undefined || item.title.title === '' ? null : (
              <h3 className="text-xl font-semibold leading-snug tracking-tight">
                {linkKind(item.title.url) === undefined ? (
                  item.title.title
                ) : (
                  <CmsLink link={item.title} className="group no-underline hover:underline hover:underline-offset-4">
                    <TitleWithArrow title={item.title.title} />
                  </CmsLink>
                )}
              </h3>
            )}
            <RichText html={item.subtitle} className="mt-2 space-y-2 text-base leading-relaxed opacity-85" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
