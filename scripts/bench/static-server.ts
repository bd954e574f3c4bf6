/**
 * The server benchmark's baseline, run as its own process (forked by `server.ts`) so it competes
 * with autocannon for the CPU exactly as `next start` does: a minimal node:http server answering
 * each page path with the bytes and headers that `next start` gave for it, from memory.
 *
 * The parent sends `{ pages }` over IPC; the server answers `{ port }` once it listens on loopback.
 */
import { createServer } from 'node:http';

export interface StaticPage {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  /** The HTML, base64 so it crosses IPC intact. */
  readonly body: string;
}

export interface StaticServerMessage {
  readonly pages: readonly StaticPage[];
}

function serve({ pages }: StaticServerMessage): void {
  const byPath = new Map(pages.map((page) => [page.path, { headers: page.headers, body: Buffer.from(page.body, 'base64') }]));
  const server = createServer((request, response) => {
    const page = byPath.get(request.url ?? '');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...page.headers, 'content-length': page.body.length });
    response.end(page.body);
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address === 'object' && address) process.send?.({ port: address.port });
  });
}

process.once('message', (message: StaticServerMessage) => serve(message));
