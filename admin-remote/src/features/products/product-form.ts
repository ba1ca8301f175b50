import type { Product, ProductImage } from '@store/contracts';

/** The editor's fields as typed: numbers and lists stay text until the form is sent. */
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
  /** Comma-separated. */
  sizes: string;
  /** Comma-separated. */
  colors: string;
  /** Comma-separated. */
  collections: string;
  featured: boolean;
  images: ProductImage[];
}

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
 * discount absent. `productCreateSchema` then checks it with the server's own rules and messages.
 */
export function toProductInput(values: ProductFormValues) {
  return {
    name: values.name,
    description: values.description,
    price: toAmount(values.price),
    discountPrice: toAmount(values.discountPrice) ?? null,
    countInStock: toAmount(values.countInStock),
    sku: values.sku,
    category: values.category || undefined,
    gender: values.gender || undefined,
    brand: values.brand,
    material: values.material,
    sizes: splitList(values.sizes),
    colors: splitList(values.colors),
    collections: splitList(values.collections),
    featured: values.featured,
    images: values.images,
  };
}
