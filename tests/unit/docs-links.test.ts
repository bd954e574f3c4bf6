/**
 * The README and docs/ hold together: every relative link points to a file of the repository, and
 * every #anchor to a heading of its target, as GitHub derives heading anchors.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const markdownFiles = ['README.md', ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens. */
export const headingAnchor = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const withoutCode = (markdown: string): string => markdown.replace(/```[\s\S]*?```/g, '');

const anchorsOf = (file: string): Set<string> =>
  new Set([...withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor(match[1] ?? '')));

describe('links in the README and docs/', () => {
  it('derives anchors as GitHub does', () => {
    expect(headingAnchor('1. The schema: field helpers')).toBe('1-the-schema-field-helpers');
    expect(headingAnchor("News, PDF, and the site's other behaviour")).toBe('news-pdf-and-the-sites-other-behaviour');
  });

  it.each(markdownFiles)('%s links only to files and headings that exist', (file) => {
    const source = path.join(root, file);
    const broken: string[] = [];
    for (const [, target = ''] of withoutCode(readFileSync(source, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [filePart = '', anchor] = target.split('#');
      const linked = filePart === '' ? source : path.resolve(path.dirname(source), filePart);
      if (!existsSync(linked)) broken.push(`${target}: no such file`);
      else if (anchor !== undefined && linked.endsWith('.md') && !anchorsOf(linked).has(anchor)) broken.push(`${target}: no such heading`);
    }
    expect(broken).toEqual([]);
  });
});
