import { z } from 'zod';
import { defineBlock, html, text } from '../engine';

const URL_MESSAGE = 'An embed needs the URL of what it embeds';

/**
 * core/embed: YouTube and Vimeo URLs play in a privacy-friendly player; any other provider is a
 * plain link (an arbitrary URL is never framed).
 */
export default defineBlock({
  // `core-embed/<provider>`: the provider blocks of WordPress before 5.6, core/embed since.
  names: [
    'core/embed', 'core-embed/youtube', 'core-embed/vimeo', 'core-embed/twitter', 'core-embed/facebook',
    'core-embed/instagram', 'core-embed/wordpress', 'core-embed/soundcloud', 'core-embed/spotify',
    'core-embed/flickr', 'core-embed/animoto', 'core-embed/cloudup', 'core-embed/collegehumor', 'core-embed/crowdsignal',
    'core-embed/dailymotion', 'core-embed/imgur', 'core-embed/issuu', 'core-embed/kickstarter', 'core-embed/meetup-com',
    'core-embed/mixcloud', 'core-embed/reddit', 'core-embed/reverbnation', 'core-embed/screencast',
    'core-embed/scribd', 'core-embed/slideshare', 'core-embed/smugmug', 'core-embed/speaker-deck',
    'core-embed/tiktok', 'core-embed/ted', 'core-embed/tumblr', 'core-embed/videopress', 'core-embed/wordpress-tv',
    'core-embed/amazon-kindle', 'core-embed/pinterest', 'core-embed/wolfram-cloud',
  ],
  fields: {
    url: z.preprocess((value) => value ?? '', z.string({ error: URL_MESSAGE }).trim().min(1, URL_MESSAGE)),
    providerNameSlug: text(),
    caption: html(),
  },
});
