/**
 * The caller's `itemsToStyle` CSS: kept when everything it loads is on the site, dropped as a
 * whole (with the reason) when it would load from another host or hides what it loads in escapes.
 */
import { describe, expect, it } from 'vitest';
import { checkItemsToStyle } from '../../site/pdf/style';

const page = new URL('https://www.larkspur.example/news/article/');
const site = ['https://www.larkspur.example', 'http://127.0.0.1:3000'];

describe('checkItemsToStyle', () => {
  it.each([
    '*{animation:none!important}',
    'body{background:url(/images/logo.png)}',
    "@import '/print.css'; h1{color:red}",
    'div{background:url("https://www.larkspur.example/images/a.jpg")}',
    'i{background:url(data:image/png;base64,AAAA)}',
    '',
  ])('keeps %j', (css) => {
    expect(checkItemsToStyle(css, page, site)).toEqual({ css });
  });

  it.each([
    ['a web font import', '@import url(https://fonts.googleapis.com/css2?family=Roboto);', 'fonts.googleapis.com'],
    ['a quoted import', '@import "https://evil.example/x.css";', 'evil.example'],
    ['a font face on another host', '@font-face{font-family:X;src:url(https://fonts.gstatic.com/x.woff2)}', 'fonts.gstatic.com'],
    ['a protocol-relative url', 'body{background:url(//evil.example/a.png)}', 'evil.example'],
    ['image-set', 'body{background-image:image-set("https://evil.example/a.png" 1x)}', 'evil.example'],
    ['the loopback by another name', 'body{background:url(http://localhost:3000/a.png)}', 'localhost'],
  ])('drops %s, naming what it loads', (_, css, host) => {
    const checked = checkItemsToStyle(css, page, site);
    expect(checked.css).toBe('');
    expect(checked.dropped).toContain(host);
  });

  it('drops CSS with escapes, which can spell url( unseen', () => {
    expect(checkItemsToStyle('body{background:\\75 rl(https://evil.example/a.png)}', page, site)).toMatchObject({ css: '', dropped: expect.stringContaining('escapes') });
  });
});
