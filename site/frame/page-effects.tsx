'use client';
/**
 * Page-wide behaviour of the frame:
 *
 * - Anchors: on load, a hash longer than 1 character scrolls to its element 70 px below the top,
 *   after 100 ms; so does a click on an in-page '#' link whose value is longer than 2
 *   characters. The target then takes focus, so keyboard and screen-reader users land there too.
 * - Fade-in: sections below the fold fade in as they scroll into view. Nothing is hidden until
 *   this script runs, so without JavaScript (and for crawlers that do not scroll) every section
 *   shows; under `prefers-reduced-motion` nothing fades; printing shows everything. A hidden
 *   section carries `data-fade="pending"`, which the print stylesheet overrides.
 * - Prefetch on intent: a route link (RouteLink) is prefetched when a pointer comes over it
 *   (a touch included: it comes over before it presses), or it takes keyboard focus. Only
 *   anchors marked ROUTE_LINK_ATTRIBUTE qualify (not files, feeds or the API), never the page
 *   itself; the router keeps what it fetched and does not fetch a page it holds again.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { ROUTE_LINK_ATTRIBUTE } from '../../renderers/ui/route-link';

export const ANCHOR_OFFSET_PX = 70;
export const SCROLL_DELAY_MS = 100;
const SECTIONS = 'main .cms-blocks > *';
const FADE_MS = 600;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function decodeHash(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Scrolls to the element with this id (or name), 70 px below the top; false when there is none. */
function scrollToAnchor(id: string): boolean {
  const target = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (target === undefined || target === null) return false;
  // A section still waiting to fade in is shifted down; show it at once so the scroll lands on its
  // real position, not 24 px off once the fade would have finished.
  const fading = target.closest<HTMLElement>('[data-fade="pending"]');
  if (fading !== null) {
    fading.dataset.fade = 'in';
    fading.style.opacity = '';
    fading.style.transform = '';
  }
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX;
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}

function useAnchorScroll(pathname: string) {
  useEffect(() => {
    const timer = window.location.hash.length > 1 ? setTimeout(() => scrollToAnchor(decodeHash(window.location.hash.slice(1))), SCROLL_DELAY_MS) : undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      const value = link?.getAttribute('href') ?? '';
      if (value.length <= 2 || !scrollToAnchor(decodeHash(value.slice(1)))) return;
      event.preventDefault();
      window.history.pushState(window.history.state, '', value);
    };
    document.addEventListener('click', onClick);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
    };
  }, [pathname]);
}

function useFadeIn(pathname: string) {
  useEffect(() => {
    if (prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const pending = [...document.querySelectorAll<HTMLElement>(SECTIONS)].filter((section) => section.getBoundingClientRect().top > window.innerHeight);
    const reveal = (section: HTMLElement) => {
      observer.unobserve(section);
      if (section.dataset.fade !== 'pending') return;
      section.dataset.fade = 'in';
      section.style.transition = `opacity ${FADE_MS}ms ease-out, transform ${FADE_MS}ms ease-out`;
      section.style.opacity = '';
      section.style.transform = '';
      setTimeout(() => section.style.removeProperty('transition'), FADE_MS);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting && entry.target instanceof HTMLElement) reveal(entry.target);
        // A jump (End, an anchor) skips sections that never intersect: whatever is above the fold shows too.
        for (const section of pending) if (section.getBoundingClientRect().top < window.innerHeight) reveal(section);
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    for (const section of pending) {
      section.dataset.fade = 'pending';
      section.style.opacity = '0';
      section.style.transform = 'translateY(24px)';
      observer.observe(section);
    }
    const revealAll = () => pending.forEach(reveal);
    window.addEventListener('beforeprint', revealAll);
    return () => {
      revealAll();
      observer.disconnect();
      window.removeEventListener('beforeprint', revealAll);
    };
  }, [pathname]);
}

/** What shows a visitor means to follow a link: a pointer over it (mouse, pen or touch) or keyboard focus. */
const INTENT_EVENTS = ['pointerover', 'focusin'] as const;

function usePrefetchOnIntent() {
  const router = useRouter();
  useEffect(() => {
    let last = '';
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest(`a[${ROUTE_LINK_ATTRIBUTE}]`) : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
      const path = anchor.pathname + anchor.search;
      // A pointer moving over a link's children fires again and again: one call a link.
      if (path === last || path === window.location.pathname + window.location.search) return;
      last = path;
      router.prefetch(path);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
}

export function PageEffects() {
  const pathname = usePathname() ?? '/';
  useAnchorScroll(pathname);
  useFadeIn(pathname);
  usePrefetchOnIntent();
  return null;
}
