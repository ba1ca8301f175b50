import type { Product, ProductImage } from '@store/contracts';
import { MATERIALS } from '@store/contracts/constants';

/** The editor's fields as typed: numbers and lists stay text until the form is sent. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  sku: string;
  category: string;
  gender: string;
  brand: string;
  material: string;
  /** Comma-separated. */
  sizes: string;
  /** Comma-separated. */
  colors: string;
  /** Comma-separated. */
  collections: string;
  featured: boolean;
  /** The stock grid's figures as typed, by cell (`cellKey`); a cell never typed in holds 0. */
  stock: Record<string, string>;
  /** The stored SKU of each variant the product had, by cell: sent back as is (it never changes). */
  variantSkus: Record<string, string>;
  /**
   * The stock of each variant when the product was loaded, by cell: sent with the figure typed, so
   * the server keeps a sale made meanwhile in a cell left alone, and refuses a changed cell whose
   * stock moved (docs/product.md §5).
   */
  loadedStock: Record<string, number>;
  images: ProductImage[];
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  discountPrice: '',
  sku: '',
  category: '',
  gender: '',
  brand: '',
  material: '',
  sizes: '',
  colors: '',
  collections: '',
  featured: false,
  stock: {},
  variantSkus: {},
  loadedStock: {},
  images: [],
};

/** A cell of the stock grid: one size in one colour. */
export interface StockCell {
  size: string;
  color: string;
  key: string;
}

/**
 * A cell's key: size and colour whatever their case, as the lists treat them (retyping "navy" as
 * "Navy" keeps the cell's figure and its variant's stored SKU).
 */
export const cellKey = (size: string, color: string): string =>
  JSON.stringify([size.toLowerCase(), color.toLowerCase()]);

/** The grid's cells for the sizes and colours typed, in the order the variants are sent: sizes then colours. */
export function stockCells(values: Pick<ProductFormValues, 'sizes' | 'colors'>): StockCell[] {
  const colors = splitList(values.colors);
  return splitList(values.sizes).flatMap((size) =>
    colors.map((color) => ({ size, color, key: cellKey(size, color) })),
  );
}

/** A cell's figure as typed; a cell added by a new size or colour starts at 0. */
export const cellText = (values: Pick<ProductFormValues, 'stock'>, key: string): string =>
  values.stock[key] ?? '0';

/** Units over the grid's cells that hold a whole number of 0 or more (the others are shown in error). */
export function totalStock(values: ProductFormValues): number {
  return stockCells(values).reduce((sum, cell) => {
    const units = Number(cellText(values, cell.key).trim());
    return Number.isInteger(units) && units >= 0 ? sum + units : sum;
  }, 0);
}

/** The colour of each picture, spelt as in the colours typed; null (every colour) when not one of them. */
function pictureColor(color: string | null, colors: string[]): string | null {
  if (color === null) return null;
  return colors.find((known) => known.toLowerCase() === color.toLowerCase()) ?? null;
}

/** The images as the editor shows them: a colour the product no longer offers reads as every colour. */
export function imagesFor(values: Pick<ProductFormValues, 'images' | 'colors'>): ProductImage[] {
  const colors = splitList(values.colors);
  return values.images.map((image) => ({ ...image, color: pictureColor(image.color, colors) }));
}

export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    discountPrice: product.discountPrice === null ? '' : String(product.discountPrice),
    sku: product.sku,
    category: product.category,
    gender: product.gender,
    brand: product.brand,
    // Stored before the list was enforced in another case: the list's spelling, as the select offers it.
    material:
      MATERIALS.find((known) => known.toLowerCase() === product.material.toLowerCase()) ?? product.material,
    sizes: product.sizes.join(', '),
    colors: product.colors.join(', '),
    collections: product.collections.join(', '),
    featured: product.featured,
    stock: Object.fromEntries(
      product.variants.map((variant) => [cellKey(variant.size, variant.color), String(variant.countInStock)]),
    ),
    variantSkus: Object.fromEntries(
      product.variants.map((variant) => [cellKey(variant.size, variant.color), variant.sku]),
    ),
    loadedStock: Object.fromEntries(
      product.variants.map((variant) => [cellKey(variant.size, variant.color), variant.countInStock]),
    ),
    images: product.images.map((image) => ({ url: image.url, altText: image.altText, color: image.color })),
  };
}

/**
 * What the form was filled from: the version and every variant's stock. Sales do not change the
 * version, so a product refilled after a stock 409 differs in its stock alone.
 */
export const formSource = (product: Product): string =>
  [product.updatedAt, ...product.variants.map((variant) => `${variant.sku}=${variant.countInStock}`)].join(
    ' ',
  );

/** "S, M ,, L" → ["S", "M", "L"]: trimmed, empties dropped, each value once whatever its case. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value !== '' && ![...seen].some((known) => known.toLowerCase() === value.toLowerCase()))
      seen.add(value);
  }
  return [...seen];
}

/** A typed amount: empty is absent ("Price is required"), anything else a number, NaN when it is not one. */
const toAmount = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/**
 * The request body the editor's fields stand for, before checking: numbers parsed, lists split
 * (docs/product.md §5: sizes and colours as trimmed comma-separated lists), an empty choice or
 * discount absent, one variant per cell of the stock grid (with its stored SKU and the stock it was
 * loaded with when it had them) and no product-level stock (the server sums the variants). `productCreateSchema` then checks it with
 * the server's own rules and messages.
 */
export function toProductInput(values: ProductFormValues) {
  return {
    name: values.name,
    description: values.description,
    price: toAmount(values.price),
    discountPrice: toAmount(values.discountPrice) ?? null,
    sku: values.sku,
    category: values.category || undefined,
    gender: values.gender || undefined,
    brand: values.brand,
    material: values.material,
    sizes: splitList(values.sizes),
    colors: splitList(values.colors),
    collections: splitList(values.collections),
    featured: values.featured,
    variants: stockCells(values).map(({ size, color, key }) => {
      const sku = values.variantSkus[key];
      const loaded = values.loadedStock[key];
      return {
        size,
        color,
        countInStock: toAmount(cellText(values, key)),
        ...(loaded !== undefined && { loadedCountInStock: loaded }),
        ...(sku ? { sku } : {}),
      };
    }),
    images: imagesFor(values),
  };
}
