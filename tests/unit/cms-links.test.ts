/**
 * With a remote WordPress, links to the CMS host are this site's pages: an employee's story link
 * becomes a site path exactly as a menu link does, and a link elsewhere is kept whole.
 */
import type { DocumentNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CMS = 'https://cms.larkspur.example';

/** The operation's name, the way the client names a request. */
const operationName = (document: DocumentNode): string => {
  const [definition] = document.definitions;
  return definition?.kind === 'OperationDefinition' ? (definition.name?.value ?? '') : '';
};

const menuItem = (databaseId: number, url: string) => ({
  id: `item-${databaseId}`,
  databaseId,
  label: `Item ${databaseId}`,
  url,
  path: null,
  target: null,
  parentDatabaseId: 0,
  order: databaseId,
  cssClasses: [],
  featuredMenuItem: null,
});

const employee = (databaseId: number, linkToStory: string) => ({
  databaseId,
  title: `Employee ${databaseId}`,
  employeeFields: { quote: 'A quote', position: 'Engineer', linkToStory, image: null },
});

const LINKS = [`${CMS}/careers/#our-people`, `${CMS}/about/?tab=team`, 'https://www.linkedin.com/company/larkspur/', '/sustainability/'];

vi.mock('../../site/cms/client', () => ({
  cmsQuery: vi.fn(async (document: DocumentNode) => {
    switch (operationName(document)) {
      case 'Employees':
        return { employees: { nodes: LINKS.map((link, index) => employee(index + 1, link)) } };
      case 'SiteFrame':
        return {
          generalSettings: { url: CMS },
          mainMenu: { slug: 'main-menu', menuItems: { nodes: LINKS.map((link, index) => menuItem(index + 1, link)), pageInfo: { hasNextPage: false, endCursor: null } } },
          topNavBar: null,
          footerMenu: null,
          legalMenu: null,
          siteOptions: null,
        };
      default:
        throw new Error(`unexpected operation ${operationName(document)}`);
    }
  }),
}));

describe('links to a remote CMS host', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('become site paths in employee stories, as in menus', async () => {
    vi.stubEnv('CMS_GRAPHQL_URL', `${CMS}/graphql`);
    const { getEmployees } = await import('../../site/cms/collections');
    const { getSiteFrame } = await import('../../site/cms/loaders');
    const stories = (await getEmployees([1, 2, 3, 4])).map((found) => found.storyUrl);
    expect(stories).toEqual(['/careers/#our-people', '/about/?tab=team', 'https://www.linkedin.com/company/larkspur/', '/sustainability/']);
    const menu = (await getSiteFrame()).menus['main-menu'].map((item) => item.url);
    expect(menu).toEqual(stories);
  });
});
