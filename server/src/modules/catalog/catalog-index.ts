import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { buildSnapshot, type CatalogSnapshot, type IndexedProduct } from './catalog-snapshot.ts';

const PAIR_STRIDE = 10n;
const PAIR_SIZES = 6;
const COLOUR_BITS = 0x3ffn;

const indexColumns = {
  id: products.id,
  price: products.sellingPricePaise,
  gender: products.gender,
  category: products.category,
  material: products.material,
  brand: products.brand,
  featured: products.featured,
  collections: products.collections,
  countInStock: products.countInStock,
  stockPairs: sql<string>`${products.stockPairs}::text`,
  stockSizes: products.stockSizes,
  stockColors: products.stockColors,
  createdAt: sql<string>`(extract(epoch from ${products.createdAt}) * 1000000)::bigint::text`,
  unitsSold: products.unitsSold,
  rating: products.rating,
  numReviews: products.numReviews,
  ratingTotal: products.ratingTotal,
  name: products.name,
  colors: products.colors,
  description: products.description,
};

interface IndexRow
  extends Omit<IndexedProduct, 'colorsBySize' | 'createdAt' | 'collections' | 'material' | 'text'> {
  material: string;
  collections: string[];
  name: string;
  colors: string[];
  description: string;
  /** Both as decimal text: a bigint each. */
  stockPairs: string;
  createdAt: string;
}

function toIndexed(row: IndexRow): IndexedProduct {
  const pairs = BigInt(row.stockPairs);
  const material = row.material.toLowerCase();
  const colorsBySize: number[] = [];
  for (let size = 0; size < PAIR_SIZES; size++) {
    colorsBySize.push(Number((pairs >> (BigInt(size) * PAIR_STRIDE)) & COLOUR_BITS));
  }
  return {
    id: row.id,
    price: row.price,
    gender: row.gender,
    category: row.category,
    material,
    brand: row.brand,
    featured: row.featured,
    collections: row.collections,
    countInStock: row.countInStock,
    stockSizes: row.stockSizes,
    stockColors: row.stockColors,
    colorsBySize,
    createdAt: Number(row.createdAt),
    unitsSold: row.unitsSold,
    rating: row.rating,
    numReviews: row.numReviews,
    ratingTotal: row.ratingTotal,
    // The places of the search vector's weights (migration 0026).
    text: [
      `${row.name} ${row.brand}`,
      `${row.category} ${row.gender}`,
      `${row.material} ${row.colors.join(' ')} ${row.collections.join(' ')}`,
      row.description,
    ],
  };
}

/** The products with these ids (all of them when `ids` is undefined), as the index keeps them. */
async function readIndexed(db: Database, ids?: readonly string[]): Promise<IndexedProduct[]> {
  const query = db.select(indexColumns).from(products);
  const rows: IndexRow[] = ids ? await query.where(inArray(products.id, [...ids])) : await query;
  return rows.map(toIndexed);
}

/** Changes of more products than this reload the whole index (one query either way). */
const MAX_PARTIAL_REFRESH = 500;
/**
 * Older than this, the index is read again in the background on its next use: writes made through
 * the API refresh it at once (invalidate); this only bounds how long a change made by hand in SQL
 * goes unseen.
 */
const MAX_AGE_MS = 30_000;

/**
 * Every product of the catalogue, kept in this process for the listing's filters, sort, count and
 * facet counts (docs/api.md, "Listing and facets from the catalogue index"). The database stays
 * the only truth: the index is read from it, and every product write or stock change, in this
 * process or another (plugins/change-feed.ts), marks the products it touched for reading again
 * before the next listing is answered. While changes may be going unheard (`trusted` false), the
 * index is not used.
 */
export class CatalogIndex {
  private byId = new Map<string, IndexedProduct>();
  private snapshot: CatalogSnapshot | null = null;
  private loadedAt = 0;
  /** Every product must be read again (nothing read yet, or a change of unknown products). */
  private everything = true;
  /** Products to read again. */
  private readonly dirty = new Set<string>();
  /** The one reading under way: reads never overlap, so none overwrites a newer one. */
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly trusted: () => boolean = () => true,
  ) {}

  /**
   * The product's gender and category ("Men|Top Wear") as last read, before any change announced
   * since is read (what a cache of pages ranked within the group needs); undefined when unknown.
   */
  groupOf(id: string): string | undefined {
    const product = this.byId.get(id);
    return product && `${product.gender}|${product.category}`;
  }

  /** Products changed (or every product when `ids` is absent): read them again before the next use. */
  invalidate(ids?: readonly string[]): void {
    if (!ids || ids.length > MAX_PARTIAL_REFRESH) {
      this.everything = true;
      this.dirty.clear();
    } else if (!this.everything) {
      for (const id of ids) this.dirty.add(id);
    }
  }

  /**
   * Every product, as of every change announced before this call; null while the index cannot be
   * trusted (the caller then asks the database).
   */
  async products(): Promise<CatalogSnapshot | null> {
    if (!this.trusted()) return null;
    // A change announced while a reading runs may be missing from it: loop until none is pending.
    while (this.everything || this.dirty.size > 0) await this.read();
    if (Date.now() - this.loadedAt > MAX_AGE_MS && !this.refreshing) {
      this.read(true).catch(() => {
        this.everything = true;
      });
    }
    this.snapshot ??= buildSnapshot([...this.byId.values()]);
    return this.snapshot;
  }

  private read(aged = false): Promise<void> {
    this.refreshing ??= this.refresh(aged).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(aged: boolean): Promise<void> {
    if (this.everything || aged) {
      // Cleared before reading: changes announced from now on are read again afterwards.
      this.everything = false;
      this.dirty.clear();
      const startedAt = Date.now();
      try {
        const rows = await readIndexed(this.db);
        this.byId = new Map(rows.map((row) => [row.id, row]));
      } catch (error) {
        this.everything = true;
        throw error;
      }
      this.snapshot = null;
      this.loadedAt = startedAt;
      return;
    }
    const ids = [...this.dirty];
    this.dirty.clear();
    try {
      const rows = await readIndexed(this.db, ids);
      for (const id of ids) this.byId.delete(id);
      for (const row of rows) this.byId.set(row.id, row);
      this.snapshot = null;
    } catch (error) {
      for (const id of ids) this.dirty.add(id);
      throw error;
    }
  }
}
