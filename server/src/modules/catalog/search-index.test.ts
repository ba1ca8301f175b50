import { addTo, emptySet, has } from './bitset.ts';
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

/** A seeded random source, so a failing case can be run again. */
function randomSource(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % below;
  };
}

/** matchTerms as its comment states it, one product at a time. */
function matchByDefinition(texts: readonly WeightedText[], terms: readonly (readonly string[])[]) {
  const weights = [8, 4, 2, 1];
  return texts.map((text) => {
    if (terms.length === 0) return 0;
    let score = 0;
    for (const options of terms) {
      let best = 0;
      text.forEach((part, place) => {
        for (const word of textWords(part)) {
          if (options.some((option) => word.startsWith(option)))
            best = Math.max(best, weights[place] as number);
        }
      });
      if (best === 0) return 0;
      score += best;
    }
    return score;
  });
}

describe('matchTerms and rankedPositions against their definitions', () => {
  const vocabulary = [
    'linen',
    'line',
    'shirt',
    'shirts',
    'short',
    'dress',
    'denim',
    'blue',
    'kurta',
    'kurti',
  ];
  const random = randomSource(20_261_128);
  const phrase = (words: number) =>
    Array.from({ length: words }, () => vocabulary[random(vocabulary.length)]).join(' ');
  const texts: WeightedText[] = Array.from({ length: 700 }, () => [
    phrase(1 + random(3)),
    phrase(random(3)),
    phrase(random(2)),
    phrase(random(4)),
  ]);
  const randomIndex = buildTextIndex(texts);

  it('gives every product the score and match of the definition, search after search', () => {
    for (let search = 0; search < 200; search++) {
      const terms = Array.from({ length: 1 + random(3) }, () =>
        Array.from({ length: 1 + random(2) }, () => {
          const word = vocabulary[random(vocabulary.length)] as string;
          return word.slice(0, 2 + random(word.length - 1));
        }),
      );
      const expected = matchByDefinition(texts, terms);
      const { scores, found, matched } = matchTerms(randomIndex, texts.length, terms);
      expect([...scores]).toEqual(expected);
      expect(matched).toBe(expected.filter((score) => score > 0).length);
      const inFound = expected.map((_score, position) => has(found, position));
      expect(inFound).toEqual(expected.map((score) => score > 0));
    }
  });

  it('ranks a page as sorting every match would', () => {
    const count = texts.length;
    for (let search = 0; search < 100; search++) {
      const scores = Uint16Array.from({ length: count }, () => random(17));
      const soldOut = Uint8Array.from({ length: count }, () => (random(5) === 0 ? 1 : 0));
      const order = Int32Array.from({ length: count }, (_, position) => position);
      for (let at = count - 1; at > 0; at--) {
        const other = random(at + 1);
        [order[at], order[other]] = [order[other] as number, order[at] as number];
      }
      const matches = emptySet(count);
      for (let position = 0; position < count; position++) if (random(3) > 0) addTo(matches, position);
      const rank = new Int32Array(count);
      order.forEach((position, place) => {
        rank[position] = place;
      });
      const wanted = 1 + random(60);
      const expected = [...order]
        .filter((position) => has(matches, position))
        .sort(
          (a, b) =>
            (soldOut[a] as number) - (soldOut[b] as number) ||
            (scores[b] as number) - (scores[a] as number) ||
            (rank[a] as number) - (rank[b] as number),
        )
        .slice(0, wanted);
      expect(rankedPositions(matches, order, scores, soldOut, 2, wanted)).toEqual(expected);
    }
  });
});
