import type definition from '../block-schemas/quoteblock';
import type { BlockProps } from '../engine';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section } from './ui/section';

/** The two looks of the block: a coloured box with a quote icon, or (altStyle) a left border. */
const styleClasses = {
  standard: 'relative rounded-tr-[40px] bg-verylightsolar px-8 pb-8 pt-16 md:px-12 md:pb-12',
  alternate: 'border-l-4 border-solar py-1 pl-6 md:pl-8',
} as const;

function QuoteIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="absolute left-8 top-6 size-8 text-solar md:left-12" fill="currentColor">
      <path d="M13 7H6a3 3 0 0 0-3 3v7a3 3 0 0 0 3 3h4v1c0 2.2-1.8 4-4 4H5v4h1c4.4 0 8-3.6 8-8V8a1 1 0 0 0-1-1Zm16 0h-7a3 3 0 0 0-3 3v7a3 3 0 0 0 3 3h4v1c0 2.2-1.8 4-4 4h-1v4h1c4.4 0 8-3.6 8-8V8a1 1 0 0 0-1-1Z" />
    </svg>
  );
}

export default function Quoteblock({ data }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.quote)) return null;
  const style = data.altStyle ? 'alternate' : 'standard';
  return (
    <Section id={data.anchor} className={data.className} width="narrow" spacing="compact" as="div">
      <blockquote className={styleClasses[style]}>
        {style === 'standard' ? <QuoteIcon /> : null}
        <RichText html={data.quote} className="space-y-4 text-lg leading-relaxed text-slate md:text-xl [&_cite]:mt-4 [&_cite]:block [&_cite]:text-base [&_cite]:font-semibold [&_cite]:not-italic [&_cite]:text-freight" />
      </blockquote>
    </Section>
  );
}
