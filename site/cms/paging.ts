/** Paging through a WPGraphQL connection, which serves at most 100 nodes a page. */

/** Where a connection stands: whether it has more, and the cursor to continue after. */
export interface Cursor {
  readonly more: boolean;
  readonly after: string | null;
}

/** The first page of a connection not yet asked for. */
export const FIRST_PAGE: Cursor = { more: true, after: null };

/** The cursor after `connection`, a page of the connection asked at `cursor`; a finished cursor stays finished. */
export function advance(cursor: Cursor, connection: { readonly pageInfo: { readonly hasNextPage: boolean; readonly endCursor: string | null } } | null | undefined): Cursor {
  if (!cursor.more) return cursor;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  return { more: connection?.pageInfo.hasNextPage === true && endCursor !== null, after: endCursor };
}
