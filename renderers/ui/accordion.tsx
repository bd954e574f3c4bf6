/**
 * `<Accordion>`: the one accordion of the site (FAQ, team and two-column accordions: at
 * most one item open, clicking the open item closes it), made of HTML disclosures: each item is a
 * `<details>` whose `<summary>` holds the question as a heading, and the items share a `name`, so
 * the browser itself keeps one open. It works before the runtime arrives and without it; the
 * runtime adds Up, Down, Home and End between the questions (accordion.client.tsx).
 *
 *   <Accordion items={[{ id: 'leasing', header: 'Leasing', panel: <RichText html={…} /> }]} />
 */
import { useId, type ReactNode } from 'react';
import { AccordionKeys } from './accordion.client';
import { cn } from './cn';

export interface AccordionItem {
  /** Unique within the accordion and stable across renders (a slug or an index path). */
  readonly id: string;
  /** The question: plain text or phrasing content (no block elements, no links). */
  readonly header: ReactNode;
  readonly panel: ReactNode;
}

/** The surface the accordion sits on. */
export type AccordionTone = 'light' | 'dark';

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** The level of the questions' headings; 3 by default. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  readonly tone?: AccordionTone;
  /** The item open on arrival; none by default. */
  readonly initialOpenId?: string;
  readonly className?: string;
}

const toneClasses = {
  light: {
    list: 'divide-y divide-ink/15 border-y border-ink/15',
    summary: 'text-slate hover:text-freight',
    icon: 'bg-cement text-slate group-open:bg-solar',
  },
  dark: {
    list: 'divide-y divide-white/25 border-y border-white/25',
    summary: 'text-white hover:text-mist',
    icon: 'bg-white/15 text-white group-open:bg-solar group-open:text-ink',
  },
} as const;

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

export function Accordion({ items, headingLevel = 3, tone = 'light', initialOpenId, className }: AccordionProps) {
  const group = useId();
  const Heading = headingTags[headingLevel];
  const classes = toneClasses[tone];
  return (
    <AccordionKeys className={cn(classes.list, className)}>
      {items.map((item) => (
        <details key={item.id} name={group} open={item.id === initialOpenId || undefined} className="group">
          <summary
            className={cn(
              'flex w-full cursor-pointer list-none items-center justify-between gap-4 py-5 text-left [&::-webkit-details-marker]:hidden',
              classes.summary,
            )}
          >
            <Heading className="m-0 text-lg font-semibold leading-snug">{item.header}</Heading>
            <span aria-hidden="true" className={cn('flex size-8 shrink-0 items-center justify-center rounded-full transition-colors', classes.icon)}>
              <svg viewBox="0 0 16 16" className="size-4 transition-transform group-open:rotate-45" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M8 3v10M3 8h10" />
              </svg>
            </span>
          </summary>
          <div className="pb-6">{item.panel}</div>
        </details>
      ))}
    </AccordionKeys>
  );
}
