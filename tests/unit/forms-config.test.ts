/** The forms' part of the site configuration. */
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config';
import { notificationSettings } from '../../site/forms/services';

describe('forms configuration', () => {
  it('reads the rate limit as COUNT/DURATION', () => {
    expect(parseSiteConfig({ FORMS_RATE_LIMIT: '5/30s' }).formsRateLimit).toEqual({ limit: 5, windowMs: 30_000 });
    expect(parseSiteConfig({ FORMS_RATE_LIMIT: ' 100 / 1h ' }).formsRateLimit).toEqual({ limit: 100, windowMs: 3_600_000 });
    expect(() => parseSiteConfig({ FORMS_RATE_LIMIT: 'lots' })).toThrow('FORMS_RATE_LIMIT: must be COUNT/DURATION');
    expect(() => parseSiteConfig({ FORMS_RATE_LIMIT: '0/1m' })).toThrow('FORMS_RATE_LIMIT');
  });

  it('takes PostgreSQL or a SQLite file as the store, and nothing else', () => {
    expect(parseSiteConfig({ DATABASE_URL: 'file:/var/lib/larkspur/submissions.sqlite' }).databaseUrl).toBe('file:/var/lib/larkspur/submissions.sqlite');
    expect(parseSiteConfig({ DATABASE_URL: 'postgresql://site@db/site' }).databaseUrl).toBe('postgresql://site@db/site');
    expect(() => parseSiteConfig({ DATABASE_URL: 'mysql://site:secret@db/site' })).toThrow('DATABASE_URL: must be a postgres:// URL or a file: path');
  });

  it('wants a long secret, never echoes it, and checks the fill time and sender', () => {
    let message = '';
    try {
      parseSiteConfig({ FORMS_SECRET: 'short-secret', FORMS_MIN_FILL_SECONDS: '-1', FORMS_MAIL_FROM: 'forms' });
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toContain('FORMS_SECRET: must be at least 32 characters');
    expect(message).not.toContain('short-secret');
    expect(message).toContain('FORMS_MIN_FILL_SECONDS');
    expect(message).toContain('FORMS_MAIL_FROM: must be an email address');
  });

  it('sends from forms@ the public host unless FORMS_MAIL_FROM says otherwise', () => {
    const config = parseSiteConfig({ PUBLIC_SITE_URL: 'https://www.larkspur.example', FORMS_NOTIFY_TO: 'a@larkspur.example, b@larkspur.example' });
    expect(notificationSettings(config)).toEqual({ brand: 'Larkspur', from: 'forms@www.larkspur.example', host: 'www.larkspur.example', notifyTo: ['a@larkspur.example', 'b@larkspur.example'] });
    expect(notificationSettings(parseSiteConfig({ FORMS_MAIL_FROM: 'web@larkspur.example' })).from).toBe('web@larkspur.example');
  });
});
