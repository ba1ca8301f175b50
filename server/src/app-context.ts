import type { ServerConfig } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import { ResponseCache } from './lib/response-cache.ts';
import { SearchVocabulary } from './modules/catalog/index.ts';
import type { Auth } from './plugins/auth.ts';
import type { SharedRedis } from './plugins/redis.ts';

export interface CachedList {
  /** The page as JSON, UTF-8 encoded once. */
  body: Buffer;
  total: number;
}

/** What every route module receives: the database, auth, configuration and shared caches. */
export interface AppContext {
  db: Database;
  dbKind: DatabaseKind;
  config: ServerConfig;
  auth: Auth;
  /** Redis for limits shared across processes (REDIS_URL), used only while it answers; else null. */
  redis: SharedRedis | null;
  /** Serialized catalogue answers; cleared on every write that changes what they show. */
  catalogCache: ResponseCache<CachedList>;
  /** Serialized answers (UTF-8 JSON) of one product, similar products, new arrivals, the best seller, facets. */
  productCache: ResponseCache<Buffer>;
  /** Words of the catalogue for typo-tolerant search. */
  searchVocabulary: SearchVocabulary;
  /** Call after stock or sales figures change (orders): cached listings show stock and popularity. */
  stockChanged: () => void;
  /** Call after a product is created, edited or deleted. */
  productsChanged: () => void;
}

export function createAppContext(
  parts: Omit<
    AppContext,
    'catalogCache' | 'productCache' | 'searchVocabulary' | 'stockChanged' | 'productsChanged'
  >,
): AppContext {
  const catalogCache = new ResponseCache<CachedList>(2_000);
  const productCache = new ResponseCache<Buffer>(2_000, 5_000);
  const searchVocabulary = new SearchVocabulary(parts.db);
  return {
    ...parts,
    catalogCache,
    productCache,
    searchVocabulary,
    stockChanged: () => {
      catalogCache.clear();
      productCache.clear();
    },
    productsChanged: () => {
      catalogCache.clear();
      productCache.clear();
      searchVocabulary.invalidate();
    },
  };
}
