/**
 * The keyboard of `<Accordion>` (accordion.tsx), loaded by its leaf (accordion.client.tsx) as a
 * chunk of its own: Up and Down move focus between its questions, Home and End go to the first and
 * the last. Everything else is the browser's (`<details>`), so this only adds to an accordion that
 * already works.
 */
import type { KeyboardEvent, ReactNode } from 'react';

const MOVES: Readonly<Record<string, (current: number, last: number) => number>> = {
  ArrowDown: (current, last) => (current === last ? 0 : current + 1),
  ArrowUp: (current, last) => (current === 0 ? last : current - 1),
  Home: () => 0,
  End: (_current, last) => last,
};

function moveFocus(event: KeyboardEvent<HTMLDivElement>): void {
  const move = MOVES[event.key];
  const summaries = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
  const current = summaries.indexOf(event.target as HTMLElement);
  if (move === undefined || current < 0) return;
  event.preventDefault();
  summaries[move(current, summaries.length - 1)]?.focus();
}

export default function AccordionKeys({ className, children }: { readonly className?: string; readonly children: ReactNode }) {
  return (
    <div className={className} onKeyDown={moveFocus}>
      {children}
    </div>
  );
}
