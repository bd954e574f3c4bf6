import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markQueryTerms, processTerm, WORD } from '../../renderers/ui/search/terms';

const words = ['warehouse', 'Warehouses', 'lease', 'leasing', 'Élan', 'the', 'dock', 'docks', 'I-85', 'tenant', '2024', 'cold'];
const text = fc.array(fc.oneof(fc.constantFrom(...words), fc.constantFrom(' ', ', ', '. ', ' – ', '\n')), { maxLength: 30 }).map((parts) => parts.join(''));
const query = fc.array(fc.constantFrom(...words, 'wareh', 'le', 'elan'), { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' '));

describe('markQueryTerms (the query’s words marked in a result’s excerpt)', () => {
  it('keeps the text whole and in order', () => {
    fc.assert(
      fc.property(text, query, (t, q) => {
        expect(markQueryTerms(t, q).map((part) => part.text).join('')).toBe(t);
      }),
    );
  });

  it('marks only whole words that fold to a query word, or start with the last one being typed', () => {
    fc.assert(
      fc.property(text, query, (t, q) => {
        const terms = [...q.matchAll(WORD)].map((match) => processTerm(match[0]));
        const last = terms.at(-1);
        for (const part of markQueryTerms(t, q).filter((p) => p.marked)) {
          const folded = processTerm(part.text);
          expect(folded).not.toBeNull();
          expect(terms.includes(folded) || (last != null && last.length >= 3 && folded!.startsWith(last))).toBe(true);
        }
      }),
    );
  });

  it('marks plurals, case and accents alike, and never a stop word', () => {
    const marked = (t: string, q: string) => markQueryTerms(t, q).filter((part) => part.marked).map((part) => part.text);
    expect(marked('Two Warehouses and a warehouse near ÉLAN', 'warehouse elan')).toEqual(['Warehouses', 'warehouse', 'ÉLAN']);
    expect(marked('The leasing team', 'the leas')).toEqual(['leasing']);
    expect(marked('Dock doors', 'le')).toEqual([]);
  });
});
