import { choice, defineBlock, flag, html, image, link, text } from '../engine';
import { corners, memberName } from './shared/fields';

/**
 * acf/large-quote: a large quote beside a picture of its author. With `author_object` (a
 * leader), a 'View full profile' link opens that member's profile (`?member={name}`).
 */
export default defineBlock({
  names: ['acf/large-quote'],
  fields: {
    main_quote: html(),
    author: text(),
    caption: text(),
    desktop_image: image(),
    mobile_image: image(),
    cta: link(),
    text_alignment: choice(['left', 'center', 'right']),
    dark_mode: flag(),
    flip: flag(),
    rounded_corner: corners(),
    larger_quote: flag(),
    author_object: memberName(),
  },
});
