'use client';
/**
 * `<Accordion>`: the one accordion of the site (FAQ, team and two-column accordions:
 * at most one item open, clicking the open item closes it), built to the WAI-ARIA accordion
 * pattern: heading > button with `aria-expanded`/`aria-controls`, panel with `role="region"`,
 * Up/Down/Home/End between headers.
 *
 * Headers and panels are server-rendered React nodes passed in as props:
 *
 *   <Accordion items={[{ id: 'leasing', header: 'Leasing', panel: <RichText html={…} /> }]} />
 *
 * This leaf only loads the accordion (accordion.impl.tsx) lazily (see lazy-leaf.tsx).
 */
import { lazyLeaf } from './lazy-leaf';

export type { AccordionItem, AccordionProps, AccordionTone } from './accordion.impl';

export const Accordion = lazyLeaf(() => import('./accordion.impl'));
