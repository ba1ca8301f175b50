import { bayesianRating } from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import type { CatalogSnapshot, IndexedProduct } from './catalog-snapshot.ts';

const SIMILAR = 4;

/** similarProducts' order (catalog-service.ts): best rated, then most sold, then the larger id. */
function better(a: IndexedProduct, b: IndexedProduct): boolean {
  const rating = bayesianRating(a.numReviews, a.ratingTotal) - bayesianRating(b.numReviews, b.ratingTotal);
  if (rating !== 0) return rating > 0;
  if (a.unitsSold !== b.unitsSold) return a.unitsSold > b.unitsSold;
  return a.id > b.id;
}

/** One group's best SIMILAR + 1 (one more, for when the product asked about is among them). */
interface GroupRanking {
  byId: ReadonlyMap<string, IndexedProduct>;
  best: ReadonlyMap<string, readonly IndexedProduct[]>;
}

/**
 * Every group's ("gender|category") best products, worked out once per snapshot of the index: one
 * scan with a short list kept per group as it goes. A snapshot is replaced on every change, so a
 * ranking never outlives what it was made from.
 */
const rankings = new WeakMap<CatalogSnapshot, GroupRanking>();

function rankingOf(catalogue: CatalogSnapshot): GroupRanking {
  const known = rankings.get(catalogue);
  if (known) return known;
  const keep = SIMILAR + 1;
  const byId = new Map<string, IndexedProduct>();
  const best = new Map<string, IndexedProduct[]>();
  for (const candidate of catalogue.products) {
    byId.set(candidate.id, candidate);
    const group = `${candidate.gender}|${candidate.category}`;
    const top = best.get(group) ?? [];
    if (top.length === 0) best.set(group, top);
    if (top.length === keep && !better(candidate, top[keep - 1] as IndexedProduct)) continue;
    let place = top.length === keep ? keep - 1 : top.length;
    while (place > 0 && better(candidate, top[place - 1] as IndexedProduct)) place--;
    top.splice(place, 0, candidate);
    if (top.length > keep) top.pop();
  }
  const ranking = { byId, best };
  rankings.set(catalogue, ranking);
  return ranking;
}

/**
 * The similar products of `id` from the catalogue index (the same gender and category, in
 * similarProducts' order), as the JSON array the API answers; null when the index cannot answer
 * (not trusted now, or no such product: the database answers, and says 404). The groups are ranked
 * once per snapshot of the index (rankingOf), so a product page not rendered before costs a lookup,
 * where the database sorted the whole group by a computed rating (about 25 ms for 10,000 products).
 */
export async function similarFromCatalogIndex(ctx: AppContext, id: string): Promise<Buffer | null> {
  const catalogue = await ctx.catalogIndex.products();
  if (!catalogue) return null;
  const ranking = rankingOf(catalogue);
  const product = ranking.byId.get(id);
  if (!product) return null;
  const group = ranking.best.get(`${product.gender}|${product.category}`) ?? [];
  const similar = group.filter((candidate) => candidate.id !== id).slice(0, SIMILAR);
  return ctx.productDocuments.jsonArray(similar.map((candidate) => candidate.id));
}
