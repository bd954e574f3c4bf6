/**
 * The accordion itself, loaded by the `<Accordion>` leaf (accordion.client.tsx) as a chunk of its
 * own. At most one item open; clicking the open item closes it. WAI-ARIA accordion
 * pattern: each header is a heading that holds a button with `aria-expanded` and
 * `aria-controls`; each panel is a `region` labelled by its button and `hidden` while closed.
 * Enter and Space toggle (native buttons); Up and Down move between headers, Home and End go to
 * the first and last.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

export interface AccordionItem {
  /** Unique within the accordion and stable across renders (a slug or an index path). */
  readonly id: string;
  /** The button's content: plain text or phrasing content (no block elements, no links). */
  readonly header: ReactNode;
  readonly panel: ReactNode;
}

/** The surface the accordion sits on. */
export type AccordionTone = 'light' | 'dark';

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** The level of the headings that hold the buttons; 3 by default. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
  readonly tone?: AccordionTone;
  /** The item open on first render; none by default. */
  readonly initialOpenId?: string;
  readonly className?: string;
}

const toneClasses = {
  light: {
    list: 'divide-y divide-ink/15 border-y border-ink/15',
    button: 'text-slate hover:text-freight',
    icon: 'bg-cement text-slate group-aria-expanded:bg-solar',
  },
  dark: {
    list: 'divide-y divide-white/25 border-y border-white/25',
    button: 'text-white hover:text-mist',
    icon: 'bg-white/15 text-white group-aria-expanded:bg-solar group-aria-expanded:text-ink',
  },
} as const;

const headingTags = { 2: 'h2', 3: 'h3', 4: 'h4', 5: 'h5', 6: 'h6' } as const;

/** Up, Down, Home and End move focus between the accordion's header buttons. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>, buttons: readonly HTMLButtonElement[]): void {
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current < 0 || buttons.length === 0) return;
  const last = buttons.length - 1;
  const targets: Readonly<Record<string, number>> = {
    ArrowDown: current === last ? 0 : current + 1,
    ArrowUp: current === 0 ? last : current - 1,
    Home: 0,
    End: last,
  };
  const next = targets[event.key];
  if (next === undefined) return;
  event.preventDefault();
  buttons[next]?.focus();
}

export default function AccordionImpl({ items, headingLevel = 3, tone = 'light', initialOpenId, className }: AccordionProps) {
  const [openId, setOpenId] = useState<string | null>(initialOpenId ?? null);
  const prefix = useId();
  const root = useRef<HTMLDivElement>(null);
  const Heading = headingTags[headingLevel];
  const classes = toneClasses[tone];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    moveFocus(event, [...(root.current?.querySelectorAll<HTMLButtonElement>(':scope > div > [data-accordion-heading] > button') ?? [])]);
  return (
    <div ref={root} className={cn(classes.list, className)} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading data-accordion-heading="" className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className={cn('group flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold leading-snug', classes.button)}
              >
                <span>{item.header}</span>
                <span aria-hidden="true" className={cn('flex size-8 shrink-0 items-center justify-center rounded-full transition-colors', classes.icon)}>
                  <svg viewBox="0 0 16 16" className="size-4 transition-transform group-aria-expanded:rotate-45" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M8 3v10M3 8h10" />
                  </svg>
                </span>
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="pb-6">
              {item.panel}
            </div>
          </div>
        );
      })}
    </div>
  );
}
