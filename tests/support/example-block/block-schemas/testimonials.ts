import { choice, defineBlock, html, image, link, repeater, text } from '../../../../engine';

/**
 * acf/testimonials: a heading, an intro, and quotes from customers, each with who said it, their
 * company's logo and a link to their story, on a background of the editor's choice.
 */
export default defineBlock({
  names: ['acf/testimonials'],
  fields: {
    heading: text({ required: true }),
    intro: html(),
    testimonials: repeater({
      quote: html({ required: true }),
      name: text({ required: true }),
      company: text(),
      logo: image(),
      link: link(),
    }),
    background_color: choice(['white', 'cement', 'slate']),
  },
});
