import { randomBytes } from 'node:crypto';
import type { ProductImage } from '@store/contracts';
import { count } from 'drizzle-orm';
import type { ShopIdentity } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { folderUploadStore, type UploadStore } from '../../lib/upload-store.ts';
import type { Database } from '../client.ts';
import { products, productVariants, users } from '../schema.ts';
import { variantRowsFor } from '../variant-rows.ts';
import { type CatalogItem, generateCatalog } from './catalog.ts';
import { garmentSvg } from './images.ts';
import { writeSeedPhotos } from './photos.ts';
import { insertSeedReviews } from './reviews.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@threadline.test';
export const DEMO_CUSTOMER = {
  name: 'Asha Verma',
  email: 'demo@threadline.test',
  password: 'demo-shopper',
} as const;
export const SEED_PRODUCT_COUNT = 120;

export interface SeedResult {
  products: number;
  admin: { email: string; password: string | null; generated: boolean };
  customer: { email: string; password: string };
}

type View = 'front' | 'back';
const VIEWS: readonly View[] = ['front', 'back'];

const imagePath = (sku: string, color: string, view: View) =>
  `catalog/${sku.toLowerCase()}-${color.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${view}.svg`;

/** The pictures of a product: front and back in each of its colours, its first colour first. */
function pictures(item: { colors: readonly string[] }) {
  return item.colors.flatMap((color) => VIEWS.map((view) => ({ color, view })));
}

/** Writes each product's pictures (front and back in every colour it offers) under uploads/catalog, in the upload store. */
export async function writeCatalogImages(store: UploadStore, items: CatalogItem[]): Promise<void> {
  await Promise.all(
    items.flatMap((item) =>
      pictures(item).map(({ color, view }) =>
        store.put(
          imagePath(item.sku, color, view),
          'image/svg+xml',
          Buffer.from(garmentSvg({ shape: item.shape, color, material: item.material, view })),
        ),
      ),
    ),
  );
}

/**
 * Product rows of the catalogue (its variants come from `toVariantRows`); `photos` (by SKU, from
 * writeSeedPhotos) come before the drawings.
 */
export function toProductRows(items: CatalogItem[], photos: ReadonlyMap<string, ProductImage> = new Map()) {
  return items.map(
    ({
      shape: _shape,
      variantStock: _variantStock,
      reviewTendency: _tendency,
      reviewers: _reviewers,
      ...item
    }) => ({
      ...item,
      id: newId(item.createdAt.getTime()),
      images: [
        ...(photos.has(item.sku) ? [photos.get(item.sku) as ProductImage] : []),
        ...pictures(item).map(({ color, view }) => ({
          url: `/uploads/${imagePath(item.sku, color, view)}`,
          altText: `${item.name} in ${color}, ${view} view`,
          color,
        })),
      ],
      updatedAt: item.createdAt,
    }),
  );
}

/** The variants of the catalogue's products (`rows` from toProductRows), each with its drawn stock. */
export function toVariantRows(items: CatalogItem[], rows: Array<{ id: string; sku: string }>) {
  return items.flatMap((item, index) => {
    const row = rows[index];
    if (!row) return [];
    return variantRowsFor({ ...row, sizes: item.sizes, colors: item.colors }).map((variant, position) => ({
      ...variant,
      countInStock: item.variantStock[position] ?? 0,
    }));
  });
}

/**
 * Inserts products in batches (a 10,000-product catalogue for benchmarks goes through here too);
 * returns their rows in the order of `items`.
 */
export async function insertCatalog(
  db: Database,
  items: CatalogItem[],
  photos: ReadonlyMap<string, ProductImage> = new Map(),
) {
  const inserted: ReturnType<typeof toProductRows> = [];
  for (let start = 0; start < items.length; start += 500) {
    const batch = items.slice(start, start + 500);
    const rows = toProductRows(batch, photos);
    inserted.push(...rows);
    await db.insert(products).values(rows);
    const variants = toVariantRows(batch, rows);
    // 7 parameters a row: 2,000 rows stay below PostgreSQL's 65,535 parameters per statement.
    for (let from = 0; from < variants.length; from += 2000)
      await db.insert(productVariants).values(variants.slice(from, from + 2000));
  }
  return inserted;
}

/**
 * Seeds an empty database: the catalogue with its images, an admin (ADMIN_EMAIL/ADMIN_PASSWORD or a
 * generated password, returned so it can be printed once), a demo customer, and customers with
 * historic orders, invoiced (and credited when cancelled) on their dates, and reviews. Returns null when the
 * database already has products.
 */
export async function seedIfEmpty(
  db: Database,
  options: {
    uploadsDir: string;
    /** Where the pictures go: the uploads folder unless given (the database on PostgreSQL). */
    uploads?: UploadStore;
    adminEmail: string | null;
    adminPassword: string | null;
    productCount?: number;
    /** The supplier on the seeded orders' tax invoices (the SHOP_* settings). */
    shop: ShopIdentity;
    /** The time the seed's history leads up to: now unless given (a test of a past month). */
    now?: number;
  },
): Promise<SeedResult | null> {
  const [row] = await db.select({ value: count() }).from(products);
  if ((row?.value ?? 0) > 0) return null;

  const now = options.now ?? Date.now();
  const items = generateCatalog(options.productCount ?? SEED_PRODUCT_COUNT, { now });
  const store = options.uploads ?? folderUploadStore(options.uploadsDir);
  const [, photos] = await Promise.all([
    writeCatalogImages(store, items),
    writeSeedPhotos(store, options.uploadsDir, items),
  ]);
  const rows = await insertCatalog(db, items, photos);

  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = options.adminPassword === null;
  const adminPassword = options.adminPassword ?? randomBytes(12).toString('base64url');
  const [adminHash, customerHash, reviewerHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(DEMO_CUSTOMER.password),
    hashPassword(randomBytes(18).toString('base64url')),
  ]);
  await db
    .insert(users)
    .values([
      { id: newId(), name: 'Store Admin', email: adminEmail, passwordHash: adminHash, role: 'admin' },
      {
        id: newId(),
        name: DEMO_CUSTOMER.name,
        email: DEMO_CUSTOMER.email,
        passwordHash: customerHash,
        role: 'customer',
      },
    ])
    .onConflictDoNothing();
  await insertSeedReviews(db, items, rows, reviewerHash, now, options.shop);

  return {
    products: items.length,
    admin: { email: adminEmail, password: generated ? adminPassword : null, generated },
    customer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
  };
}

/** What to print after seeding; the generated admin password appears only here, once. */
export function seedSummary(seeded: SeedResult): string[] {
  return [
    `  Seeded ${seeded.products} products.`,
    seeded.admin.generated
      ? `  Admin:     ${seeded.admin.email} / ${seeded.admin.password}  (generated; shown only this once)`
      : `  Admin:     ${seeded.admin.email} (password from ADMIN_PASSWORD)`,
    `  Customer:  ${seeded.customer.email} / ${seeded.customer.password}`,
  ];
}
