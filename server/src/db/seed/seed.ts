import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Database } from '../client.ts';
import { products, productVariants, users } from '../schema.ts';
import { variantRowsFor } from '../variant-rows.ts';
import { type CatalogItem, generateCatalog } from './catalog.ts';
import { garmentSvg } from './images.ts';

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

const imagePath = (sku: string, view: 'front' | 'back') => `catalog/${sku.toLowerCase()}-${view}.svg`;

/** Writes the two pictures of each product under uploads/catalog (skipped when writeImages is false). */
export async function writeCatalogImages(uploadsDir: string, items: CatalogItem[]): Promise<void> {
  await mkdir(path.join(uploadsDir, 'catalog'), { recursive: true });
  await Promise.all(
    items.flatMap((item) =>
      (['front', 'back'] as const).map((view) =>
        writeFile(
          path.join(uploadsDir, imagePath(item.sku, view)),
          garmentSvg({
            shape: item.shape,
            color: item.colors[0] ?? 'gray',
            secondColor: item.colors[1],
            material: item.material,
            view,
          }),
        ),
      ),
    ),
  );
}

export function toProductRows(items: CatalogItem[]) {
  return items.map(({ shape: _shape, ...item }) => ({
    ...item,
    id: newId(item.createdAt.getTime()),
    images: (['front', 'back'] as const).map((view) => ({
      url: `/uploads/${imagePath(item.sku, view)}`,
      altText: `${item.name}, ${view} view`,
      color: null,
    })),
    updatedAt: item.createdAt,
  }));
}

/** Inserts products in batches (a 10,000-product catalogue for benchmarks goes through here too). */
export async function insertCatalog(db: Database, items: CatalogItem[]): Promise<void> {
  const rows = toProductRows(items);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    await db.insert(products).values(batch);
    const variants = batch.flatMap(variantRowsFor);
    // 7 parameters a row: 2,000 rows stay below PostgreSQL's 65,535 parameters per statement.
    for (let from = 0; from < variants.length; from += 2000)
      await db.insert(productVariants).values(variants.slice(from, from + 2000));
  }
}

/**
 * Seeds an empty database: the catalogue with its images, an admin (ADMIN_EMAIL/ADMIN_PASSWORD or a
 * generated password, returned so it can be printed once) and a demo customer. Returns null when the
 * database already has products.
 */
export async function seedIfEmpty(
  db: Database,
  options: {
    uploadsDir: string;
    adminEmail: string | null;
    adminPassword: string | null;
    productCount?: number;
  },
): Promise<SeedResult | null> {
  const [row] = await db.select({ value: count() }).from(products);
  if ((row?.value ?? 0) > 0) return null;

  const items = generateCatalog(options.productCount ?? SEED_PRODUCT_COUNT);
  await writeCatalogImages(options.uploadsDir, items);
  await insertCatalog(db, items);

  const adminEmail = (options.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const generated = options.adminPassword === null;
  const adminPassword = options.adminPassword ?? randomBytes(12).toString('base64url');
  const [adminHash, customerHash] = await Promise.all([
    hashPassword(adminPassword),
    hashPassword(DEMO_CUSTOMER.password),
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
