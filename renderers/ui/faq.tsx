/**
 * The questions of acf/accordion-faq and acf/two-col-faq as items of the shared `<Accordion>`:
 * the question is the header, the answer (CMS HTML) the panel. Questions without text are left
 * out; ids come from the question and its place, so they are stable and unique.
 */
import type { AccordionItem } from './accordion';
import { slugifyTitle } from './format';
import { RichText, richTextIsEmpty } from './rich-text';
import { proseClasses } from './typography';

export interface FaqItem {
  readonly accordion_header: string;
  readonly accordion_content: string;
}

export function faqAccordionItems(items: readonly FaqItem[]): AccordionItem[] {
  return items.flatMap((item, index) => {
    const question = item.accordion_header.trim();
    if (question === '') return [];
    const panel = richTextIsEmpty(item.accordion_content) ? null : <RichText html={item.accordion_content} className={proseClasses} />;
    return [{ id: `${index + 1}-${slugifyTitle(question).slice(0, 40).replace(/-$/, '')}`, header: question, panel }];
  });
}
