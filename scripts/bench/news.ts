/**
 * The news and PDF benchmark: the built site is started over 10,000 generated posts
 * (`EMBEDDED_POSTS_FILE`), then
 * - news.index_html_kb_10k: the size of the /news HTML, in KB (target ≤ 150: the index ships the
 *   first page of posts, never the list);
 * - pdf.cold_ms: the first PDF of an article, the browser's launch included;
 * - pdf.warm_ms: the median of 10 renders after it (target ≤ 2,000);
 * - pdf.vs_cold: cold over warm.
 * Needs a build: when `site/.next` has none, `npm run build` runs first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSite } from '../../tests/e2e/server';
import { writePostsFile } from '../../content/posts-archive';
import { postStream } from '../lib/generate-posts';
import { ensureBuild } from './http';
import { atMost, median, type BenchFigure } from './measure';
import { ARTICLE } from './pages';

const POSTS = 10_000;
const WARM_RUNS = 10;
const TOKEN = 'bench-pdf-token';
const publicHost = () => (process.env.PUBLIC_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

async function timedPdf(siteUrl: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${siteUrl}/api/pdf/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ pdfFileName: 'article.pdf', link: `${publicHost()}${ARTICLE}`, itemsToHide: ['header', 'footer'], itemsToClick: ['[data-cookie-accept]'], itemsToStyle: '' }),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error(`the PDF service answered ${response.status}: ${bytes.toString('utf8', 0, 200)}`);
  return performance.now() - started;
}

export async function runNewsBench(): Promise<BenchFigure[]> {
  ensureBuild();
  const dir = mkdtempSync(path.join(tmpdir(), 'news-bench-'));
  const postsFile = path.join(dir, `posts-${POSTS}.ndjson`);
  writePostsFile(postsFile, postStream({ count: POSTS }));
  const site = await startSite({ EMBEDDED_POSTS_FILE: postsFile, PDF_SERVICE_TOKEN: TOKEN });
  try {
    const html = await (await fetch(`${site.url}/news/`)).text();
    const articles = html.match(/<article/g)?.length ?? 0;
    if (articles !== 5) throw new Error(`/news shows ${articles} articles at first, not 5`);
    const cold = await timedPdf(site.url);
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run += 1) warm.push(await timedPdf(site.url));
    const warmMedian = median(warm);
    return [
      { name: 'news.index_html_kb_10k', value: Buffer.byteLength(html) / 1024, target: atMost(150) },
      { name: 'pdf.cold_ms', value: cold },
      { name: 'pdf.warm_ms', value: warmMedian, target: atMost(2000) },
      { name: 'pdf.vs_cold', value: cold / warmMedian },
    ];
  } finally {
    site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
