/**
 * `lazyLeaf`: the one way to make a client leaf whose behaviour loads lazily. Every client leaf
 * of the site's one catch-all route lands in the route's shared chunk, so a leaf
 * (`<name>.client.tsx`, which carries `'use client'`) holds only this call, and its behaviour
 * (`<name>.impl.tsx`, imported only here) is a chunk of its own, fetched by the pages that render
 * it and by no other page. The server HTML is complete and in place; the page hydrates it once
 * the chunk arrives.
 *
 *   export const Accordion = lazyLeaf(() => import('./accordion.impl'));
 *   export const Hotspots = lazyLeaf(() => import('./development-carousel.impl'), { hydrate: 'visible' });
 *
 * A leaf that hydrates at load has no Suspense boundary of its own (as `next/dynamic` with
 * `ssr: true`): React's server sends a finished boundary of more than 500 bytes that comes after
 * the first 12,800 bytes of a page *after* the page, as hidden HTML that an inline script moves
 * into place, so a form or a map inside one would not show without JavaScript and would show
 * late with it. Hydration waits for the leaf's chunk instead.
 */
import { lazy, Suspense, use, useId, type ComponentType, type ReactNode } from 'react';

export interface LazyLeafOptions {
  /**
   * `'visible'`: the server's HTML stays as it is, and the behaviour's chunk is neither fetched nor
   * run, until the leaf comes near the viewport or a visitor points at, touches or focuses it (a
   * tap on one of its buttons meanwhile is kept by the page's loader and done once it has
   * hydrated). For small leaves below the fold: the wait needs a Suspense boundary, and React
   * sends a boundary of more than 500 bytes after the page (above). `'load'` (the default): at once.
   */
  readonly hydrate?: 'load' | 'visible';
}

/** How far outside the viewport a `'visible'` leaf starts loading. */
const NEAR_VIEWPORT = '300px';
/** What counts as first use of a `'visible'` leaf. */
const FIRST_USE = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** A promise with React's own marks (`status`, `value`) set once it has resolved. */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const gates = new Map<string, Gate>();

/**
 * Resolves when the server-rendered leaf marked `id` is near the viewport or first used; undefined
 * when there is nothing to wait for (on the server, in a render after hydration, without
 * IntersectionObserver). Marked fulfilled as React expects, so `use` reads it without suspending again.
 */
function needed(id: string): Gate | undefined {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined') return undefined;
  const known = gates.get(id);
  if (known !== undefined) return known;
  const area = document.querySelector(`[data-leaf="${CSS.escape(id)}"]`)?.parentElement;
  if (area === null || area === undefined) return undefined;
  let open = () => {};
  const gate: Gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_VIEWPORT });
  function done() {
    observer.disconnect();
    for (const type of FIRST_USE) area?.removeEventListener(type, done, true);
    gate.status = 'fulfilled';
    gate.value = undefined;
    open();
  }
  observer.observe(area);
  for (const type of FIRST_USE) area.addEventListener(type, done, { capture: true, passive: true });
  gates.set(id, gate);
  return gate;
}

function WhenNeeded({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  const gate = needed(id);
  if (gate !== undefined) use(gate as Promise<void>);
  return children;
}

type Behaviour<P> = { default: ComponentType<P> };

/**
 * What `lazy` loads the behaviour with. In the browser: its chunk, fetched when the leaf first
 * renders. On the server: the module, loaded as soon as the leaf's own module is, and handed to
 * `lazy` as a thenable that is already resolved, so the leaf renders in place. A leaf that waited
 * for its module there would be sent after the rest of the page, as hidden HTML that an inline
 * script moves into place: invisible without JavaScript, and late with it.
 */
function loaderFor<P>(load: () => Promise<Behaviour<P>>): () => PromiseLike<Behaviour<P>> {
  if (typeof window !== 'undefined') return load;
  let loaded: Behaviour<P> | undefined;
  const loading = load().then((behaviour) => (loaded = behaviour));
  // A failed load is React's to report, when a page renders the leaf.
  loading.catch(() => undefined);
  // `lazy` takes a module whose thenable calls back at once as there, without suspending.
  const ready = { then: (onFulfilled: (behaviour: Behaviour<P>) => unknown) => void onFulfilled(loaded as Behaviour<P>) } as unknown as PromiseLike<Behaviour<P>>;
  return () => (loaded === undefined ? loading : ready);
}

export function lazyLeaf<P extends object>(load: () => Promise<Behaviour<P>>, { hydrate = 'load' }: LazyLeafOptions = {}): ComponentType<P> {
  const Impl = lazy(loaderFor(load) as () => Promise<Behaviour<P>>);
  // A function either way: a leaf is a client reference, which React resolves to a function or a
  // class, never to the lazy object itself.
  if (hydrate === 'visible') {
    return function LazyLeafWhenVisible(props: P) {
      const id = useId();
      // The marker names the leaf's place in the server's HTML; its parent is the area watched.
      return (
        <>
          <template data-leaf={id} />
          <Suspense fallback={null}>
            <WhenNeeded id={id}>
              <Impl {...props} />
            </WhenNeeded>
          </Suspense>
        </>
      );
    };
  }
  return function LazyLeaf(props: P) {
    return <Impl {...props} />;
  };
}
