import { z } from 'zod';
import { defineBlock, html, text } from '../engine';

const URL_MESSAGE = 'An embed needs the URL of what it embeds';

/**
 * core/embed: YouTube and Vimeo URLs play in a privacy-friendly player; any other provider is a
 * plain link (an arbitrary URL is never framed).
 */
export default defineBlock({
  names: ['core/embed'],
  fields: {
    url: z.preprocess((value) => value ?? '', z.string({ error: URL_MESSAGE }).trim().min(1, URL_MESSAGE)),
    providerNameSlug: text(),
    caption: html(),
  },
});
