/**
 * `lazyLeaf`: the one way to make a client leaf whose behaviour loads lazily. Every client leaf
 * of the site's one catch-all route lands in the route's shared chunk, so a leaf
 * (`<name>.client.tsx`, which carries `'use client'`) holds only this call, and its behaviour
 * (`<name>.impl.tsx`, imported only here) is a chunk of its own, fetched by the pages that render
 * it and by no other page. The server HTML is complete; the page hydrates it once the chunk arrives.
 *
 *   export const Accordion = lazyLeaf(() => import('./accordion.impl'));
 */
import { lazy, Suspense, type ComponentType } from 'react';

export interface LazyLeafOptions {
  /**
   * `false` renders the behaviour without a Suspense boundary of its own (as `next/dynamic`
   * with `ssr: true`), so the prerendered HTML holds it in place rather than an empty fallback
   * swapped in after the first paint (the carousels, whose slides are the page's first screen).
   */
  readonly boundary?: boolean;
}

export function lazyLeaf<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { boundary = true }: LazyLeafOptions = {}): ComponentType<P> {
  const Impl = lazy(load);
  // A function either way: a leaf is a client reference, which React resolves to a function or a
  // class, never to the lazy object itself.
  if (!boundary) {
    return function LazyLeafWithoutBoundary(props: P) {
      return <Impl {...props} />;
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
