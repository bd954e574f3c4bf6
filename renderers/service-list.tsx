import { Fragment } from 'react';
import type definition from '../block-schemas/service-list';
import type { BlockProps } from '../engine';
import { CmsImage } from './ui/cms-image';
import { cn } from './ui/cn';
import { CheckIcon } from './ui/icons';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { blockId, Section } from './ui/section';
import { headingClasses, proseClasses } from './ui/typography';

interface Run {
  readonly bold_text: string;
  readonly regular_text: string;
}

/** One run of the heading: its bold words, then its regular ones. */
function HeadingRun({ run }: { readonly run: Run }) {
  const bold = run.bold_text.trim();
  const regular = run.regular_text.trim();
  return (
    <>
      {bold === '' ? null : <strong className="font-semibold text-slate">{bold}</strong>}
      {bold !== '' && regular !== '' ? ' ' : null}
      {regular === '' ? null : <span className="font-normal">{regular}</span>}
    </>
  );
}

/**
 * The column block: an image beside a heading written in bold and regular runs
 * ('**Built for** the way you ship'), a description and a list of services.
 */
export default function ServiceList({ data, block }: BlockProps<typeof definition>) {
  const runs = data.headings.filter((run) => run.bold_text.trim() !== '' || run.regular_text.trim() !== '');
  const services = data.column_list.map((entry) => entry.list_text_item.trim()).filter((entry) => entry !== '');
  const hasDescription = !richTextIsEmpty(data.description);
  if (runs.length === 0 && !hasDescription && services.length === 0) return null;
  const headingId = blockId(block.path, 'heading', data.anchor);
  return (
    <Section id={data.anchor} className={data.className} labelledBy={runs.length === 0 ? undefined : headingId}>
      <div className={cn('grid items-center gap-10 lg:gap-16', data.column_image !== undefined && 'md:grid-cols-2')}>
        {data.column_image === undefined ? null : (
          <CmsImage image={data.column_image} corners={['tl', 'br']} sizes="(min-width: 768px) 50vw, 100vw" className="h-auto w-full" />
        )}
        <div>
          {runs.length === 0 ? null : (
            <h2 id={headingId} className={headingClasses.section}>
              {runs.map((run, index) => (
                <Fragment key={`${index}-${run.bold_text}`}>
                  {index === 0 ? null : ' '}
                  <HeadingRun run={run} />
                </Fragment>
              ))}
            </h2>
          )}
          {hasDescription ? <RichText html={data.description} className={cn('mt-6 text-ink/85', proseClasses)} /> : null}
          {services.length === 0 ? null : (
            <ul className="mt-8 grid gap-3 sm:grid-cols-2">
              {services.map((service, index) => (
                <li key={`${index}-${service}`} className="flex items-start gap-3 text-base font-medium leading-snug">
                  <CheckIcon className="mt-px size-5 text-freight" />
                  {service}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}
