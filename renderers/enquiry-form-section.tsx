/**
 * The layout the four form blocks share: top_heading, text_block_1 and text_block_2,
 * then the form on a white card; side by side from large screens, stacked on phones. The form is
 * the runtime's (a lazily loaded leaf), so a browser without JavaScript gets, in its place, a
 * plain notice that sending it needs JavaScript.
 */
import type { ReactNode } from 'react';
import type { BlockInfo } from '../engine';
import { cn, contentColumn } from './ui/cn';
import { NEEDS_JAVASCRIPT_TEXT } from './ui/forms/constants';
import { RichText, richTextIsEmpty } from './ui/rich-text';
import { blockId } from './ui/section';

export interface EnquiryFormSectionProps {
  readonly block: BlockInfo;
  readonly data: { readonly anchor?: string; readonly className?: string; readonly top_heading: string; readonly text_block_1: string; readonly text_block_2: string };
  /** The smaller heading of the tenant-portal pages. */
  readonly compactHeading?: boolean;
  readonly children: ReactNode;
}

const headingClasses = {
  regular: 'text-3xl font-semibold tracking-tight text-slate md:text-4xl',
  compact: 'text-2xl font-semibold tracking-tight text-slate md:text-[1.75rem] md:leading-tight',
} as const;

export function EnquiryFormSection({ block, data, compactHeading = false, children }: EnquiryFormSectionProps) {
  const headingId = blockId(block.path, 'heading', data.anchor);
  const hasIntro = data.top_heading.trim() !== '' || !richTextIsEmpty(data.text_block_1) || !richTextIsEmpty(data.text_block_2);
  return (
    <section id={data.anchor} aria-labelledby={data.top_heading.trim() === '' ? undefined : headingId} className={cn('bg-lightest py-14 md:py-20', data.className)}>
      <div className={cn('grid gap-10 lg:gap-14', hasIntro ? cn(contentColumn.main, 'lg:grid-cols-12') : contentColumn.text)}>
        {hasIntro ? (
          <div className="flex flex-col gap-5 lg:col-span-5">
            {data.top_heading.trim() === '' ? null : (
              <h2 id={headingId} className={headingClasses[compactHeading ? 'compact' : 'regular']}>
                {data.top_heading}
              </h2>
            )}
            <RichText html={data.text_block_1} className="space-y-4 text-lg leading-relaxed text-ink" />
            <RichText html={data.text_block_2} className="space-y-3 border-t border-freight/20 pt-5 text-sm leading-relaxed text-ink/80" />
          </div>
        ) : null}
        <div className={cn('rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate/10 md:p-10', hasIntro && 'lg:col-span-7')}>
          <noscript>
            <p role="note" className="rounded-lg border-2 border-solar bg-verylightsolar px-4 py-3 text-base font-medium text-ink">
              {NEEDS_JAVASCRIPT_TEXT}
            </p>
          </noscript>
          {children}
        </div>
      </div>
    </section>
  );
}
