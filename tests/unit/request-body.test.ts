import { describe, expect, it } from 'vitest';
import { readJson, readLimited } from '../../site/request-body';

/** A request whose body streams in chunks, without a Content-Length. */
function streamed(chunks: readonly Uint8Array[]): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Request('http://localhost/api/x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

const post = (body: string, headers: Record<string, string> = {}) => new Request('http://localhost/api/x/', { method: 'POST', body, headers });

describe('request bodies within a limit', () => {
  it('reads a body as text, and no body as empty text', async () => {
    expect(await readLimited(post('{"a":1}'), 64)).toEqual({ ok: true, text: '{"a":1}' });
    expect(await readLimited(new Request('http://localhost/'), 64)).toEqual({ ok: true, text: '' });
  });

  it('refuses a declared length over the limit before reading', async () => {
    expect(await readLimited(post('{}', { 'content-length': '65' }), 64)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('cuts off a streamed body at the limit', async () => {
    const chunk = new Uint8Array(40).fill(0x20);
    expect(await readLimited(streamed([chunk, chunk]), 64)).toEqual({ ok: false, reason: 'too-large' });
    expect(await readLimited(streamed([chunk]), 64)).toEqual({ ok: true, text: ' '.repeat(40) });
  });

  it('refuses bytes that are not UTF-8, and text that is not JSON', async () => {
    expect(await readLimited(streamed([new Uint8Array([0x7b, 0xff, 0x7d])]), 64)).toEqual({ ok: false, reason: 'not-utf8' });
    expect(await readJson(streamed([new Uint8Array([0x7b, 0xff, 0x7d])]), 64)).toEqual({ ok: false, reason: 'not-json' });
    expect(await readJson(post('{"a":'), 64)).toEqual({ ok: false, reason: 'not-json' });
    expect(await readJson(post('{"a":[1]}'), 64)).toEqual({ ok: true, value: { a: [1] } });
  });
});
