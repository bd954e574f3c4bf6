/**
 * The one way the site talks to the CMS: a typed operation in, its typed data out. Two transports
 * behind one code path: with `CMS_GRAPHQL_URL` set, the operation is POSTed to a WordPress with
 * WPGraphQL, fitted to its schema (site/cms/cms-schema.ts) and sent with bounded concurrency, a
 * timeout and retries (site/cms/http-transport.ts); otherwise it
 * runs in process against the embedded CMS (same schema, over content/).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute, print, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { getSiteConfig } from '../../config';
import { CmsError } from './cms-error';
import { getEmbeddedSchema } from './embedded';
import { forgetCmsSchema, fittedOperation } from './cms-schema';
import { CMS_CACHE, errorMessages, postGraphql, type GraphqlResponse } from './http-transport';
import { partialProblems, reportFieldProblems } from './partial';
import { restoreAliases } from './schema-fit';

export { CmsError } from './cms-error';

export { CMS_CACHE } from './http-transport';

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

/** Errors without a path: the CMS refused the operation as a whole (its schema is not the one it was fitted to). */
const refusedWhole = (response: GraphqlResponse): boolean =>
  response.data === undefined || response.data === null ? (response.errors ?? []).length > 0 && (response.errors ?? []).every((error) => error.path === undefined) : false;

/** Over HTTP: the operation fitted to the CMS's schema (read again once if the CMS refuses it), its answer renamed back. */
async function postOperation(endpoint: string, document: DocumentNode, variables: unknown, options: CmsQueryOptions): Promise<GraphqlResponse> {
  const name = operationName(document);
  const send = async () => {
    const fitted = await fittedOperation(endpoint, document, name);
    const response = await postGraphql({
      endpoint,
      name,
      body: JSON.stringify({ query: printOnce(fitted.document), variables, operationName: name }),
      cache: options.fresh ? { cache: 'no-store' } : { next: { revalidate: CMS_CACHE.revalidate, tags: [...CMS_CACHE.tags] } },
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    });
    if (fitted.aliased > 0) restoreAliases(response.data);
    return response;
  };
  const response = await send();
  if (!refusedWhole(response)) return response;
  forgetCmsSchema();
  return send();
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
 * Throws `CmsError` when the CMS cannot be reached (after the configured retries), answers a
 * non-2xx status, or reports errors that leave nothing usable. Errors on single fields (with the
 * rest of the answer good) are reported once and the rest is returned (site/cms/partial.ts).
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
  if (messages.length > 0) {
    const problems = partialProblems(response, name);
    if (problems === undefined) throw new CmsError(`CMS request ${name} failed: ${messages.join('; ')}`, messages);
    reportFieldProblems(problems);
  }
  if (typeof response.data !== 'object' || response.data === null) throw new CmsError(`CMS request ${name} returned no data`);
  // The typed document is the contract: a valid response to it has exactly the shape TResult
  // (a field that failed is null, as GraphQL answers it, and the records read it as missing).
  return response.data as TResult;
}
