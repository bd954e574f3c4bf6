/**
 * The submission store's database: one query layer (Kysely) over SQLite by default (a file in
 * `data/`) or PostgreSQL when `DATABASE_URL` says so. Several instances of the site share one
 * PostgreSQL; SQLite serves one machine (the site and the `submissions` command may share it).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, Migrator, SqliteDialect, sql, type Generated, type Migration } from 'kysely';
import { currentSchema, isPostgresUrl, postgresDialect, postgresLabel } from '../postgres';

/** Times are epoch milliseconds in both databases. */
export interface SubmissionTable {
  id: Generated<number>;
  /** The form kind: 'vendor', 'broker-toolkit', 'contact' or 'community'. */
  form: string;
  /** Unique: a retried request finds its first submission instead of making a second. */
  idempotency_key: string;
  /** SHA-256 of `payload`, to tell a retry from a reused key with other details. */
  payload_hash: string;
  /** The validated body as JSON text (text, not jsonb: the body is kept byte for byte). */
  payload: string;
  /** The property mailbox of a contact submission; null for the forms that go to FORMS_NOTIFY_TO. */
  recipient: string | null;
  received_at: number;
  /** 'queued' until a mail server has accepted the notification, then 'delivered'. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: number;
  /** The worker holding the row while it sends, and until when: two workers never send one row. */
  lease_owner: string | null;
  lease_expires_at: number | null;
  last_error: string | null;
  delivered_at: number | null;
  message_id: string | null;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface FormsDatabase {
  form_submissions: SubmissionTable;
  form_settings: SettingTable;
}

export type DatabaseKind = 'sqlite' | 'postgres';

export interface FormsDb {
  readonly db: Kysely<FormsDatabase>;
  readonly kind: DatabaseKind;
  /** Where it is, without credentials, for messages. */
  readonly label: string;
}

/** The SQLite file used when DATABASE_URL is unset: `data/submissions.sqlite` under the working directory. */
export const DEFAULT_SQLITE_PATH = path.join('data', 'submissions.sqlite');

function sqlitePath(url: string): string {
  // `file:relative/path` and `file:///absolute/path` both name a file.
  const parsed = new URL(url);
  const file = parsed.host === '' && !url.startsWith('file://') ? decodeURIComponent(parsed.pathname) : fileURLToPath(parsed);
  return path.resolve(file);
}

async function openSqlite(file: string): Promise<FormsDb> {
  const { default: Database } = await import('better-sqlite3');
  mkdirSync(path.dirname(file), { recursive: true });
  const database = new Database(file);
  // WAL lets the site and the `submissions` command use the file at once; FULL syncs every
  // commit to disk, because a 200 promises the submission survives a crash or a power cut.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely<FormsDatabase>({ dialect: new SqliteDialect({ database }) }), kind: 'sqlite', label: `SQLite ${file}` };
}

async function openPostgres(url: string): Promise<FormsDb> {
  return { db: new Kysely<FormsDatabase>({ dialect: await postgresDialect(url, 'Submission store') }), kind: 'postgres', label: postgresLabel(url) };
}

function migrations(kind: DatabaseKind): Record<string, Migration> {
  return {
    '2024-06-01-submissions': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('form_submissions')
          .addColumn('id', kind === 'postgres' ? 'serial' : 'integer', (column) => (kind === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement()))
          .addColumn('form', 'text', (column) => column.notNull())
          .addColumn('idempotency_key', 'text', (column) => column.notNull().unique())
          .addColumn('payload_hash', 'text', (column) => column.notNull())
          .addColumn('payload', 'text', (column) => column.notNull())
          .addColumn('recipient', 'text')
          .addColumn('received_at', 'bigint', (column) => column.notNull())
          .addColumn('status', 'text', (column) => column.notNull().defaultTo('queued'))
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'bigint', (column) => column.notNull())
          .addColumn('lease_owner', 'text')
          .addColumn('lease_expires_at', 'bigint')
          .addColumn('last_error', 'text')
          .addColumn('delivered_at', 'bigint')
          .addColumn('message_id', 'text')
          .execute();
        await db.schema.createIndex('form_submissions_due').on('form_submissions').columns(['status', 'next_attempt_at']).execute();
        await db.schema
          .createTable('form_settings')
          .addColumn('key', 'text', (column) => column.primaryKey())
          .addColumn('value', 'text', (column) => column.notNull())
          .execute();
      },
    },
  };
}

/** Brings the tables up to date; safe to run from several processes at once (Kysely takes a lock). */
async function migrate(store: FormsDb): Promise<void> {
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => migrations(store.kind) },
    migrationTableName: 'form_migrations',
    migrationLockTableName: 'form_migrations_lock',
    ...(store.kind === 'postgres' ? { migrationTableSchema: await currentSchema(store.db as Kysely<unknown>, store.label) } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
    throw new Error(`${store.label}: ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Opens the submission database named by `url` (a `postgres://` URL or a `file:` path; undefined
 * for the default SQLite file) and brings its tables up to date.
 */
export async function openFormsDb(url: string | undefined): Promise<FormsDb> {
  const store = url === undefined ? await openSqlite(path.resolve(DEFAULT_SQLITE_PATH)) : isPostgresUrl(url) ? await openPostgres(url) : await openSqlite(sqlitePath(url));
  try {
    await migrate(store);
  } catch (error) {
    await store.db.destroy();
    throw error;
  }
  return store;
}

/** True when the database answers a trivial query. */
export async function ping(store: FormsDb): Promise<void> {
  await sql`select 1`.execute(store.db);
}
