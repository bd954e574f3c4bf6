/**
 * `POST /api/pdf` refuses before any browser starts: no token, a wrong token, a body over 64 KB,
 * a malformed body, and every link that is not a page of this site.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '../../site/app/api/pdf/route';

const TOKEN = 'unit-test-token';

beforeAll(() => {
  vi.stubEnv('PUBLIC_SITE_URL', 'https://www.larkspur.example');
  vi.stubEnv('PDF_SERVICE_TOKEN', TOKEN);
});
afterAll(() => vi.unstubAllEnvs());

const body = (link: string) => ({ pdfFileName: 'article.pdf', link, itemsToHide: ['header', 'footer'], itemsToClick: '[data-cookie-accept]', itemsToStyle: '' });

function post(payload: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }): Promise<Response> {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  return POST(new Request('http://127.0.0.1:3000/api/pdf/', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text }));
}

describe('POST /api/pdf refuses', () => {
  it('a request without a token, with 401', async () => {
    const response = await post(body('https://www.larkspur.example/news/'), {});
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('a wrong token, with 401', async () => {
    expect((await post(body('https://www.larkspur.example/news/'), { authorization: 'Bearer nope' })).status).toBe(401);
    expect((await post(body('https://www.larkspur.example/news/'), { authorization: TOKEN })).status).toBe(401);
  });

  it('every request while no token is configured', async () => {
    vi.stubEnv('PDF_SERVICE_TOKEN', '');
    expect((await post(body('https://www.larkspur.example/news/'))).status).toBe(401);
    vi.stubEnv('PDF_SERVICE_TOKEN', TOKEN);
  });

  it('a body over 64 KB, with 413', async () => {
    const response = await post({ ...body('https://www.larkspur.example/news/'), itemsToStyle: 'x'.repeat(70 * 1024) });
    expect(response.status).toBe(413);
  });

  it('a body that is not the contract, with 400 naming the field', async () => {
    expect((await post('{not json')).status).toBe(400);
    const response = await post({ link: 'https://www.larkspur.example/news/' });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ error: expect.stringContaining('pdfFileName') });
    expect((await post({ ...body('https://www.larkspur.example/news/'), itemsToHide: ['header}body{display:none'] })).status).toBe(400);
  });

  it.each([
    ['another host', 'https://evil.example/'],
    ['the loopback address', 'http://127.0.0.1:3000/news/'],
    ['the IPv6 loopback', 'http://[::1]/'],
    ['a decimal IP', 'http://2130706433/'],
    ['a file URL', 'file:///etc/passwd'],
  ])('%s, with 400', async (_, link) => {
    const response = await post(body(link));
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ error: expect.stringMatching(/^link: /) });
  });
});
