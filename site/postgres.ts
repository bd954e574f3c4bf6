/**
 * PostgreSQL for the site's stores (the form submissions, the search index): the pooled Kysely
 * dialect, how a URL is named in messages, and the schema a connection's tables go to.
 */
import { PostgresDialect, sql, type Kysely } from 'kysely';

/**
 * A pooled PostgreSQL dialect for Kysely (the submission store's and the search index's): bigint
 * columns read as numbers, and an idle connection that fails is reported under `what`.
 */
export async function postgresDialect(url: string, what: string): Promise<PostgresDialect> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    connectionTimeoutMillis: 5000,
    // Epoch milliseconds are bigint (int8); they fit a double exactly, so read them as numbers.
    types: { getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === 20 ? Number : pg.types.getTypeParser(oid, format))) as typeof pg.types.getTypeParser },
  });
  pool.on('error', (error) => console.error(`${what}: idle PostgreSQL connection failed: ${error.message}`));
  return new PostgresDialect({ pool });
}

/** Where a PostgreSQL URL points, without credentials, for messages. */
export const postgresLabel = (url: string): string => {
  const target = new URL(url);
  return `PostgreSQL ${target.host}${target.pathname}`;
};

/** True when `url` names a PostgreSQL database. */
export const isPostgresUrl = (url: string | undefined): url is string => url !== undefined && /^postgres(ql)?:/i.test(url);

/**
 * The PostgreSQL schema the connection's tables go to (the first of its `search_path` that exists).
 * The migrator is told it by name: left to itself, it takes a `form_migrations_lock` table in any
 * other schema of the same database (another site, or another instance's test run) for its own.
 */
export async function currentSchema(db: Kysely<unknown>, label: string): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error(`${label}: no schema of the connection's search_path exists; create it, or name one that does`);
  return schema;
}
