import type definition from '../block-schemas/two-by-two-grid';
import type { BlockData, BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { Cta } from './ui/cta';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section } from './ui/section';
import { eyebrowClasses, proseClasses } from './ui/typography';

/** The card's text: editors give each feature its own heading inside the content. */
const CONTENT_CLASSES =
  'mt-4 text-ink/85 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:leading-snug [&_h2]:tracking-tight [&_h2]:text-slate md:[&_h2]:text-3xl [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate';

type Item = BlockData<typeof definition>['items'][number];

/**
 * From tablet width up each row is a wide image beside a narrow card; the second row mirrors
 * the first, so the two features interlock. `flip` starts with the card on the left.
 */
const rowClasses = {
  imageFirst: { image: 'md:col-span-7', card: 'md:col-span-5', corners: ['tl'] as const },
  cardFirst: { image: 'md:col-span-7 md:order-last', card: 'md:col-span-5', corners: ['tr'] as const },
} as const;

function Feature({ item, layout }: { readonly item: Item; readonly layout: keyof typeof rowClasses }) {
  const classes = rowClasses[layout];
  return (
    <li className="grid gap-6 md:grid-cols-12 md:gap-8">
      {item.image === undefined ? null : (
        <div className={classes.image}>
          <CmsImage image={item.image} corners={classes.corners} sizes="(min-width: 768px) 58vw, 100vw" className="aspect-[4/3] h-full w-full object-cover" />
        </div>
      )}
      <div className={cn('flex flex-col justify-center rounded-br-[40px] bg-lightest p-8 md:p-10', item.image === undefined ? 'md:col-span-12' : classes.card)}>
        {item.top_header === '' ? null : <p className={eyebrowClasses.light}>{item.top_header}</p>}
        {richTextIsEmpty(item.content) ? null : (
          <RichText html={item.content} className={cn(CONTENT_CLASSES, proseClasses)} />
        )}
        <Cta link={item.cta} variant="secondary" className="mt-8 self-start" />
      </div>
    </li>
  );
}

const hasContent = (item: Item): boolean => item.top_header !== '' || !richTextIsEmpty(item.content) || item.image !== undefined;

export default function TwoByTwoGrid({ data }: BlockProps<typeof definition>) {
  // The grid is two features: further rows are not part of the design.
  const items = data.items.filter(hasContent).slice(0, 2);
  if (items.length === 0) return null;
  return (
    <Section id={data.anchor} className={data.className}>
      <ul className="space-y-8 md:space-y-10">
        {items.map((item, index) => (
          <Feature key={`${index}-${item.top_header}`} item={item} layout={(index % 2 === 0) !== data.flip ? 'imageFirst' : 'cardFirst'} />
        ))}
      </ul>
    </Section>
  );
}
