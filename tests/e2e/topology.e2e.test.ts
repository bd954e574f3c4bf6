/**
 * The site scaled out, on loopback: two `next start` instances, A and B, with one
 * PostgreSQL store (a schema of this run's own), one Redis (a redis-server of this test's own, so
 * it can be stopped) and one SMTP server, behind Debian's nginx running deploy/nginx/larkspur.conf,
 * against a WordPress stand-in whose content an editor changes. What visitors and the team would
 * notice:
 *
 * - a revalidation sent to A changes the page B serves at the request after the stale one, A's
 *   at its next, and nginx's once its copy's 10 seconds are over;
 * - nginx keeps pages, and neither /news/, API answers nor an editor's draft pages;
 * - submissions through A, B and nginx are stored once and each mailed once, with both delivery
 *   workers running; the rate limit is one for both, and a client behind nginx cannot choose its
 *   address;
 * - A killed mid-burst: every submission that was answered 200 is kept and mailed, and nginx goes
 *   on answering, from B;
 * - Redis stopped, and started again: every page keeps answering 200, and once it is back a
 *   revalidation reaches every instance again.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL, PRIVATE_NO_STORE, PROXY_FRESH_SECONDS } from '../../site/cache-headers';
import { filesUnder, heldFor, SHORT_BODY, UNFINISHED_HEADERS } from '../support/attacker';
import { validBodies } from '../support/forms';
import { siteConfig, startNginx, type RunningNginx } from '../support/nginx';
import { startOwnRedis, type OwnRedis } from '../support/redis-server';
import { POSTGRES_URL, postgresAvailable, postgresSchema } from '../support/services';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { startLoopbackCms, type LoopbackCms } from '../support/wpgraphql';
import { startSite, type RunningSite } from './server';

const withPostgres = await postgresAvailable();

const SECRET = 'topology-revalidate-secret';
const RATE_LIMIT = 40;
const ARTICLE = '/news/larkspur-acquires-inland-empire-portfolio/';
const PAGES = ['/', '/about/', '/leadership/', '/region/east/', '/careers/', ARTICLE, '/news/'];
const BEFORE = '83 million square feet';
const AFTER = '84 million square feet';

let cms: LoopbackCms;
let redis: OwnRedis;
let smtp: TestSmtp;
let store: { url: string; drop(): Promise<void> };
let a: RunningSite;
let b: RunningSite;
let nginx: RunningNginx;
let env: Record<string, string>;

beforeAll(async () => {
  if (!withPostgres) return;
  [cms, redis, smtp, store] = await Promise.all([startLoopbackCms(), startOwnRedis(), startSmtp(), postgresSchema()]);
  env = {
    CMS_GRAPHQL_URL: `${cms.origin}/graphql`,
    REVALIDATE_SECRET: SECRET,
    DATABASE_URL: store.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `topology-${randomBytes(4).toString('hex')}:`,
    SMTP_URL: smtp.url,
    FORMS_NOTIFY_TO: 'leasing@larkspur.test',
    FORMS_MIN_FILL_SECONDS: '0',
    FORMS_RATE_LIMIT: `${RATE_LIMIT}/10m`,
    // nginx, on this machine's loopback.
    TRUSTED_PROXIES: '127.0.0.1',
  };
  // One after the other: the first creates the store's tables and its form-token secret.
  a = await startSite(env);
  b = await startSite(env);
  nginx = await startNginx((port, dir) => siteConfig({ listen: port, upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`], cacheDir: `${dir}/cache` }));
}, 180_000);

afterAll(async () => {
  a?.stop();
  b?.stop();
  await nginx?.stop();
  await redis?.stop();
  await smtp?.close();
  await cms?.stop().catch(() => undefined);
  await store?.drop();
});

interface Seen {
  readonly status: number;
  readonly body: string;
  readonly cache: string | null;
  readonly nginxCache: string | null;
}

async function get(origin: string, route: string): Promise<Seen> {
  const response = await fetch(`${origin}${route}`);
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-nextjs-cache'), nginxCache: response.headers.get('x-cache-status') };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function revalidate(site: RunningSite, body: object): Promise<void> {
  const response = await fetch(`${site.url}/api/revalidate/`, { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
}

async function token(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/form-token/`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** A vendor enquiry with `subject`, sent to `origin` as `client` (an X-Forwarded-For entry). */
async function submit(origin: string, subject: string, { client, body }: { client?: string; body?: string } = {}): Promise<number> {
  const payload = body ?? JSON.stringify({ ...validBodies.vendor, formsubject: subject, token: await token(origin) });
  const response = await fetch(`${origin}/api/vendor/`, { method: 'POST', headers: { 'content-type': 'application/json', ...(client ? { 'x-forwarded-for': client } : {}) }, body: payload });
  await response.arrayBuffer();
  return response.status;
}

async function storedSubjects(): Promise<string[]> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: store.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ payload: string }>('select payload from form_submissions order by id');
    return rows.map((row) => (JSON.parse(row.payload) as { formsubject: string }).formsubject);
  } finally {
    await client.end();
  }
}

/**
 * An empty vendor submission (refused, but counted by the rate limit) from the loopback address
 * `from`: nginx and the test itself are both on 127.0.0.1, which the instances trust as their
 * proxy, so a client of nginx must come from elsewhere to be a client and not a proxy.
 */
function submitFrom(origin: string, from: string, forwardedFor: string): Promise<number> {
  const url = new URL(`${origin}/api/vendor/`);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress: from, agent: false, headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

/**
 * Resolves when an instance has written a page at `route` regenerated after `since` to Redis (the
 * shared cache's `versions` hash): the refresh the stale answer started has landed.
 */
async function refreshed(route: string, since: number): Promise<void> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redis.url);
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const [versionsKey] = await client.keys(`${env.REDIS_PREFIX}cache:*:versions`);
      const versions = versionsKey === undefined ? {} : await client.hgetall(versionsKey);
      const landed = Object.entries(versions).some(([key, value]) => key.endsWith(`/$${route}`) && (JSON.parse(value) as { v: number }).v > since);
      if (landed) return;
      if (Date.now() > deadline) throw new Error(`no instance regenerated ${route} within 30 s`);
      await pause(100);
    }
  } finally {
    client.disconnect();
  }
}

/** This run's keys in Redis, and the entries its shared cache's `versions` hash lists. */
async function redisEntries(): Promise<{ keys: string[]; versions: string[] }> {
  const { Redis } = await import('ioredis');
  const client = new Redis(redis.url);
  try {
    const keys = (await client.keys(`${env.REDIS_PREFIX}*`)).sort();
    const versions = await Promise.all(keys.filter((key) => key.endsWith(':versions')).map((key) => client.hkeys(key)));
    return { keys, versions: versions.flat().sort() };
  } finally {
    client.disconnect();
  }
}

const mailedSubjects = () => smtp.mails.map((mail) => mail.subject.slice(mail.subject.indexOf(': ') + 2));
const count = (values: readonly string[], value: string) => values.filter((item) => item === value).length;

describe.skipIf(!withPostgres)(`two instances on ${POSTGRES_URL.replace(/\/\/[^@]*@/, '//')} and their own Redis, behind nginx`, () => {
  it('reaches B (and nginx) with a revalidation sent to A', async () => {
    for (const origin of [a.url, b.url, nginx.url]) expect((await get(origin, '/about/')).body).toContain(BEFORE);
    cms.edit((answer) => answer.replaceAll(BEFORE, AFTER));
    const revalidatedAt = Date.now();
    await revalidate(a, { paths: ['/about/'] });

    // B: the first request after the revalidation gets the last page and starts the refresh; the next one the new page.
    const stale = await get(b.url, '/about/');
    expect(stale).toMatchObject({ status: 200, cache: 'STALE' });
    expect(stale.body).toContain(BEFORE);
    await refreshed('/about', revalidatedAt);
    const fresh = await get(b.url, '/about/');
    expect(fresh.status).toBe(200);
    expect(fresh.body).toContain(AFTER);
    // A renders nothing itself: B's page is in the shared cache.
    const fromA = await get(a.url, '/about/');
    expect(fromA).toMatchObject({ status: 200, cache: 'HIT' });
    expect(fromA.body).toContain(AFTER);

    // nginx keeps its copy for PROXY_FRESH_SECONDS, then asks again and gets the new page.
    const deadline = Date.now() + (PROXY_FRESH_SECONDS + 5) * 1000;
    let seen = await get(nginx.url, '/about/');
    while (!seen.body.includes(AFTER) && Date.now() < deadline) {
      expect(seen.status).toBe(200);
      await pause(500);
      seen = await get(nginx.url, '/about/');
    }
    expect(seen.body).toContain(AFTER);
    const cached = await get(nginx.url, '/about/');
    expect(cached.nginxCache).toBe('HIT');
    expect(cached.body).toContain(AFTER);
  }, 60_000);

  it('tells nginx what it may keep: pages, not /news/, API answers or an editor\'s draft', async () => {
    const page = await fetch(`${nginx.url}/about/`);
    await page.arrayBuffer();
    expect(page.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(page.headers.get('vary')).toContain('rsc');
    const news = await fetch(`${nginx.url}/news/`);
    await news.arrayBuffer();
    expect(news.headers.get('cache-control')).toMatch(/private.*no-store/);
    const api = await fetch(`${nginx.url}/api/form-token/`);
    await api.arrayBuffer();
    expect(api.headers.get('cache-control')).toBe(PRIVATE_NO_STORE);

    const enter = await fetch(`${nginx.url}/api/draft/?secret=${SECRET}&uri=/about/`, { redirect: 'manual' });
    expect(enter.status).toBe(307);
    const cookie = enter.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    expect(cookie).toContain('__prerender_bypass=');
    const draft = await fetch(`${nginx.url}/about/`, { headers: { cookie } });
    await draft.arrayBuffer();
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toMatch(/private.*no-store/);
    expect(draft.headers.get('x-cache-status')).toBe('BYPASS');
    // Visitors still get the public page: the draft answer was not stored.
    const after = await fetch(`${nginx.url}/about/`);
    await after.arrayBuffer();
    expect(after.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
  });

  it('keeps nothing of paths the site does not know, in nginx\'s cache or in Redis, and nginx cuts off a slow client', async () => {
    // Started first, so the crawl runs while they wait.
    const hold = (text: string) => heldFor('127.0.0.1', nginx.port, text, 30_000);
    const slow = Promise.all([hold(UNFINISHED_HEADERS), hold(SHORT_BODY)]);
    const cacheFolder = `${nginx.dir}/cache`;
    // The not-found page's own entry is written on its first use, by either instance; from then on nothing is.
    const warm = [a.url, b.url].flatMap((origin) => [fetch(`${origin}/warm-${randomBytes(4).toString('hex')}/`), fetch(`${origin}/warm/?_rsc=1`, { headers: { rsc: '1' } })]);
    await Promise.all(warm.map(async (answer) => (await answer).arrayBuffer()));
    const [cacheBefore, redisBefore] = [filesUnder(cacheFolder), await redisEntries()];
    const probes = Array.from({ length: 100 }, (_, i) => `/probe-${i}-${randomBytes(4).toString('hex')}/`);
    const answers = await Promise.all(
      probes.flatMap((route) => [fetch(`${nginx.url}${route}`), fetch(`${nginx.url}${route}?_rsc=${route.length}`, { headers: { rsc: '1' } })]).map(async (answer) => {
        const response = await answer;
        await response.arrayBuffer();
        // Next answers an RSC request for the not-found page 404 or, once its payload is cached, 200.
        const kind = response.headers.get('content-type')?.startsWith('text/x-component') ? 'rsc' : `document ${response.status}`;
        return `${kind}: ${response.headers.get('cache-control')}`;
      }),
    );
    expect(new Set(answers)).toEqual(new Set(['document 404: private, no-store', 'rsc: private, no-store']));
    expect(filesUnder(cacheFolder)).toEqual(cacheBefore);
    expect(await redisEntries()).toEqual(redisBefore);

    const [headers, body] = await slow;
    // nginx closes a connection whose headers are late without a word; its 10 s, with room for a busy machine.
    expect(headers.seconds).toBeLessThan(13);
    expect(body.seconds).toBeLessThan(13);
    const tooLarge = await fetch(`${nginx.url}/api/vendor/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }) });
    await tooLarge.arrayBuffer();
    expect(tooLarge.status).toBe(413);
  }, 60_000);

  it('stores each submission once and mails it once, with both delivery workers running', async () => {
    const subjects = Array.from({ length: 6 }, (_, i) => `topology-delivery-${i}`);
    const origins = [a.url, b.url, nginx.url];
    const statuses = await Promise.all(subjects.map((subject, i) => submit(origins[i % 3] ?? a.url, subject, { client: `198.51.100.${i + 1}` })));
    expect(statuses).toEqual(subjects.map(() => 200));
    // A retry of one submission, sent to the other instance, is the same submission.
    const retried = JSON.stringify({ ...validBodies.vendor, formsubject: 'topology-delivery-retried', token: await token(a.url) });
    expect(await submit(a.url, '', { body: retried, client: '198.51.100.30' })).toBe(200);
    expect(await submit(b.url, '', { body: retried, client: '198.51.100.30' })).toBe(200);
    subjects.push('topology-delivery-retried');

    await smtp.waitFor(subjects.length, 20_000);
    await pause(6000); // both workers poll every 5 s: time for a second send, if there were one
    const stored = await storedSubjects();
    const mailed = mailedSubjects();
    for (const subject of subjects) {
      expect(count(stored, subject), subject).toBe(1);
      expect(count(mailed, subject), subject).toBe(1);
    }
  }, 60_000);

  it('keeps every accepted submission when A is killed mid-burst, and nginx answers from B', async () => {
    const burst = Array.from({ length: 10 }, (_, i) => `topology-burst-${i}`);
    const tokens = await Promise.all(burst.map(() => token(b.url)));
    const sent = burst.map(async (subject, i) => {
      await pause(i * 60);
      const body = JSON.stringify({ ...validBodies.vendor, formsubject: subject, token: tokens[i] });
      const response = await fetch(`${nginx.url}/api/vendor/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(() => undefined);
      return { subject, status: response?.status ?? 0 };
    });
    await pause(250);
    a.stop('SIGKILL');
    await a.exited;
    const results = await Promise.all(sent);
    const accepted = results.filter((result) => result.status === 200).map((result) => result.subject);
    // Every burst request was answered: by A before it died, or by B (nginx sent it on).
    expect(results.filter((result) => result.status !== 200)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(0);
    const stored = await storedSubjects();
    for (const subject of accepted) expect(count(stored, subject), subject).toBe(1);
    for (const route of PAGES) expect((await get(nginx.url, route)).status, route).toBe(200);
    // A row A had claimed when it died is sent by B once A's lease (2 minutes) runs out: checked at the end.
    burstAccepted = accepted;
  }, 60_000);

  it('keeps every page answering 200 while Redis is stopped, and shares revalidations again once it is back', async () => {
    // A comes back on its port, as an orchestrator would restart it.
    a = await startSite(env, { port: a.port });
    await redis.stop();
    for (const origin of [a.url, b.url, nginx.url]) {
      for (const route of PAGES) expect((await get(origin, route)).status, `${origin}${route}`).toBe(200);
    }
    // Forms go on too (the rate limit counts in memory meanwhile).
    expect(await submit(b.url, 'topology-without-redis', { client: '198.51.100.60' })).toBe(200);

    await redis.start();
    await pause(6000); // the instances reconnect (at most 5 s apart)
    for (const origin of [a.url, b.url]) {
      for (const route of PAGES) expect((await get(origin, route)).status, `${origin}${route}`).toBe(200);
    }
    cms.edit((answer) => answer.replaceAll(BEFORE, '85 million square feet'));
    const revalidatedAt = Date.now();
    await revalidate(b, { paths: ['/about/'] });
    const stale = await get(a.url, '/about/');
    expect(stale).toMatchObject({ status: 200, cache: 'STALE' });
    expect(stale.body).toContain(AFTER);
    await refreshed('/about', revalidatedAt);
    expect((await get(a.url, '/about/')).body).toContain('85 million square feet');
    expect((await get(b.url, '/about/')).body).toContain('85 million square feet');
  }, 90_000);

  it('counts the rate limit once for both instances, and on the address nginx saw', async () => {
    // The restarted Redis came back empty: every window starts here.
    // Straight to the instances from the loopback, where nginx is (TRUSTED_PROXIES=127.0.0.1), the
    // last X-Forwarded-For entry is the client:
    // one client alternating between A and B. Empty bodies are refused, but counted first.
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) statuses.push(await submit(i % 2 === 0 ? a.url : b.url, '', { client: '203.0.113.50', body: '{}' }));
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses[RATE_LIMIT]).toBe(429);
    expect(await submit(b.url, '', { client: '203.0.113.51', body: '{}' })).toBe(400);

    // Through nginx, whatever a client writes in X-Forwarded-For, it is the address nginx saw.
    const throughNginx: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) throughNginx.push(await submitFrom(nginx.url, '127.0.0.3', `192.0.2.${i + 1}`));
    expect(throughNginx.slice(0, RATE_LIMIT).every((status) => status === 400)).toBe(true);
    expect(throughNginx[RATE_LIMIT]).toBe(429);
  }, 60_000);

  it('mails every accepted submission exactly once in the end, those A held when it died too', async () => {
    const expected = [...burstAccepted, 'topology-without-redis'];
    const deadline = Date.now() + 150_000;
    while (expected.some((subject) => count(mailedSubjects(), subject) === 0) && Date.now() < deadline) await pause(1000);
    const mailed = mailedSubjects();
    for (const subject of expected) expect(count(mailed, subject), subject).toBe(1);
  }, 160_000);
});

let burstAccepted: string[] = [];
