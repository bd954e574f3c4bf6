/**
 * `npx tsx scripts/compare-main.ts REFERENCE OTHER [--save FILE]`: the text of `<main>` of every page
 * the reference's sitemap lists, on two sites. REFERENCE and OTHER are each a running site's origin
 * (`http://127.0.0.1:3000`) or a file this script saved; `--save FILE` with one origin only saves
 * that site's texts. Prints how many pages each site serves (200) and how many read the same, then
 * the first difference of each page that does not. Exit 0 when every page is served and equal, 1
 * when not, 2 on bad usage.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlToText } from '../engine';
import { sitemapPaths } from './bench/load';
import { InputError, option, runCli } from './lib/payload-file';

const USAGE = 'usage: npx tsx scripts/compare-main.ts REFERENCE OTHER | ORIGIN --save FILE';
/** Pages asked at once: a site reading a WordPress answers slowly, and the machine is shared. */
const CONCURRENCY = 4;

/** A page's `<main>` text, or its status when it is not served (or has no `<main>`). */
type MainText = { readonly status: number; readonly text: string | null };
interface SavedTexts {
  readonly origin: string;
  readonly pages: Readonly<Record<string, MainText>>;
}

/** The text of the page's `<main>`: what a visitor reads between the header and the footer. */
export function mainText(html: string): string | null {
  const match = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html);
  return match ? htmlToText(match[1] ?? '') : null;
}

async function readPage(origin: string, path: string): Promise<MainText> {
  const response = await fetch(new URL(path, origin), { redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, text: response.status === 200 ? mainText(html) : null };
}

async function readSite(origin: string, paths: readonly string[]): Promise<SavedTexts> {
  const pages: Record<string, MainText> = {};
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) pages[path] = await readPage(origin, path);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { origin, pages: Object.fromEntries(paths.map((path) => [path, pages[path] as MainText])) };
}

const isOrigin = (value: string) => /^https?:\/\//.test(value);
const load = (file: string): SavedTexts => JSON.parse(readFileSync(file, 'utf8')) as SavedTexts;

/** Where two texts part, with some words of each around it. */
export function firstDifference(a: string, b: string): string {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  const from = Math.max(0, at - 40);
  return `at ${at}: …${a.slice(from, at + 80)}… | …${b.slice(from, at + 80)}…`;
}

runCli(USAGE, async () => {
  const args = process.argv.slice(2);
  const save = option(args, '--save');
  const [first, second] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--save');
  if (!first) throw new InputError('name a site or a saved file');
  const reference = isOrigin(first) ? await readSite(first, await sitemapPaths(first)) : load(first);
  if (save) {
    writeFileSync(save, `${JSON.stringify(reference, null, 1)}\n`);
    const served = Object.values(reference.pages).filter((page) => page.status === 200).length;
    console.log(`${save}: ${served} of ${Object.keys(reference.pages).length} sitemap pages served by ${reference.origin}`);
    if (!second) return 0;
  }
  if (!second) throw new InputError('name the site to compare with');
  const paths = Object.keys(reference.pages);
  const other = isOrigin(second) ? await readSite(second, paths) : load(second);
  let served = 0;
  let equal = 0;
  const differences: string[] = [];
  for (const path of paths) {
    const mine = reference.pages[path];
    const theirs = other.pages[path];
    if (theirs?.status === 200) served += 1;
    if (mine?.text != null && mine.text === theirs?.text) equal += 1;
    else differences.push(`${path} (${mine?.status ?? '-'} / ${theirs?.status ?? '-'}): ${firstDifference(mine?.text ?? '', theirs?.text ?? '')}`);
  }
  for (const line of differences) console.log(line);
  console.log(`${other.origin}: ${served} of ${paths.length} sitemap pages served, ${equal} with the same <main> text as ${reference.origin}`);
  return served === paths.length && equal === paths.length ? 0 : 1;
});
