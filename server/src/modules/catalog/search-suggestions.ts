import { editDistance, searchWords } from './search.ts';

const MAX_SUGGESTIONS = 5;

/**
 * How far a catalogue word may be from a searched one to be offered: looser than the search's own
 * typo tolerance (search.ts), since these are offered for the shopper to choose, not matched silently.
 */
const reach = (length: number) => Math.min(3, Math.ceil(length / 3));

const hasLetter = (word: string) => /\p{L}/u.test(word);

/**
 * The catalogue's words closest to the words of a search that found nothing (docs/product.md §2):
 * a word that starts a catalogue word counts as a match, otherwise the fewest edits win; ties go
 * alphabetically. A catalogue word is only offered once, and never the search itself.
 */
export function closestTerms(search: string, vocabulary: readonly string[]): string[] {
  const words = searchWords(search).filter((word) => word.length >= 3);
  const whole = searchWords(search).join(' ');
  const distances = new Map<string, number>();
  for (const word of words) {
    const max = reach(word.length);
    for (const known of vocabulary) {
      if (known === whole || !hasLetter(known)) continue;
      const distance = known.startsWith(word) ? 0 : editDistance(word, known, max);
      if (distance <= max && distance < (distances.get(known) ?? Number.POSITIVE_INFINITY))
        distances.set(known, distance);
    }
  }
  return [...distances]
    .sort(([a, x], [b, y]) => x - y || a.localeCompare(b))
    .slice(0, MAX_SUGGESTIONS)
    .map(([known]) => known);
}
