import { z } from 'zod';
import { guestIdSchema, idSchema, nullableAsAbsent, text, wholeNumber } from './common.ts';
import { MAX_CART_QUANTITY } from './constants.ts';

export const cartLineSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  /** Selling price of one unit in rupees (discount price when on sale). */
  price: z.number(),
  /**
   * Price of one unit before any sale discount (the product's price), in rupees: the cart shows what
   * the sale saves (`listPrice - price` per unit).
   */
  listPrice: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  /** The variant's SKU (size × colour of the product). */
  sku: z.string(),
  /** Units of this variant the store has now; the quantity stepper stops there. */
  countInStock: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  _id: z.string().nullable(),
  products: z.array(cartLineSchema),
  totalPrice: z.number(),
  /** The GST inside the total, in rupees, at today's rates before any order discount (docs/product.md §10). */
  gst: z.number().optional(),
  user: z.string().nullable(),
  guestId: z.string().nullable(),
  /**
   * What changed in the cart since the shopper last saw it and why (a line reduced or dropped at
   * merge, a variant the store no longer offers): sentences the UI shows once, in one toast.
   */
  notices: z.array(z.string()),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * Who owns the cart: the signed-in user (the token must match userId) or a guest. `userId: null`
 * (or an empty query parameter) means no user, as the original API's clients send it.
 */
const owner = {
  userId: nullableAsAbsent(idSchema),
  guestId: nullableAsAbsent(guestIdSchema),
};

export const cartQuerySchema = z.object(owner);
export type CartQuery = z.infer<typeof cartQuerySchema>;

const lineKey = {
  productId: idSchema,
  size: text('Size', 10),
  color: text('Color', 30),
};

const quantity = (min: number) =>
  wholeNumber('Quantity', {
    min,
    max: MAX_CART_QUANTITY,
    minMessage: min === 0 ? 'Quantity must not be negative' : `Quantity must be at least ${min}`,
  });

export const cartAddSchema = z.object({ ...owner, ...lineKey, quantity: quantity(1) });
export type CartAdd = z.infer<typeof cartAddSchema>;

/** Sets the line's quantity; 0 removes the line. */
export const cartUpdateSchema = z.object({ ...owner, ...lineKey, quantity: quantity(0) });
export type CartUpdate = z.infer<typeof cartUpdateSchema>;

export const cartRemoveSchema = z.object({ ...owner, ...lineKey });
export type CartRemove = z.infer<typeof cartRemoveSchema>;

export const cartMergeSchema = z.object({ guestId: guestIdSchema });
export type CartMerge = z.infer<typeof cartMergeSchema>;
