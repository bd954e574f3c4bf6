/**
 * The RSS 2.0 feed of the newest posts (`/news/feed.xml`). Every text goes through `escapeXml`,
 * so titles and excerpts with `&`, `<` or quotes stay well-formed XML.
 */
import type { FeedPost } from './data';

/** The number of posts in the feed. */
export const FEED_SIZE = 50;

/** Escapes text for XML element content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date of a CMS date (site-local time without a zone, read as UTC). */
export function rfc822(date: string): string {
  const parsed = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(date) ? date : `${date}Z`);
  return Number.isNaN(parsed.getTime()) ? '' : parsed.toUTCString();
}

export interface FeedChannel {
  readonly title: string;
  readonly description: string;
  /** Absolute URLs. */
  readonly link: string;
  readonly self: string;
  readonly toUrl: (path: string) => string;
}

export function renderFeed(channel: FeedChannel, posts: readonly FeedPost[]): string {
  const items = posts.map((post) => {
    const url = channel.toUrl(post.href);
    const published = rfc822(post.published);
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      published ? `      <pubDate>${published}</pubDate>` : '',
      ...post.categories.map((name) => `      <category>${escapeXml(name)}</category>`),
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ]
      .filter((line) => line !== '')
      .join('\n');
  });
  const newest = posts[0] ? rfc822(posts[0].published) : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en-us</language>
    <atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${newest}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`;
}
