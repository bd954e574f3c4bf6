/**
 * The PDF service (its contract: `POST /api/pdf/` in docs/site-features.md): a request body in,
 * the PDF bytes out, through the link guard, the shared queue and the shared browser.
 * `POST /api/pdf` and the
 * article page's same-origin route both come through here.
 */
import { z } from 'zod';
import { getSiteConfig } from '../../config';
import { originOf } from '../cms/uri';
import { BrowserUnavailableError } from './browser';
import { checkPdfLink, siteOrigins } from './guard';
import { PDF_FIRST_ESTIMATE_MS, PDF_MAX_CONCURRENT, PDF_MAX_PER_CLIENT, PDF_MAX_QUEUED, PDF_TIMEOUT_MS } from './limits';
import { QueueFullError, TaskQueue } from './queue';
import { PageRefusedError, renderPdf, type RenderSite } from './render';
import { checkItemsToStyle } from './style';

/** A selector to hide or click: no braces or angle brackets, so it cannot close a CSS rule. */
const selector = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .refine((value) => !/[{}<>]/.test(value), { error: 'must be a CSS selector' });

/** The JSON body of `POST /api/pdf/`. `itemsToClick` may be one selector or a list. */
export const pdfRequestSchema = z.object({
  pdfFileName: z.string().trim().min(1).max(200),
  link: z.string().trim().min(1).max(2048),
  itemsToHide: z.array(selector).max(50).default([]),
  itemsToClick: z.union([selector.transform((value) => [value]), z.array(selector).max(20)]).default([]),
  itemsToStyle: z.string().max(16_384).default(''),
});

export type PdfRequest = z.input<typeof pdfRequestSchema>;

/** Why a PDF was not made, with the HTTP status that says so. */
export class PdfError extends Error {
  override readonly name = 'PdfError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** One queue for both routes: a client's share counts its article PDFs and its `POST /api/pdf` together. */
const queue = new TaskQueue({ concurrency: PDF_MAX_CONCURRENT, maxQueued: PDF_MAX_QUEUED, perClient: PDF_MAX_PER_CLIENT, budgetMs: PDF_TIMEOUT_MS, initialEstimateMs: PDF_FIRST_ESTIMATE_MS });

/** Where this server listens: what `next start` announced, else its port on the loopback. */
export function internalOrigin(): string {
  const announced = originOf(process.env.__NEXT_PRIVATE_ORIGIN);
  if (announced) return announced;
  return process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : getSiteConfig().publicSiteUrl;
}

function renderSite(): RenderSite {
  const config = getSiteConfig();
  const internal = internalOrigin();
  return {
    siteOrigins: siteOrigins(config.publicSiteUrl, internal),
    internalOrigin: internal,
    mediaOrigins: [config.cmsMediaUrl, config.cmsGraphqlUrl].flatMap((url) => originOf(url) ?? []),
  };
}

/** A file name for Content-Disposition: the request's, reduced to `[A-Za-z0-9._-]`, ending in `.pdf`. */
export function safePdfFileName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').replace(/[^\w.-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '').slice(0, 150);
  return `${base || 'document'}.pdf`;
}

const QUEUE_REFUSALS: Readonly<Record<QueueFullError['reason'], string>> = {
  full: 'too many PDFs in progress; try again shortly',
  client: 'you already have PDFs in progress; wait for them to finish',
  deadline: 'too many PDFs in progress to finish this one in time; try again shortly',
};

export interface PdfResult {
  readonly bytes: Buffer;
  readonly fileName: string;
  /** Why part of the request was not applied (the caller's CSS), for the answer's diagnostic. */
  readonly dropped?: string;
}

/**
 * Checks and renders one request for `client` (its address: its share of the queue). Throws
 * `PdfError`: 400 for a refused link, 422 for a page that left the site or does not exist, 429
 * when the queue is full, the client holds its share, or the render could not finish in time,
 * 503 without a browser, 504 past the 30 s budget (queue time included).
 */
export async function renderSitePdf(input: z.output<typeof pdfRequestSchema>, client: string, signal?: AbortSignal): Promise<PdfResult> {
  const site = renderSite();
  const check = checkPdfLink(input.link, site.siteOrigins);
  if (!check.ok) throw new PdfError(check.reason, 400);
  const style = checkItemsToStyle(input.itemsToStyle, check.url, [...site.siteOrigins, ...site.mediaOrigins]);
  if (style.dropped !== undefined) console.warn(`PDF of ${check.url.pathname}: ${style.dropped}`);
  const deadline = AbortSignal.timeout(PDF_TIMEOUT_MS);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  try {
    const bytes = await queue.run(
      client,
      () => renderPdf({ url: check.url, itemsToHide: input.itemsToHide, itemsToClick: input.itemsToClick, itemsToStyle: style.css }, site, combined),
      combined,
    );
    return { bytes, fileName: safePdfFileName(input.pdfFileName), dropped: style.dropped };
  } catch (error) {
    if (error instanceof QueueFullError) throw new PdfError(QUEUE_REFUSALS[error.reason], 429);
    if (deadline.aborted) throw new PdfError(`no PDF within ${PDF_TIMEOUT_MS / 1000} s`, 504);
    if (signal?.aborted) throw new PdfError('the request was cancelled', 499);
    if (error instanceof PageRefusedError) throw new PdfError(error.message, 422);
    if (error instanceof BrowserUnavailableError) throw new PdfError(error.message, 503);
    throw error;
  }
}
