import type definition from '../block-schemas/two-col-image';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { CmsLink, linkKind } from './ui/cms-link';
import { cn } from './ui/cn';
import { buttonClasses } from './ui/button';
import { DownloadIcon } from './ui/icons';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { Section } from './ui/section';
import { proseClasses } from './ui/typography';

interface Pair {
  readonly title: string;
  readonly content: string;
}

/** The titled texts of a column, without the empty ones. */
const pairs = (list: readonly Pair[]): Pair[] => list.filter((pair) => pair.title !== '' || !richTextIsEmpty(pair.content));

function TitledText({ pair }: { readonly pair: Pair }) {
  return (
    <div className="border-t-4 border-solar pt-5">
      {pair.title === '' ? null : <h3 className="text-xl font-semibold leading-snug tracking-tight text-slate md:text-2xl">{pair.title}</h3>}
      <RichText html={pair.content} className={cn('mt-3 text-ink/85', proseClasses)} />
    </div>
  );
}

/**
 * Two columns: on the left three titled texts above an image; on the right a download link
 * (with a download icon) above two titled texts.
 */
export default function TwoColImage({ data }: BlockProps<typeof definition>) {
  const { left_column: left, right_column: right } = data;
  const leftPairs = pairs([
    { title: left.first_title, content: left.first_content },
    { title: left.second_title, content: left.second_content },
    { title: left.third_title, content: left.third_content },
  ]);
  const rightPairs = pairs([
    { title: right.first_right_title, content: right.first_right_content },
    { title: right.second_right_title, content: right.second_right_content },
  ]);
  const download = right.download_link !== undefined && linkKind(right.download_link.url) !== undefined ? right.download_link : undefined;
  if (leftPairs.length === 0 && rightPairs.length === 0 && left.image === undefined && download === undefined) return null;
  return (
    <Section id={data.anchor} className={data.className} containerClassName="grid gap-12 md:grid-cols-2 lg:gap-20">
      <div className="space-y-10">
        {leftPairs.map((pair, index) => (
          <TitledText key={`${index}-${pair.title}`} pair={pair} />
        ))}
        <CmsImage image={left.image} corners={['tr', 'bl']} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full object-cover" />
      </div>
      <div className="space-y-10">
        {download === undefined ? null : (
          <CmsLink link={download} className={cn(buttonClasses.primary, 'gap-3')}>
            <DownloadIcon className="size-5" />
            {download.title || 'Download'}
          </CmsLink>
        )}
        {rightPairs.map((pair, index) => (
          <TitledText key={`${index}-${pair.title}`} pair={pair} />
        ))}
      </div>
    </Section>
  );
}
