import type { Product, ProductCreate, ProductImage } from '@store/contracts';
import { CATEGORIES, GENDERS } from '@store/contracts/constants';

/** The editor's fields as typed: numbers and lists stay text until validated. */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  countInStock: string;
  sku: string;
  category: string;
  gender: string;
  brand: string;
  material: string;
  /** Comma-separated (spec §5). */
  sizes: string;
  /** Comma-separated (spec §5). */
  colors: string;
  /** Comma-separated. */
  collections: string;
  featured: boolean;
  images: ProductImage[];
}

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  discountPrice: '',
  countInStock: '',
  sku: '',
  category: '',
  gender: '',
  brand: '',
  material: '',
  sizes: '',
  colors: '',
  collections: '',
  featured: false,
  images: [],
};

export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    discountPrice: product.discountPrice === null ? '' : String(product.discountPrice),
    countInStock: String(product.countInStock),
    sku: product.sku,
    category: product.category,
    gender: product.gender,
    brand: product.brand,
    material: product.material,
    sizes: product.sizes.join(', '),
    colors: product.colors.join(', '),
    collections: product.collections.join(', '),
    featured: product.featured,
    images: product.images.map((image) => ({ url: image.url, altText: image.altText })),
  };
}

/** "S, M ,, L" → ["S", "M", "L"]: trimmed, empties dropped, each value once (spec §5). */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(',')) {
    const value = part.trim();
    if (value !== '' && ![...seen].some((known) => known.toLowerCase() === value.toLowerCase()))
      seen.add(value);
  }
  return [...seen];
}

type Parsed = { ok: true; value: number } | { ok: false; message: string };

function parseAmount(text: string, label: string, wholeNumber: boolean): Parsed | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, message: `${label} must be a number` };
  if (value < 0) return { ok: false, message: `${label} must not be negative` };
  if (wholeNumber && !Number.isInteger(value))
    return { ok: false, message: `${label} must be a whole number` };
  if (!wholeNumber && Math.abs(Math.round(value * 100) - value * 100) > 1e-6)
    return { ok: false, message: `${label} may have at most two decimals` };
  return { ok: true, value };
}

const SKU = /^[A-Za-z0-9._-]+$/;

/**
 * Checks the editor's fields (spec §5: name and description required, price and stock numeric,
 * sizes and colours as trimmed comma-separated lists) plus what the API needs to create a product.
 */
export function validateProductForm(
  values: ProductFormValues,
): { ok: true; body: ProductCreate } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const required = (key: keyof ProductFormValues, label: string) => {
    const value = values[key];
    if (typeof value === 'string' && value.trim() === '') errors[key] = `${label} is required`;
  };
  required('name', 'Name');
  required('description', 'Description');

  const price = parseAmount(values.price, 'Price', false);
  if (price === null) errors.price = 'Price is required';
  else if (!price.ok) errors.price = price.message;

  const discount = parseAmount(values.discountPrice, 'Discount price', false);
  if (discount && !discount.ok) errors.discountPrice = discount.message;
  else if (discount?.ok && price?.ok && discount.value > price.value)
    errors.discountPrice = 'Discount price must not exceed the price';

  const stock = parseAmount(values.countInStock, 'Stock', true);
  if (stock === null) errors.countInStock = 'Stock is required';
  else if (!stock.ok) errors.countInStock = stock.message;

  required('sku', 'SKU');
  if (!errors.sku && !SKU.test(values.sku.trim()))
    errors.sku = 'SKU may contain letters, digits, dot, dash and underscore';
  if (!(CATEGORIES as readonly string[]).includes(values.category)) errors.category = 'Choose a category';
  if (!(GENDERS as readonly string[]).includes(values.gender)) errors.gender = 'Choose a gender';
  required('brand', 'Brand');
  required('material', 'Material');

  const sizes = splitList(values.sizes);
  const colors = splitList(values.colors);
  if (sizes.length === 0) errors.sizes = 'At least one size is required';
  if (colors.length === 0) errors.colors = 'At least one color is required';

  if (Object.keys(errors).length > 0 || !price?.ok || !stock?.ok) return { ok: false, errors };
  return {
    ok: true,
    body: {
      name: values.name.trim(),
      description: values.description.trim(),
      price: price.value,
      discountPrice: discount?.ok ? discount.value : null,
      countInStock: stock.value,
      sku: values.sku.trim(),
      category: values.category as ProductCreate['category'],
      gender: values.gender as ProductCreate['gender'],
      brand: values.brand.trim(),
      material: values.material.trim(),
      sizes,
      colors,
      collections: splitList(values.collections),
      featured: values.featured,
      images: values.images.map((image) => ({ url: image.url, altText: image.altText.trim() })),
    },
  };
}
