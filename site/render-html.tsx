import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * Static HTML of a React tree, async server components included (as the site renders them). The
 * content of every Suspense boundary (the lazy client leaves) is written in place, as a browser's
 * page holds it once loaded, rather than as segments after the rest that a script moves in.
 */
export async function renderHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<>{node}</>, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
