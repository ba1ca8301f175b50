import type { ServerConfig } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { Background } from './lib/background.ts';
import { ResponseCache } from './lib/response-cache.ts';
import type { UploadStore } from './lib/upload-store.ts';
import {
  CatalogIndex,
  PRODUCT_DOCUMENTS_MAX_BYTES,
  ProductDocuments,
  SearchVocabulary,
} from './modules/catalog/index.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import type { Auth } from './plugins/auth.ts';
import type { ChangeFeed } from './plugins/change-feed.ts';
import type { JobRunner } from './plugins/jobs.ts';
import type { MailOutbox } from './plugins/mail-outbox.ts';
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
  /** Every product's filter and sort fields, for the listing and its facet counts. */
  catalogIndex: CatalogIndex;
  /** Each product's answer as JSON, for assembling listing pages. */
  productDocuments: ProductDocuments;
  /** Where uploaded pictures are kept: the uploads folder, or the database on PostgreSQL. */
  uploads: UploadStore;
  /** Tells every process sharing the database what changed, so none answers from a stale copy. */
  changes: ChangeFeed;
  /** The e-mail outbox: mails queued in a transaction, sent once it commits (and retried). */
  mail: MailOutbox;
  /** Database-backed jobs (webhook handling, reconciliation, refund retries) run by every process. */
  jobs: JobRunner;
  /**
   * The online payment provider, or null where online payments are not set up: Razorpay with live
   * keys, else the embedded test gateway (modules/payments, online.ts); tests may bring their own.
   */
  payments: PaymentProvider | null;
  /** Work started by a request that answers without waiting for it (lib/background.ts). */
  background: Background;
  /**
   * Await after stock or sales figures change (orders), once the write has committed, with the
   * products whose figures moved (all may have, without them): cached listings show stock and
   * popularity. Resolves once every process has been told.
   */
  stockChanged: (productIds?: readonly string[]) => Promise<void>;
  /** Await after products are created, edited or deleted (committed); as stockChanged. */
  productsChanged: (productIds?: readonly string[]) => Promise<void>;
}

export function createAppContext(
  parts: Omit<
    AppContext,
    | 'catalogCache'
    | 'productCache'
    | 'searchVocabulary'
    | 'catalogIndex'
    | 'productDocuments'
    | 'stockChanged'
    | 'productsChanged'
  >,
): AppContext {
  const trusted = parts.changes.live;
  const catalogCache = new ResponseCache<CachedList>(2_000, 1000, trusted);
  const productCache = new ResponseCache<Buffer>(2_000, 5_000, trusted);
  const searchVocabulary = new SearchVocabulary(parts.db);
  const catalogIndex = new CatalogIndex(parts.db, trusted);
  const productDocuments = new ProductDocuments(parts.db, PRODUCT_DOCUMENTS_MAX_BYTES, trusted);
  parts.changes.subscribe((topic, productIds) => {
    catalogCache.clear();
    productCache.clear();
    const known = topic === 'all' ? undefined : productIds;
    catalogIndex.invalidate(known);
    productDocuments.invalidate(known);
    if (topic !== 'stock') searchVocabulary.invalidate();
  });
  return {
    ...parts,
    catalogCache,
    productCache,
    searchVocabulary,
    catalogIndex,
    productDocuments,
    stockChanged: (productIds) => parts.changes.publish('stock', productIds),
    productsChanged: (productIds) => parts.changes.publish('products', productIds),
  };
}
