/** What an attacker's probes need in the e2e tests: a slow client, and the disk a crawl costs. */
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

/**
 * Opens a connection to `host:port`, writes `text` and nothing more, and resolves when the server
 * closes it: after how many seconds, and what it answered. Rejects when it is still open after
 * `patienceMs`.
 */
export function heldFor(host: string, port: number, text: string, patienceMs: number): Promise<{ seconds: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, host, () => socket.write(text));
    let answer = '';
    const patience = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the connection was still open after ${patienceMs / 1000} s`));
    }, patienceMs);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('close', () => {
      clearTimeout(patience);
      resolve({ seconds: (performance.now() - started) / 1000, answer });
    });
    socket.on('error', () => undefined);
  });
}

/** Unfinished headers: the request line and one header, never the blank line that ends them. */
export const UNFINISHED_HEADERS = 'GET /about/ HTTP/1.1\r\nHost: site\r\nX-Slow: ';
/** A form post whose body stops at 8 of the 1,000 bytes its Content-Length promises. */
export const SHORT_BODY = 'POST /api/vendor/ HTTP/1.1\r\nHost: site\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":';

/** Every file under `dir` with its size, keyed by its path relative to `dir` (none when `dir` does not exist). */
export function filesUnder(dir: string, root = dir, files = new Map<string, number>()): Map<string, number> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return files;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(full, root, files);
    else files.set(path.relative(root, full), statSync(full).size);
  }
  return files;
}

export const totalBytes = (files: ReadonlyMap<string, number>): number => [...files.values()].reduce((sum, size) => sum + size, 0);
