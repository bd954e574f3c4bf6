'use client';
/**
 * `<Accordion>`: the one accordion of the site (FAQ, team and two-column accordions; spec 4.7:
 * at most one item open, clicking the open item closes it), built to the WAI-ARIA accordion
 * pattern: heading > button with `aria-expanded`/`aria-controls`, panel with `role="region"`,
 * Up/Down/Home/End between headers.
 *
 * Headers and panels are server-rendered React nodes passed in as props:
 *
 *   <Accordion items={[{ id: 'leasing', header: 'Leasing', panel: <RichText html={…} /> }]} />
 *
 * This leaf only loads the accordion (accordion.impl.tsx) lazily: every client leaf of the
 * site's one catch-all route lands in the route's shared chunk, so the behaviour is split off to
 * be fetched by the pages that render an accordion, and by no other page. The server HTML is
 * complete; the page hydrates it once the chunk arrives.
 */
import { lazy, Suspense } from 'react';
import type { AccordionProps } from './accordion.impl';

export type { AccordionItem, AccordionProps, AccordionTone } from './accordion.impl';

const AccordionImpl = lazy(() => import('./accordion.impl'));

export function Accordion(props: AccordionProps) {
  return (
    <Suspense fallback={null}>
      <AccordionImpl {...props} />
    </Suspense>
  );
}
