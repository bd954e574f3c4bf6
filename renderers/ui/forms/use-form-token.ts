/**
 * The form's fill-time token (see site/forms/tokens.ts): fetched when the form appears, renewed
 * when the tab comes back after hours or the server asks, and handed out only once it is old
 * enough for the server's minimum fill time, so a quick visitor waits a moment instead of
 * being refused.
 */
import { useCallback, useEffect, useRef } from 'react';
import { FORM_TOKEN_ENDPOINT } from './constants';

interface Token {
  readonly value: string;
  readonly minAgeMs: number;
  readonly fetchedAt: number;
}

/** A token older than this is renewed before sending (the server accepts them for 12 hours). */
const RENEW_AFTER_MS = 6 * 60 * 60 * 1000;
/** Margin over the server's minimum age, for the trip there. */
const MARGIN_MS = 200;

async function fetchToken(): Promise<Token> {
  const response = await fetch(FORM_TOKEN_ENDPOINT, { cache: 'no-store', headers: { accept: 'application/json' } });
  const data: unknown = await response.json();
  if (!response.ok || typeof data !== 'object' || data === null || !('token' in data) || typeof data.token !== 'string') throw new Error('no token');
  const minAgeMs = 'minAgeMs' in data && typeof data.minAgeMs === 'number' ? data.minAgeMs : 0;
  return { value: data.token, minAgeMs, fetchedAt: Date.now() };
}

const stale = (token: Token): boolean => Date.now() - token.fetchedAt > RENEW_AFTER_MS;

export function useFormToken() {
  const token = useRef<Promise<Token> | undefined>(undefined);

  const renew = useCallback((): Promise<Token> => {
    const next = fetchToken();
    next.catch(() => {
      // Fetched again when the visitor submits.
      if (token.current === next) token.current = undefined;
    });
    token.current = next;
    return next;
  }, []);

  useEffect(() => {
    renew();
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      token.current?.then((current) => (stale(current) ? renew() : undefined), () => undefined);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [renew]);

  /** A token the server will accept now (waiting out the minimum fill time if needed); rejects when none can be had. */
  const ready = useCallback(async (): Promise<string> => {
    let current = await (token.current ?? renew());
    if (stale(current)) current = await renew();
    const early = current.fetchedAt + current.minAgeMs + MARGIN_MS - Date.now();
    if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
    return current.value;
  }, [renew]);

  return { ready, renew };
}
