import { defineBlock, html, text } from '../engine';

/**
 * The property contact form. `mailbox` names one of the property mailboxes the CMS
 * lists (an ACF select over the options page); the property's name and address come from there.
 */
export default defineBlock({
  names: ['acf/contact-form'],
  fields: {
    top_heading: text(),
    text_block_1: html(),
    text_block_2: html(),
    mailbox: text(),
  },
});
