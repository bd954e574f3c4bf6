import { defineBlock } from '../engine';
import { faqFields } from './shared/faq';

/** acf/accordion-faq: a title over questions that open one at a time. */
export default defineBlock({
  names: ['acf/accordion-faq'],
  fields: faqFields,
});
