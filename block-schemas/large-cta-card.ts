import { choice, defineBlock, flag, html, image, link, text } from '../engine';
import { corners, fileUrl } from './shared/fields';

/**
 * acf/large-cta-card: a feature with media. The media is an image or, with `use_video` '1', a
 * video behind that image: an uploaded file (`video_type` 'File') or a YouTube/Vimeo URL
 * ('Embed').
 */
export default defineBlock({
  names: ['acf/large-cta-card'],
  fields: {
    top_heading: text(),
    main_heading: text(),
    content: html(),
    cta: link(),
    desktop_image: image(),
    mobile_image: image(),
    style: choice(['light', 'dark']),
    flip: flag(),
    larger_text: flag(),
    rounded_corners: corners(),
    cta_no_style: flag(),
    use_video: flag(),
    video_type: choice(['File', 'Embed']),
    video_file: fileUrl(),
    video_embed: text(),
  },
});
