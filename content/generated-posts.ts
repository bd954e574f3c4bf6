/**
 * A large archive of posts beside the demo content, for sites and scale runs with thousands of
 * posts: `EMBEDDED_POSTS_FILE` names an NDJSON file, one post a line
 * (`npx tsx scripts/generate-posts.ts --count 100000` writes one). Unset, the demo posts are all
 * there is.
 *
 * Nothing here holds the archive's bodies in memory. The NDJSON file is read once, streaming, into
 * a SQLite file beside it (`<file>.sqlite`, rebuilt when the NDJSON is newer or another size);
 * the embedded CMS then keeps only each post's listing fields in memory (`ArchiveSummary`) and
 * reads a post's whole body from SQLite when a request needs it (`GeneratedArchive.load`).
 */
import { closeSync, existsSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { ContentPost } from './index';

const REQUIRED_KEYS = ['databaseId', 'uri', 'slug', 'title', 'date', 'categories', 'tags', 'blocks', 'seo'] as const;

function isPost(value: unknown): value is ContentPost {
  return typeof value === 'object' && value !== null && REQUIRED_KEYS.every((key) => key in value);
}

/** Bytes read (and written) at a time: the file is never held whole. */
const CHUNK_BYTES = 1 << 20;

/** Writes posts as NDJSON, one post a line, as they come: any number of posts in bounded memory. */
export function writePostsFile(file: string, posts: Iterable<ContentPost>): number {
  const fd = openSync(file, 'w');
  let count = 0;
  let pending: string[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (pending.length > 0) writeSync(fd, pending.join(''));
    pending = [];
    pendingBytes = 0;
  };
  try {
    for (const post of posts) {
      const line = `${JSON.stringify(post)}\n`;
      pending.push(line);
      pendingBytes += line.length;
      count += 1;
      if (pendingBytes >= CHUNK_BYTES) flush();
    }
    flush();
  } finally {
    closeSync(fd);
  }
  return count;
}

/** Calls `onLine` with each non-empty line of a UTF-8 file, in order, reading a chunk at a time. */
export function forEachLine(file: string, onLine: (line: string, index: number) => void): void {
  const fd = openSync(file, 'r');
  const chunk = Buffer.alloc(CHUNK_BYTES);
  let carry: Buffer = Buffer.alloc(0);
  let index = 0;
  const emit = (bytes: Buffer) => {
    const line = bytes.toString('utf8').trim();
    if (line !== '') onLine(line, index++);
  };
  try {
    for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) {
      let data = Buffer.concat([carry, chunk.subarray(0, read)]);
      for (let newline = data.indexOf(10); newline >= 0; newline = data.indexOf(10)) {
        emit(data.subarray(0, newline));
        data = data.subarray(newline + 1);
      }
      carry = Buffer.from(data);
    }
    emit(carry);
  } finally {
    closeSync(fd);
  }
}

/** Every post of an NDJSON file, parsed and checked line by line. A bad line fails loudly. */
export function readPostsFile(file: string, onPost: (post: ContentPost, index: number) => void): void {
  forEachLine(file, (line, index) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      throw new Error(`EMBEDDED_POSTS_FILE ${file}: line ${index + 1} is not JSON (the file holds one post a line; regenerate it with scripts/generate-posts.ts)`);
    }
    if (!isPost(parsed)) throw new Error(`EMBEDDED_POSTS_FILE ${file}: line ${index + 1} is not a post (needs ${REQUIRED_KEYS.join(', ')})`);
    onPost(parsed, index);
  });
}

/** What the embedded CMS keeps in memory of an archived post: what lists, filters and the sitemap read. */
export interface ArchiveSummary extends Pick<ContentPost, 'databaseId' | 'uri' | 'slug' | 'title' | 'date' | 'modified' | 'categories' | 'tags'> {
  /** Yoast's noindex: left out of the sitemap. */
  readonly noindex: boolean;
}

export interface GeneratedArchive {
  /** Every archived post's listing fields, in the file's order. */
  readonly summaries: readonly ArchiveSummary[];
  /** The whole post, read from the archive now; undefined for an id it does not hold. */
  load(databaseId: number): ContentPost | undefined;
}

/** The SQLite file built from an NDJSON archive. */
export const archiveDatabasePath = (file: string): string => `${file}.sqlite`;

/** What the database remembers of the NDJSON it was built from, to know when it is stale. */
const sourceStamp = (file: string): string => {
  const stat = statSync(file);
  return `${stat.size}:${Math.floor(stat.mtimeMs)}`;
};

/** Rows inserted per transaction while building. */
const INSERT_BATCH = 1000;

/**
 * Builds the SQLite file of an NDJSON archive, streaming: a post at a time is parsed and inserted.
 * Written to a temporary file and renamed, so an instance never opens a half-built one.
 */
export function buildArchiveDatabase(file: string, database = archiveDatabasePath(file)): number {
  const partial = `${database}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  const db = new Database(partial);
  let count = 0;
  try {
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE posts (id INTEGER PRIMARY KEY, position INTEGER NOT NULL, uri TEXT NOT NULL, slug TEXT NOT NULL, title TEXT NOT NULL,
        date TEXT NOT NULL, modified TEXT NOT NULL, categories TEXT NOT NULL, tags TEXT NOT NULL, noindex INTEGER NOT NULL, body TEXT NOT NULL);`);
    const insert = db.prepare('INSERT INTO posts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    let batch: ContentPost[] = [];
    const insertBatch = db.transaction((posts: readonly ContentPost[]) => {
      for (const post of posts) {
        insert.run(post.databaseId, count, post.uri, post.slug, post.title, post.date, post.modified, JSON.stringify(post.categories), JSON.stringify(post.tags), post.seo.metaRobotsNoindex === 'noindex' ? 1 : 0, JSON.stringify(post));
        count += 1;
      }
    });
    readPostsFile(file, (post) => {
      batch.push(post);
      if (batch.length >= INSERT_BATCH) {
        insertBatch(batch);
        batch = [];
      }
    });
    insertBatch(batch);
    db.prepare('INSERT INTO meta VALUES (?, ?)').run('source', sourceStamp(file));
    db.close();
  } catch (error) {
    db.close();
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, database);
  return count;
}

/** Whether the archive's database exists and was built from the NDJSON as it is now. */
function isFresh(file: string, database: string): boolean {
  if (!existsSync(database)) return false;
  const db = new Database(database, { readonly: true });
  try {
    const row = db.prepare('SELECT value FROM meta WHERE key = ?').get('source') as { value: string } | undefined;
    return row?.value === sourceStamp(file);
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/** Category and tag lists repeat: each distinct list is held once. */
function interner() {
  const lists = new Map<string, readonly string[]>();
  return (json: string): readonly string[] => {
    let list = lists.get(json);
    if (list === undefined) {
      list = Object.freeze(JSON.parse(json) as string[]);
      lists.set(json, list);
    }
    return list;
  };
}

interface SummaryRow {
  id: number;
  uri: string;
  slug: string;
  title: string;
  date: string;
  modified: string;
  categories: string;
  tags: string;
  noindex: number;
}

/** Opens an NDJSON archive (building its database first when it has none or a stale one). */
export function openArchive(file: string): GeneratedArchive {
  if (!existsSync(file)) throw new Error(`EMBEDDED_POSTS_FILE ${file}: no such file`);
  const database = archiveDatabasePath(file);
  if (!isFresh(file, database)) buildArchiveDatabase(file, database);
  const db = new Database(database, { readonly: true });
  const intern = interner();
  const rows = db.prepare('SELECT id, uri, slug, title, date, modified, categories, tags, noindex FROM posts ORDER BY position').iterate() as IterableIterator<SummaryRow>;
  const summaries: ArchiveSummary[] = [];
  for (const row of rows) {
    summaries.push({ databaseId: row.id, uri: row.uri, slug: row.slug, title: row.title, date: row.date, modified: row.modified, categories: intern(row.categories), tags: intern(row.tags), noindex: row.noindex === 1 });
  }
  const body = db.prepare('SELECT body FROM posts WHERE id = ?').pluck();
  return {
    summaries,
    load: (databaseId) => {
      const json = body.get(databaseId) as string | undefined;
      return json === undefined ? undefined : (JSON.parse(json) as ContentPost);
    },
  };
}

const EMPTY: GeneratedArchive = { summaries: [], load: () => undefined };

/** The archive `EMBEDDED_POSTS_FILE` names, or an empty one when it is unset. */
export function generatedArchive(file = process.env.EMBEDDED_POSTS_FILE): GeneratedArchive {
  return file ? openArchive(file) : EMPTY;
}
