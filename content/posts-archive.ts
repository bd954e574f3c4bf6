/**
 * A large archive of posts beside the demo content, for sites and scale runs with thousands of
 * posts: `EMBEDDED_POSTS_FILE` names an NDJSON file, one post a line
 * (`npx tsx scripts/generate-posts.ts --count 100000` writes one). Unset, the demo posts are all
 * there is.
 *
 * Nothing here holds the archive's bodies in memory. The NDJSON file is read once, streaming, into
 * a SQLite file beside it (`<file>.sqlite`, rebuilt when the NDJSON is newer or another size);
 * the embedded CMS then asks it for what each request needs: a count and a page of a filter, a
 * post's listing fields (`ArchiveSummary`) or its whole body (`GeneratedArchive.load`), and
 * holds no list of the posts.
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

/** An archived post's listing fields: what lists, filters and the sitemap read, without the body. */
export interface ArchiveSummary extends Pick<ContentPost, 'databaseId' | 'uri' | 'slug' | 'title' | 'date' | 'modified' | 'categories' | 'tags'> {
  /** Yoast's noindex: left out of the sitemap. */
  readonly noindex: boolean;
}

/** Which archived posts a list holds: every condition given must hold. */
export interface ArchiveFilter {
  /** Any of these category slugs. */
  readonly categories?: readonly string[] | undefined;
  readonly tag?: string | undefined;
  readonly year?: number | undefined;
  /** 1–12. */
  readonly month?: number | undefined;
  /** Only the posts search engines may show (not noindex). */
  readonly indexable?: boolean | undefined;
}

/** The orders a list is sorted by; equal keys keep the file's order. Strings compare by code unit. */
export type ArchiveOrderField = 'date' | 'modified' | 'title' | 'slug';
export interface ArchiveOrder {
  readonly field: ArchiveOrderField;
  readonly descending: boolean;
}

/** The key a post sorts by in an order (the title without regard to ASCII case, as SQLite's `lower`). */
export const orderKey = (field: ArchiveOrderField, post: Pick<ArchiveSummary, ArchiveOrderField>): string =>
  field === 'title' ? post.title.replace(/[A-Z]/g, (letter) => letter.toLowerCase()) : post[field];

/**
 * The archive in its SQLite file: every question is a query, so an instance holds no list of the
 * posts and its work per request does not grow with the archive (an index serves each filter,
 * its count and its page).
 */
export interface GeneratedArchive {
  /** How many posts a filter selects. */
  count(filter: ArchiveFilter): number;
  /** The `limit` posts of a filter from its `offset`-th on, in an order. */
  page(filter: ArchiveFilter, order: ArchiveOrder, offset: number, limit: number): ArchiveSummary[];
  /** How many posts of a filter come strictly before a sort key in an order. */
  countBefore(filter: ArchiveFilter, order: ArchiveOrder, key: string): number;
  /** Every post of a filter in an order, read as the iteration goes. */
  each(filter: ArchiveFilter, order: ArchiveOrder): IterableIterator<ArchiveSummary>;
  /** The listing fields of the post at a uri. */
  atUri(uri: string): ArchiveSummary | undefined;
  /** How many posts each category (or tag) slug has. */
  termCounts(kind: 'category' | 'tag'): Map<string, number>;
  /** The whole post, read from the archive now; undefined for an id it does not hold. */
  load(databaseId: number): ContentPost | undefined;
}

/** The SQLite file built from an NDJSON archive. */
export const archiveDatabasePath = (file: string): string => `${file}.sqlite`;

/** The database's layout: a file built by an earlier layout is rebuilt. */
const LAYOUT = '3';

/** What the database remembers of the NDJSON it was built from, to know when it is stale. */
const sourceStamp = (file: string): string => {
  const stat = statSync(file);
  return `${LAYOUT}:${stat.size}:${Math.floor(stat.mtimeMs)}`;
};

/** Rows inserted per transaction while building. */
const INSERT_BATCH = 1000;

/**
 * Builds the SQLite file of an NDJSON archive, streaming: a post at a time is parsed and inserted.
 * Written to a temporary file and renamed, so an instance never opens a half-built one. A row of
 * listing fields per post (`posts`, small, so that a list reads no body), the whole post apart
 * (`bodies`), a row per post and term (`terms`), and the indexes every list is read through.
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
        date TEXT NOT NULL, modified TEXT NOT NULL, categories TEXT NOT NULL, tags TEXT NOT NULL, noindex INTEGER NOT NULL);
      CREATE TABLE bodies (id INTEGER PRIMARY KEY, body TEXT NOT NULL);
      CREATE TABLE terms (kind TEXT NOT NULL, slug TEXT NOT NULL, id INTEGER NOT NULL, date TEXT NOT NULL, position INTEGER NOT NULL);`);
    const insert = db.prepare('INSERT INTO posts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
    const insertBody = db.prepare('INSERT INTO bodies VALUES (?, ?)');
    const insertTerm = db.prepare('INSERT INTO terms VALUES (?, ?, ?, ?, ?)');
    let batch: ContentPost[] = [];
    const insertBatch = db.transaction((posts: readonly ContentPost[]) => {
      for (const post of posts) {
        insert.run(post.databaseId, count, post.uri, post.slug, post.title, post.date, post.modified, JSON.stringify(post.categories), JSON.stringify(post.tags), post.seo.metaRobotsNoindex === 'noindex' ? 1 : 0);
        insertBody.run(post.databaseId, JSON.stringify(post));
        for (const slug of new Set(post.categories)) insertTerm.run('category', slug, post.databaseId, post.date, count);
        for (const slug of new Set(post.tags)) insertTerm.run('tag', slug.toLowerCase(), post.databaseId, post.date, count);
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
    db.exec(`CREATE INDEX posts_by_date ON posts (date DESC, position);
      CREATE INDEX posts_indexable ON posts (noindex, date DESC, position);
      CREATE INDEX posts_by_uri ON posts (uri);
      CREATE INDEX terms_by_slug ON terms (kind, slug, date DESC, position);
      CREATE INDEX terms_by_post ON terms (id, kind, slug);
      ANALYZE;`);
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

const SUMMARY_COLUMNS = 'p.id, p.uri, p.slug, p.title, p.date, p.modified, p.categories, p.tags, p.noindex';

/**
 * The SQL of a filter: the rows it reads from (the posts of one term through the terms index, in
 * date order, when it names one; else the posts through theirs), its conditions and parameters.
 */
function selectionOf(filter: ArchiveFilter): { from: string; where: string; params: Array<string | number>; date: string; position: string } {
  const termConditions: Array<{ kind: string; slugs: readonly string[] }> = [];
  if (filter.categories !== undefined) termConditions.push({ kind: 'category', slugs: filter.categories });
  if (filter.tag !== undefined) termConditions.push({ kind: 'tag', slugs: [filter.tag.toLowerCase()] });
  const driving = termConditions.find((condition) => condition.slugs.length === 1);
  const conditions: string[] = [];
  const params: Array<string | number> = [];
  let from = 'posts p';
  let date = 'p.date';
  let position = 'p.position';
  if (driving) {
    from = 'terms t JOIN posts p ON p.id = t.id';
    date = 't.date';
    position = 't.position';
    conditions.push('t.kind = ? AND t.slug = ?');
    params.push(driving.kind, driving.slugs[0] ?? '');
  }
  for (const condition of termConditions.filter((item) => item !== driving)) {
    conditions.push(`EXISTS (SELECT 1 FROM terms u WHERE u.id = p.id AND u.kind = ? AND u.slug IN (${condition.slugs.map(() => '?').join(', ') || 'NULL'}))`);
    params.push(condition.kind, ...condition.slugs);
  }
  if (filter.year !== undefined) {
    // Dates are `YYYY-MM-DDTHH:MM:SS`: a year is a range of the date index.
    conditions.push(`${date} >= ? AND ${date} < ?`);
    params.push(String(filter.year).padStart(4, '0'), String(filter.year + 1).padStart(4, '0'));
  }
  if (filter.month !== undefined) {
    conditions.push(`substr(${date}, 6, 2) = ?`);
    params.push(String(filter.month).padStart(2, '0'));
  }
  if (filter.indexable) conditions.push('p.noindex = 0');
  return { from, where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params, date, position };
}

/** The column an order sorts by, read from the rows a selection reads. */
const orderColumn = (field: ArchiveOrderField, selection: { date: string }): string => (field === 'title' ? 'lower(p.title)' : field === 'date' ? selection.date : `p.${field}`);

/** Opens an NDJSON archive (building its database first when it has none or a stale one). Nothing is read until asked. */
export function openArchive(file: string): GeneratedArchive {
  if (!existsSync(file)) throw new Error(`EMBEDDED_POSTS_FILE ${file}: no such file`);
  const database = archiveDatabasePath(file);
  if (!isFresh(file, database)) buildArchiveDatabase(file, database);
  const db = new Database(database, { readonly: true });
  const intern = interner();
  const statements = new Map<string, Database.Statement>();
  const prepared = (text: string): Database.Statement => {
    let statement = statements.get(text);
    if (statement === undefined) statements.set(text, (statement = db.prepare(text)));
    return statement;
  };
  const summary = (row: SummaryRow): ArchiveSummary => ({
    databaseId: row.id,
    uri: row.uri,
    slug: row.slug,
    title: row.title,
    date: row.date,
    modified: row.modified,
    categories: intern(row.categories),
    tags: intern(row.tags),
    noindex: row.noindex === 1,
  });
  const ordered = (filter: ArchiveFilter, order: ArchiveOrder) => {
    const selection = selectionOf(filter);
    const direction = order.descending ? 'DESC' : 'ASC';
    return { sql: `SELECT ${SUMMARY_COLUMNS} FROM ${selection.from} ${selection.where} ORDER BY ${orderColumn(order.field, selection)} ${direction}, ${selection.position}`, params: selection.params };
  };
  const body = db.prepare('SELECT body FROM bodies WHERE id = ?').pluck();
  return {
    count: (filter) => {
      const selection = selectionOf(filter);
      return prepared(`SELECT count(*) FROM ${selection.from} ${selection.where}`).pluck().get(...selection.params) as number;
    },
    page: (filter, order, offset, limit) => {
      const query = ordered(filter, order);
      return (prepared(`${query.sql} LIMIT ? OFFSET ?`).all(...query.params, limit, offset) as SummaryRow[]).map(summary);
    },
    countBefore: (filter, order, key) => {
      const selection = selectionOf(filter);
      const condition = `${orderColumn(order.field, selection)} ${order.descending ? '>' : '<'} ?`;
      const text = `SELECT count(*) FROM ${selection.from} ${selection.where ? `${selection.where} AND` : 'WHERE'} ${condition}`;
      return prepared(text).pluck().get(...selection.params, key) as number;
    },
    *each(filter, order) {
      const query = ordered(filter, order);
      for (const row of db.prepare(query.sql).iterate(...query.params) as IterableIterator<SummaryRow>) yield summary(row);
    },
    atUri: (uri) => {
      const row = prepared(`SELECT ${SUMMARY_COLUMNS} FROM posts p WHERE p.uri = ? ORDER BY p.position LIMIT 1`).get(uri) as SummaryRow | undefined;
      return row === undefined ? undefined : summary(row);
    },
    termCounts: (kind) => {
      const rows = prepared('SELECT slug, count(*) AS count FROM terms WHERE kind = ? GROUP BY slug').all(kind) as Array<{ slug: string; count: number }>;
      return new Map(rows.map((row) => [row.slug, row.count]));
    },
    load: (databaseId) => {
      const json = body.get(databaseId) as string | undefined;
      return json === undefined ? undefined : (JSON.parse(json) as ContentPost);
    },
  };
}

const EMPTY: GeneratedArchive = {
  count: () => 0,
  page: () => [],
  countBefore: () => 0,
  each: () => [][Symbol.iterator](),
  atUri: () => undefined,
  termCounts: () => new Map(),
  load: () => undefined,
};

/** The archive `EMBEDDED_POSTS_FILE` names, or an empty one when it is unset. */
export function generatedArchive(file = process.env.EMBEDDED_POSTS_FILE): GeneratedArchive {
  return file ? openArchive(file) : EMPTY;
}
