/**
 * The real PostgreSQL and Redis of the development and CI machines (127.0.0.1:5432, trust auth,
 * database `test`; 127.0.0.1:6379). Where one does not answer, its tests say so and skip, unless
 * REQUIRE_SERVICES=1 (set by .ci/run), which makes them fail instead.
 */
import { randomBytes } from 'node:crypto';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const required = process.env.REQUIRE_SERVICES === '1';

/** True when `probe` succeeds; otherwise says why the tests skip (or throws when they are required). */
async function gate(name: string, where: string, probe: () => Promise<void>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (required) throw new Error(`${name} at ${where} is required (REQUIRE_SERVICES=1) but did not answer: ${reason}`);
    console.warn(`${name} at ${where} did not answer (${reason}): its tests are skipped. Set REQUIRE_SERVICES=1 to make them required.`);
    return false;
  }
}

export async function postgresAvailable(): Promise<boolean> {
  return gate('PostgreSQL', POSTGRES_URL, async () => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.query('select 1');
    await client.end();
  });
}

export async function redisAvailable(): Promise<boolean> {
  return gate('Redis', REDIS_URL, async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await redis.connect();
      await redis.ping();
    } finally {
      redis.disconnect();
    }
  });
}

/**
 * A schema of its own for one test run (named after `kind`, behind TEST_SCHEMA_PREFIX when set, so
 * runs sharing a database can be told apart), and the URL whose connections use it; `drop()`
 * cleans up.
 */
export async function postgresSchema(kind = 'forms'): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const schema = `${process.env.TEST_SCHEMA_PREFIX ?? ''}${kind}_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    },
  };
}

/**
 * Installs an extension in the `public` schema when the database has none yet: in a test's own
 * schema it would go when that schema is dropped, under another run that uses it.
 */
export async function postgresExtension(name: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create extension if not exists "${name}" schema public`);
  } catch (error) {
    // Two runs creating it at once: the other one made it.
    if ((error as { code?: string }).code !== '23505') throw error;
  } finally {
    await admin.end();
  }
}

/** A key prefix of its own for one test run. */
export const redisPrefix = (): string => `forms-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
