/**
 * The one way the site talks to the CMS: a typed operation in, its typed data out. Two transports
 * behind one code path: with `CMS_GRAPHQL_URL` set, the operation is POSTed to a WordPress with
 * WPGraphQL; otherwise it runs in process against the embedded CMS (same schema, over content/).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute, print, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { getSiteConfig } from '../../config';
import { isRecord } from '../../engine';
import { getEmbeddedSchema } from './embedded';

/** How long a CMS request may take before the page falls back to its last good version. */
export const CMS_TIMEOUT_MS = 10_000;
/** Next's data cache: CMS answers are reused for 5 minutes and invalidated with the 'cms' tag. */
export const CMS_CACHE = { revalidate: 300, tags: ['cms'] } as const;

/** A failed CMS request: transport failure, non-2xx status, or GraphQL errors. */
export class CmsError extends Error {
  override readonly name = 'CmsError';
  constructor(
    message: string,
    /** The GraphQL error messages, when the CMS sent any. */
    readonly messages: readonly string[] = [],
    /** The HTTP status, for the HTTP transport. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** `fetch` init with Next's cache options, typed here so no `any` is needed to pass them. */
interface NextFetchInit extends RequestInit {
  next?: { revalidate?: number | false; tags?: string[] };
}

/** The part of a GraphQL response the client reads. */
interface GraphqlResponse {
  data?: unknown;
  errors?: ReadonlyArray<{ message?: unknown }>;
}

const isResponse = (value: unknown): value is GraphqlResponse =>
  isRecord(value) && (!('errors' in value) || Array.isArray(value.errors));

function operationName(document: DocumentNode): string {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  return operation?.name?.value ?? 'anonymous operation';
}

const printed = new WeakMap<DocumentNode, string>();
const printOnce = (document: DocumentNode): string => {
  const text = printed.get(document) ?? print(document);
  printed.set(document, text);
  return text;
};

async function postOperation(endpoint: string, document: DocumentNode, variables: unknown, options: CmsQueryOptions): Promise<GraphqlResponse> {
  const name = operationName(document);
  const timeoutMs = options.timeoutMs ?? CMS_TIMEOUT_MS;
  const init: NextFetchInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: printOnce(document), variables, operationName: name }),
    signal: AbortSignal.timeout(timeoutMs),
    ...(options.fresh ? { cache: 'no-store' } : { next: { revalidate: CMS_CACHE.revalidate, tags: [...CMS_CACHE.tags] } }),
  };
  let response: Response;
  let body: string;
  try {
    response = await fetch(endpoint, init);
    body = await response.text();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : String(error);
    throw new CmsError(`CMS request ${name} to ${endpoint} failed: ${reason}`, [], undefined, { cause: error });
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
    throw new CmsError(`CMS request ${name} answered HTTP ${response.status}: ${detail}`, messages, response.status);
  }
  if (!isResponse(parsed)) throw new CmsError(`CMS request ${name} answered with something that is not a GraphQL response: ${body.slice(0, 200)}`, [], response.status);
  return parsed;
}

const validated = new WeakSet<DocumentNode>();

/** In process: the document is validated once, then executed without a print/parse round trip. */
async function executeEmbedded(document: DocumentNode, variables: unknown): Promise<GraphqlResponse> {
  const schema = getEmbeddedSchema();
  if (!validated.has(document)) {
    const problems: readonly GraphQLError[] = validate(schema, document);
    if (problems.length > 0) return { errors: problems };
    validated.add(document);
  }
  const variableValues = typeof variables === 'object' && variables !== null ? { ...variables } : undefined;
  return execute({ schema, document, variableValues });
}

function errorMessages(response: GraphqlResponse): string[] {
  return (response.errors ?? []).map((error) => (typeof error.message === 'string' ? error.message : JSON.stringify(error)));
}

export interface CmsQueryOptions {
  /**
   * Skip Next's data cache: for loads that keep their own copy and refresh it themselves (the
   * search index), which must see what was just published rather than a 5-minute-old answer.
   */
  readonly fresh?: boolean;
  /** How long the CMS may take (default CMS_TIMEOUT_MS): a question asked in front of every request waits less. */
  readonly timeoutMs?: number;
}

/**
 * Runs a typed operation against the configured CMS and returns its data.
 * Throws `CmsError` when the CMS cannot be reached, answers a non-2xx status, or reports errors.
 */
export async function cmsQuery<TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables: TVariables,
  options: CmsQueryOptions = {},
): Promise<TResult> {
  const endpoint = getSiteConfig().cmsGraphqlUrl;
  const response = endpoint === undefined ? await executeEmbedded(document, variables) : await postOperation(endpoint, document, variables, options);
  const messages = errorMessages(response);
  const name = operationName(document);
  if (messages.length > 0) throw new CmsError(`CMS request ${name} failed: ${messages.join('; ')}`, messages);
  if (typeof response.data !== 'object' || response.data === null) throw new CmsError(`CMS request ${name} returned no data`);
  // The typed document is the contract: a valid response to it has exactly the shape TResult.
  return response.data as TResult;
}
