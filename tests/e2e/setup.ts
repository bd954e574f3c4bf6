import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium';
import { startSite } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

/** Vitest global setup: Chromium present, the built site running for every e2e spec. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const site = await startSite();
  project.provide('siteUrl', site.url);
  return () => site.stop();
}
