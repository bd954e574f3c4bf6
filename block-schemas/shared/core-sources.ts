import type { AttributeSource, AttributeSources } from '../../engine';

/**
 * The attributes of the core blocks the site draws that WordPress keeps in a block's saved HTML
 * as rich text (`"source": "rich-text"` from WordPress 6.5; `html` before), with the selector each
 * block type declares, and the `query` attributes whose rows hold rich text (a table's cells, the
 * images of a gallery saved before 5.9). A payload that lacks one of them has it read from the
 * block's HTML (wp-graphql-gutenberg reads no `rich-text` source). Attributes an editor keeps in
 * the block comment, and those the plugins read themselves (`attribute` sources), are not here.
 */
const richText = (selector?: string): AttributeSource => (selector === undefined ? { source: 'rich-text' } : { source: 'rich-text', selector });
const caption = { caption: richText('figcaption') };
const attribute = (selector: string, name: string): AttributeSource => ({ source: 'attribute', selector, attribute: name });

/** A table section's rows (`thead tr`, `tbody tr`, `tfoot tr`), each a list of cells. */
const tableRows = (selector: string): AttributeSource => ({
  source: 'query',
  selector,
  query: {
    cells: {
      source: 'query',
      selector: 'td,th',
      query: {
        content: richText(),
        tag: { source: 'tag' },
        scope: { source: 'attribute', attribute: 'scope' },
        align: { source: 'attribute', attribute: 'data-align' },
        colspan: { source: 'attribute', attribute: 'colspan' },
        rowspan: { source: 'attribute', attribute: 'rowspan' },
      },
    },
  },
});

export const coreSavedHtmlSources: Readonly<Record<string, AttributeSources>> = {
  'core/audio': caption,
  'core/button': { text: richText('a,button') },
  'core/code': { content: richText('code') },
  'core/details': { summary: richText('summary') },
  'core/embed': caption,
  'core/file': { fileName: richText('a:not([download])'), downloadButtonText: richText('a[download]') },
  'core/gallery': {
    caption: richText('.blocks-gallery-caption'),
    images: {
      source: 'query',
      selector: '.blocks-gallery-item',
      query: {
        url: attribute('img', 'src'),
        fullUrl: attribute('img', 'data-full-url'),
        link: attribute('img', 'data-link'),
        alt: attribute('img', 'alt'),
        id: attribute('img', 'data-id'),
        caption: richText('.blocks-gallery-item__caption'),
      },
    },
  },
  'core/heading': { content: richText('h1,h2,h3,h4,h5,h6') },
  'core/image': caption,
  'core/list-item': { content: richText('li') },
  'core/paragraph': { content: richText('p') },
  'core/preformatted': { content: richText('pre') },
  'core/pullquote': { value: richText('p'), citation: richText('cite') },
  'core/quote': { citation: richText('cite') },
  'core/table': { ...caption, head: tableRows('thead tr'), body: tableRows('tbody tr'), foot: tableRows('tfoot tr') },
  'core/verse': { content: richText('pre') },
  'core/video': caption,
};
