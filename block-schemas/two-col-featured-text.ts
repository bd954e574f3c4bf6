import { choice, defineBlock, group, html, image, link, text } from '../engine';
import { corners } from './shared/fields';
import { lightBackground, side, textAlignment } from './shared/options';

/**
 * acf/two-col-featured-text: a plain-text side (its background spans the page) beside a
 * featured side (a coloured box with an image). `column_size` '50/50' splits the columns evenly;
 * otherwise the plain text takes two thirds and the featured side one third.
 */
export default defineBlock({
  names: ['acf/two-col-featured-text'],
  fields: {
    plain_text_content: group({
      title: text(),
      /** Which edge the title stands against, above the content. */
      title_placement: side(),
      /** 'uppercase' sets the title in capitals; anything else leaves it as written. */
      title_text_decoration: choice(['none', 'uppercase']),
      content: html(),
      full_background_color: lightBackground(),
      text_alignment: textAlignment(),
    }),
    featured_content: group({
      boxed_content: html(),
      image: image(),
      featured_background_color: choice(['solar', 'slate', 'freight', 'emerald', 'cardboard', 'lightcardboard', 'lightsolar', 'cement', 'white']),
      featured_text_alignment: textAlignment(),
      position: choice(['right', 'left']),
      rounded_corners: corners(),
    }),
    cta: link(),
    column_size: choice(['2/3', '50/50']),
  },
});
