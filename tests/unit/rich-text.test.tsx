/**
 * The one CMS HTML sanitizer: no XSS vector survives it (nor the render after it), ordinary
 * editorial formatting does. Link and image guards of `<CmsLink>` / `<CmsImage>` are checked here
 * too, since they are the other places a CMS URL reaches an attribute.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsImage } from '../../renderers/ui/cms-image';
import { CmsLink, linkKind } from '../../renderers/ui/cms-link';
import { RichText, richTextIsEmpty, sanitizeCmsHtml, unwrapElement } from '../../renderers/ui/rich-text';
import { xssUrls, xssVectors } from '../support/xss-vectors';

/** The shared corpus (tests/support/xss-vectors.ts), each vector calling `alert(1)`-like traps. */
const vectors = xssVectors.map((vector, index) => [vector.name, vector.html(index + 1)] as const);

/** What must never appear in the tags of sanitized or rendered output (text is escaped, so inert). */
const dangerous = [
  /<(script|style|iframe|frame|frameset|svg|math|form|button|input|meta|object|embed|base|link|body|video|audio|source|details|noscript|noembed|noframes|xmp|textarea|template|select|option|title|area|map|marquee)\b/i,
  /\son[a-z]+\s*="/i,
  /(javascript|vbscript|data)\s*:/i,
  /\s(style|srcset|srcdoc|action|formaction|background|xlink:href|usemap)\s*="/i,
  /expression\s*\(/i,
];

/**
 * The tags of serialized HTML: sanitize-html and React escape `<` in text and `"` in attribute
 * values, which they always quote, so `name="` starts an attribute and never sits inside one.
 */
const tagsOf = (html: string): string => (html.match(/<[^>]*>/g) ?? []).join('');

describe('sanitizeCmsHtml: XSS vectors', () => {
  it('covers at least 50 vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(50);
  });

  it.each(vectors)('%s: nothing executable survives sanitizing', (_name, html) => {
    const clean = tagsOf(sanitizeCmsHtml(html));
    for (const pattern of dangerous) expect(clean).not.toMatch(pattern);
  });

  it.each(vectors)('%s: nothing executable survives rendering', (_name, html) => {
    const markup = tagsOf(renderToStaticMarkup(<RichText html={html} />));
    for (const pattern of dangerous) expect(markup).not.toMatch(pattern);
  });

  it('keeps a safe link but drops its handler', () => {
    expect(sanitizeCmsHtml('<a href="https://ok.example/" onclick="alert(1)">ok</a>')).toBe('<a href="https://ok.example/">ok</a>');
  });

  it('drops a refused link target but keeps the text', () => {
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('keeps the words of dropped formatting elements, not the content of script-like ones', () => {
    expect(sanitizeCmsHtml('<form><button>Go</button></form>')).toBe('Go');
    expect(sanitizeCmsHtml('Hi<script>alert(1)</script><style>p{}</style><iframe>frame</iframe>!')).toBe('Hi!');
  });
});

describe('sanitizeCmsHtml: ordinary formatting survives', () => {
  const unchanged = [
    '<p>Hello <strong>bold</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u>, <s>s</s>, <mark>mark</mark>, <small>small</small>, H<sub>2</sub>O, m<sup>2</sup>.</p>',
    '<p>Read <a href="https://larkspur.example/about/" title="About us">about us</a>, <a href="/news/">news</a>, <a href="#contact">contact</a>.</p>',
    '<p><a href="mailto:leasing@larkspur.example">Email</a> or <a href="tel:+15555550100">call</a>.</p>',
    '<h2 id="markets">Markets</h2><h3>West</h3><h4>Phoenix</h4>',
    '<ul><li>One<ul><li>Nested</li></ul></li></ul><ol start="3" reversed><li>Three</li></ol>',
    '<table><thead><tr><th scope="col">Year</th><th colspan="2">Figures</th></tr></thead><tbody><tr><td rowspan="2">2024</td><td>1</td><td>2</td></tr></tbody></table>',
    '<blockquote><p>Quoted.</p><cite>Someone</cite></blockquote>',
    '<pre><code>const a = 1;</code></pre><p>Line one<br />line two</p><hr />',
    '<p>A &amp; B &lt;3</p>',
    '<p><abbr title="Square feet">SF</abbr> since <time datetime="2024-06-30">June</time></p>',
  ];

  it.each(unchanged)('%s', (html) => {
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('keeps figures and images, adding lazy loading and an empty alt when none is given', () => {
    expect(sanitizeCmsHtml('<figure><img src="https://cdn.example/a.jpg" width="640" height="480"><figcaption>Caption</figcaption></figure>')).toBe(
      '<figure><img alt="" src="https://cdn.example/a.jpg" width="640" height="480" loading="lazy" decoding="async" /><figcaption>Caption</figcaption></figure>',
    );
    expect(sanitizeCmsHtml('<img src="/a.jpg" alt="Dock doors">')).toBe('<img alt="Dock doors" src="/a.jpg" loading="lazy" decoding="async" />');
  });

  it('gives a new-tab link noopener noreferrer, merged with its own rel', () => {
    expect(sanitizeCmsHtml('<a href="https://x.example/" target="_blank">x</a>')).toBe('<a href="https://x.example/" target="_blank" rel="noopener noreferrer">x</a>');
    expect(sanitizeCmsHtml('<a href="https://x.example/" target="_blank" rel="nofollow noopener">x</a>')).toBe(
      '<a href="https://x.example/" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
  });

  it('drops any other link target, and classes and styles', () => {
    expect(sanitizeCmsHtml('<a href="/x/" target="_top">x</a>')).toBe('<a href="/x/">x</a>');
    expect(sanitizeCmsHtml('<p class="fixed inset-0" style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('closes unclosed elements', () => {
    expect(sanitizeCmsHtml('<p>unclosed <b>bold')).toBe('<p>unclosed <b>bold</b></p>');
  });
});

describe('RichText', () => {
  it('renders sanitized HTML as elements inside the chosen wrapper', () => {
    const markup = renderToStaticMarkup(<RichText as="p" id="lead" className="text-lg" html={'Hi <strong>there</strong><script>x</script>'} />);
    expect(markup).toBe(
      '<p id="lead" class="[&amp;_a]:font-medium [&amp;_a]:text-freight [&amp;_a]:underline [&amp;_a]:underline-offset-2 [&amp;_a:hover]:text-slate text-lg">Hi <strong>there</strong></p>',
    );
  });

  it.each(['', '  ', '<p>&nbsp;</p>', '<p><br></p>', '<script>alert(1)</script>'])('renders nothing at all for %j, which shows nothing', (html) => {
    expect(renderToStaticMarkup(<RichText as="span" html={html} />)).toBe('');
  });

  it('renders an image alone, which shows something', () => {
    expect(renderToStaticMarkup(<RichText html='<img src="https://cms.example.com/a.png" alt="A">' />)).toContain('<img');
  });
});

describe('richTextIsEmpty', () => {
  it.each(['', '   ', '<p></p>', '<p>&nbsp;</p>', '<p><br></p>', '<script>alert(1)</script>', '<img src="javascript:alert(1)">'])(
    '%j is empty',
    (html) => expect(richTextIsEmpty(html)).toBe(true),
  );
  it.each(['x', '<p>0</p>', '<img src="/a.jpg">', '<hr>'])('%j is not empty', (html) => expect(richTextIsEmpty(html)).toBe(false));
});

describe('unwrapElement', () => {
  it('takes the inside of one element of a listed tag', () => {
    expect(unwrapElement('<p class="has-text-align-center">Hi <b>you</b></p>', ['p'])).toBe('Hi <b>you</b>');
    expect(unwrapElement(' <H2 id="x">Title</H2>\n', ['h2'])).toBe('Title');
  });
  it('leaves anything else as it is', () => {
    expect(unwrapElement('Hi <b>you</b>', ['p'])).toBe('Hi <b>you</b>');
    expect(unwrapElement('<div>Hi</div>', ['p'])).toBe('<div>Hi</div>');
  });
});

describe('CmsLink and CmsImage refuse unsafe URLs', () => {
  it.each(['javascript:alert(1)', 'JAVASCRIPT:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'vbscript:x', 'data:text/html,x', ''])(
    '%j is not linked',
    (url) => {
      expect(linkKind(url)).toBeUndefined();
      expect(renderToStaticMarkup(<CmsLink link={{ url, title: 'Title' }} className="btn" />)).toBe('Title');
    },
  );

  it('links site paths through next/link and other URLs as plain anchors', () => {
    expect(linkKind('/about/')).toBe('route');
    expect(linkKind('/files/brochure.pdf')).toBe('anchor');
    expect(linkKind('//evil.example/')).toBe('anchor');
    expect(linkKind('/\\evil.example/')).toBe('anchor');
    expect(linkKind('https://larkspur.example/')).toBe('anchor');
    expect(linkKind('mailto:hello@larkspur.example')).toBe('anchor');
  });

  it('opens a new tab only for target _blank, and then without an opener', () => {
    expect(renderToStaticMarkup(<CmsLink link={{ url: 'https://x.example/', title: 'X', target: '_blank' }} />)).toBe(
      '<a href="https://x.example/" rel="noopener noreferrer" target="_blank">X</a>',
    );
    expect(renderToStaticMarkup(<CmsLink link={{ url: 'https://x.example/', title: 'X', target: '_top' }} />)).toBe('<a href="https://x.example/">X</a>');
  });

  it.each(xssUrls.map((vector) => [vector.name, vector.url(1)] as const))('%s: no link or image source that runs, no attribute broken out of', (_name, url) => {
    const markup = tagsOf(renderToStaticMarkup(<><CmsLink link={{ url, title: 'x' }} /><CmsImage image={{ src: url, alt: 'x' }} /></>));
    for (const pattern of dangerous) expect(markup).not.toMatch(pattern);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'vbscript:x'])('%j is not an image source', (src) => {
    expect(renderToStaticMarkup(<CmsImage image={{ src, alt: 'x', width: 10, height: 10 }} />)).toBe('');
  });

  it('rounds the requested corners with full class names', () => {
    expect(renderToStaticMarkup(<CmsImage image={{ src: '/a.jpg', alt: 'A' }} corners={['tl', 'br']} />)).toBe(
      '<img src="/a.jpg" alt="A" class="rounded-tl-[40px] rounded-br-[40px]" loading="lazy" decoding="async"/>',
    );
  });
});
