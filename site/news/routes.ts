/** The paths the news routes serve: the index at /news/ and each article at /news/{slug}/. */
export const NEWS_INDEX_PATH = '/news/';

/** The article path of a slug. */
export const articlePath = (slug: string): string => `/news/${slug}/`;

/** True for the uris that site/app/news/ serves, which the catch-all route must not prerender. */
export function servedByNewsRoutes(uri: string): boolean {
  return uri === NEWS_INDEX_PATH || /^\/news\/[^/]+\/$/.test(uri);
}
