/**
 * The HTTP transport to a WordPress with WPGraphQL, made for real hosting: at most
 * `CMS_CONCURRENCY` requests at once (the rest wait their turn, so a build never floods a slow
 * PHP host), each abandoned after `CMS_TIMEOUT_MS`, and sent again after a timeout, no answer or a
 * 5xx (`CMS_RETRIES` times, with growing pauses). A 4xx or an answer that is not GraphQL is final.
 */
import { CMS_RETRY_PAUSE_MS, getSiteConfig } from '../../config';
import { isRecord } from '../../engine';
import { CmsError } from './cms-error';

/** The part of a GraphQL response the client reads. */
export interface GraphqlResponse {
  data?: unknown;
  errors?: ReadonlyArray<{ message?: unknown; path?: unknown; extensions?: unknown }>;
}

/** `fetch` init with Next's cache options, typed here so no `any` is needed to pass them. */
export interface NextFetchInit extends RequestInit {
  next?: { revalidate?: number | false; tags?: string[] };
}

export interface HttpRequest {
  readonly endpoint: string;
  /** The operation's name, for messages. */
  readonly name: string;
  /** The JSON body: `{query, variables, operationName}`. */
  readonly body: string;
  /** Next's cache options (or `cache: 'no-store'`) for this request. */
  readonly cache: Pick<NextFetchInit, 'next' | 'cache'>;
  /** Overrides CMS_TIMEOUT_MS (a question asked in front of every request waits less). */
  readonly timeoutMs?: number;
}

/** Next's data cache: CMS answers are reused for 5 minutes and invalidated with the 'cms' tag. */
export const CMS_CACHE = { revalidate: 300, tags: ['cms'] } as const;

/** The first pause before a retry; each further one doubles (with jitter, so retries do not march in step). */
export const RETRY_PAUSE_MS = CMS_RETRY_PAUSE_MS;

export const isResponse = (value: unknown): value is GraphqlResponse =>
  isRecord(value) && (!('errors' in value) || Array.isArray(value.errors));

export function errorMessages(response: GraphqlResponse): string[] {
  return (response.errors ?? []).map((error) => (typeof error.message === 'string' ? error.message : JSON.stringify(error)));
}

/** A counting gate: `run` starts a task when fewer than `size` run, else when one ends. */
export class Gate {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    while (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

let gate: Gate | undefined;
/** The process's one gate, sized by the configuration (a new size takes effect for new requests). */
function sharedGate(size: number): Gate {
  if (gate?.size !== size) gate = new Gate(size);
  return gate;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function sendOnce(request: HttpRequest, timeoutMs: number): Promise<GraphqlResponse> {
  const { endpoint, name } = request;
  const init: NextFetchInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: request.body,
    signal: AbortSignal.timeout(timeoutMs),
    ...request.cache,
  };
  let response: Response;
  let body: string;
  try {
    response = await fetch(endpoint, init);
    body = await response.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : String(error);
    throw new CmsError(`CMS request ${name} to ${endpoint} failed: ${reason}`, [], undefined, { cause: error, transient: true });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const messages = isResponse(parsed) ? errorMessages(parsed) : [];
    const detail = messages.length > 0 ? messages.join('; ') : body.slice(0, 200);
    const transient = response.status >= 500 || response.status === 429 || response.status === 408;
    throw new CmsError(`CMS request ${name} answered HTTP ${response.status}: ${detail}`, messages, response.status, { transient });
  }
  if (!isResponse(parsed)) throw new CmsError(`CMS request ${name} answered with something that is not a GraphQL response: ${body.slice(0, 200)}`, [], response.status);
  return parsed;
}

/** Sends a request through the gate, retrying transient failures; throws the last `CmsError`. */
export async function postGraphql(request: HttpRequest): Promise<GraphqlResponse> {
  const config = getSiteConfig();
  const timeoutMs = request.timeoutMs ?? config.cmsTimeoutMs;
  const requestGate = sharedGate(config.cmsConcurrency);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await requestGate.run(() => sendOnce(request, timeoutMs));
    } catch (error) {
      if (!(error instanceof CmsError) || !error.transient || attempt >= config.cmsRetries) {
        if (error instanceof CmsError && attempt > 0) error.message += ` (after ${attempt + 1} attempts)`;
        throw error;
      }
      // Outside the gate: a pause holds no slot another request could use.
      await pause(RETRY_PAUSE_MS * 2 ** attempt * (0.5 + Math.random() / 2));
    }
  }
}
