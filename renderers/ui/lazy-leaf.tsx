/**
 * `lazyLeaf`: the one way to make a client leaf whose behaviour loads lazily. Every client leaf
 * of the site's one catch-all route lands in the route's shared chunk, so a leaf
 * (`<name>.client.tsx`, which carries `'use client'`) holds only this call, and its behaviour
 * (`<name>.impl.tsx`, imported only here) is a chunk of its own, fetched by the pages that render
 * it and by no other page. The server HTML is complete; the page hydrates it once the chunk arrives.
 *
 *   export const Accordion = lazyLeaf(() => import('./accordion.impl'));
 *   export const JobList = lazyLeaf(() => import('./job-opening.impl'), { hydrate: 'visible' });
 */
import { lazy, Suspense, use, useId, type ComponentType, type ReactNode } from 'react';

export interface LazyLeafOptions {
  /**
   * `false` renders the behaviour without a Suspense boundary of its own (as `next/dynamic`
   * with `ssr: true`), so the prerendered HTML holds it in place rather than an empty fallback
   * swapped in after the first paint (the carousels' controls, which are on the first screen).
   */
  readonly boundary?: boolean;
  /**
   * `'visible'`: the server's HTML stays as it is, and the behaviour's chunk is neither fetched nor
   * run, until the leaf comes near the viewport or a visitor points at, touches or focuses it (a
   * tap on one of its buttons meanwhile is kept by the page's loader and done once it has
   * hydrated). For leaves below the fold. Needs the boundary. `'load'` (the default): at once.
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

export function lazyLeaf<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { boundary = true, hydrate = 'load' }: LazyLeafOptions = {}): ComponentType<P> {
  const Impl = lazy(load);
  // A function either way: a leaf is a client reference, which React resolves to a function or a
  // class, never to the lazy object itself.
  if (!boundary) {
    return function LazyLeafWithoutBoundary(props: P) {
      return <Impl {...props} />;
    };
  }
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
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  };
}
