import { z } from 'zod';
import { defineBlock, flag, repeater, text } from '../engine';
import { blockAlign, coreImage, mediaUrl, richText } from './shared/core';

/**
 * core/video: an uploaded video with the browser's controls (on unless turned off), a poster and
 * a caption; autoplay only muted, as browsers allow. Text tracks (captions, subtitles) come with
 * their language and label.
 */
export default defineBlock({
  names: ['core/video'],
  fields: {
    src: mediaUrl(),
    poster: coreImage(),
    caption: richText(),
    // The editor stores `controls` only when it is turned off.
    controls: flag().default(true),
    autoplay: flag(),
    loop: flag(),
    muted: flag(),
    playsInline: flag(),
    preload: z.preprocess((value) => (value === 'auto' || value === 'none' ? value : 'metadata'), z.enum(['metadata', 'auto', 'none'])),
    tracks: repeater({ src: mediaUrl(), kind: text(), srcLang: text(), label: text() }),
    align: blockAlign(),
  },
});
