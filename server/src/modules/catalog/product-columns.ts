import type { ProductUpdate } from '@store/contracts';
import { toPaise } from '../../lib/money.ts';

const lower = (values: string[]) => [
  ...new Set(values.map((value) => value.trim().toLowerCase()).filter(Boolean)),
];
const unique = (values: string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))];

/**
 * The columns a product write sets (stock is not one: it follows the variants, product-variants.ts), from the fields the admin sent: money in paise, colours and
 * collections lower-cased, sizes upper-cased, each list without blanks or repeats.
 */
export function productColumns(input: ProductUpdate) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { pricePaise: toPaise(input.price) }),
    ...(input.discountPrice !== undefined && {
      discountPricePaise: input.discountPrice === null ? null : toPaise(input.discountPrice),
    }),
    ...(input.sku !== undefined && { sku: input.sku }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.gender !== undefined && { gender: input.gender }),
    ...(input.brand !== undefined && { brand: input.brand }),
    ...(input.material !== undefined && { material: input.material }),
    ...(input.colors !== undefined && { colors: lower(input.colors) }),
    ...(input.sizes !== undefined && { sizes: unique(input.sizes).map((size) => size.toUpperCase()) }),
    ...(input.collections !== undefined && { collections: lower(input.collections) }),
    ...(input.images !== undefined && {
      images: input.images.map((image) => ({
        url: image.url,
        altText: image.altText ?? '',
        color: image.color ?? null,
      })),
    }),
    ...(input.featured !== undefined && { featured: input.featured }),
  };
}
