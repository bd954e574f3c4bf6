import { defineBlock, html } from '../engine';

/**
 * core/freeform: the classic editor's content (every post written before the block editor, and
 * the Classic block). Its HTML is sanitized like all CMS HTML; paragraphs that the classic
 * editor keeps as blank lines become paragraphs, as WordPress's `wpautop` makes them.
 */
export default defineBlock({
  names: ['core/freeform'],
  readsSavedHtml: true,
  fields: {
    content: html(),
  },
});
