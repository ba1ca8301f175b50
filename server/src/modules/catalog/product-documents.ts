import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { productWithVariants, serializeSelected } from './serialize.ts';

const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');

/**
 * Each product's answer (with its variants and pictures) as UTF-8 JSON, kept in this process so a
 * listing page is assembled from the products it shows rather than read and serialized again
 * (about 4.5 KB a product). Invalidated as the catalogue index is: by product ids on every product
 * write or stock change (plugins/change-feed.ts), wholly when the change is unknown; bypassed while
 * changes may be going unheard. A reading that started before an invalidation is answered but not
 * kept. Bounded by bytes, the oldest kept leaving first: a product's answer grows with its variants
 * and pictures, so a count bounded nothing; 64 MB keeps a catalogue of about 14,000 products whole.
 */
export const PRODUCT_DOCUMENTS_MAX_BYTES = 64 * 1024 * 1024;

export class ProductDocuments {
  private readonly documents = new Map<string, Buffer>();
  private bytes = 0;
  private generation = 0;

  /**
   * Built once and prepared on each connection: building the select from its parts for every read
   * was a measurable part of a product page rendered for its request (bench:api's profile).
   */
  private readonly select;

  constructor(
    db: Database,
    private readonly maxBytes = PRODUCT_DOCUMENTS_MAX_BYTES,
    private readonly trusted: () => boolean = () => true,
  ) {
    this.select = db
      .select(productWithVariants)
      .from(products)
      .where(sql`${products.id} = any(${sql.placeholder('ids')}::text[])`)
      .prepare('product_documents');
  }

  invalidate(ids?: readonly string[]): void {
    this.generation++;
    if (!ids) {
      this.documents.clear();
      this.bytes = 0;
    } else for (const id of ids) this.forget(id);
  }

  /** Bytes of the answers kept now. */
  get size(): number {
    return this.bytes;
  }

  /** The products with these ids as one JSON array, in the order given (unknown ids left out). */
  async jsonArray(ids: readonly string[]): Promise<Buffer> {
    const found = await this.documentsOf(ids);
    const parts: Buffer[] = [OPEN];
    for (const id of ids) {
      const document = found.get(id);
      if (!document) continue;
      if (parts.length > 1) parts.push(COMMA);
      parts.push(document);
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  }

  /** One product's answer as JSON, or null when there is no such product. */
  async one(id: string): Promise<Buffer | null> {
    return (await this.documentsOf([id])).get(id) ?? null;
  }

  private async documentsOf(ids: readonly string[]): Promise<Map<string, Buffer>> {
    const trusted = this.trusted();
    const found = new Map<string, Buffer>();
    const missing: string[] = [];
    for (const id of ids) {
      const document = trusted ? this.documents.get(id) : undefined;
      if (document) found.set(id, document);
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const rows = await this.select.execute({ ids: missing });
    const keep = trusted && generation === this.generation;
    for (const row of rows) {
      const document = Buffer.from(JSON.stringify(serializeSelected(row)));
      found.set(row.product.id, document);
      if (keep) this.remember(row.product.id, document);
    }
    return found;
  }

  private forget(id: string): void {
    const document = this.documents.get(id);
    if (document === undefined) return;
    this.bytes -= document.length;
    this.documents.delete(id);
  }

  private remember(id: string, document: Buffer): void {
    this.forget(id);
    if (document.length > this.maxBytes) return;
    for (const oldest of this.documents.keys()) {
      if (this.bytes + document.length <= this.maxBytes) break;
      this.forget(oldest);
    }
    this.documents.set(id, document);
    this.bytes += document.length;
  }
}
