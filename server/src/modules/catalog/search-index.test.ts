import { addTo, emptySet } from './bitset.ts';
import { buildTextIndex, matchTerms, rankedPositions, textWords, type WeightedText } from './search-index.ts';

const TEXTS: WeightedText[] = [
  ['Breezy Linen Shirt Weftworks', 'Top Wear Men', 'Linen white essentials', 'Light and airy.'],
  ['Resort Shirt Weftworks', 'Top Wear Men', 'Linen beige', 'For the beach.'],
  ['Oxford Shirt Weftworks', 'Top Wear Men', 'Cotton blue', 'Crisp; pairs with linen trousers.'],
  ["Women's Maxi Dress Kesar", 'Dresses Women', 'Viscose red', 'Flowing.'],
];
const index = buildTextIndex(TEXTS);

describe('textWords', () => {
  it('cuts as the search vector does: lower-case, at anything not a letter or digit', () => {
    expect(textWords("Women's T-Shirt, 2-pack")).toEqual(['women', 's', 't', 'shirt', '2', 'pack']);
  });
});

describe('buildTextIndex', () => {
  it('keeps each word once per product, with the weight of its best place', () => {
    const at = index.words.indexOf('linen');
    expect([...(index.positions[at] ?? [])]).toEqual([0, 1, 2]);
    expect([...(index.weights[at] ?? [])]).toEqual([8, 2, 1]);
    expect(index.words).toEqual([...index.words].sort());
  });
});

describe('matchTerms', () => {
  it('needs every term; scores add up each term’s best weight among its alternatives', () => {
    const { scores, matched } = matchTerms(index, TEXTS.length, [['linen'], ['shrt', 'shirt']]);
    expect(matched).toBe(3);
    expect([...scores]).toEqual([16, 10, 9, 0]);
  });

  it('matches the start of words only', () => {
    expect([...matchTerms(index, TEXTS.length, [['men']]).scores]).toEqual([4, 4, 4, 0]);
    expect([...matchTerms(index, TEXTS.length, [['dres']]).scores]).toEqual([0, 0, 0, 8]);
    expect(matchTerms(index, TEXTS.length, [['irt']]).matched).toBe(0);
    expect(matchTerms(index, TEXTS.length, []).matched).toBe(0);
  });
});

describe('rankedPositions', () => {
  it('puts in-stock matches first, by relevance, then in the given order', () => {
    const scores = Uint16Array.from([2, 8, 2, 8, 0]);
    const order = Int32Array.from([4, 2, 0, 3, 1]);
    const matches = emptySet(5);
    for (const position of [0, 1, 2, 3]) addTo(matches, position);
    const soldOut = Uint8Array.from([0, 0, 0, 1, 0]);
    expect(rankedPositions(matches, order, scores, soldOut, 1, 10)).toEqual([1, 2, 0, 3]);
    expect(rankedPositions(matches, order, scores, soldOut, 1, 2)).toEqual([1, 2]);
  });
});
