import { bayesianRating } from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import type { IndexedProduct } from './catalog-snapshot.ts';

const SIMILAR = 4;

/** similarProducts' order (catalog-service.ts): best rated, then most sold, then the larger id. */
function better(a: IndexedProduct, b: IndexedProduct): boolean {
  const rating = bayesianRating(a.numReviews, a.ratingTotal) - bayesianRating(b.numReviews, b.ratingTotal);
  if (rating !== 0) return rating > 0;
  if (a.unitsSold !== b.unitsSold) return a.unitsSold > b.unitsSold;
  return a.id > b.id;
}

/**
 * The similar products of `id` from the catalogue index (the same gender and category, in
 * similarProducts' order), as the JSON array the API answers; null when the index cannot answer
 * (not trusted now, or no such product: the database answers, and says 404). A scan of the index
 * with a top-4 kept as it goes: a fraction of a millisecond, where the database sorted the whole
 * group by a computed rating (about 25 ms for 10,000 products).
 */
export async function similarFromCatalogIndex(ctx: AppContext, id: string): Promise<Buffer | null> {
  const catalogue = await ctx.catalogIndex.products();
  const product = catalogue?.products.find((candidate) => candidate.id === id);
  if (!catalogue || !product) return null;
  const top: IndexedProduct[] = [];
  for (const candidate of catalogue.products) {
    if (candidate.gender !== product.gender || candidate.category !== product.category) continue;
    if (candidate.id === id) continue;
    if (top.length === SIMILAR && !better(candidate, top[SIMILAR - 1] as IndexedProduct)) continue;
    let place = top.length === SIMILAR ? SIMILAR - 1 : top.length;
    while (place > 0 && better(candidate, top[place - 1] as IndexedProduct)) place--;
    top.splice(place, 0, candidate);
    if (top.length > SIMILAR) top.pop();
  }
  return ctx.productDocuments.jsonArray(top.map((similar) => similar.id));
}
