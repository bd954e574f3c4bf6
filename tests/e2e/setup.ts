import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';
import { startSite } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The bearer token of the site's PDF service (`PDF_SERVICE_TOKEN`). */
    pdfToken: string;
  }
}

const PDF_TOKEN = 'e2e-pdf-service-token';

/** Vitest global setup: Chromium present, the built site running for every e2e spec. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const site = await startSite({ PDF_SERVICE_TOKEN: PDF_TOKEN });
  project.provide('siteUrl', site.url);
  project.provide('pdfToken', PDF_TOKEN);
  return () => site.stop();
}
