import type definition from '../block-schemas/icon-content-grid';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section, SectionHeading, sectionHeading } from './ui/section';
import { eyebrowClasses, headingClasses, proseClasses } from './ui/typography';

/**
 * Each style is a surface, the chip behind the icons, and the colours of the text on it. The
 * cardboard style takes the light cardboard tone, on which body links keep their contrast.
 */
const styleClasses = {
  light: { background: 'white', chip: 'bg-lightest', eyebrow: eyebrowClasses.light, body: 'text-ink/85', tone: 'light' },
  dark: { background: 'slate', chip: 'bg-white', eyebrow: eyebrowClasses.dark, body: 'text-white/85', tone: 'dark' },
  cardboard: { background: 'lightcardboard', chip: 'bg-white', eyebrow: eyebrowClasses.light, body: 'text-ink/85', tone: 'light' },
} as const;

/** Two columns from tablet up, three on wide screens; four items make two rows of two. */
const gridClasses = (count: number): string => (count === 4 ? 'sm:grid-cols-2' : 'sm:grid-cols-2 lg:grid-cols-3');

export default function IconContentGrid({ data, block }: BlockProps<typeof definition>) {
  const items = data.items.filter((item) => item.main_heading !== '' || item.top_heading !== '' || !richTextIsEmpty(item.content));
  if (items.length === 0) return null;
  const style = styleClasses[data.style];
  const heading = sectionHeading(block.path, data.main_heading, data.anchor);
  return (
    <Section id={data.anchor} className={data.className} background={style.background} heading={heading}>
      <SectionHeading heading={heading} className={cn('mb-10 max-w-3xl md:mb-14', headingClasses.section)} />
      <ul className={cn('grid gap-x-10 gap-y-12', gridClasses(items.length))}>
        {items.map((item, index) => (
          <li key={`${index}-${item.main_heading}`}>
            {item.icon === undefined ? null : (
              <span className={cn('mb-6 flex size-16 items-center justify-center rounded-tr-[20px]', style.chip)}>
                <CmsImage image={item.icon} sizes="40px" className="size-10 object-contain" />
              </span>
            )}
            {item.top_heading === '' ? null : <p className={style.eyebrow}>{item.top_heading}</p>}
            {item.main_heading === '' ? null : <h3 className={cn('mt-2', headingClasses.card)}>{item.main_heading}</h3>}
            <RichText html={item.content} tone={style.tone} className={cn('mt-3', style.body, proseClasses)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
