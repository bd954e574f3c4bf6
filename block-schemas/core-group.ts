import { choice, defineBlock, group, text } from '../engine';

/**
 * core/group: a container. The element is one of a safe list (anything else is a `div`; `main`
 * is left out because the page already has one); the layout is flow, constrained, flex or grid.
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
    backgroundColor: text(),
    textColor: text(),
  },
});
