/**
 * Element ids that come from content (block anchors, heading ids in CMS HTML) must never name a
 * global the page's scripts read. A browser makes every element with an id a property of `window`
 * when no real property has that name ("named access"), so `<h2 id="TURBOPACK">` turns the
 * bundler's `globalThis.TURBOPACK || []` into an element and hydration stops; the same goes for
 * `__next_f` (Next's flight data), `process` (read as `process.env`) and globals one browser has
 * and another lacks (`requestIdleCallback`, `trustedTypes`). Such an id keeps its text behind a
 * prefix, so it still works as an anchor and links to it (`#TURBOPACK`) are rewritten alike.
 */

/**
 * Names read as globals (`self.X`, `window.X`, `globalThis.X`, `typeof X`) by the runtime the
 * browser gets: Next's client, Turbopack's chunk loader, React DOM and its scheduler, and the
 * feature checks they make. `tests/unit/element-id.test.tsx` reads the runtime in `node_modules`
 * (and the built chunks in `site/.next` when there is a build) and fails on a name missing here.
 * Words an editor may well use as anchors and that every browser defines on the window itself,
 * where no element can shadow them (`history`, `location`, `navigator`, `event`), stay usable.
 */
const RUNTIME_GLOBALS: readonly string[] = [
  // Next.js and Turbopack
  'next', 'nd', 'TURBOPACK', 'NEXT_DEPLOYMENT_ID', 'webpackChunk_N_E', 'MSInputMethodContext',
  // React DOM, its scheduler and React's server-rendered inline scripts
  'React', 'ReactDOM', 'scheduler', 'process', 'setImmediate', 'clearImmediate', 'MessageChannel',
  'reportError', 'queueMicrotask', 'trustedTypes', 'navigation', 'devicePixelRatio', 'performance',
  'requestIdleCallback', 'cancelIdleCallback', 'requestAnimationFrame', 'cancelAnimationFrame',
  'AbortController', 'PerformanceObserver', 'ResizeObserver', 'MutationObserver', 'WebkitMutationObserver',
  'DOMException', 'CustomEvent', 'WebSocket', 'ErrorEvent', 'Reflect', 'WeakMap', 'WeakSet',
  'Promise', 'Symbol', 'Map', 'Set', 'Proxy', 'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder',
  'ReadableStream', 'FormData', 'Headers', 'Request', 'Response', 'fetch', 'crypto', 'structuredClone',
  'clipboardData', 'getComputedStyle', 'matchMedia', 'setTimeout', 'clearTimeout',
  'setInterval', 'clearInterval', 'addEventListener', 'removeEventListener', 'dispatchEvent',
  'scrollTo', 'scrollX', 'scrollY', 'pageXOffset', 'pageYOffset', 'innerWidth', 'innerHeight',
  // The global object's names, and module systems' globals that bundled code feature-checks
  'self', 'window', 'globalThis', 'global', 'document', 'exports', 'module', 'require', 'define',
];

const RESERVED = new Set(RUNTIME_GLOBALS);

/**
 * Prefixes of runtime-internal names: `__next_f`, `__NEXT_DATA__`, `__webpack_require__`,
 * `__turbopack_load__`, `__REACT_DEVTOOLS_GLOBAL_HOOK__`, `_N_E`, React's `$RC`/`$RS`/`$RX`
 * inline scripts and React's own `useId` ids (`_R_1_`), `TURBOPACK_*`, `NEXT_*`, `webpack*`.
 */
const RESERVED_PREFIX = /^(?:[_$]|TURBOPACK|NEXT_|webpack)/;

/** What a reserved id becomes: the same text behind this prefix. */
export const ELEMENT_ID_PREFIX = 'cms-';

/** True when `id` names (or may name) a global the page's runtime reads. */
export function isReservedElementId(id: string): boolean {
  return RESERVED.has(id) || RESERVED_PREFIX.test(id);
}

/**
 * An id from content that is safe on the page: unchanged unless it is reserved, then prefixed
 * (`TURBOPACK` -> `cms-TURBOPACK`). Applying it twice changes nothing more.
 */
export function safeElementId(id: string): string {
  return isReservedElementId(id) ? `${ELEMENT_ID_PREFIX}${id}` : id;
}

/** An in-page link (`#TURBOPACK`) pointed at the id `safeElementId` gave its target. */
export function safeFragmentHref(href: string): string {
  if (!href.startsWith('#') || href.length === 1) return href;
  const fragment = href.slice(1);
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // a malformed escape: compare the text as written
  }
  return isReservedElementId(decoded) ? `#${ELEMENT_ID_PREFIX}${fragment}` : href;
}
