import type definition from '../block-schemas/small-quote-block';
import type { BlockProps } from '../engine';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section } from './ui/section';

/** A short quote with its author and an optional footnote, in the text column. */
export default function SmallQuoteBlock({ data }: BlockProps<typeof definition>) {
  if (richTextIsEmpty(data.content)) return null;
  return (
    <Section id={data.anchor} className={data.className} width="narrow" spacing="compact" as="div">
      <figure className="relative pl-12 md:pl-16">
        <span aria-hidden="true" className="absolute left-0 top-[-0.15em] font-serif text-7xl leading-none text-solar md:text-8xl">
          “
        </span>
        <blockquote>
          <RichText html={data.content} className="space-y-3 text-xl font-medium leading-relaxed text-slate md:text-2xl" />
        </blockquote>
        {data.quote_author === '' ? null : <figcaption className="mt-4 text-base font-semibold text-freight">{data.quote_author}</figcaption>}
        <RichText html={data.footer_content} className="mt-3 text-sm leading-relaxed text-ink/70" />
      </figure>
    </Section>
  );
}
