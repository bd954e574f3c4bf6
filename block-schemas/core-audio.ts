import { z } from 'zod';
import { defineBlock, flag } from '../engine';
import { mediaUrl, richText } from './shared/core';

/** core/audio: an uploaded sound file with the browser's controls and a caption. */
export default defineBlock({
  names: ['core/audio'],
  fields: {
    src: mediaUrl(),
    caption: richText(),
    autoplay: flag(),
    loop: flag(),
    preload: z.preprocess((value) => (value === 'auto' || value === 'metadata' ? value : 'none'), z.enum(['none', 'metadata', 'auto'])),
  },
});
