import { searchEndpoint } from '../../renderers/ui/search/endpoint';
import type { SiteFrame } from '../cms/loaders';
import { getSiteConfig } from '../../config';
import { HeaderFrame } from './header.client';
import { navigationTree } from './navigation';

/**
 * The site header: the main menu as a tree, the top nav bar, the search overlay. The
 * menus are shaped here on the server; the browser receives plain data (header.client.tsx).
 */
export function SiteHeader({ frame }: { readonly frame: SiteFrame }) {
  return (
    <HeaderFrame
      brand={frame.brand}
      main={navigationTree(frame.menus['main-menu'])}
      utility={navigationTree(frame.menus['top-nav-bar'])}
      searchEndpoint={searchEndpoint(getSiteConfig().searchApiUrl)}
    />
  );
}
