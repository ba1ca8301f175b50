import { z } from 'zod';
import { ADDRESS_FIELD_NAMES, type AddressField, addressErrors, normalizeAddress } from './address-rules.ts';
import { idSchema, text } from './common.ts';

export const shippingAddressSchema = z.object({
  firstName: text('First name', 60),
  lastName: text('Last name', 60),
  address: text('Street address', 200),
  city: text('City', 80),
  /** Our addition: the state or union territory (saved addresses have one; optional here). */
  state: z.string().trim().max(60, 'State must be at most 60 characters').optional(),
  postalCode: text('Postal code', 12).regex(
    /^[A-Za-z0-9 -]+$/,
    'Postal code may contain letters, digits, space and dash',
  ),
  country: text('Country', 60),
  phone: text('Phone', 20).regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a valid phone number'),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

const required = (name: AddressField) => z.string({ error: `${ADDRESS_FIELD_NAMES[name]} is required` });

/**
 * The address a checkout ships to (body of POST /api/checkout), saved in the address book or not:
 * checked by the address book's rules (`addressErrors`, the same functions the storefront's form
 * runs), each field's first problem an issue of its own, and kept as `normalizeAddress` writes it
 * (docs/product.md §5). No courier delivers to PIN "1" or to an Indian address without its state.
 */
export const shippingAddressInputSchema = z
  .object({
    firstName: required('firstName'),
    lastName: required('lastName'),
    address: required('address'),
    city: required('city'),
    state: z.string({ error: 'State must be text' }).optional(),
    postalCode: required('postalCode'),
    country: required('country'),
    phone: required('phone'),
  })
  .superRefine((value, context) => {
    for (const [path, message] of Object.entries(addressErrors(value))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform((value): ShippingAddress => {
    const { state, ...rest } = normalizeAddress({ ...value, state: value.state ?? '' });
    return state === '' ? rest : { ...rest, state };
  });

export const lineItemSchema = z.object({
  productId: idSchema,
  name: z.string(),
  image: z.string(),
  /** Unit selling price in rupees at the time of checkout. */
  price: z.number(),
  quantity: z.number().int(),
  size: z.string(),
  color: z.string(),
  /** The variant's SKU; absent on lines written before variants existed and never matched since. */
  sku: z.string().optional(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/**
 * Body of POST /api/checkout. checkoutItems and totalPrice are accepted (docs/product.md §7) but
 * ignored: the server builds items and total from the signed-in user's cart.
 */
export const checkoutCreateSchema = z.object({
  checkoutItems: z.array(z.unknown()).max(200).optional(),
  shippingAddress: shippingAddressInputSchema,
  paymentMethod: z.string().trim().max(40).optional(),
  totalPrice: z.unknown().optional(),
});
export type CheckoutCreate = z.input<typeof checkoutCreateSchema>;

export const paymentDetailsSchema = z.object({
  transactionId: text('Transaction id', 100),
  paymentMethod: z.string().trim().max(40).optional(),
  timestamp: z.string().trim().max(40).optional(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/**
 * What the payment gateway hands back to the browser after the shopper paid (Razorpay's Standard
 * Checkout and its redirect flow): the only proof PUT /api/checkout/{id}/pay accepts, and only once
 * the server has checked the signature against the gateway order it created for the checkout.
 */
const gatewayId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`)
    .regex(/^[A-Za-z0-9_]+$/, `${label} is not valid`);
export const gatewayReturnSchema = z.object({
  razorpay_payment_id: gatewayId('razorpay_payment_id'),
  razorpay_order_id: gatewayId('razorpay_order_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .trim()
    .min(1, 'razorpay_signature is required')
    .max(200, 'razorpay_signature is too long'),
});
export type GatewayReturnFields = z.infer<typeof gatewayReturnSchema>;

export const checkoutPaySchema = z.object({
  paymentStatus: z.literal('paid', { error: 'paymentStatus must be "paid"' }),
  paymentDetails: gatewayReturnSchema,
});
export type CheckoutPay = z.infer<typeof checkoutPaySchema>;

export const checkoutSchema = z.object({
  _id: idSchema,
  user: idSchema,
  checkoutItems: z.array(lineItemSchema),
  shippingAddress: shippingAddressSchema,
  paymentMethod: z.string(),
  /** Sum of the lines in rupees. */
  subtotal: z.number(),
  /** First-order discount in rupees (0 when none). */
  discount: z.number(),
  totalPrice: z.number(),
  /** The GST inside the total, in rupees (docs/product.md §10; worked out as IGST: the invoice may split it into CGST + SGST a paisa apart). */
  gst: z.number().optional(),
  isPaid: z.boolean(),
  paidAt: z.string().nullable(),
  paymentStatus: z.enum(['pending', 'paid']),
  paymentDetails: paymentDetailsSchema.nullable(),
  isFinalized: z.boolean(),
  finalizedAt: z.string().nullable(),
  /** The order made from this checkout, once finalized. */
  orderId: z.string().nullable(),
  createdAt: z.string(),
  /** The Cash on Delivery fee in rupees once the shopper chose it (0 otherwise); in totalPrice. */
  codFee: z.number().optional(),
  /**
   * Whether this checkout may be paid on delivery (the server's rules: order total and delivery
   * PIN code), why not, and its fee and total if chosen (rupees): shown before the shopper confirms.
   * `gst`: the GST inside that total (the fee a charge at the goods' highest rate, as the invoice
   * charges it), for "Includes GST of ₹X" when Cash on Delivery is chosen.
   */
  cashOnDelivery: z
    .object({
      available: z.boolean(),
      reason: z.string().nullable(),
      fee: z.number(),
      total: z.number(),
      gst: z.number(),
    })
    .optional(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * GET /api/checkout/first-order-discount: whether the signed-in customer's next checkout gets the
 * first-order discount (no order that is not cancelled), decided by the same rule checkout applies.
 */
export const firstOrderDiscountSchema = z.object({
  eligible: z.boolean(),
  /** The discount in percent of the subtotal (STORE_POLICY.firstOrderDiscountPercent). */
  percent: z.number(),
});
export type FirstOrderDiscount = z.infer<typeof firstOrderDiscountSchema>;

/** POST /api/checkout/{id}/payment: the online payment started for the checkout's amount. */
export const paymentStartSchema = z.object({
  /** Our attempt's id (every attempt is kept). */
  paymentId: z.string(),
  provider: z.enum(['razorpay', 'cod']),
  gatewayOrderId: z.string().nullable(),
  /** The amount asked for, in rupees: the checkout's total as the server computed it. */
  amount: z.number(),
  /**
   * The browser's step: POST `fields` as an HTML form to `url` (Razorpay's hosted checkout,
   * /v1/checkout/embedded, at api.razorpay.com or at the embedded test gateway); the gateway then
   * POSTs the result to the server's callback, which sends the shopper to /checkout/{id}/return.
   */
  next: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('form-post'),
      url: z.string(),
      method: z.literal('POST'),
      fields: z.record(z.string(), z.string()),
    }),
    z.object({ kind: z.literal('none') }),
  ]),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;
