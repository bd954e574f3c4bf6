import { describe, expect, it } from 'vitest';
import { content } from '../../content';
import type { CmsPostNode } from '../../site/cms/loaders';
import { articleContacts } from '../../site/news/article/contacts';
import { newsArticleLd, serializeLd } from '../../site/news/article/json-ld';
import { articlePdfRequest } from '../../site/news/article/pdf-request';
import { htmlToText } from '../../engine';
import { getArticle, getArticleSlugs, getNewsFilterOptions, latestFeedPosts, listPosts } from '../../site/news/data';
import { escapeXml, renderFeed, rfc822 } from '../../site/news/feed';

const newestFirst = [...content.posts].sort((a, b) => b.date.localeCompare(a.date));

async function everyPage(query: { categorySlug?: string; tagSlug?: string; year?: number }, size: number) {
  const seen = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard += 1) {
    const page = await listPosts({ ...query, first: size, after });
    seen.push(...page.posts);
    if (!page.hasNextPage) break;
    after = page.endCursor;
  }
  return seen;
}

describe('news data over the embedded CMS', () => {
  it('offers the categories and years with posts, and the tags without ESG and CEO', async () => {
    const options = await getNewsFilterOptions();
    expect(options.categories.map((term) => term.name)).toEqual(['Insights', 'News', 'Research', 'Sustainability']);
    expect(options.categories.every((term) => term.description.length > 20)).toBe(true);
    expect(options.years).toEqual([2024, 2023, 2022, 2021]);
    const tags = options.tags.map((term) => term.slug);
    expect(tags).toEqual(expect.arrayContaining(['solar', 'leasing', 'market-outlook']));
    expect(tags.some((slug) => ['esg', 'ceo'].includes(slug.toLowerCase()))).toBe(false);
    expect(options.tags.map((term) => term.name)).toEqual([...options.tags.map((term) => term.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('pages through every post newest first with cursors, once each', async () => {
    const first = await listPosts({ first: 5 });
    expect(first.posts.map((post) => post.href)).toEqual(newestFirst.slice(0, 5).map((post) => post.uri));
    expect(first.hasNextPage).toBe(true);
    const all = await everyPage({}, 6);
    expect(all.map((post) => post.id)).toEqual(newestFirst.map((post) => post.databaseId));
  });

  it('filters by category, tag and year together', async () => {
    const insights = await everyPage({ categorySlug: 'insights' }, 6);
    expect(insights.length).toBe(content.posts.filter((post) => post.categories.includes('insights')).length);
    const solar2022 = await everyPage({ tagSlug: 'solar', year: 2022 }, 6);
    expect(solar2022.map((post) => post.id).sort()).toEqual(
      content.posts.filter((post) => post.tags.includes('solar') && post.date.startsWith('2022')).map((post) => post.databaseId).sort(),
    );
    expect(await everyPage({ categorySlug: 'research', tagSlug: 'chicago' }, 6)).toEqual([]);
  });

  it('shapes cards: label, date rule, plain excerpt, href', async () => {
    const cards = await everyPage({}, 24);
    const infill = cards.find((card) => card.href === '/news/infill-industrial-last-mile-outperforming/');
    expect(infill).toMatchObject({ category: 'Insights', date: 'Jan. 2024', dateTime: '2024-01-30' });
    const leaders = cards.find((card) => card.href === '/news/larkspur-named-green-lease-leader/');
    expect(leaders).toMatchObject({ category: 'News', date: 'Apr. 22, 2024' });
    const sustainabilityFirst = cards.find((card) => card.href === '/news/larkspur-publishes-2023-esg-report/');
    expect(sustainabilityFirst).toMatchObject({ category: 'News', date: 'Apr. 9, 2024' });
    expect(cards.every((card) => !/[<>]/.test(card.excerpt) && card.excerpt.length > 0)).toBe(true);
    expect(htmlToText('<p>Rents &amp; yards [&hellip;]</p>')).toBe('Rents & yards […]');
  });

  it('lists the article slugs for prerendering and finds an article by slug, never a page', async () => {
    const slugs = await getArticleSlugs();
    expect(slugs).toHaveLength(content.posts.length);
    expect(await getArticle('larkspur-acquires-inland-empire-portfolio')).toMatchObject({ kind: 'post', title: 'Larkspur Acquires 2.1 Million Square Foot Inland Empire Portfolio' });
    expect(await getArticle('no-such-article')).toBeNull();
    expect(await getArticle('../about')).toBeNull();
  });

  it('links only to articles that exist, wherever the content names one', async () => {
    const slugs = new Set(await getArticleSlugs());
    const linked = JSON.stringify([...content.pages, ...content.posts]).match(/\/news\/[a-z0-9-]+\//g) ?? [];
    expect(linked.length).toBeGreaterThan(5);
    expect(linked.filter((path) => !slugs.has(path.split('/')[2] ?? ''))).toEqual([]);
  });

  it('has at least 40 articles across the four categories, with ESG and CEO tags, authors and leads, over 2021–2024', () => {
    expect(content.posts.length).toBeGreaterThanOrEqual(40);
    for (const category of ['news', 'insights', 'research', 'sustainability']) expect(content.posts.filter((post) => post.categories.includes(category)).length).toBeGreaterThanOrEqual(5);
    expect(content.posts.filter((post) => post.tags.includes('esg')).length).toBeGreaterThanOrEqual(5);
    expect(content.posts.filter((post) => post.tags.includes('ceo')).length).toBeGreaterThanOrEqual(3);
    expect(new Set(content.posts.map((post) => post.date.slice(0, 4)))).toEqual(new Set(['2021', '2022', '2023', '2024']));
    expect(content.posts.filter((post) => post.postAuthorData.displayAuthor).length).toBeGreaterThanOrEqual(10);
    expect(content.posts.filter((post) => post.postLeadSection.type === 'image').length).toBeGreaterThanOrEqual(10);
    expect(content.posts.filter((post) => post.postLeadSection.type === 'paragraph').length).toBeGreaterThanOrEqual(5);
  });
});

describe('article contacts', () => {
  const siteDefault = { contact: 'Media Relations', phone: '(303) 555-0188', email: 'media@larkspurlogistics.com' };
  const partner = { html: '<p>Partner press office</p>', phone: '(213) 555-0147', email: 'press@partner.example' };

  it('show the site default media contact, then the post’s items, once each', () => {
    const contacts = articleContacts({ mediaContactHide: false, mediaContactOverride: null, contactItems: [partner, { html: '', phone: '', email: 'MEDIA@larkspurlogistics.com' }] }, siteDefault);
    expect(contacts.map((contact) => contact.email)).toEqual(['media@larkspurlogistics.com', 'press@partner.example']);
  });

  it('replace the default with the post’s own contact when it overrides it', () => {
    const own = { contact: 'Nadia Fernandes', phone: '(303) 555-0191', email: 'sustainability@larkspurlogistics.com' };
    expect(articleContacts({ mediaContactHide: false, mediaContactOverride: own, contactItems: [] }, siteDefault)).toEqual([{ key: 'media', name: 'Nadia Fernandes', html: '', phone: own.phone, email: own.email }]);
  });

  it('are hidden entirely by mediaContactHide', () => {
    expect(articleContacts({ mediaContactHide: true, mediaContactOverride: null, contactItems: [partner] }, siteDefault)).toEqual([]);
  });
});

describe('the article’s structured data and PDF request', () => {
  it('is a NewsArticle that cannot close its script element', async () => {
    const post = (await getArticle('five-questions-before-signing-a-warehouse-lease')) as CmsPostNode;
    const ld = newsArticleLd({ ...post, title: 'Rents </script><script>alert(1)</script>' }, 'Larkspur Logistics');
    expect(ld).toMatchObject({ '@type': 'NewsArticle', author: { '@type': 'Person', name: 'Jordan Ellis' }, datePublished: '2024-03-05T08:30:00+00:00' });
    const json = serializeLd(ld);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(ld)));
  });

  it('asks for the article at its public URL, named after its title, with the frame hidden', () => {
    expect(articlePdfRequest({ title: 'Five Questions Shippers Should Ask Before Signing a Warehouse Lease', uri: '/news/five-questions/' })).toMatchObject({
      pdfFileName: 'five-questions-shippers-should-ask-before-signing-a-warehouse-lease.pdf',
      link: 'http://localhost:3000/news/five-questions/',
      itemsToHide: ['header', 'footer'],
      itemsToClick: ['[data-cookie-accept]'],
      itemsToStyle: expect.stringContaining('animation:none'),
    });
  });
});

describe('the RSS feed', () => {
  it('escapes every text', () => {
    expect(escapeXml(`Tom & Jerry's <b>"big"</b>\u0000`)).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;big&quot;&lt;/b&gt;');
    const xml = renderFeed(
      { title: 'A & B', description: '<news>', link: 'https://x.example/news/', self: 'https://x.example/news/feed.xml', toUrl: (path) => `https://x.example${path}` },
      [{ id: 1, href: '/news/a/', title: 'Q&A: <rents>', excerpt: 'Up 5% & rising', category: 'News', date: '', dateTime: '2024-01-02', image: undefined, categories: ['News & Views'], published: '2024-01-02T09:00:00' }],
    );
    expect(xml).toContain('<title>Q&amp;A: &lt;rents&gt;</title>');
    expect(xml).toContain('<category>News &amp; Views</category>');
    expect(xml).toContain('<pubDate>Tue, 02 Jan 2024 09:00:00 GMT</pubDate>');
    expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&|<rents>/);
  });

  it('holds the newest posts, at most 50', async () => {
    const posts = await latestFeedPosts(50);
    expect(posts.length).toBe(Math.min(50, content.posts.length));
    expect(posts[0]?.href).toBe(newestFirst[0]?.uri);
    expect(rfc822('not a date')).toBe('');
  });
});
