import { choice, defineBlock, group, html, image, repeater, text } from '../engine';
import { corners, urlLink } from './shared/fields';
import { lightBackground } from './shared/options';

/**
 * acf/esg-report-archive: past reports beside a cover image. The image comes from the block's
 * `meta.image`; `column_size` '50/50' splits the columns evenly, otherwise the image takes one
 * third and the text two thirds. A report link shows only with both a title and a URL.
 */
export default defineBlock({
  names: ['acf/esg-report-archive'],
  fields: {
    title: text(),
    subtitle: html(),
    column_size: choice(['1/3', '50/50']),
    background_color: lightBackground(),
    rounded_corners: corners(),
    report_links: repeater({ report_link: urlLink() }),
    meta: group({ image: image() }),
  },
});
