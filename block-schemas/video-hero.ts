import { choice, defineBlock, image, isImageSrc, link, numeric, repeater, text } from '../engine';
import { fileUrl } from './shared/fields';

/**
 * acf/video-hero: a looping background video (desktop, and a separate one under 769 px), a
 * heading over it or above it, a CTA, and words that change with the video's time.
 * `video_link` is a direct video file URL (the page reads its playback time); the uploaded file
 * is used when there is no link.
 */
export default defineBlock({
  names: ['acf/video-hero'],
  fields: {
    top_heading: text(),
    heading_colour: text(),
    heading_position: choice(['overlay', 'top']),
    cta: link(),
    poster: image(),
    video_link: text(),
    video_file: fileUrl(),
    video_link_mobile: text(),
    video_file_mobile: fileUrl(),
    animated_text: repeater({ word: text(), video_timing: numeric() }),
  },
  /** The heading is the page's `<h1>`; the hero renders (and draws it) with a heading, a video or a poster. */
  drawsPageHeading: (data) =>
    data.top_heading !== '' || data.poster !== undefined || [data.video_link, data.video_file, data.video_link_mobile, data.video_file_mobile].some(isImageSrc),
});
