import { describe, expect, it } from 'vitest';
import { AllUrisDocument, NewsFiltersDocument, NewsPostsDocument, PageByUriDocument, SiteFrameDocument, type AllUrisQuery } from '../../codegen/generated/graphql';
import { blockNames } from '../../codegen/generated/registry';
import type { RawBlock } from '../../engine';
import { cmsQuery } from '../../site/cms/client';
import { getAllUriEntries, getAllUris, getPageByUri, getSiteFrame, normalizeUri } from '../../site/cms/loaders';

const walk = (blocks: readonly RawBlock[]): RawBlock[] => blocks.flatMap((block) => [block, ...walk(block.innerBlocks)]);

describe('embedded CMS: PageByUri', () => {
  it('answers the front page for /', async () => {
    const { nodeByUri } = await cmsQuery(PageByUriDocument, { uri: '/' });
    expect(nodeByUri?.__typename).toBe('Page');
    expect(nodeByUri?.__typename === 'Page' && nodeByUri.isFrontPage).toBe(true);
    expect(nodeByUri?.__typename === 'Page' ? nodeByUri.editorBlocks?.length : 0).toBeGreaterThan(3);
  });

  it('answers /about and /about/ with the same page', async () => {
    const bare = await cmsQuery(PageByUriDocument, { uri: '/about' });
    const slashed = await cmsQuery(PageByUriDocument, { uri: '/about/' });
    expect(bare.nodeByUri?.uri).toBe('/about/');
    expect(bare).toEqual(slashed);
  });

  it('answers null for an unknown uri', async () => {
    expect((await cmsQuery(PageByUriDocument, { uri: '/no-such-page/' })).nodeByUri).toBeNull();
    expect(await getPageByUri('/no-such-page')).toBeNull();
  });
});

describe('loaders over the embedded CMS', () => {
  it('reshapes a page once: normalised uri, canonical path, parsed blocks', async () => {
    const page = await getPageByUri('/about');
    expect(page).toEqual(await getPageByUri('/about/'));
    expect(page).toMatchObject({ kind: 'page', uri: '/about/', title: 'About', layoutType: 'whitespaceright' });
    expect(page?.seo).toMatchObject({ title: 'About Us | Larkspur', canonicalPath: '/about/', ogImage: '/images/team.jpg' });
    // content-blocks serves ACF's data as a JSON string of ACF's flattened keys; the engine parses it.
    expect(page?.blocks[0]).toMatchObject({ name: 'acf/page-hero', attributes: { data: expect.any(String) } });
    expect(JSON.parse(String(page?.blocks[0]?.attributes?.data))).toMatchObject({ content: expect.stringContaining('<h1>About Larkspur</h1>') });
  });

  it('treats / as the home page', async () => {
    expect(await getPageByUri('')).toMatchObject({ kind: 'page', uri: '/', isFrontPage: true });
  });

  it('reshapes a post: categories, lead section, author only when displayed, publish date', async () => {
    const post = await getPageByUri('/news/five-questions-before-signing-a-warehouse-lease');
    expect(post?.kind).toBe('post');
    if (post?.kind !== 'post') return;
    expect(post.categories.map((term) => term.name)).toEqual(['Insights']);
    expect(post.lead).toEqual({ type: 'paragraph', text: expect.stringContaining('Rent is the number') });
    expect(post.author).toEqual({ name: 'Jordan Ellis', title: 'Senior Vice President, Leasing' });
    expect(post.seo.published).toBe('2024-03-05T08:30:00+00:00');
    const news = await getPageByUri('/news/larkspur-completes-gateway-303-distribution-campus/');
    expect(news?.kind === 'post' && news.author).toBeNull();
  });

  it('lists terms as WordPress does, by name, whatever order the content gives them in', async () => {
    // The content stores this post's categories as sustainability, news; WordPress answers them by name.
    const post = await getPageByUri('/news/larkspur-publishes-2023-esg-report/');
    expect(post?.kind === 'post' && post.categories.map((term) => term.name)).toEqual(['News', 'Sustainability']);
    const filters = await cmsQuery(NewsFiltersDocument, { withCategories: true, withTags: true });
    expect(filters.categories?.nodes.map((term) => term.name)).toEqual(['Insights', 'News', 'Research', 'Sustainability']);
    const byName = (names: readonly (string | null)[]) => [...names].sort((a, b) => String(a).localeCompare(String(b), 'en', { sensitivity: 'base' }));
    const tags = filters.tags?.nodes.map((term) => term.name) ?? [];
    expect(tags.length).toBeGreaterThan(10);
    expect(tags).toEqual(byName(tags));
    const { posts } = await cmsQuery(NewsPostsDocument, { first: 100 });
    for (const card of posts?.nodes ?? []) {
      const names = card.categories?.nodes.map((term) => term.name) ?? [];
      expect(names).toEqual(byName(names));
    }
  });

  it('keeps every block of every page within the queried depth, valid JSON and registered', async () => {
    const registeredNames: string[] = Object.values(blockNames).flat();
    for (const uri of await getAllUris()) {
      const page = await getPageByUri(uri);
      for (const block of walk(page?.blocks ?? [])) {
        expect(block.attributesProblem, `${uri} ${block.name}`).toBeUndefined();
        expect(registeredNames, `${uri} ${block.name}`).toContain(block.name);
      }
    }
  });

  it('the sample page exercises every standard core block', async () => {
    const page = await getPageByUri('/sample-page');
    const blocks = walk(page?.blocks ?? []);
    const names = new Set(blocks.map((block) => block.name));
    for (const name of ['paragraph', 'heading', 'image', 'spacer', 'html', 'list', 'list-item', 'table', 'quote', 'file', 'buttons', 'button', 'embed', 'columns', 'column', 'group']) {
      expect(names, name).toContain(`core/${name}`);
    }
    const levels = new Set(blocks.filter((block) => block.name === 'core/heading').map((block) => block.attributes?.level));
    expect([...levels].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const table = blocks.find((block) => block.name === 'core/table');
    expect(table?.attributes).toMatchObject({ className: 'is-style-stripes', backgroundColor: expect.any(String), head: expect.any(Array), body: expect.any(Array), foot: expect.any(Array) });
  });
});

describe('embedded CMS: SiteFrame', () => {
  it('returns the four menus with their items, the site options and the general settings', async () => {
    const data = await cmsQuery(SiteFrameDocument, {});
    for (const menu of [data.mainMenu, data.topNavBar, data.footerMenu, data.legalMenu]) {
      expect(menu?.menuItems?.nodes.length).toBeGreaterThan(0);
    }
    expect(data.siteOptions?.siteSettings?.socialMediaLinks?.length).toBeGreaterThan(0);
    expect(data.generalSettings?.title).toBe('Larkspur');
  });

  it('getSiteFrame gives flat menus with paths for internal links and a featured item', async () => {
    const frame = await getSiteFrame();
    expect(Object.keys(frame.menus).sort()).toEqual(['footer-menu', 'legal-menu', 'main-menu', 'top-nav-bar']);
    const main = frame.menus['main-menu'];
    const about = main.find((item) => item.label === 'About');
    expect(about).toMatchObject({ parentId: null, url: '/about/', target: '' });
    expect(main.filter((item) => item.parentId === about?.id).length).toBeGreaterThan(1);
    expect(main.find((item) => item.featured !== null)?.featured).toMatchObject({ link: { url: '/region/west/' }, image: { src: '/images/distribution-center.jpg' } });
    expect(main.find((item) => item.label === 'News & Insights')).toBeDefined();
    expect(frame.menus['top-nav-bar'].find((item) => item.label === 'Customer Login')).toMatchObject({ url: expect.stringMatching(/^https:\/\//), target: '_blank' });
    expect(frame.options.gdprDescription).toContain('cookies');
    expect(frame.brand).toBe('Larkspur');
  });
});

describe('embedded CMS: AllUris', () => {
  it('lists every page and post once, normalised', async () => {
    const uris = await getAllUris();
    expect(uris).toEqual(expect.arrayContaining(['/', '/about/', '/careers/', '/contact/', '/sample-page/', '/news/larkspur-named-green-lease-leader/']));
    expect(new Set(uris).size).toBe(uris.length);
    expect((await getAllUriEntries()).every((entry) => /^\d{4}-\d\d-\d\dT/.test(entry.modified))).toBe(true);
  });

  it("marks the pages Yoast keeps out of search engines, on the page and in the list of every uri", async () => {
    const noindex = (await getAllUriEntries()).filter((entry) => entry.noindex).map((entry) => entry.uri);
    expect(noindex.sort()).toEqual(['/sample-page/', '/vendor-thank-you/']);
    expect((await getPageByUri('/sample-page/'))?.seo.noindex).toBe(true);
    expect((await getPageByUri('/about/'))?.seo.noindex).toBe(false);
  });

  it('pages through the connections with cursors', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let guard = 0; guard < 100; guard += 1) {
      const data: AllUrisQuery = await cmsQuery(AllUrisDocument, { first: 2, pagesAfter: after, postsAfter: null, withPages: true, withPosts: false });
      expect(data.posts).toBeUndefined();
      seen.push(...(data.pages?.nodes ?? []).map((node) => node.uri ?? ''));
      if (!data.pages?.pageInfo.hasNextPage) break;
      after = data.pages.pageInfo.endCursor;
    }
    const { pages } = await cmsQuery(AllUrisDocument, { first: 1000, pagesAfter: null, postsAfter: null, withPages: true, withPosts: false });
    const all = (pages?.nodes ?? []).map((node) => node.uri ?? '');
    expect(all.length).toBeGreaterThan(2);
    expect(seen).toEqual(all);
  });
});

describe('normalizeUri', () => {
  it.each([
    ['/about', '/about/'],
    ['about', '/about/'],
    ['/about/', '/about/'],
    ['/about/?x=1#top', '/about/'],
    ['https://cms.example.com/news/a-post/', '/news/a-post/'],
    ['', '/'],
    ['/', '/'],
    ['//about//team', '/about/team/'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeUri(input)).toBe(expected);
  });
});
