/** npm start says when it serves pages built for another public address. */
import { describe, expect, it } from 'vitest';
import { hostMismatchMessage } from '../../site/server/built-for';

describe('the public address a build was made for', () => {
  it('says nothing when the server runs as the build said', () => {
    expect(hostMismatchMessage('http://localhost:3000', 'http://localhost:3000')).toBeUndefined();
    expect(hostMismatchMessage(undefined, 'http://localhost:3201')).toBeUndefined();
  });

  it('names both addresses and the command that fixes it when they differ', () => {
    const message = hostMismatchMessage('http://localhost:3000', 'http://localhost:3201') ?? '';
    expect(message).toContain('built for http://localhost:3000');
    expect(message).toContain('runs as http://localhost:3201');
    expect(message).toContain('PUBLIC_SITE_URL=http://localhost:3201 npm run build');
  });
});
