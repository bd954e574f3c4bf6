/**
 * The site's data functions, one module per concern; this module gathers them for the routes.
 * Each runs one typed operation and reshapes the payload once, so no component sees a GraphQL
 * edge, a `nodes` list, an entity-encoded title or a CMS-host URL.
 */
export type { CtaCard, MarketRecord, Member } from '../../records';
export * from './pages';
export * from './media';
export * from './frame';
export * from './site-defaults';
export * from './uri-entries';
export * from './people-markets';
export { normalizeUri } from './uri';
