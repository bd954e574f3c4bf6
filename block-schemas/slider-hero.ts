import { defineBlock, image, link, repeater, text } from '../engine';

/** acf/slider-hero: full-bleed slides, each with a title, an image and a CTA button. */
export default defineBlock({
  names: ['acf/slider-hero'],
  fields: {
    slides: repeater({ title: text(), image: image(), cta: link() }),
  },
  /** The first shown slide's title is the page's `<h1>`; a slide shows with a title or an image. */
  drawsPageHeading: (data) => data.slides.some((slide) => slide.title !== '' || slide.image !== undefined),
});
