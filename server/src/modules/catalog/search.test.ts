import { PgDialect } from 'drizzle-orm/pg-core';
import { allTermsQuery, alternatives, prepareSearch, searchTerms, searchWords, termQuery } from './search.ts';

const VOCABULARY = ['shirt', 'shorts', 'jeans', 'kurta', 'dress', 'dresses', 'linen', 'hoodie', 'blue'];
const dialect = new PgDialect();

describe('searchWords', () => {
  it('lower-cases, splits at anything not a letter or digit, drops joining words and repeats', () => {
    expect(searchWords("Jeans for MEN, men's T-Shirt")).toEqual(['jeans', 'men', 's', 't', 'shirt']);
    expect(searchWords("'; drop table products; --")).toEqual(['drop', 'table', 'products']);
    expect(searchWords('the and of')).toEqual([]);
  });
});

describe('alternatives', () => {
  it('takes a word that starts a catalogue word as typed', () => {
    expect(alternatives('dres', VOCABULARY)).toEqual(['dres']);
    expect(alternatives('blue', VOCABULARY)).toEqual(['blue']);
  });

  it('offers catalogue words within one typo for 4 or 5 letters, two from 6, swaps counting once', () => {
    expect(alternatives('shrit', VOCABULARY)).toEqual(['shrit', 'shirt']);
    expect(alternatives('jeens', VOCABULARY)).toEqual(['jeens', 'jeans']);
    expect(alternatives('kurtha', VOCABULARY)).toEqual(['kurtha', 'kurta']);
    // One letter missing from "shirt", and from the start of "shorts".
    expect(alternatives('shrt', VOCABULARY)).toEqual(['shrt', 'shirt', 'shorts']);
    expect(alternatives('jaenz', VOCABULARY)).toEqual(['jaenz']);
    expect(alternatives('tee', VOCABULARY)).toEqual(['tee']);
  });
});

describe('the full-text query', () => {
  it('asks for every word, each as the start of any of its alternatives', () => {
    const terms = searchTerms('Linen shrt', VOCABULARY);
    expect(terms).toEqual([['linen'], ['shrt', 'shirt', 'shorts']]);
    expect(allTermsQuery(terms)).toBe('(linen:*) & (shrt:* | shirt:* | shorts:*)');
    expect(allTermsQuery([])).toBeNull();
  });

  it('restricts a word to the places of a weight for its relevance', () => {
    expect(termQuery(['jeens', 'jeans'], 'A')).toBe('(jeens:*A | jeans:*A)');
  });

  it('matches on the GIN-indexed vector and scores each word by its best place, in one statement', () => {
    const { condition, relevance } = prepareSearch('linen shrt', VOCABULARY);
    if (!condition || !relevance) throw new Error('a search with words has a condition');
    const where = dialect.sqlToQuery(condition);
    expect(where.sql).toBe(`"products"."search_vector" @@ to_tsquery('simple', $1)`);
    expect(where.params).toEqual(['(linen:*) & (shrt:* | shirt:* | shorts:*)']);
    const order = dialect.sqlToQuery(relevance);
    const score = (first: number) =>
      `(case when "products"."search_vector" @@ to_tsquery('simple', $${first}) then 8 ` +
      `when "products"."search_vector" @@ to_tsquery('simple', $${first + 1}) then 4 ` +
      `when "products"."search_vector" @@ to_tsquery('simple', $${first + 2}) then 2 else 1 end)`;
    expect(order.sql).toBe(`(${score(1)} + ${score(4)}) desc`);
    expect(order.params).toEqual([
      '(linen:*A)',
      '(linen:*B)',
      '(linen:*C)',
      '(shrt:*A | shirt:*A | shorts:*A)',
      '(shrt:*B | shirt:*B | shorts:*B)',
      '(shrt:*C | shirt:*C | shorts:*C)',
    ]);
  });

  it('is no condition when no word is left', () => {
    expect(prepareSearch('the', VOCABULARY)).toEqual({ condition: undefined, relevance: undefined });
  });
});
