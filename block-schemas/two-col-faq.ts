import { defineBlock } from '../engine';
import { faqFields } from './shared/faq';

/** acf/two-col-faq: the title in one column, the questions (one open at a time) in the other. */
export default defineBlock({
  names: ['acf/two-col-faq'],
  fields: faqFields,
});
