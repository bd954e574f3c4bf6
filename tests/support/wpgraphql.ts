/**
 * A WPGraphQL stand-in on a free loopback port: `/graphql` executes the embedded CMS schema over
 * `content/`, so the site runs against it exactly as against a real WordPress (`CMS_GRAPHQL_URL`).
 * Other paths fail in the set ways the client must survive. `stop()` closes every open
 * connection too, so the CMS is really gone: a keep-alive socket cannot keep answering.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { graphql, type ExecutionResult } from 'graphql';
import { getEmbeddedSchema } from '../../site/cms/embedded';

export interface ReceivedOperation {
  readonly path: string;
  readonly body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
}

export interface LoopbackCms {
  /** The origin, e.g. `http://127.0.0.1:41234`; the endpoint is `${origin}/graphql`. */
  readonly origin: string;
  /** Every request received, in order. */
  readonly received: ReceivedOperation[];
  /** An editor's change: every answer from now on passes through `rewrite` (undefined undoes it). */
  edit(rewrite: ((answer: string) => string) | undefined): void;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}

const send = (response: ServerResponse, status: number, body: string, type = 'application/json') => {
  response.writeHead(status, { 'content-type': type });
  response.end(body);
};

/**
 * Answers an operation instead of the embedded CMS, or returns undefined to leave it to it (a
 * stand-in that serves some nodes from elsewhere, e.g. a real WordPress's REST API).
 */
export type OperationOverride = (body: ReceivedOperation['body']) => Promise<ExecutionResult | undefined>;

/** On `port` (to bring a stopped CMS back at the same address), or on a free one. */
export async function startLoopbackCms(port = 0, override?: OperationOverride): Promise<LoopbackCms> {
  const received: ReceivedOperation[] = [];
  const sockets = new Set<Socket>();
  let rewrite: ((answer: string) => string) | undefined;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = JSON.parse(await readBody(request)) as ReceivedOperation['body'];
    const path = request.url ?? '';
    received.push({ path, body });
    if (path === '/graphql-errors') return send(response, 200, JSON.stringify({ data: null, errors: [{ message: 'Internal server error' }, { message: 'Cannot query field "blocks"' }] }));
    if (path === '/status-500') return send(response, 500, '<html><body>Fatal error: Allowed memory size exhausted</body></html>', 'text/html');
    if (path === '/not-json') return send(response, 200, '<html>maintenance</html>', 'text/html');
    const result = (await override?.(body)) ?? (await graphql({ schema: getEmbeddedSchema(), source: body.query ?? '', variableValues: body.variables, operationName: body.operationName }));
    const answer = JSON.stringify(result);
    send(response, 200, rewrite ? rewrite(answer) : answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, JSON.stringify({ errors: [{ message: String(error) }] })));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    edit(next) {
      rewrite = next;
    },
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
