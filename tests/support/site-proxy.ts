/**
 * A recording proxy in front of the running site, as a CDN or load balancer would sit in front of
 * it: every request is passed on unchanged and answered with the site's answer, and each call of
 * `POST /api/revalidate/` is kept with the secret it presented and the site's status. `hang()`
 * makes it stop answering (a site that is up but stuck), `forward()` brings it back.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RevalidationCall {
  readonly authorization: string | undefined;
  readonly body: unknown;
  /** The site's answer; undefined while the proxy hangs. */
  status?: number;
}

export interface SiteProxy {
  readonly origin: string;
  readonly calls: RevalidationCall[];
  /** Where requests go, e.g. the running site's URL. */
  target: string;
  hang(): void;
  forward(): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

const PASSED_HEADERS = ['authorization', 'content-type', 'cookie', 'accept', 'x-revalidate-secret'];

export async function startSiteProxy(): Promise<SiteProxy> {
  const calls: RevalidationCall[] = [];
  const sockets = new Set<Socket>();
  let hanging = false;
  const proxy: Omit<SiteProxy, 'origin'> & { origin: string } = {
    origin: '',
    calls,
    target: '',
    hang: () => void (hanging = true),
    forward: () => void (hanging = false),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const call: RevalidationCall | undefined =
        request.method === 'POST' && (request.url ?? '').startsWith('/api/revalidate')
          ? { authorization: request.headers.authorization, body: JSON.parse(body.toString('utf8') || 'null') as unknown }
          : undefined;
      if (call) calls.push(call);
      if (hanging) return; // never answered: the caller's timeout must end it
      const headers = Object.fromEntries(PASSED_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name] as string]] : [])));
      const answer = await fetch(`${proxy.target}${request.url ?? '/'}`, { method: request.method, headers, body: request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(body), redirect: 'manual' });
      if (call) call.status = answer.status;
      const passed: Record<string, string | string[]> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection') passed[name] = value;
      });
      const cookies = answer.headers.getSetCookie();
      if (cookies.length > 0) passed['set-cookie'] = cookies;
      response.writeHead(answer.status, passed);
      response.end(Buffer.from(await answer.arrayBuffer()));
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
