import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/results.ts';
import { products } from '../../db/schema.ts';

/** Words that only join others ("jeans for men") and would otherwise have to match themselves. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'with', 'in', 'of', 'by', 'to', 'or', 'on']);
const MAX_WORDS = 6;
const MAX_ALTERNATIVES = 8;

/** Lower-cased words of a search (letters and digits only, so they are safe inside a regex). */
export function searchWords(search: string): string[] {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const before = previousRow;
    previousRow = row;
    row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previousRow[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previousRow[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      row[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return row[b.length] ?? max + 1;
}

/** Typos allowed in a word of this length: none below 4 letters, one up to 5, two from 6. */
const allowedEdits = (length: number) => (length < 4 ? 0 : length <= 5 ? 1 : 2);

/**
 * The words a search word may stand for. A word that starts a word of the catalogue is taken as
 * typed (so "blue" never turns into "blouse"); otherwise the catalogue words within a typo or two of
 * it, or whose beginning is ("hoody" → hoodie, "krta" → kurta, "jeens" → jeans).
 */
export function alternatives(word: string, vocabulary: readonly string[]): string[] {
  const max = allowedEdits(word.length);
  if (max === 0 || vocabulary.some((known) => known.startsWith(word))) return [word];
  const scored: Array<{ known: string; distance: number }> = [];
  for (const known of vocabulary) {
    let distance = editDistance(word, known, max);
    for (let cut = word.length - 1; cut <= word.length + 1 && distance > 0; cut++) {
      if (cut >= 3 && cut < known.length)
        distance = Math.min(distance, editDistance(word, known.slice(0, cut), max));
    }
    if (distance <= max) scored.push({ known, distance });
  }
  scored.sort((x, y) => x.distance - y.distance || x.known.localeCompare(y.known));
  return [word, ...scored.slice(0, MAX_ALTERNATIVES).map((entry) => entry.known)];
}

/**
 * What a word of the search scores by where it stands in a product (its best place counts), as the
 * search vector's weights (migration 0026): A the name and brand, B the category and gender, C the
 * material, colours and collections, D the description. A product's relevance is the sum over the
 * search's words; the catalogue index (search-index.ts) scores the same way.
 */
export const SEARCH_WEIGHTS = { A: 8, B: 4, C: 2, D: 1 } as const;
export type SearchWeight = keyof typeof SEARCH_WEIGHTS;
const WEIGHT_ORDER: readonly SearchWeight[] = ['A', 'B', 'C', 'D'];

/** For each word of the search, the words it may stand for (itself first); empty: no search. */
export function searchTerms(search: string, vocabulary: readonly string[]): string[][] {
  return searchWords(search).map((word) => alternatives(word, vocabulary));
}

/**
 * One word's alternatives as a tsquery: any of them as the start of a word ("(jeens:* | jeans:*)"),
 * only in the places of `weights` when given ("(jeens:*A | jeans:*A)"). Words hold only letters and
 * digits, so they cannot change the query's syntax.
 */
export function termQuery(options: readonly string[], weights = ''): string {
  return `(${options.map((option) => `${option}:*${weights}`).join(' | ')})`;
}

/** Every word of the search (or one of its alternatives) must start a word of the product. */
export function allTermsQuery(terms: readonly (readonly string[])[]): string | null {
  return terms.length === 0 ? null : terms.map((options) => termQuery(options)).join(' & ');
}

export interface PreparedSearch {
  condition: SQL | undefined;
  /** The default sort's relevance key: the sum of each word's weight (SEARCH_WEIGHTS), highest first. */
  relevance: SQL | undefined;
}

/**
 * The search as one full-text condition over the GIN-indexed, weighted search vector, and its
 * relevance: for each word, the weight of the best place it is found in (a CASE over the weights,
 * best first; the condition guarantees it is found somewhere, so the last is the description's).
 */
export function prepareSearch(search: string, vocabulary: readonly string[]): PreparedSearch {
  const terms = searchTerms(search, vocabulary);
  const query = allTermsQuery(terms);
  if (query === null) return { condition: undefined, relevance: undefined };
  const matches = (text: string) => sql`${products.searchVector} @@ to_tsquery('simple', ${text})`;
  const scores = terms.map((options) => {
    const cases = WEIGHT_ORDER.slice(0, -1).map(
      (weight) =>
        sql`when ${matches(termQuery(options, weight))} then ${sql.raw(String(SEARCH_WEIGHTS[weight]))}`,
    );
    return sql`(case ${sql.join(cases, sql` `)} else ${sql.raw(String(SEARCH_WEIGHTS.D))} end)`;
  });
  return {
    condition: matches(query),
    relevance: sql`(${sql.join(scores, sql` + `)}) desc`,
  };
}

/**
 * The words of the catalogue's names, brands, categories, materials, genders, colours and
 * collections, for typo tolerance. Loaded on first use, reloaded after product writes in this
 * process (`invalidate`) and every few minutes for writes made by other processes.
 */
export class SearchVocabulary {
  private words: string[] | null = null;
  private loading: Promise<string[]> | null = null;
  private loadedAt = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 5 * 60_000,
  ) {}

  async get(): Promise<string[]> {
    if (this.words !== null && Date.now() - this.loadedAt < this.ttlMs) return this.words;
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  invalidate(): void {
    this.words = null;
  }

  private async load(): Promise<string[]> {
    const result = await this.db.execute<{ word: string }>(sql`
      select distinct word from (
        select regexp_split_to_table(
          lower(name || ' ' || brand || ' ' || category || ' ' || material || ' ' || gender || ' '
            || array_to_string(colors, ' ') || ' ' || array_to_string(collections, ' ')),
          '[^[:alnum:]]+') as word
        from products
      ) as words
      where length(word) >= 3`);
    this.words = rowsOf<{ word: string }>(result).map((row) => row.word);
    this.loadedAt = Date.now();
    return this.words;
  }
}
