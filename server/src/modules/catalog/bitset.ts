/**
 * Sets of catalogue positions as bits (32 a word): what the catalogue index keeps per filter value,
 * so a filter is a few ANDs and ORs over 313 words for 10,000 products, and a count a popcount.
 */
export type Bitset = Uint32Array;

export const emptySet = (size: number): Bitset => new Uint32Array(Math.ceil(size / 32));

export function fullSet(size: number): Bitset {
  const set = emptySet(size);
  set.fill(0xffffffff);
  const spare = set.length * 32 - size;
  if (spare > 0 && set.length > 0) set[set.length - 1] = 0xffffffff >>> spare;
  return set;
}

export function addTo(set: Bitset, position: number): void {
  const word = position >>> 5;
  set[word] = (set[word] as number) | (1 << (position & 31));
}

export function removeFrom(set: Bitset, position: number): void {
  const word = position >>> 5;
  set[word] = (set[word] as number) & ~(1 << (position & 31));
}

export const has = (set: Bitset, position: number): boolean =>
  ((set[position >>> 5] as number) & (1 << (position & 31))) !== 0;

/** `into` becomes `into` AND `other`. */
export function andInto(into: Bitset, other: Bitset): Bitset {
  for (let word = 0; word < into.length; word++)
    into[word] = (into[word] as number) & (other[word] as number);
  return into;
}

/** `into` becomes `into` OR `other`. */
export function orInto(into: Bitset, other: Bitset): Bitset {
  for (let word = 0; word < into.length; word++)
    into[word] = (into[word] as number) | (other[word] as number);
  return into;
}

const bitsIn = (word: number): number => {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
};

export function countOf(set: Bitset): number {
  let count = 0;
  for (let word = 0; word < set.length; word++) count += bitsIn(set[word] as number);
  return count;
}

/** The number of positions in both sets (no set is made). */
export function countBoth(a: Bitset, b: Bitset): number {
  let count = 0;
  for (let word = 0; word < a.length; word++) count += bitsIn((a[word] as number) & (b[word] as number));
  return count;
}
