/**
 * What every renderer may read besides its own data. The engine knows nothing of the site, so
 * the site's services (configuration, site options, typed loaders) are declared by the site by
 * augmenting `SiteServices`:
 *
 *   declare module '../engine/registry/context' { interface SiteServices { config: SiteConfig } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by module augmentation
export interface SiteServices {}

export interface RenderContext {
  /** The current path, e.g. `/micc-upgrades` (path-based variations). */
  readonly path: string;
  readonly searchParams: Readonly<Record<string, string | undefined>>;
  readonly site: SiteServices;
}
