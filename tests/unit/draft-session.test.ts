/**
 * Draft mode bound to the signed link: a link may last 12 h at most whatever it says, the session
 * it opens ends with it (cookie and server side alike), each opened link gets a session of its
 * own, and the proxy hides Next's draft-mode cookie from a request without a valid session.
 */
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleDraft, handleDraftExit, type DraftEffects } from '../../site/editor/draft';
import { DRAFT_MAX_SECONDS, DRAFT_SESSION_COOKIE, draftSessionValid, draftSessionValue, withoutCookies } from '../../site/editor/draft-session';
import { draftToken, draftTokenMatches } from '../../site/editor/secret';
import { proxy } from '../../site/proxy';

const SECRET = 'draft-session-test-secret';
const now = () => Math.floor(Date.now() / 1000);

beforeAll(() => vi.stubEnv('REVALIDATE_SECRET', SECRET));
afterAll(() => vi.unstubAllEnvs());

function effects() {
  const enable = vi.fn<DraftEffects['enableDraftMode']>(async () => undefined);
  const draft: DraftEffects = { secret: SECRET, findUri: async (uri) => (uri === '/about/' ? '/about/' : null), enableDraftMode: enable };
  return { draft, enable };
}
const signedLink = (expires: number) => new Request(`http://site.test/api/draft?uri=/about/&expires=${expires}&token=${draftToken('/about/', expires, SECRET)}`);
/** The session cookie's value and Expires from a draft answer. */
function sessionOf(response: Response): { value: string; expires: number } {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DRAFT_SESSION_COOKIE}=`)) ?? '';
  return { value: /^[^=]+=([^;]*)/.exec(line)?.[1] ?? '', expires: Date.parse(/Expires=([^;]+)/.exec(line)?.[1] ?? '') / 1000 };
}

describe('a signed Preview link', () => {
  it('is refused, even signed, when it claims to last longer than 12 h', async () => {
    for (const expires of [999_999_999_999, now() + DRAFT_MAX_SECONDS + 3600]) {
      const { draft, enable } = effects();
      expect((await handleDraft(signedLink(expires), draft)).status).toBe(401);
      expect(enable).not.toHaveBeenCalled();
    }
    expect(draftTokenMatches({ uri: '/about/', expires: String(now() + DRAFT_MAX_SECONDS), token: draftToken('/about/', now() + DRAFT_MAX_SECONDS, SECRET) }, SECRET)).toBe(true);
  });

  it('opens a session that ends with the link: both cookies expire when it does', async () => {
    const expires = now() + 2;
    const { draft, enable } = effects();
    const response = await handleDraft(signedLink(expires), draft);
    expect(response.status).toBe(307);
    expect(enable).toHaveBeenCalledWith(expires);
    const session = sessionOf(response);
    expect(session.expires).toBe(expires);
    expect(draftSessionValid(session.value, SECRET)).toBe(true);
    expect(draftSessionValid(session.value, SECRET, expires + 2)).toBe(false);
  });

  it('gives each opened link a session of its own, which another secret cannot forge', async () => {
    const expires = now() + 600;
    const first = sessionOf(await handleDraft(signedLink(expires), effects().draft)).value;
    const second = sessionOf(await handleDraft(signedLink(expires), effects().draft)).value;
    expect(first).not.toBe(second);
    expect(draftSessionValid(first, 'another secret')).toBe(false);
    expect(draftSessionValid(first.replace(/^\d+/, String(expires + 3600)), SECRET)).toBe(false);
    expect(draftSessionValid(draftSessionValue(now() + DRAFT_MAX_SECONDS * 2, SECRET), SECRET)).toBe(false);
  });

  it('with the secret instead of a link, lasts 12 h at most; leaving draft mode clears the session', async () => {
    const response = await handleDraft(new Request(`http://site.test/api/draft?secret=${SECRET}&uri=/about/`), effects().draft);
    expect(sessionOf(response).expires).toBeLessThanOrEqual(now() + DRAFT_MAX_SECONDS);
    expect(sessionOf(response).expires).toBeGreaterThan(now() + DRAFT_MAX_SECONDS - 60);
    const exit = await handleDraftExit(async () => undefined);
    expect(sessionOf(exit)).toMatchObject({ value: '', expires: 0 });
  });
});

describe('the proxy', () => {
  const page = (cookie: string) => new NextRequest('http://site.test/about/', { headers: { cookie } });
  /** The Cookie header Next renders the page with, when the proxy replaced it. */
  const forwardedCookie = (response: Response) => response.headers.get('x-middleware-request-cookie');

  it('lets Next see the draft-mode cookie beside a valid session', async () => {
    const response = await proxy(page(`__prerender_bypass=abc; ${DRAFT_SESSION_COOKIE}=${draftSessionValue(now() + 60, SECRET)}`));
    expect(forwardedCookie(response)).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it.each([
    ['no session', 'theme=dark; __prerender_bypass=abc'],
    ['an ended session', `__prerender_bypass=abc; ${DRAFT_SESSION_COOKIE}=${draftSessionValue(now() - 1, SECRET)}; theme=dark`],
    ['a forged session', `__prerender_bypass=abc; ${DRAFT_SESSION_COOKIE}=${draftSessionValue(now() + 60, 'guess')}; theme=dark`],
  ])('with %s, renders the page as a visitor\'s and clears both cookies', async (_, cookie) => {
    const response = await proxy(page(cookie));
    expect(forwardedCookie(response)).toBe('theme=dark');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.getSetCookie().map((line) => line.split('=')[0]).sort()).toEqual(['__prerender_bypass', DRAFT_SESSION_COOKIE].sort());
  });

  it('removes only the named cookies from a Cookie header', () => {
    expect(withoutCookies('a=1; __prerender_bypass=x;b=2; larkspur_draft=y', ['__prerender_bypass', 'larkspur_draft'])).toBe('a=1; b=2');
  });
});
