/**
 * The search index: its terms, built straight from the documents, and their scores, computed once
 * per index instead of once per query.
 *
 * The ranking is MiniSearch's: BM25+ per field, weighted by field boost, summed over the words a
 * query word stands for (itself, the words it begins when typed as a prefix, its one-letter typos),
 * every query word required. Asked as is, MiniSearch scores every document that holds any query
 * word, at every query: 'tenant' is in 9 of 10 posts, so most of a query's time went to scoring
 * thousands of posts again. A term's score in a document does not depend on the query, so here it
 * is computed when the index is built, once per term and document, and a query only adds up the
 * scores of its words' postings:
 *
 * - the rarest query word is read first; a later, common word is looked up in its postings (binary
 *   search) for the few documents still in the running, instead of being read whole;
 * - the best results are picked with a bounded heap, not by sorting every match.
 *
 * Nor does MiniSearch build the index (`RankedTermsBuilder`): its nested maps per term and field,
 * its serialized copy and every document's text all lived at once while it was built, several
 * times the size of the result, and a server process keeps its memory's high-water mark. The
 * builder reads the documents as MiniSearch does with the same options (tokens, terms, field
 * lengths and their averages), a page at a time, keeps of each only what a result shows and three
 * numbers per term and field, and scores every term at the end with MiniSearch's formula, in its
 * order of addition, so the scores are MiniSearch's to the last bit
 * (tests/property/search-ranking.test.ts holds the two to the same results).
 */
import MiniSearch, { type Options } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

/** MiniSearch's defaults: BM25+ parameters and the weights of prefix and typo matches. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** One query word as the index reads it. */
export interface WordSpec {
  readonly term: string;
  /** Also match the words it begins. */
  readonly prefix: boolean;
  /** Also match the words this many edits away (0: none). */
  readonly maxTypos: number;
}

/** A term's documents (ascending short ids) and its score in each (field boosts applied). */
export interface Postings {
  readonly documents: Int32Array;
  readonly scores: Float64Array;
}

/** A term a query word stands for, with the weight of that kind of match. */
interface Derived {
  readonly postings: Postings;
  readonly weight: number;
}

/** MiniSearch's BM25+ of one term in one field of one document. */
function bm25(termFrequency: number, documentsWithTerm: number, documentCount: number, fieldLength: number, averageFieldLength: number): number {
  const inverseDocumentFrequency = Math.log(1 + (documentCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5));
  return inverseDocumentFrequency * (BM25.d + (termFrequency * (BM25.k + 1)) / (termFrequency + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / averageFieldLength)));
}

/** The position of `document` in ascending `documents`, or -1. */
function indexOf(documents: Int32Array, document: number): number {
  let low = 0;
  let high = documents.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = documents[middle] as number;
    if (value === document) return middle;
    if (value < document) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The `count` best of `candidates` by score (ties: the earlier document first), best first. */
function best(candidates: Int32Array, length: number, scores: Float64Array, count: number): number[] {
  // A min-heap of the best so far: its root is the weakest of them.
  const heap: number[] = [];
  const weaker = (a: number, b: number) => (scores[a] as number) < (scores[b] as number) || (scores[a] === scores[b] && a > b);
  const siftDown = (at: number) => {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let weakest = at;
      if (left < heap.length && weaker(heap[left] as number, heap[weakest] as number)) weakest = left;
      if (right < heap.length && weaker(heap[right] as number, heap[weakest] as number)) weakest = right;
      if (weakest === at) return;
      [heap[at], heap[weakest]] = [heap[weakest] as number, heap[at] as number];
      at = weakest;
    }
  };
  for (let i = 0; i < length; i += 1) {
    const document = candidates[i] as number;
    if (heap.length < count) {
      heap.push(document);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >>> 1;
        if (!weaker(heap[at] as number, heap[parent] as number)) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
    } else if (count > 0 && weaker(heap[0] as number, document)) {
      heap[0] = document;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (weaker(a, b) ? 1 : weaker(b, a) ? -1 : 0));
}

/** Every term's postings and scores, and the dictionary that expands prefixes and typos. */
export class RankedTerms {
  /** Per-query scratch, one slot per document: the score so far, and how many query words matched (valid when `stamp` is the query's). */
  private readonly score: Float64Array;
  private readonly matched: Int32Array;
  private readonly stamp: Int32Array;
  private readonly candidates: Int32Array;
  private query = 0;

  /** Every term's postings by the id the dictionary gives it; short ids run from 0 to `documentCount` - 1. */
  constructor(
    readonly documentCount: number,
    private readonly postings: readonly Postings[],
    private readonly dictionary: SearchableMap<number>,
  ) {
    this.score = new Float64Array(documentCount);
    this.matched = new Int32Array(documentCount);
    this.stamp = new Int32Array(documentCount);
    this.candidates = new Int32Array(documentCount);
  }

  /** True when the index holds this (processed) term. */
  has(term: string): boolean {
    return this.dictionary.has(term);
  }

  /** The terms a query word stands for, with their weights (MiniSearch's: a prefix or typo match counts less, the more letters it adds). */
  private derive({ term, prefix, maxTypos }: WordSpec): Derived[] {
    const derived: Derived[] = [];
    const exact = this.dictionary.get(term);
    if (exact !== undefined) derived.push({ postings: this.postings[exact] as Postings, weight: 1 });
    const prefixed = new Set<string>();
    if (prefix) {
      for (const [word, id] of this.dictionary.atPrefix(term)) {
        const distance = word.length - term.length;
        if (distance === 0) continue;
        prefixed.add(word);
        derived.push({ postings: this.postings[id] as Postings, weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance) });
      }
    }
    if (maxTypos > 0) {
      for (const [word, [id, distance]] of this.dictionary.fuzzyGet(term, maxTypos)) {
        if (distance === 0 || prefixed.has(word)) continue;
        derived.push({ postings: this.postings[id] as Postings, weight: (FUZZY_WEIGHT * word.length) / (word.length + distance) });
      }
    }
    return derived;
  }

  /**
   * The documents that match every word, best first from `offset`, at most `limit`, and how many
   * match in all.
   */
  search(words: readonly WordSpec[], limit: number, offset: number): { documents: number[]; total: number } {
    if (words.length === 0) return { documents: [], total: 0 };
    const specs = words.map((word) => {
      const derived = this.derive(word);
      return { derived, size: derived.reduce((sum, { postings }) => sum + postings.documents.length, 0) };
    });
    if (specs.some((spec) => spec.size === 0)) return { documents: [], total: 0 };
    // The rarest word first: it bounds the candidates every later word is checked against.
    specs.sort((a, b) => a.size - b.size);
    // A new stamp marks this query's slots (0 is what they start with); after 2^31 queries, start over.
    if (this.query === 0x7fffffff) {
      this.stamp.fill(0);
      this.query = 0;
    }
    const stamp = (this.query += 1);
    let count = 0;
    for (const [position, spec] of specs.entries()) {
      if (position === 0) count = this.first(spec.derived, stamp);
      else if (count * spec.derived.length * 16 < spec.size) count = this.lookUp(spec.derived, position, count);
      else count = this.scan(spec.derived, position, count, stamp);
      if (count === 0) break;
    }
    const documents = best(this.candidates, count, this.score, offset + limit).slice(offset);
    return { documents, total: count };
  }

  /** The first (rarest) word: every document it holds becomes a candidate. */
  private first(derived: readonly Derived[], stamp: number): number {
    let count = 0;
    for (const { postings, weight } of derived) {
      const { documents, scores } = postings;
      for (let i = 0; i < documents.length; i += 1) {
        const document = documents[i] as number;
        const value = weight * (scores[i] as number);
        if (this.stamp[document] === stamp) {
          this.score[document] = (this.score[document] as number) + value;
        } else {
          this.stamp[document] = stamp;
          this.matched[document] = 1;
          this.score[document] = value;
          this.candidates[count] = document;
          count += 1;
        }
      }
    }
    return count;
  }

  /** A common word after a rare one: each candidate is looked up in its postings. */
  private lookUp(derived: readonly Derived[], position: number, count: number): number {
    let kept = 0;
    for (let c = 0; c < count; c += 1) {
      const document = this.candidates[c] as number;
      let found = false;
      let value = 0;
      for (const { postings, weight } of derived) {
        const at = indexOf(postings.documents, document);
        if (at < 0) continue;
        found = true;
        value += weight * (postings.scores[at] as number);
      }
      if (!found) continue;
      this.score[document] = (this.score[document] as number) + value;
      this.matched[document] = position + 1;
      this.candidates[kept] = document;
      kept += 1;
    }
    return kept;
  }

  /** A word about as common as the candidates: its postings are read through once. */
  private scan(derived: readonly Derived[], position: number, count: number, stamp: number): number {
    for (const { postings, weight } of derived) {
      const { documents, scores } = postings;
      for (let i = 0; i < documents.length; i += 1) {
        const document = documents[i] as number;
        if (this.stamp[document] !== stamp) continue;
        const seen = this.matched[document] as number;
        if (seen < position) continue;
        this.score[document] = (this.score[document] as number) + weight * (scores[i] as number);
        this.matched[document] = position + 1;
      }
    }
    let kept = 0;
    for (let c = 0; c < count; c += 1) {
      const document = this.candidates[c] as number;
      if (this.matched[document] === position + 1) {
        this.candidates[kept] = document;
        kept += 1;
      }
    }
    return kept;
  }
}

/** What a built index holds: the ranked terms, and what is kept of each document, by short id. */
export interface BuiltTerms<R> {
  readonly ranked: RankedTerms;
  readonly kept: R[];
}

/** Documents as they come: one array, or pages of them (an array of pages, or an async source such as the CMS's). */
export type DocumentPages<T> = Iterable<readonly T[]> | AsyncIterable<readonly T[]>;

type ProcessTerm = (term: string, fieldName?: string) => string | string[] | null | undefined | false;

/** A build gives the event loop a turn after this much work, so that a server keeps answering. */
const SLICE_MS = 10;

/** `array`, or a copy 1.5 times as long when it holds fewer than `length` values. */
function room(array: Int32Array<ArrayBuffer>, length: number): Int32Array<ArrayBuffer> {
  if (length <= array.length) return array;
  const grown = new Int32Array(Math.max(length, Math.ceil(array.length * 1.5)));
  grown.set(array);
  return grown;
}

/** A function to call between steps of work: it awaits `pause` once `SLICE_MS` have passed since the last, and returns undefined otherwise. */
function slicer(pause: () => Promise<void>): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < SLICE_MS) return undefined;
    return pause().then(() => {
      since = performance.now();
    });
  };
}

/** Entries per block: a block is allocated whole and never copied. */
const BLOCK_BITS = 16;
const BLOCK_MASK = (1 << BLOCK_BITS) - 1;

/**
 * The builder's entries, one per (term, document, field): its key (short id × field count + field
 * id), the term's frequency there, and the same term's previous entry (-1 when none), three
 * numbers in blocks of typed arrays, so that growing copies nothing.
 */
class Entries {
  private readonly blocks: Int32Array[] = [];
  count = 0;

  /** Adds an entry; its number. */
  push(key: number, frequency: number, previous: number): number {
    const entry = this.count;
    const at = (entry & BLOCK_MASK) * 3;
    if (at === 0) this.blocks.push(new Int32Array((BLOCK_MASK + 1) * 3));
    const block = this.blocks[entry >>> BLOCK_BITS] as Int32Array;
    block[at] = key;
    block[at + 1] = frequency;
    block[at + 2] = previous;
    this.count += 1;
    return entry;
  }

  private read(entry: number, field: number): number {
    return (this.blocks[entry >>> BLOCK_BITS] as Int32Array)[(entry & BLOCK_MASK) * 3 + field] as number;
  }

  key(entry: number): number {
    return this.read(entry, 0);
  }

  frequency(entry: number): number {
    return this.read(entry, 1);
  }

  previous(entry: number): number {
    return this.read(entry, 2);
  }
}

/**
 * Builds ranked terms straight from documents, reading them as MiniSearch does with the same
 * options (fields, idField, extractField, stringifyField, tokenize, processTerm; the field boosts
 * of `searchOptions.boost`): a field's tokens are processed into terms, and its length is the
 * number of its distinct tokens; the average length of a field is kept as MiniSearch keeps it, so
 * every score is MiniSearch's to the last bit. A document whose id was added already is skipped.
 *
 * What it holds while documents come in is compact: an entry of three numbers per (term,
 * document, field) in shared typed arrays (`Entries`), every field's length, and the dictionary of
 * terms. No document is kept beyond what `keep` returns of it.
 */
export class RankedTermsBuilder<T, R> {
  private readonly fields: readonly string[];
  private readonly idField: string;
  private readonly extractField: (document: T, fieldName: string) => unknown;
  private readonly stringifyField: (fieldValue: unknown, fieldName: string) => string;
  private readonly tokenize: (text: string, fieldName?: string) => string[];
  private readonly processTerm: ProcessTerm;
  /** By field id (MiniSearch's: a field without a boost, or with 0, counts once). */
  private readonly boosts: readonly number[];
  private readonly ids = new Set<unknown>();
  private readonly kept: R[] = [];
  private readonly dictionary = new SearchableMap<number>();
  private termCount = 0;
  /** By term id: its latest entry, -1 when none. */
  private latest = new Int32Array(1024);
  private readonly entries = new Entries();
  /** By short id × field count + field id: the number of distinct tokens in the field. */
  private fieldLengths = new Int32Array(1024);
  /** By field id, updated document by document as MiniSearch does. */
  private readonly averageFieldLength: number[];

  constructor(
    options: Options<T>,
    private readonly keep: (document: T) => R,
  ) {
    this.fields = options.fields;
    this.idField = options.idField ?? (MiniSearch.getDefault('idField') as string);
    this.extractField = options.extractField ?? (MiniSearch.getDefault('extractField') as (document: T, fieldName: string) => unknown);
    this.stringifyField = options.stringifyField ?? (MiniSearch.getDefault('stringifyField') as (fieldValue: unknown, fieldName: string) => string);
    this.tokenize = options.tokenize ?? (MiniSearch.getDefault('tokenize') as (text: string) => string[]);
    this.processTerm = options.processTerm ?? (MiniSearch.getDefault('processTerm') as ProcessTerm);
    const boost = options.searchOptions?.boost ?? {};
    this.boosts = this.fields.map((field) => (Object.hasOwn(boost, field) ? boost[field] : undefined) || 1);
    this.averageFieldLength = this.fields.map(() => 0);
  }

  /**
   * Builds from documents a page at a time, awaiting `pause` between slices of work (adding
   * documents, then scoring terms) so that a server keeps answering meanwhile.
   */
  static async fromPages<T, R>(pages: DocumentPages<T>, options: Options<T>, keep: (document: T) => R, pause: () => Promise<void>): Promise<BuiltTerms<R>> {
    const builder = new RankedTermsBuilder(options, keep);
    const due = slicer(pause);
    for await (const page of pages) {
      for (const document of page) {
        builder.add(document);
        const wait = due();
        if (wait !== undefined) await wait;
      }
      await pause();
    }
    const steps = builder.scoring();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      const wait = due();
      if (wait !== undefined) await wait;
    }
  }

  /** How many documents were added. */
  get size(): number {
    return this.kept.length;
  }

  /** Adds a document; false (and nothing added) when one with its id was added already. */
  add(document: T): boolean {
    const id = this.extractField(document, this.idField);
    if (id == null) throw new Error(`document has no ID field "${this.idField}"`);
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    const shortId = this.kept.length;
    this.kept.push(this.keep(document));
    const fieldCount = this.fields.length;
    this.fieldLengths = room(this.fieldLengths, (shortId + 1) * fieldCount);
    for (const [fieldId, field] of this.fields.entries()) {
      const value = this.extractField(document, field);
      if (value == null) continue;
      const tokens = this.tokenize(this.stringifyField(value, field), field);
      const length = new Set(tokens).size;
      this.fieldLengths[shortId * fieldCount + fieldId] = length;
      const average = this.averageFieldLength[fieldId] as number;
      this.averageFieldLength[fieldId] = (average * shortId + length) / (shortId + 1);
      this.addTerms(shortId * fieldCount + fieldId, this.frequencies(tokens, field));
    }
    return true;
  }

  /** The terms of a field's tokens and how often each occurs, in the order they first occur. */
  private frequencies(tokens: readonly string[], field: string): Map<string, number> {
    const frequencies = new Map<string, number>();
    const count = (term: string) => frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    for (const token of tokens) {
      const processed = this.processTerm(token, field);
      // As MiniSearch: every term of a list counts, a single term only when not empty.
      if (Array.isArray(processed)) for (const term of processed) count(term);
      else if (processed) count(processed);
    }
    return frequencies;
  }

  /** An entry per term for one field of one document (`key`: short id × field count + field id). */
  private addTerms(key: number, frequencies: ReadonlyMap<string, number>): void {
    for (const [term, frequency] of frequencies) {
      let termId = this.dictionary.get(term);
      if (termId === undefined) {
        termId = this.termCount;
        this.termCount += 1;
        this.dictionary.set(term, termId);
        this.latest = room(this.latest, this.termCount);
        this.latest[termId] = -1;
      }
      this.latest[termId] = this.entries.push(key, frequency, this.latest[termId] as number);
    }
  }

  /** Scores every term at once (tests, the bench). The builder is spent. */
  finish(): BuiltTerms<R> {
    const steps = this.scoring();
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** A term's entries, oldest (lowest short id, then field id) first, into `chain`; how many. */
  private entriesOf(termId: number, chain: { array: Int32Array<ArrayBuffer> }): number {
    let count = 0;
    for (let entry = this.latest[termId] as number; entry >= 0; entry = this.entries.previous(entry)) {
      chain.array = room(chain.array, count + 1);
      chain.array[count] = entry;
      count += 1;
    }
    chain.array.subarray(0, count).reverse();
    return count;
  }

  /**
   * Scores every term in every document that holds it (MiniSearch's BM25+, field by field, each
   * weighted by its field's boost and added up in field order, as MiniSearch adds them), yielding
   * every 500 terms. Every term's postings are views of two shared arrays.
   */
  private *scoring(): Generator<void, BuiltTerms<R>> {
    const fieldCount = this.fields.length;
    const documentCount = this.kept.length;
    const shortIdOf = (entry: number) => Math.floor(this.entries.key(entry) / fieldCount);
    // How many (term, document) pairs there are: the size of the shared arrays.
    let pairs = 0;
    for (let termId = 0; termId < this.termCount; termId += 1) {
      // Newest first: a document's entries (one per field holding the term) come one after another.
      let last = -1;
      for (let entry = this.latest[termId] as number; entry >= 0; entry = this.entries.previous(entry)) {
        const shortId = shortIdOf(entry);
        if (shortId !== last) pairs += 1;
        last = shortId;
      }
    }
    const allDocuments = new Int32Array(pairs);
    const allScores = new Float64Array(pairs);
    const postings: Postings[] = [];
    const chain = { array: new Int32Array(1024) };
    const withTerm = new Int32Array(fieldCount);
    let at = 0;
    for (let termId = 0; termId < this.termCount; termId += 1) {
      const count = this.entriesOf(termId, chain);
      withTerm.fill(0);
      for (let i = 0; i < count; i += 1) {
        const fieldId = this.entries.key(chain.array[i] as number) % fieldCount;
        withTerm[fieldId] = (withTerm[fieldId] as number) + 1;
      }
      const start = at;
      for (let i = 0; i < count; i += 1) {
        const entry = chain.array[i] as number;
        const key = this.entries.key(entry);
        const shortId = Math.floor(key / fieldCount);
        const fieldId = key - shortId * fieldCount;
        const value =
          (this.boosts[fieldId] as number) *
          bm25(this.entries.frequency(entry), withTerm[fieldId] as number, documentCount, this.fieldLengths[key] as number, this.averageFieldLength[fieldId] as number);
        if (at > start && allDocuments[at - 1] === shortId) {
          allScores[at - 1] = (allScores[at - 1] as number) + value;
        } else {
          allDocuments[at] = shortId;
          allScores[at] = value;
          at += 1;
        }
      }
      postings.push({ documents: allDocuments.subarray(start, at), scores: allScores.subarray(start, at) });
      if (termId % 500 === 499) yield;
    }
    return { ranked: new RankedTerms(documentCount, postings, this.dictionary), kept: this.kept };
  }
}
