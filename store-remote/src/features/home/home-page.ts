import type { ScreenPage } from '../../ssr/screen-page.ts';
import { bestSellerQuery, listQuery, newArrivalsQuery } from '../catalog/index.ts';

/** The premium collection's first eight products (PremiumGrid). */
export const PREMIUM_QUERY = listQuery({ collection: 'premium', limit: 8 });

/**
 * What the server loads for the home page, and what its head says (app/routes.tsx). Every section
 * can do without its answer (a section without one steps aside, in the browser as on the server).
 */
export const homePage: ScreenPage = {
  async load(_address, cache) {
    await Promise.all([
      cache.fetch(bestSellerQuery),
      cache.fetch(newArrivalsQuery),
      cache.fetch(PREMIUM_QUERY),
    ]);
  },
  facts: (_address, cache) => ({ kind: 'home', bestSeller: cache.data(bestSellerQuery) ?? null }),
};
