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
 * Working arrays of matchTerms, one product a slot, kept between searches (a search runs to its end
 * before another starts) and left all zero by each: allocating and clearing arrays the size of the
 * catalogue for every search was most of a search's cost (bench:api, search cache missed).
 */
interface TermScratch {
  /** The current term's best weight for a product reached by it. */
  best: Uint8Array;
  /** How many terms, in order, a product has matched so far. */
  done: Uint8Array;
  /** The products the current term reached, and those of the term before. */
  reached: Int32Array;
  candidates: Int32Array;
}
let scratch: TermScratch | null = null;

function termScratch(count: number): TermScratch {
  if (scratch === null || scratch.best.length < count) {
    scratch = {
      best: new Uint8Array(count),
      done: new Uint8Array(count),
      reached: new Int32Array(count),
      candidates: new Int32Array(count),
    };
  }
  return scratch;
}

/**
 * The products matching every term (each a word's alternatives, catalog/search.ts, searchTerms) and
 * their relevance; no terms match nothing. The work is proportional to the postings of the terms'
 * words, not to the size of the catalogue: each term only looks at the products every term before
 * it reached.
 */
export function matchTerms(
  index: TextIndex,
  count: number,
  terms: readonly (readonly string[])[],
): TextMatches {
  const scores = new Uint16Array(count);
  const found = emptySet(count);
  if (terms.length === 0) return { scores, found, matched: 0 };
  const work = termScratch(count);
  const { best, done } = work;
  let { reached, candidates } = work;
  let candidateCount = 0;
  for (const [term, options] of terms.entries()) {
    let reachedCount = 0;
    for (const option of options) {
      for (let at = lowerBound(index.words, option); at < index.words.length; at++) {
        if (!(index.words[at] as string).startsWith(option)) break;
        const positions = index.positions[at] as Int32Array;
        const weights = index.weights[at] as Uint8Array;
        for (let entry = 0; entry < positions.length; entry++) {
          const position = positions[entry] as number;
          if (done[position] !== term) continue;
          const was = best[position] as number;
          if (was === 0) reached[reachedCount++] = position;
          const weight = weights[entry] as number;
          if (weight > was) best[position] = weight;
        }
      }
    }
    for (let at = 0; at < reachedCount; at++) {
      const position = reached[at] as number;
      done[position] = term + 1;
      scores[position] = (scores[position] as number) + (best[position] as number);
      best[position] = 0;
    }
    // The term before's matches this term did not reach are no match.
    for (let at = 0; at < candidateCount; at++) {
      const position = candidates[at] as number;
      if (done[position] !== term + 1) {
        done[position] = 0;
        scores[position] = 0;
      }
    }
    [candidates, reached] = [reached, candidates];
    candidateCount = reachedCount;
    if (candidateCount === 0) break;
  }
  for (let at = 0; at < candidateCount; at++) {
    const position = candidates[at] as number;
    done[position] = 0;
    addTo(found, position);
  }
  return { scores, found, matched: candidateCount };
}

/**
 * The first `wanted` matches in the default sort with a search (product-filters.ts, listOrder): in
 * stock first, then relevance, then the default order (`order`, which already puts sold-out products
 * last). The matches are counted per bucket (sold out, relevance) first, so the pass over the order
 * keeps only what the page shows and ends as soon as it has it.
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
  const levelOf = (position: number) =>
    (soldOut[position] ? levels : 0) + levels - 1 - (scores[position] as number);
  const needed = new Int32Array(2 * levels);
  let total = 0;
  for (let word = 0; word < matches.length; word++) {
    let bits = matches[word] as number;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const level = levelOf(word * 32 + 31 - Math.clz32(low));
      needed[level] = (needed[level] as number) + 1;
      total++;
    }
  }
  // Of each bucket, in order, as many as the page takes from it.
  let left = Math.min(wanted, total);
  const remaining = left;
  for (let level = 0; level < needed.length; level++) {
    const take = Math.min(needed[level] as number, left);
    needed[level] = take;
    left -= take;
  }
  const buckets: number[][] = Array.from({ length: needed.length }, () => []);
  let kept = 0;
  for (let place = 0; place < order.length && kept < remaining; place++) {
    const position = order[place] as number;
    if (((matches[position >>> 5] as number) & (1 << (position & 31))) === 0) continue;
    const level = levelOf(position);
    if ((needed[level] as number) === 0) continue;
    needed[level] = (needed[level] as number) - 1;
    (buckets[level] as number[]).push(position);
    kept++;
  }
  return buckets.flat();
}
