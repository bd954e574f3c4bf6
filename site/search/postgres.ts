/**
 * The site search in PostgreSQL, for a site that runs on several instances: one table of
 * documents that every instance queries, kept up to date by the revalidation webhook and filled
 * by `npm run search:index`; no instance builds anything at start or on a query.
 *
 * Each document's words are read as the in-process index reads them (`processTerm`: case,
 * accents and plurals folded, stop words dropped) and stored as a weighted `tsvector` (title A,
 * excerpt and categories B, body C) with a GIN index; every word the index has seen goes to a
 * vocabulary table with a `pg_trgm` index, where a mistyped word finds its neighbours. The
 * matching rules are the in-process index's (site/search/index.ts): every word required, the last
 * one from 3 letters also as a prefix, and, when nothing matches as typed, one typo forgiven in a
 * word of 5 letters or more that no document holds.
 */
import { Kysely, Migrator, sql, type Generated, type Migration } from 'kysely';
import SearchableMap from 'minisearch/SearchableMap';
import { PREFIX_MIN_CHARS, processTerm, TOKEN_SEPARATOR } from '../../renderers/ui/search/terms';
import type { SearchDocument } from '../cms/search-documents';
import { currentSchema, postgresDialect, postgresLabel } from '../postgres';
import { MAX_RESULTS, type SearchAnswer, type SearchBackend } from './index';

export interface SearchDocumentTable {
  /** The CMS's database id (posts and pages share one sequence). */
  id: number;
  uri: string;
  title: string;
  excerpt: string;
  categories: string[];
  /** Unix seconds. */
  date: number;
  vector: string;
  /** The vector's title, excerpt and category words (weights A and B), which a query's candidates are found by first. */
  head: Generated<string>;
  /** Epoch milliseconds of the last write: a full reindex removes what it did not write. */
  indexed_at: number;
}

export interface SearchDatabase {
  search_documents: SearchDocumentTable;
  search_terms: { term: string };
}

/**
 * The weight of a match by where it is, as `ts_rank` takes them ({D, C, B, A}): a title counts four
 * times, the excerpt and categories twice, the body once, as the in-process index's field boosts.
 */
const RANK_WEIGHTS = '{0, 0.25, 0.5, 1}';
/** Only the first 256 occurrences of a word in a document count (PostgreSQL's limit). */
const MAX_POSITIONS_PER_WORD = 256;
/** PostgreSQL's highest word position; later words share it. */
const MAX_POSITION = 16_383;
/** PostgreSQL refuses longer lexemes (2 KB); such a "word" is no word anyway. */
const MAX_TERM_BYTES = 2_000;
/**
 * The trigram similarity from which a vocabulary word is a typo candidate: one edit in a word of
 * 5 letters or more keeps it above 0.3, so nothing within one edit is missed; MiniSearch's
 * edit distance then decides.
 */
const TYPO_SIMILARITY = '0.25';
/**
 * How many documents of each kind a query ranks at most (or as many as its page reaches): those
 * that hold its words in the title, excerpt or categories, and the newest that hold them anywhere.
 * A query that matches fewer is ranked whole; one that matches more reads no more vectors.
 */
export const RANKED_CANDIDATES = 500;
/** How many matches (in the table's order) the newest candidates are picked from, per candidate. */
const SCAN_FACTOR = 4;
/** The newest documents whose matches are always candidates. */
const NEWEST_WINDOW = 2_000;
/**
 * Matches are counted up to this many, or one past the page asked for when it lies further: a
 * query that matches more answers that count, an "at least" that keeps the next page reachable.
 * Counting every match of a word in most of 100,000 posts reads that many rows.
 */
export const COUNT_LIMIT = 1_000;

const terms = (text: string): string[] => text.split(TOKEN_SEPARATOR).flatMap((token) => processTerm(token) ?? []);

const quote = (term: string): string => `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

const fits = (term: string): boolean => Buffer.byteLength(term) <= MAX_TERM_BYTES;

/** The excerpt's words: its HTML tags and entities are no words. */
const excerptText = (html: string): string => html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');

/** A document's words by weight: title A, excerpt and categories B, body C. */
function weightedTerms(document: SearchDocument): Array<readonly [weight: string, terms: string[]]> {
  return [
    ['A', terms(document.title)],
    ['B', terms(`${excerptText(document.excerpt)} ${document.categories.join(' ')}`)],
    ['C', terms(document.body)],
  ];
}

/** A document's `tsvector`, as PostgreSQL reads its text form (`'word':1A,4A 'other':2B`). */
export function documentVector(document: SearchDocument): string {
  const positions = new Map<string, string[]>();
  let position = 0;
  for (const [weight, words] of weightedTerms(document)) {
    for (const word of words) {
      position = Math.min(position + 1, MAX_POSITION);
      if (!fits(word)) continue;
      let list = positions.get(word);
      if (list === undefined) positions.set(word, (list = []));
      if (list.length < MAX_POSITIONS_PER_WORD) list.push(`${position}${weight}`);
    }
  }
  return [...positions].map(([word, list]) => `${quote(word)}:${list.join(',')}`).join(' ');
}

/** One query word as PostgreSQL matches it: itself, the words it begins, its typo neighbours. */
interface QueryWord {
  readonly term: string;
  readonly prefix: boolean;
  readonly typos: readonly string[];
}

const alternatives = ({ term, prefix, typos }: QueryWord): string[] => [`${quote(term)}${prefix ? ':*' : ''}`, ...typos.map(quote)];

/** A query as a `tsquery`: every word required, each standing for its alternatives. */
function tsquery(words: readonly QueryWord[]): string {
  return words
    .map((word) => {
      const list = alternatives(word);
      return list.length === 1 ? list[0] : `(${list.join(' | ')})`;
    })
    .join(' & ');
}

/**
 * The `tsquery` a document is ranked by: any of the words. `ts_rank` scores it as the mean of its
 * words' scores (each word's occurrences by weight, each further one counting less), so words are
 * weighed alone and not by how near they stand, as they would be for `&`; one call reads each
 * document's vector once.
 */
const rankQuery = (words: readonly QueryWord[]): string => words.flatMap(alternatives).join(' | ');

/** PostgreSQL's error code, when it has one. */
const errorCode = (error: unknown): string | undefined => (typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined);

/** Makes sure pg_trgm is installed, and says where: its operator class is named with that schema. */
async function trigramSchema(db: Kysely<unknown>, label: string): Promise<string> {
  const installed = async () => (await sql<{ schema: string }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)).rows[0]?.schema;
  const found = await installed();
  if (found !== undefined) return found;
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
  } catch (error) {
    // Two instances starting at once may both create it: the second finds it made.
    if (errorCode(error) !== '23505') {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `${label}: the search index needs the pg_trgm extension (typo tolerance), and this role may not create it (${reason}). ` +
          'Ask the database owner to run `create extension pg_trgm;` in this database once, then start again.',
        { cause: error },
      );
    }
  }
  const schema = await installed();
  if (schema === undefined) throw new Error(`${label}: pg_trgm was created but is not listed in pg_extension`);
  return schema;
}

const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

function migrations(trigram: string): Record<string, Migration> {
  return {
    '2026-11-26-search-documents': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('search_documents')
          .addColumn('id', 'bigint', (column) => column.primaryKey())
          .addColumn('uri', 'text', (column) => column.notNull())
          .addColumn('title', 'text', (column) => column.notNull())
          .addColumn('excerpt', 'text', (column) => column.notNull())
          .addColumn('categories', sql`text[]`, (column) => column.notNull())
          .addColumn('date', 'bigint', (column) => column.notNull())
          .addColumn('vector', sql`tsvector`, (column) => column.notNull())
          .addColumn('indexed_at', 'bigint', (column) => column.notNull())
          .execute();
        await db.schema.createIndex('search_documents_uri').on('search_documents').column('uri').execute();
        await sql`create index search_documents_vector on search_documents using gin (vector)`.execute(db);
        await db.schema
          .createTable('search_terms')
          .addColumn('term', 'text', (column) => column.primaryKey())
          .execute();
        await sql`create index search_terms_trigram on search_terms using gin (term ${sql.raw(`${identifier(trigram)}.gin_trgm_ops`)})`.execute(db);
      },
    },
    '2026-11-27-search-documents-head': {
      async up(db: Kysely<unknown>) {
        await sql`alter table search_documents add column head tsvector generated always as (ts_filter(vector, '{a,b}')) stored`.execute(db);
        await sql`create index search_documents_head on search_documents using gin (head)`.execute(db);
        // The newest first: a query's candidates are read in this order until there are enough.
        await sql`create index search_documents_newest on search_documents (date desc, id)`.execute(db);
      },
    },
  };
}

/** The search index in PostgreSQL: queries, and the writes of the indexer and the webhook. */
export class PostgresSearchIndex implements SearchBackend {
  /** Whether an empty index was looked for (once: a newcomer who forgot to fill it is told so). */
  private emptyChecked = false;

  private constructor(
    readonly db: Kysely<SearchDatabase>,
    readonly label: string,
    private readonly trigram: string,
    private readonly candidates: number,
    private readonly newestWindow: number,
  ) {}

  /**
   * Connects to the database at `url` and brings the index's tables up to date (several instances
   * may do so at once). `candidates`: how many documents of each kind a query ranks at most
   * (RANKED_CANDIDATES); `newestWindow`: the newest documents whose matches are always candidates
   * (NEWEST_WINDOW).
   */
  static async open(url: string, { candidates = RANKED_CANDIDATES, newestWindow = NEWEST_WINDOW }: { candidates?: number; newestWindow?: number } = {}): Promise<PostgresSearchIndex> {
    const label = postgresLabel(url);
    const db = new Kysely<SearchDatabase>({ dialect: await postgresDialect(url, 'Search index') });
    try {
      const plain = db as unknown as Kysely<unknown>;
      const trigram = await trigramSchema(plain, label);
      const migrator = new Migrator({
        db: plain,
        provider: { getMigrations: async () => migrations(trigram) },
        migrationTableName: 'search_migrations',
        migrationLockTableName: 'search_migrations_lock',
        migrationTableSchema: await currentSchema(plain, label),
      });
      const { error, results } = await migrator.migrateToLatest();
      if (error) {
        const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'a migration';
        throw new Error(`${label}: search index ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      return new PostgresSearchIndex(db, label, trigram, candidates, newestWindow);
    } catch (error) {
      await db.destroy();
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.db.destroy();
  }

  /** How many documents the index holds. */
  async size(): Promise<number> {
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from search_documents`.execute(this.db);
    return rows[0]?.count ?? 0;
  }

  /** Adds or replaces documents (by id), and learns their words; `indexedAt` marks the write. */
  async upsert(documents: readonly SearchDocument[], indexedAt = Date.now()): Promise<void> {
    const unique = [...new Map(documents.map((document) => [document.id, document])).values()];
    if (unique.length === 0) return;
    const words = new Set<string>();
    for (const document of unique) for (const [, list] of weightedTerms(document)) for (const word of list) if (fits(word)) words.add(word);
    await this.db.transaction().execute(async (trx) => {
      // Another document that was at one of these uris is gone from there.
      await trx
        .deleteFrom('search_documents')
        .where('uri', 'in', unique.map((document) => document.uri))
        .where('id', 'not in', unique.map((document) => document.id))
        .execute();
      await trx
        .insertInto('search_documents')
        .values(
          unique.map((document) => ({
            id: document.id,
            uri: document.uri,
            title: document.title,
            excerpt: document.excerpt,
            categories: [...document.categories],
            date: document.date,
            vector: sql<string>`${documentVector(document)}::tsvector`,
            indexed_at: indexedAt,
          })),
        )
        .onConflict((conflict) =>
          conflict.column('id').doUpdateSet((row) => ({
            uri: row.ref('excluded.uri'),
            title: row.ref('excluded.title'),
            excerpt: row.ref('excluded.excerpt'),
            categories: row.ref('excluded.categories'),
            date: row.ref('excluded.date'),
            vector: row.ref('excluded.vector'),
            indexed_at: row.ref('excluded.indexed_at'),
          })),
        )
        .execute();
      // Sorted, so two writers take the vocabulary's row locks in one order.
      await sql`insert into search_terms (term) select unnest(${[...words].sort()}::text[]) on conflict do nothing`.execute(trx);
    });
  }

  /** Removes the documents at these uris. */
  async remove(uris: readonly string[]): Promise<number> {
    if (uris.length === 0) return 0;
    const result = await this.db.deleteFrom('search_documents').where('uri', 'in', [...uris]).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Removes every document last written before `indexedAt` (a full reindex: what the CMS no longer lists). */
  async removeOlderThan(indexedAt: number): Promise<number> {
    const result = await this.db.deleteFrom('search_documents').where('indexed_at', '<', indexedAt).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Writes every document of `pages` (a page of the CMS at a time), then removes what they did not
   * list: the index is the CMS's archive, while searches go on against it. `progress` hears the
   * running count after each page.
   */
  async reindex(pages: AsyncIterable<readonly SearchDocument[]> | Iterable<readonly SearchDocument[]>, progress: (indexed: number) => void = () => undefined): Promise<{ indexed: number; removed: number }> {
    const started = Date.now();
    let indexed = 0;
    for await (const page of pages) {
      await this.upsert(page, started);
      indexed += page.length;
      progress(indexed);
    }
    return { indexed, removed: await this.removeOlderThan(started) };
  }

  /** True when some document holds this (processed) word. */
  private async holds(term: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      // Through the GIN index: a sequential scan for a word no document holds reads every vector.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ found: boolean }>`select exists (select 1 from search_documents where vector @@ ${quote(term)}::tsquery) as found`.execute(trx);
      return rows[0]?.found === true;
    });
  }

  /** The vocabulary's words one edit away from `term` (MiniSearch's edit distance). */
  private async neighbours(term: string): Promise<string[]> {
    const candidates = await this.db.transaction().execute(async (trx) => {
      await sql`select set_config('pg_trgm.similarity_threshold', ${TYPO_SIMILARITY}, true)`.execute(trx);
      const { rows } = await sql<{ term: string }>`select term from search_terms where term ${sql.raw(`operator(${identifier(this.trigram)}.%)`)} ${term}`.execute(trx);
      return rows;
    });
    const map = new SearchableMap<true>();
    for (const candidate of candidates) map.set(candidate.term, true);
    return [...map.fuzzyGet(term, 1)].flatMap(([word, [, distance]]) => (distance > 0 ? [word] : []));
  }

  /**
   * The matches of a normalised query from the `offset`-th best on, at most `limit`, and how many
   * match in all: as typed, or, when nothing matches, allowing one typo in a word no document holds.
   */
  async find(query: string, limit = MAX_RESULTS, offset = 0): Promise<SearchAnswer> {
    const list = terms(query);
    if (list.length === 0) return { results: [], total: 0 };
    const words: QueryWord[] = list.map((term, index) => ({ term, prefix: index === list.length - 1 && term.length >= PREFIX_MIN_CHARS, typos: [] }));
    const found = await this.run(words, limit, offset);
    if (found.total > 0) return found;
    const withTypos = await Promise.all(words.map(async (word) => (word.term.length >= 5 && !(await this.holds(word.term)) ? { ...word, typos: await this.neighbours(word.term) } : word)));
    if (withTypos.every((word) => word.typos.length === 0)) return found;
    return this.run(withTypos, limit, offset);
  }

  private async run(words: readonly QueryWord[], limit: number, offset: number): Promise<SearchAnswer> {
    const query = tsquery(words);
    // Two stages, so that a query's work does not grow with its matches. Candidates, at most
    // `take` of each kind, each read from a bounded number of rows: the newest of those that hold
    // the words in the title, excerpt or categories (`head`) among the newest `newestWindow`
    // documents and, when those are fewer than `take`, the first `take` × SCAN_FACTOR (in the
    // table's order, through a GIN index); and the newest of those that hold them
    // anywhere among the newest `newestWindow` documents (those dated from the window's oldest on:
    // PostgreSQL reads a rare word's few matches through the GIN index and a common word's window
    // through the date index, instead of every vector of the window) and the first
    // `take` × SCAN_FACTOR (through the GIN index). Then only the candidates are ranked (`ts_rank`
    // reads their vectors), and the page's rows read in full. Matches are counted up to `countUpTo`
    // from the same first matches (`matches`): the GIN index's bitmap of every match, which a common
    // word makes the costliest step, is built once for both, and only when the window's matches
    // (`recent`) are too few. When the window holds `take` matches, the newest `take` of both ways
    // are the window's (every other match is older than all of them); when it holds `countUpTo`,
    // that is the count. Then `matches` is never read (a one-time filter in the plan), and the
    // same holds for `head` and its GIN index.
    const take = Math.max(this.candidates, offset + limit);
    const scan = take * SCAN_FACTOR;
    const countUpTo = Math.max(COUNT_LIMIT, offset + limit + 1);
    const counting = sql`(select count(*) from (select 1 from search_documents where vector @@ ${query}::tsquery limit ${countUpTo}) counted)::int`;
    return this.db.transaction().execute(async (trx) => {
      // A sequential scan reads every vector until it has found enough: for a rare word, all of them.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ uri: string; title: string; excerpt: string; categories: string[]; date: number; total: number }>`
        with recent as materialized (
          select id, date, head @@ ${query}::tsquery as in_head from search_documents
          where vector @@ ${query}::tsquery and date >= (select date from search_documents order by date desc, id offset ${this.newestWindow - 1} limit 1)
        ), recent_count as materialized (
          select count(*)::int as n, (count(*) filter (where in_head))::int as heads from recent
        ), matches as materialized (
          select id, date from search_documents where vector @@ ${query}::tsquery limit ${Math.max(scan, countUpTo)}
        ), head as (
          select id from (
            select id, date from recent where in_head
            union
            select id, date from (select id, date from search_documents where head @@ ${query}::tsquery and (select heads from recent_count) < ${take} limit ${scan}) found
          ) both_ways
          order by date desc, id limit ${take}
        ), newest as (
          select id from (
            select id, date from recent
            union
            select id, date from (select id, date from matches where (select n from recent_count) < ${take} limit ${scan}) found
          ) both_ways
          order by date desc, id limit ${take}
        ), ranked as materialized (
          select d.id, d.date, ts_rank(${RANK_WEIGHTS}::float4[], d.vector, ${rankQuery(words)}::tsquery) as rank
          from search_documents d
          where d.id in (select id from head union select id from newest)
        ), page as (
          select id, rank, date from ranked
          order by rank desc, date desc, id
          limit ${limit} offset ${offset}
        )
        select d.uri, d.title, d.excerpt, d.categories, d.date,
          (case when (select n from recent_count) >= ${countUpTo} then ${countUpTo} else (select count(*) from (select 1 from matches limit ${countUpTo}) counted) end)::int as total
        from page join search_documents d using (id)
        order by page.rank desc, page.date desc, page.id`.execute(trx);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && offset > 0) total = (await sql<{ total: number }>`select ${counting} as total`.execute(trx)).rows[0]?.total ?? 0;
      return { rows, total };
    }).then(async ({ rows, total }) => {
    if (total === 0 && !this.emptyChecked) {
      this.emptyChecked = true;
      if ((await this.size()) === 0) console.warn(`${this.label}: the search index is empty; fill it with \`npm run search:index\``);
    }
    return { results: rows.map(({ uri, title, excerpt, categories, date }) => ({ uri, title, excerpt, categories, date })), total };
    });
  }
}
