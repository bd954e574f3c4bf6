import { defineBlock, html } from '../engine';
import { coreStyle, textAlign } from './shared/core';

/** core/verse: poetry or lyrics, with its line breaks and indents kept, in the body face. */
export default defineBlock({
  names: ['core/verse'],
  fields: {
    content: html(),
    textAlign: textAlign(),
    style: coreStyle(),
  },
});
