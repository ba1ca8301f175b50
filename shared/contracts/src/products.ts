import { z } from 'zod';
import { commaList, idSchema, looseEnum, queryRupees, rupees, text, wholeNumber } from './common.ts';
import { CATEGORIES, COLORS, GENDERS, MATERIALS, MAX_PAGE_SIZE, SORT_OPTIONS } from './constants.ts';

export const productImageSchema = z.object({
  /** A path on the store (/uploads/...) or an http(s) address; never javascript:, data: and the like. */
  url: z
    .string()
    .trim()
    .min(1, 'Image URL is required')
    .max(2048)
    .regex(/^(\/(?!\/)|https?:\/\/)/i, 'Image URL must be a path on this store or an http(s) address'),
  altText: z.string().trim().max(200, 'Alt text must be at most 200 characters').default(''),
  /** The colour this picture shows; null for a picture that fits every colour. */
  color: z.string().trim().max(30, 'Image colour must be at most 30 characters').nullable().default(null),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** One size × colour of a product with its own SKU and stock (docs/product.md, "Variants"). */
export const variantSchema = z.object({
  sku: z.string(),
  size: z.string(),
  color: z.string(),
  countInStock: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

/**
 * A variant's SKU derived from the product's: `CL-LIN-001` + M + navy blue → `CL-LIN-001-M-NAVY-BLUE`.
 * Derived once when the variant is made and stored; renaming nothing later changes it.
 */
export function variantSku(productSku: string, size: string, color: string): string {
  const part = (value: string) =>
    value
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  return [productSku.trim(), part(size), part(color)].filter((piece) => piece.length > 0).join('-');
}

export const productSchema = z.object({
  _id: idSchema,
  name: z.string(),
  description: z.string(),
  /** List price in rupees. */
  price: z.number(),
  /** Sale price in rupees; null when not on sale. */
  discountPrice: z.number().nullable(),
  /** True when discountPrice is set and lower than price. */
  onSale: z.boolean(),
  images: z.array(productImageSchema),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  category: z.string(),
  brand: z.string(),
  material: z.string(),
  gender: z.string(),
  sku: z.string(),
  /** Units on the shelf: the sum over the variants. */
  countInStock: z.number().int(),
  /** One per size × colour offered, in the order of `sizes` then `colors`. */
  variants: z.array(variantSchema),
  collections: z.array(z.string()),
  rating: z.number(),
  numReviews: z.number().int(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A list of short texts: "Size must be at most 10 characters", "At most 20 sizes". */
const listText = (label: string, max: number) =>
  z.array(text(label, max)).max(20, `At most 20 ${label.toLowerCase()}s`);

/** One of a fixed set: "Category is required" when absent or empty, else the values it may take. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * One of the store's list (docs/product.md §5: colours and materials), matched without regard to case
 * or surrounding spaces and answered in the list's spelling: colours lower-case ('navy'), materials as
 * listed ('Linen'). Anything else is refused with the list, capitalised as screens show it.
 */
const fromList = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .transform((value, context) => {
      const known = values.find((item) => item.toLowerCase() === value.toLowerCase());
      if (known !== undefined) return known as T[number];
      context.addIssue({
        code: 'custom',
        message: `"${value}" is not one of the store's ${label.toLowerCase()}s: ${values.map(capitalised).join(', ')}`,
      });
      return z.NEVER;
    });

/** One cell of the admin's stock grid as sent on create and update; the SKU is derived when absent. */
export const variantInputSchema = z.object({
  size: text('Size', 10),
  color: text('Color', 30),
  countInStock: wholeNumber('Stock', { min: 0, max: 1_000_000, minMessage: 'Stock must not be negative' }),
  /**
   * On update, the cell's stock when the editor loaded the product (docs/api.md, "Stock edits after
   * a sale"): a cell sent with its loaded figure unchanged keeps what it has now, and a changed cell
   * whose stock moved meanwhile is 409. Without it, countInStock is the cell's new stock as is.
   */
  loadedCountInStock: wholeNumber('Loaded stock', {
    min: 0,
    max: 1_000_000,
    minMessage: 'Loaded stock must not be negative',
  }).optional(),
  sku: z
    .string()
    .trim()
    .max(100, 'Variant SKU must be at most 100 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'SKU may contain letters, digits, dot, dash and underscore')
    .optional(),
});
export type VariantInput = z.input<typeof variantInputSchema>;

/** Body of POST /api/admin/products. */
/** Optional fields without defaults: the server fills them on create (a default here would leak into partial updates). */
const productFields = z.object({
  name: text('Name', 200),
  description: text('Description', 5000),
  price: rupees('Price'),
  discountPrice: rupees('Discount price').nullable().optional(),
  /**
   * Total stock. With `variants` it must equal their sum; alone it sets the only variant of a
   * one-variant product and is refused otherwise (stock is kept per size and colour).
   */
  countInStock: wholeNumber('Stock', {
    min: 0,
    max: 100_000_000,
    minMessage: 'Stock must not be negative',
  }).optional(),
  /** The stock grid: one entry per size × colour; cells left out have no stock. */
  variants: z.array(variantInputSchema).max(400, 'At most 400 variants').optional(),
  sku: text('SKU', 64).regex(
    /^[A-Za-z0-9._-]+$/,
    'SKU may contain letters, digits, dot, dash and underscore',
  ),
  category: oneOf(CATEGORIES, 'Category'),
  gender: oneOf(GENDERS, 'Gender'),
  brand: text('Brand', 60),
  material: fromList(MATERIALS, 'Material'),
  colors: z
    .array(fromList(COLORS, 'Color'))
    .max(20, 'At most 20 colors')
    .min(1, 'At least one color is required'),
  sizes: listText('Size', 10).min(1, 'At least one size is required'),
  collections: listText('Collection', 60).optional(),
  images: z.array(productImageSchema).max(10, 'At most 10 images').optional(),
  featured: z.boolean().optional(),
});

const discountNotAbovePrice = {
  check: (p: { price?: number; discountPrice?: number | null }) =>
    p.discountPrice == null || p.price === undefined || p.discountPrice <= p.price,
  message: 'Discount price must not exceed the price',
};

export const productCreateSchema = productFields.refine(discountNotAbovePrice.check, {
  message: discountNotAbovePrice.message,
  path: ['discountPrice'],
});
export type ProductCreate = z.input<typeof productCreateSchema>;

/**
 * Body of PUT /api/products/{id} and PUT /api/admin/products/{id}: any subset of the fields. When
 * only one of price and discountPrice is sent the server checks the pair against the stored value.
 */
export const productUpdateSchema = productFields
  .partial()
  .refine(discountNotAbovePrice.check, { message: discountNotAbovePrice.message, path: ['discountPrice'] });
export type ProductUpdate = z.input<typeof productUpdateSchema>;

/** Query of GET /api/products (docs/api.md, "The listing: filters, sorting, search"). */
export const productListQuerySchema = z.object({
  collection: z.string().trim().max(60).optional(),
  size: commaList(z.string().max(10)),
  color: commaList(z.string().max(30)),
  gender: looseEnum(GENDERS, 'gender'),
  category: looseEnum(CATEGORIES, 'category'),
  material: commaList(z.string().max(60)),
  brand: commaList(z.string().max(60)),
  minPrice: queryRupees('minPrice'),
  maxPrice: queryRupees('maxPrice'),
  sortBy: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(SORT_OPTIONS, { error: `sortBy must be one of: ${SORT_OPTIONS.join(', ')}` }).optional(),
  ),
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(100_000)
    .optional(),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListFilters = z.output<typeof productListQuerySchema>;

/** One value of a listing filter and how many products choosing it would leave. */
export const facetValueSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * GET /api/products/facets (same query as the listing): for each filter, every value with the number
 * of products the listing would show if that value were chosen, all other filters kept (docs/api.md).
 */
export const productFacetsSchema = z.object({
  size: z.array(facetValueSchema),
  color: z.array(facetValueSchema),
  gender: z.array(facetValueSchema),
  category: z.array(facetValueSchema),
  material: z.array(facetValueSchema),
  brand: z.array(facetValueSchema),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** Query of GET /api/products/search-suggestions: the search that found nothing. */
export const searchSuggestionsQuerySchema = z.object({
  search: z
    .string({ error: 'search is required' })
    .trim()
    .min(1, 'search is required')
    .max(100, 'search must be at most 100 characters'),
});
export type SearchSuggestionsQuery = z.input<typeof searchSuggestionsQuerySchema>;

/**
 * GET /api/products/search-suggestions: the catalogue's words closest to the search's words (names,
 * brands, categories, materials, colours, collections), closest first, at most 5 (docs/api.md).
 */
export const searchSuggestionsSchema = z.object({ suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
