/**
 * The search index's scoring, computed once per index instead of once per query.
 *
 * MiniSearch builds the index (tokens, terms, field lengths) and defines the ranking: BM25+ per
 * field, weighted by field boost, summed over the words a query word stands for (itself, the words
 * it begins when typed as a prefix, its one-letter typos), every query word required. Asked as is,
 * it scores every document that holds any query word, at every query: 'tenant' is in 9 of 10 posts,
 * so most of a query's time went to scoring thousands of posts again. A term's score in a document
 * does not depend on the query, so here it is computed when the index is built, once per term and
 * document, and a query only adds up the scores of its words' postings:
 *
 * - the rarest query word is read first; a later, common word is looked up in its postings (binary
 *   search) for the few documents still in the running, instead of being read whole;
 * - the best results are picked with a bounded heap, not by sorting every match.
 *
 * The ranking is MiniSearch's (tests/property/search-ranking.test.ts holds the two to the same
 * results); only its cost moves from the query to the build.
 */
import type { AsPlainObject } from 'minisearch';
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
interface Postings {
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
  private readonly postings: Postings[] = [];
  private readonly dictionary = new SearchableMap<number>();
  /** Per-query scratch, one slot per document: the score so far, and how many query words matched (valid when `stamp` is the query's). */
  private readonly score: Float64Array;
  private readonly matched: Int32Array;
  private readonly stamp: Int32Array;
  private readonly candidates: Int32Array;
  private query = 0;

  private constructor(readonly documentCount: number) {
    this.score = new Float64Array(documentCount);
    this.matched = new Int32Array(documentCount);
    this.stamp = new Int32Array(documentCount);
    this.candidates = new Int32Array(documentCount);
  }

  /**
   * From MiniSearch's serialized index (its public `toJSON()`): short ids are taken as they are
   * (0 to nextId - 1). `fieldBoosts` by field name.
   */
  static fromMiniSearch(index: AsPlainObject, fieldBoosts: Readonly<Record<string, number>>): RankedTerms {
    const steps = RankedTerms.steps(index, fieldBoosts);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /** As `fromMiniSearch`, awaiting `pause` between chunks of terms so that a server keeps answering. */
  static async fromMiniSearchAsync(index: AsPlainObject, fieldBoosts: Readonly<Record<string, number>>, pause: () => Promise<void>): Promise<RankedTerms> {
    const steps = RankedTerms.steps(index, fieldBoosts);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      await pause();
    }
  }

  /** Scores every term, yielding after every 2,000. */
  private static *steps(index: AsPlainObject, fieldBoosts: Readonly<Record<string, number>>): Generator<void, RankedTerms> {
    const ranked = new RankedTerms(index.nextId);
    const fields = Object.entries(index.fieldIds).map(([name, id]) => ({ id: String(id), boost: fieldBoosts[name] ?? 1, average: index.averageFieldLength[id] ?? 0 }));
    for (const [position, [term, byField]] of index.index.entries()) {
      const scores = new Map<number, number>();
      // Field by field, as MiniSearch adds them up.
      for (const field of fields) {
        const frequencies = byField[field.id];
        if (frequencies === undefined) continue;
        const entries = Object.entries(frequencies);
        for (const [shortId, frequency] of entries) {
          const document = Number(shortId);
          const length = index.fieldLength[shortId]?.[Number(field.id)] ?? 0;
          const value = field.boost * bm25(frequency, entries.length, index.documentCount, length, field.average);
          scores.set(document, (scores.get(document) ?? 0) + value);
        }
      }
      const documents = Int32Array.from([...scores.keys()].sort((a, b) => a - b));
      ranked.dictionary.set(term, ranked.postings.length);
      ranked.postings.push({ documents, scores: Float64Array.from(documents, (document) => scores.get(document) ?? 0) });
      if (position % 2000 === 1999) yield;
    }
    return ranked;
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
