/**
 * Where the site search sends its queries: `{host}/api/search/`, the host being
 * `SEARCH_API_URL` when it is set (another deployment of this API), else this site itself.
 */
export const SEARCH_PATH = '/api/search/';

export function searchEndpoint(searchApiUrl: string | undefined): string {
  return `${searchApiUrl ?? ''}${SEARCH_PATH}`;
}

/**
 * The site's search page (the page holding the search block): the search box's form goes there
 * with `?q=` when the runtime has not arrived, and the server answers the query on that page.
 */
export const SEARCH_PAGE_PATH = '/search/';
