/**
 * The App Router's runtime after the page's first paint. Plain JavaScript, loaded by the front
 * door (site/server/front-door.ts, through site/server/after-paint.ts) before anything is compiled.
 *
 * Why. A page's HTML names its framework scripts (React, the App Router, Turbopack's runtime and
 * the site's client components: 150–190 KB gzip) as `async` scripts in its head, so on a phone's
 * link they download beside the document, the stylesheet, the font and the hero image, and share
 * its bandwidth with them: measured with Lighthouse's slow 4G, that put the largest contentful
 * paint at 2.3–3.0 s, and at 1.6–1.9 s once the scripts waited (docs/performance.md). Next has no
 * setting for when its scripts load, so the HTML is rewritten on its way out:
 *
 * - `<script src="/_next/static/….js" async=""></script>` becomes an inert
 *   `<script type="text/x-after-paint" data-after-paint="/_next/static/….js"></script>` (wherever
 *   it stands: React puts the bootstrap script at the end of the shell, the rest in the head);
 * - the bootstrap script's `<link rel="preload" as="script" fetchPriority="low" …/>` goes;
 * - LOADER, an inline script, goes right after `<head>` (and its charset declaration): once the
 *   window's `load` has come (every image the page shows is in) and the browser has reported the
 *   page's first paint (Paint Timing; a browser without it is taken as painted), two animation
 *   frames later (half a second at the latest, for a tab in the background) it adds the real
 *   scripts, in document order. The first tap, click or key press starts them at once, and so
 *   does a page whose load takes more than START_AT_THE_LATEST_MS after its HTML was parsed. The
 *   inline RSC payload (`self.__next_f`) queues up meanwhile and is read when the runtime
 *   arrives, as it always is;
 * - a tap before the runtime has taken over its control is handled by the HTML or kept and done
 *   again once it has (see `loader`).
 *
 * What a visitor gives for it: the page hydrates once the runtime has downloaded after the load,
 * not beside it. The bytes are the same, so on a slow link the runtime lands about when it did
 * (docs/performance.md: Lighthouse's time to interactive before and after); a tap before then
 * starts it and is not lost (docs/progressive-enhancement.md). Markup the rules do not match exactly (another attribute, a nonce, SRI) passes
 * unchanged and loads as Next wrote it. RSC and every other non-HTML response pass untouched.
 */
const { StringDecoder } = require('node:string_decoder');

/** After the HTML is parsed, the runtime starts within this even if the load has not come. */
const START_AT_THE_LATEST_MS = 3_000;

/** The marker attribute of a held script; its value is the script's URL. */
const HELD_ATTRIBUTE = 'data-after-paint';

/**
 * The inline loader, written here as a function and sent as its source (ES5, for every browser the
 * site serves). `start` is idempotent and waits for the HTML to be parsed, so it sees every held
 * script, then adds them in document order, one per task: the browser's work to request a script
 * (3–4 ms a script on a 2-core server, four times that on a phone) would otherwise come as one
 * long task of 6–8 scripts, which a tap made meanwhile waits behind.
 *
 * No tap before hydration is lost. A tap on a link, a `<summary>`, a popover or command button or a
 * form with an `action` is the browser's to handle, and it does. A click on any other button (the
 * runtime's alone: a carousel's arrows, a dropdown's chevron) whose element the runtime has not
 * taken over yet (React marks each element it hydrates with an own `__reactProps$…` key) is kept,
 * and clicked again once its element is hydrated and the page is idle; so is a submission of a form
 * without an `action` (held back, then submitted with the same submitter). A control React hydrates
 * while handling the very event is not clicked twice: the check waits for the event to finish.
 * Nothing is kept longer than REPLAY_WITHIN_MS.
 *
 * @param {string} heldAttribute HELD_ATTRIBUTE
 * @param {number} startAtTheLatestMs START_AT_THE_LATEST_MS
 * @param {number} replayWithinMs REPLAY_WITHIN_MS
 */
function loader(heldAttribute, startAtTheLatestMs, replayWithinMs) {
  var started = false, loaded = false, painted = false, waiting = [], polling = 0;
  function start() {
    if (started) return;
    if (document.readyState === 'loading') { document.addEventListener('DOMContentLoaded', start); return; }
    started = true;
    var held = document.querySelectorAll('script[' + heldAttribute + ']'), next = 0;
    (function add() {
      if (next >= held.length) return;
      var script = document.createElement('script');
      script.src = held[next++].getAttribute(heldAttribute);
      script.async = true;
      document.head.appendChild(script);
      setTimeout(add, 0);
    })();
  }
  function ready() {
    if (!loaded || !painted) return;
    requestAnimationFrame(function () { requestAnimationFrame(start); });
    setTimeout(start, 500);
  }
  function hydrated(element) {
    for (var key in element) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function idle(then) {
    if (window.requestIdleCallback) requestIdleCallback(then, { timeout: 300 }); else setTimeout(then, 50);
  }
  function poll() {
    var now = Date.now();
    waiting = waiting.filter(function (entry) {
      if (now - entry.at > replayWithinMs || !entry.element.isConnected) return false;
      if (!hydrated(entry.element)) return true;
      idle(entry.replay);
      return false;
    });
    if (waiting.length === 0) { clearInterval(polling); polling = 0; }
  }
  function keep(element, replay) {
    start();
    setTimeout(function () {
      if (hydrated(element)) return;
      waiting.push({ element: element, replay: replay, at: Date.now() });
      if (!polling) polling = setInterval(poll, 50);
    }, 0);
  }
  function onClick(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button') : null;
    if (!button || button.disabled || hydrated(button)) return;
    if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return;
    if (button.form && (button.type === 'submit' || button.type === 'reset')) return;
    keep(button, function () { if (!button.disabled) button.click(); });
  }
  function onSubmit(event) {
    var form = event.target, submitter = event.submitter || null;
    if (!form || form.hasAttribute('action') || hydrated(form)) return;
    event.preventDefault();
    keep(form, function () { if (form.requestSubmit) form.requestSubmit(submitter && submitter.form === form ? submitter : undefined); else form.submit(); });
  }
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
    new PerformanceObserver(function () { painted = true; ready(); }).observe({ type: 'paint', buffered: true });
  } catch (unsupported) { painted = true; } // eslint-disable-line @typescript-eslint/no-unused-vars -- ES5 has no catch without a binding
  function load() { loaded = true; ready(); }
  if (document.readyState === 'complete') load(); else addEventListener('load', load);
  ['pointerdown', 'keydown', 'touchstart'].forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  addEventListener('click', onClick, true);
  addEventListener('submit', onSubmit, true);
  document.addEventListener('DOMContentLoaded', function () { setTimeout(start, startAtTheLatestMs); });
}

/** A tap kept for the runtime is dropped if its control is not hydrated within this. */
const REPLAY_WITHIN_MS = 20_000;

/** The loader's source with each line's indentation dropped (its statements end in semicolons). */
const LOADER = `<script>(${loader.toString().replace(/\n\s*/g, '\n')})(${JSON.stringify(HELD_ATTRIBUTE)},${START_AT_THE_LATEST_MS},${REPLAY_WITHIN_MS})</script>`;

/** A framework script exactly as React writes it: a same-origin `/_next/static/` URL, `async`, nothing else. */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** The bootstrap script's preload, as React writes it. */
const FRAMEWORK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g;
/** The document's `<head>` start tag, and the charset declaration when it comes first, as React writes it. */
const HEAD_START = /<head(?:\s[^<>]*)?>(?:<meta charSet="utf-8"\/>)?/;

/** @param {string} html a run of whole tags and text (no tag cut in two) */
function holdScripts(html) {
  return html
    .replace(FRAMEWORK_SCRIPT, (_tag, src) => `<script type="text/x-after-paint" ${HELD_ATTRIBUTE}="${src}"></script>`)
    .replace(FRAMEWORK_PRELOAD, '');
}

/** A framework script's start tag at the very end of a piece: its end tag is still to come. */
const FRAMEWORK_SCRIPT_START_AT_END = /<script src="\/_next\/static\/[^"<>]+\.js" async="">$/;
/** The head's start tag at the very end of a piece: the charset declaration may follow. */
const HEAD_START_AT_END = /<head(?:\s[^<>]*)?>$/;

/**
 * How much of `text` can be rewritten now: all of it but a tag cut in two, a framework script
 * whose end tag has not come, and (before the loader is in) a head start tag at its very end.
 * @param {string} text
 * @param {boolean} loaderIn
 */
function safeEnd(text, loaderIn) {
  const lastOpen = text.lastIndexOf('<');
  let end = lastOpen >= 0 && text.indexOf('>', lastOpen) < 0 ? lastOpen : text.length;
  const waiting = FRAMEWORK_SCRIPT_START_AT_END.exec(text.slice(0, end)) ?? (loaderIn ? null : HEAD_START_AT_END.exec(text.slice(0, end)));
  if (waiting !== null) end = waiting.index;
  return end;
}

/**
 * A streaming rewriter of one HTML document: `write` each piece of text as it comes and send what
 * it returns, then send what `end` returns. Nothing changes before the loader is in (a document
 * without `<head>` passes as it is), and what a later piece could still change waits for it
 * (safeEnd), so the output is the same however the document is cut.
 */
function createRuntimeRewriter() {
  let pending = '';
  let loaderIn = false;
  /** @param {string} text */
  function rewrite(text) {
    if (loaderIn) return holdScripts(text);
    const head = HEAD_START.exec(text);
    if (head === null) return text;
    loaderIn = true;
    const at = head.index + head[0].length;
    return text.slice(0, at) + LOADER + holdScripts(text.slice(at));
  }
  return {
    /** @param {string} text */
    write(text) {
      const all = pending + text;
      const cut = safeEnd(all, loaderIn);
      pending = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    end() {
      const rest = pending;
      pending = '';
      return rewrite(rest);
    },
  };
}

/** @param {unknown} type a Content-Type header's value */
const isHtml = (type) => typeof type === 'string' && /^text\/html\b/i.test(type);

/**
 * Rewrites `response`'s body when it is HTML (its Content-Type when the first byte or the headers
 * go out), dropping its Content-Length, which no longer holds. Call it before the handler writes.
 * @param {import('node:http').ServerResponse} response
 */
function deferRuntime(response) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end };
  /** @type {{ rewriter: ReturnType<typeof createRuntimeRewriter>, decoder: StringDecoder } | null | undefined} */
  let html;
  /** @param {unknown} headers writeHead's headers argument, when it has one */
  function decide(headers) {
    if (html !== undefined) return;
    const given = headers && typeof headers === 'object' && !Array.isArray(headers) ? Object.entries(headers) : [];
    const typeGiven = given.find(([name]) => name.toLowerCase() === 'content-type');
    html = (typeGiven ? isHtml(typeGiven[1]) : isHtml(response.getHeader('content-type')) && !Array.isArray(headers))
      ? { rewriter: createRuntimeRewriter(), decoder: new StringDecoder('utf8') }
      : null;
    if (html === null) return;
    response.removeHeader('content-length');
    for (const [name] of given) if (name.toLowerCase() === 'content-length') delete /** @type {Record<string, unknown>} */ (headers)[name];
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  function text(chunk, encoding) {
    if (chunk === undefined || chunk === null) return '';
    if (typeof chunk === 'string') return typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8' ? html.decoder.write(Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding))) : chunk;
    return html.decoder.write(Buffer.from(/** @type {Uint8Array} */ (chunk)));
  }
  response.writeHead = function writeHead(...args) {
    decide(args.find((arg, index) => index > 0 && typeof arg === 'object'));
    return original.writeHead.apply(this, args);
  };
  response.write = function write(chunk, encoding, callback) {
    decide(undefined);
    if (html === null) return original.write.apply(this, arguments);
    const done = typeof encoding === 'function' ? encoding : callback;
    return original.write.call(this, html.rewriter.write(text(chunk, encoding)), 'utf8', done);
  };
  response.end = function end(chunk, encoding, callback) {
    if (!this.headersSent) decide(undefined);
    if (!html) return original.end.apply(this, arguments);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const body = typeof chunk === 'function' ? '' : text(chunk, typeof encoding === 'function' ? undefined : encoding);
    return original.end.call(this, html.rewriter.write(body) + html.decoder.end() + html.rewriter.end(), 'utf8', done);
  };
}

module.exports = { LOADER, HELD_ATTRIBUTE, START_AT_THE_LATEST_MS, REPLAY_WITHIN_MS, createRuntimeRewriter, deferRuntime };
