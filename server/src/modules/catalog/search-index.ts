import { addTo, type Bitset, emptySet } from './bitset.ts';
import { SEARCH_WEIGHTS } from './search.ts';

/**
 * The catalogue index's text index (docs/api.md, Search): for every word of the catalogue, the
 * products that have it and the weight of its best place in each (SEARCH_WEIGHTS), so a search is
 * answered in this process with exactly the meaning of the weighted search vector of migration 0026
 * (catalog/search.ts, prepareSearch): every word of the search, or one of its alternatives, must
 * start a word of the product; a product's relevance is the sum of its words' best weights.
 */

/** A product's text by weight, as the search vector weighs it (A, B, C, D). */
export type WeightedText = readonly [string, string, string, string];

const WEIGHTS = [SEARCH_WEIGHTS.A, SEARCH_WEIGHTS.B, SEARCH_WEIGHTS.C, SEARCH_WEIGHTS.D] as const;
const MAX_SCORE_PER_WORD = SEARCH_WEIGHTS.A;

/** The words of a text as the search vector has them: lower-cased, cut at anything not a letter or digit. */
export function textWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

export interface TextIndex {
  /** Every word of the catalogue, sorted (code unit order), for prefix ranges. */
  words: readonly string[];
  /** For words[i]: the positions of the products having it, ascending, and its best weight in each. */
  positions: readonly Int32Array[];
  weights: readonly Uint8Array[];
}

export function buildTextIndex(texts: readonly WeightedText[]): TextIndex {
  const postings = new Map<string, { positions: number[]; weights: number[] }>();
  texts.forEach((text, position) => {
    // Places from the best weight down: a word's first posting for a product is its best place.
    text.forEach((part, place) => {
      const weight = WEIGHTS[place] as number;
      for (const word of textWords(part)) {
        let posting = postings.get(word);
        if (!posting) {
          posting = { positions: [], weights: [] };
          postings.set(word, posting);
        } else if (posting.positions[posting.positions.length - 1] === position) continue;
        posting.positions.push(position);
        posting.weights.push(weight);
      }
    });
  });
  const words = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    words,
    positions: words.map((word) => Int32Array.from(postings.get(word)?.positions ?? [])),
    weights: words.map((word) => Uint8Array.from(postings.get(word)?.weights ?? [])),
  };
}

/** The first index of `words` not below `value`. */
function lowerBound(words: readonly string[], value: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface TextMatches {
  /** Relevance of every product (0: not a match). */
  scores: Uint16Array;
  /** The matching products, and how many. */
  found: Bitset;
  matched: number;
}

/**
 * The products matching every term (each a word's alternatives, catalog/search.ts, searchTerms) and
 * their relevance; no terms match nothing.
 */
export function matchTerms(
  index: TextIndex,
  count: number,
  terms: readonly (readonly string[])[],
): TextMatches {
  const scores = new Uint16Array(count);
  const matches = emptySet(count);
  if (terms.length === 0) return { scores, found: matches, matched: 0 };
  const found = new Uint8Array(count);
  // Words found so far per product: a product stays a match while it has every term before.
  const words = new Uint8Array(count);
  for (const [term, options] of terms.entries()) {
    found.fill(0);
    for (const option of options) {
      for (let at = lowerBound(index.words, option); at < index.words.length; at++) {
        if (!(index.words[at] as string).startsWith(option)) break;
        const positions = index.positions[at] as Int32Array;
        const weights = index.weights[at] as Uint8Array;
        for (let entry = 0; entry < positions.length; entry++) {
          const position = positions[entry] as number;
          const weight = weights[entry] as number;
          if (weight > (found[position] as number)) found[position] = weight;
        }
      }
    }
    for (let position = 0; position < count; position++) {
      const weight = found[position] as number;
      if (weight > 0 && words[position] === term) {
        words[position] = term + 1;
        scores[position] = (scores[position] as number) + weight;
      }
    }
  }
  let matched = 0;
  for (let position = 0; position < count; position++) {
    if (words[position] === terms.length) {
      matched++;
      addTo(matches, position);
    } else scores[position] = 0;
  }
  return { scores, found: matches, matched };
}

/**
 * The first `wanted` matches in the default sort with a search (product-filters.ts, listOrder): in
 * stock first, then relevance, then the default order (`order`, which already puts sold-out products
 * last). One pass over the order into a bucket per (sold out, relevance).
 */
export function rankedPositions(
  matches: Bitset,
  order: Int32Array,
  scores: Uint16Array,
  soldOut: Uint8Array,
  maxWords: number,
  wanted: number,
): number[] {
  const levels = maxWords * MAX_SCORE_PER_WORD + 1;
  const buckets: number[][] = Array.from({ length: 2 * levels }, () => []);
  for (let place = 0; place < order.length; place++) {
    const position = order[place] as number;
    if (((matches[position >>> 5] as number) & (1 << (position & 31))) === 0) continue;
    const level = (soldOut[position] ? levels : 0) + levels - 1 - (scores[position] as number);
    (buckets[level] as number[]).push(position);
  }
  const ranked: number[] = [];
  for (const bucket of buckets) {
    for (const position of bucket) {
      if (ranked.length >= wanted) return ranked;
      ranked.push(position);
    }
  }
  return ranked;
}
