import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../engine';
import { isNoindex, ownDescription, ownTitle } from '../../site/cms/own-seo';

const block = (name: string, attributes: Record<string, unknown>, innerBlocks: RawBlock[] = []): RawBlock => ({ name, attributes, originalContent: '', innerBlocks });

describe('title and description without Yoast', () => {
  it('titles a page as Yoast does by default', () => {
    expect(ownTitle('About Us')).toBe('About Us | Larkspur');
  });

  it('describes a post by its excerpt, else a page by its first paragraph, nested or not', () => {
    const blocks = [block('core/heading', { content: 'Who we are' }), block('core/group', {}, [block('core/paragraph', { content: '<strong>83 million</strong> square feet.' })])];
    expect(ownDescription('<p>The excerpt &amp; more.</p>', blocks)).toBe('The excerpt & more.');
    expect(ownDescription('', blocks)).toBe('83 million square feet.');
    expect(ownDescription('', [])).toBe('');
  });

  it('cuts a long description at a word, never past 160 characters', () => {
    const long = `${'warehouse '.repeat(20)}end`;
    const description = ownDescription('', [block('core/paragraph', { content: long })]);
    expect(description).toBe(`${'warehouse '.repeat(16).trim()}\u2026`);
    expect(description.length).toBeLessThanOrEqual(160);
  });
});

describe('noindex with Yoast, with the site\'s plugin only, and with neither', () => {
  it('follows Yoast when its seo field came, whatever the plugin\'s field says', () => {
    expect(isNoindex({ seo: { metaRobotsNoindex: 'noindex' }, larkspurNoindex: false })).toBe(true);
    expect(isNoindex({ seo: { metaRobotsNoindex: 'index' }, larkspurNoindex: true })).toBe(false);
    expect(isNoindex({ seo: { metaRobotsNoindex: 'noindex' } })).toBe(true);
  });

  it('follows the site\'s plugin without Yoast (its seo field left out or null)', () => {
    expect(isNoindex({ larkspurNoindex: true })).toBe(true);
    expect(isNoindex({ seo: null, larkspurNoindex: true })).toBe(true);
    expect(isNoindex({ larkspurNoindex: false })).toBe(false);
  });

  it('indexes a page when neither answers (no Yoast, and a plugin older than the field)', () => {
    expect(isNoindex({})).toBe(false);
    expect(isNoindex({ seo: null, larkspurNoindex: null })).toBe(false);
  });
});
