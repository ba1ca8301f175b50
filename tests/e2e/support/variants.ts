/** Helpers for specs that need stock per size × colour: pick what can be bought, make products. */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { Product, ProductImage } from '@store/contracts';
import type { Session } from './admin.ts';

type Stocked = Pick<Product, 'sizes' | 'colors' | 'countInStock'> & { variants?: Product['variants'] };

/**
 * A size and colour of `product` with at least `quantity` units (the seed has sold-out sizes, so
 * `sizes[0]` in `colors[0]` may not be for sale). Fails when there is none.
 */
export function inStockVariant(product: Stocked, quantity = 1): { size: string; color: string } {
  const variant = product.variants?.find((candidate) => candidate.countInStock >= quantity);
  if (variant) return { size: variant.size, color: variant.color };
  if (!product.variants?.length && product.countInStock >= quantity) {
    return { size: product.sizes[0] ?? '', color: product.colors[0] ?? '' };
  }
  throw new Error(`no size and colour with ${quantity} units in stock`);
}

/** The first product of a list with a size and colour of at least `quantity` units. */
export function firstInStock<P extends Stocked>(products: P[], quantity = 1): P {
  const found = products.find((product) => {
    try {
      inStockVariant(product, quantity);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error(`no product with ${quantity} units of one size and colour`);
  return found;
}

export interface NewProduct {
  name: string;
  sku: string;
  sizes: string[];
  colors: string[];
  /** Units per "size/color"; cells left out have none. */
  stock: Record<string, number>;
  images?: ProductImage[];
}

/** The stock grid of a product as the admin's create and update take it. */
export function stockGrid({ sizes, colors, stock }: Pick<NewProduct, 'sizes' | 'colors' | 'stock'>) {
  return sizes.flatMap((size) =>
    colors.map((color) => ({ size, color, countInStock: stock[`${size}/${color}`] ?? 0 })),
  );
}

/** Creates a product through the admin API with the given stock per size and colour. */
export async function createProduct(
  request: APIRequestContext,
  admin: Session,
  product: NewProduct,
): Promise<Product> {
  const response = await request.post('/api/admin/products', {
    headers: admin.headers,
    data: {
      name: product.name,
      description: `${product.name}, made for the end-to-end suite.`,
      price: 1299,
      sku: product.sku,
      category: 'Top Wear',
      gender: 'Unisex',
      brand: 'Coastline',
      material: 'Cotton',
      sizes: product.sizes,
      colors: product.colors,
      images: product.images ?? [],
      variants: stockGrid(product),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/** Sets every cell of a product's stock grid (cells left out go to 0). */
export async function setStock(
  request: APIRequestContext,
  admin: Session,
  product: Pick<Product, '_id' | 'sizes' | 'colors'>,
  stock: Record<string, number>,
): Promise<void> {
  const response = await request.put(`/api/admin/products/${product._id}`, {
    headers: admin.headers,
    data: { variants: stockGrid({ sizes: product.sizes, colors: product.colors, stock }) },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
