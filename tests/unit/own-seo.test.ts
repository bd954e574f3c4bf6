import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RawBlock } from '../../engine';
import { cutAtWord, ownDescription, ownTitle } from '../../site/cms/own-seo';

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
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,12}$/), { minLength: 1, maxLength: 60 }), (words) => {
        const text = words.join(' ');
        const cut = cutAtWord(text);
        expect(cut.length).toBeLessThanOrEqual(160);
        if (text.length <= 160) expect(cut).toBe(text);
        else expect(text.startsWith(cut.slice(0, -1))).toBe(true);
      }),
    );
  });
});
