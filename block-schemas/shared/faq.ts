/**
 * The FAQ shape that acf/accordion-faq and acf/two-col-faq share: a title
 * and question/answer items. (This folder is not scanned for blocks.)
 */
import { html, repeater, text } from '../../engine';

export const faqFields = {
  title: text(),
  items: repeater({
    accordion_header: text(),
    accordion_content: html(),
  }),
};
