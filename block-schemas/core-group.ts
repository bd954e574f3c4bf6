import { choice, defineBlock, group, text } from '../engine';
import { blockAlign } from './shared/core';

/**
 * core/group: a container. The element is one of a safe list (anything else is a `div`; `main`
 * is left out because the page already has one); the layout is flow, constrained, flex or grid
 * (`layout` arrives as a JSON string from wp-graphql-content-blocks; the engine reads it).
 */
export default defineBlock({
  names: ['core/group'],
  fields: {
    tagName: choice(['div', 'section', 'article', 'aside', 'header', 'footer']),
    layout: group({
      type: choice(['default', 'constrained', 'flex', 'grid']),
      justifyContent: choice(['', 'left', 'center', 'right', 'space-between']),
      orientation: choice(['horizontal', 'vertical']),
    }),
    align: blockAlign(),
    backgroundColor: text(),
    textColor: text(),
  },
});
