import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../site/cms/loaders';
import { isCustomerLogin, portalUrlFromCookies } from '../../site/frame/customer-login';
import { footerLogoHref } from '../../site/frame/footer-logo';
import { navigationTree } from '../../site/frame/navigation';
import { jsonLdText } from '../../site/frame/organization';
import { searchEndpoint } from '../../renderers/ui/search/endpoint';
import { excerptText, foundText, notFoundText, parseSearchAnswer, searchEyebrow, SEARCHING_TEXT } from '../../renderers/ui/search/search-result';

const item = (id: number, parentId: number | null, label: string, url: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  parentId,
  label,
  url,
  target: '',
  cssClasses: [],
  featured: null,
  ...extra,
});

describe('Customer Login', () => {
  it('is recognised by its label, whatever its case and blanks', () => {
    expect(isCustomerLogin('Customer Login')).toBe(true);
    expect(isCustomerLogin('  customer login ')).toBe(true);
    expect(isCustomerLogin('Customer Logins')).toBe(false);
  });

  it('reads an http(s) portal URL from the login-portal cookie, encoded or not', () => {
    expect(portalUrlFromCookies('a=1; login_portal=https%3A%2F%2Fportal.example%2Facme; b=2')).toBe('https://portal.example/acme');
    expect(portalUrlFromCookies('login_portal="https://portal.example/x"')).toBe('https://portal.example/x');
    expect(portalUrlFromCookies('login_portal=http://portal.example')).toBe('http://portal.example/');
  });

  it('ignores a missing cookie, another cookie’s name and anything that is not an http(s) URL', () => {
    for (const cookies of ['', 'other=https://x.example', 'my_login_portal=https://x.example', 'login_portal=javascript:alert(1)', 'login_portal=%E0%A4%A', 'login_portal=/relative', 'login_portal=']) {
      expect(portalUrlFromCookies(cookies)).toBeUndefined();
    }
  });
});

describe('footer logo', () => {
  it('links home, except on paths containing micc', () => {
    expect(footerLogoHref('/')).toBe('/');
    expect(footerLogoHref('/about/')).toBe('/');
    expect(footerLogoHref('/micc-upgrades/')).toBe('/micc-upgrades/');
    expect(footerLogoHref('/news/micc-dock-doors/')).toBe('/micc-upgrades/');
  });
});

describe('navigationTree', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('builds the tree and resolves every link once, on the server', () => {
    const [about] = navigationTree([
      item(1, null, 'About', '/about/'),
      item(2, 1, 'Careers', '/careers/'),
      item(3, 2, 'Portal', 'https://portal.example/', { target: '_blank' }),
      item(4, 1, 'Bad', 'javascript:alert(1)'),
    ]);
    expect(about?.link).toEqual({ href: '/about/', kind: 'route', newTab: false });
    expect(about?.children[0]?.children[0]?.link).toEqual({ href: 'https://portal.example/', kind: 'anchor', newTab: true });
    expect(about?.children[1]?.link).toEqual({ href: undefined, kind: undefined, newTab: false });
  });

  it('marks the Customer Login item', () => {
    const tree = navigationTree([item(1, null, 'Careers', '/careers/'), item(2, null, 'Customer Login', 'https://plus.example/login')]);
    expect(tree.map((node) => node.customerLogin)).toEqual([false, true]);
  });

  it('keeps a featured panel only with a safe link (the loader already requires a link and an image)', () => {
    const image = { src: '/images/a.jpg', alt: 'A' };
    const tree = navigationTree([
      item(1, null, 'Good', '/a/', { featured: { heading: 'H', link: { url: '/region/west/', title: 'Go', target: '' }, image } }),
      item(2, null, 'Unsafe', '/b/', { featured: { heading: 'H', link: { url: 'javascript:void(0)', title: 'Go', target: '' }, image } }),
    ]);
    expect(tree[0]?.featured).toMatchObject({ heading: 'H', title: 'Go', link: { href: '/region/west/', kind: 'route' } });
    expect(tree[1]?.featured).toBeNull();
  });

  it('sends a menu link to a PDF on the public host to the media host', () => {
    vi.stubEnv('CMS_MEDIA_URL', 'https://cms.example');
    const [pdf] = navigationTree([item(1, null, 'Report', '/wp-content/uploads/report.pdf')]);
    expect(pdf?.link).toEqual({ href: 'https://cms.example/wp-content/uploads/report.pdf', kind: 'anchor', newTab: false });
  });
});

describe('search results in the browser', () => {
  it('the eyebrow joins the first category (or "Page" for a page) and the MM.DD.YYYY date with " - "', () => {
    const hit = { uri: '/a/', title: 'Five questions', excerpt: '', categories: ['Insights', 'Research'], date: Date.UTC(2024, 2, 5, 8, 30) / 1000 };
    expect(searchEyebrow(hit)).toBe('Insights - 03.05.2024');
    expect(searchEyebrow({ ...hit, categories: [] })).toBe('Page - 03.05.2024');
    expect(searchEyebrow({ ...hit, categories: [], date: Number.NaN })).toBe('Page');
  });

  it('the status lines read as sentences', () => {
    expect(SEARCHING_TEXT).toBe('Searching...');
    expect(foundText(3, 'dock')).toBe('We found 3 matches of "dock"');
    expect(notFoundText('dock')).toBe('We couldn\'t find a match for "dock"');
  });

  it('an answer from any host is read defensively: unusable results and unsafe links are left out', () => {
    expect(parseSearchAnswer(null)).toEqual({ hits: [], total: 0 });
    expect(parseSearchAnswer({ results: 'nope' })).toEqual({ hits: [], total: 0 });
    const { hits, total } = parseSearchAnswer({
      results: [
        { uri: '/ok/', title: 'OK', excerpt: '<p>x</p>', categories: ['News', 3, ''], date: '1700000000' },
        { uri: 'javascript:alert(1)', title: 'Bad' },
        { uri: '//evil.example/', title: 'Bad' },
        { title: 'No uri' },
        { uri: 'https://other.example/page/', title: 'Elsewhere', date: 'soon' },
      ],
    });
    expect(hits.map((hit) => hit.uri)).toEqual(['/ok/', 'https://other.example/page/']);
    expect(hits[0]).toEqual({ uri: '/ok/', title: 'OK', excerpt: '<p>x</p>', categories: ['News'], date: 1_700_000_000 });
    expect(hits[1]?.date).toBeNaN();
    expect(total).toBe(2);
  });

  it('the count is the API’s total when it gives one, else the number of results', () => {
    const results = [{ uri: '/a/' }, { uri: '/b/' }];
    expect(parseSearchAnswer({ results, total: 140 }).total).toBe(140);
    expect(parseSearchAnswer({ results, total: 1 }).total).toBe(2);
    expect(parseSearchAnswer({ results, total: '140' }).total).toBe(2);
  });

  it('an excerpt shows as text only', () => {
    expect(excerptText('<p>Dock <b>doors</b><img src=x onerror="alert(1)"></p>')).toBe('Dock doors');
  });

  it('queries go to this site, or to SEARCH_API_URL’s host', () => {
    expect(searchEndpoint(undefined)).toBe('/api/search/');
    expect(searchEndpoint('https://search.example')).toBe('https://search.example/api/search/');
  });
});

describe('JSON-LD', () => {
  it('cannot close its script element early', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});
