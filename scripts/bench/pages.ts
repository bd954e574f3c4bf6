/** The site's pages the HTTP and browser benchmarks visit, as trailing-slash paths (no redirects). */

/** A news article that every build has (an embedded post). */
export const ARTICLE = '/news/larkspur-acquires-inland-empire-portfolio/';

/** The pages Lighthouse scores and whose JavaScript is weighed, by the key printed in figure names. */
export const AUDITED_PAGES = {
  home: '/',
  news: '/news/',
  article: ARTICLE,
  region: '/region/east/',
  careers: '/careers/',
} as const;

/**
 * Pages prerendered at build time (`●` in the build output), served from Next's cache. /news/ is
 * not among them: its filters live in the query string, so it renders per request.
 */
export const PRERENDERED_PAGES: readonly string[] = ['/', '/about/', '/leadership/', ARTICLE, '/region/east/', '/careers/'];
