import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../engine';
import { ownDescription, ownTitle } from '../../site/cms/own-seo';

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
