/**
 * Business constants of docs/product.md §9, importable without zod so browser bundles stay small.
 */

export const STORE_NAME = 'Threadline';

export const CATEGORIES = ['Top Wear', 'Bottom Wear', 'Dresses', 'Sets'] as const;
export type Category = (typeof CATEGORIES)[number];

export const GENDERS = ['Men', 'Women', 'Unisex'] as const;
export type Gender = (typeof GENDERS)[number];

export const COLORS = [
  'red',
  'blue',
  'black',
  'green',
  'yellow',
  'gray',
  'white',
  'pink',
  'beige',
  'navy',
] as const;
export type ColorName = (typeof COLORS)[number];

/**
 * How each catalogue colour looks. One table on purpose: the seeded product pictures are drawn in
 * these colours on the server (which may import only this package), and the storefront's swatches
 * (`swatchColor` in @store/ui) show the same ones, so a "navy" swatch matches the navy garments.
 */
export const COLOR_HEX: Record<ColorName, string> = {
  red: '#c0392b',
  blue: '#2f6fd6',
  black: '#1d1d1f',
  green: '#2e8b57',
  yellow: '#f2c230',
  gray: '#8e8e93',
  white: '#f7f7f5',
  pink: '#f4a6c0',
  beige: '#e3d3b4',
  navy: '#1f2f5c',
};

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export const MATERIALS = [
  'Cotton',
  'Woolmate',
  'Denim',
  'Polyester',
  'Silk',
  'Linen',
  'Viscose',
  'Fleece',
] as const;
export type Material = (typeof MATERIALS)[number];

export const BRANDS = [
  'Aaranya',
  'Banyan & Co',
  'Coastline',
  'Copperleaf',
  'Dhaga',
  'Driftwood Denim',
  'Ember Lane',
  'Fernweave',
  'Ganga Looms',
  'Harbor Street',
  'Indigo Bay',
  'Jharokha',
  'Kesar',
  'Loom & Lore',
  'Marigold',
  'Monsoon Mill',
  'Neelam',
  'Northbound',
  'Oakridge',
  'Peacock Row',
  'Pebble & Pine',
  'Quill & Thread',
  'Rangrez',
  'Saffron Street',
  'Slate & Sail',
  'Sundial',
  'Tanpura',
  'Thistle',
  'Tidewater',
  'Urbane Co',
  'Velvet Vine',
  'Weftworks',
  'Yarnsmith',
  'Zari House',
] as const;

export const SORT_OPTIONS = ['default', 'priceAsc', 'priceDesc', 'popularity', 'newest', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  default: 'Default',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  popularity: 'Popularity',
  newest: 'Newest',
  rating: 'Top Rated',
};

/** The shop's time zone unless SHOP_TIME_ZONE names another: the admin's days and dates are in it. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Kolkata';

export const PRICE_RANGE = { min: 0, max: 10000, step: 100 } as const;

export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order's payment (docs/product.md §4): paid at checkout; when a paid order is cancelled its
 * payment is `refund_pending` until an admin marks the refund done (`refunded`).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * The admin's order filter by payment (GET /api/admin/orders?payment=, docs/product.md §2): a payment
 * state, `cod_to_collect` (Cash on Delivery orders not paid yet and not cancelled: the cash the
 * couriers still have to bring in) or `refund_failed` (a refund the gateway failed every time it was
 * sent, so a person must settle it). Written out (not spread from PAYMENT_STATUSES) so that bundles
 * that do not use it drop it.
 */
export const ADMIN_PAYMENT_FILTERS = [
  'pending',
  'paid',
  'refund_pending',
  'refunded',
  'cod_to_collect',
  'refund_failed',
] as const;
export type AdminPaymentFilter = (typeof ADMIN_PAYMENT_FILTERS)[number];

/** Who made a change in an order's status history: the shopper (cancelling) or an admin. */
export const STATUS_CHANGERS = ['customer', 'admin'] as const;
export type StatusChanger = (typeof STATUS_CHANGERS)[number];

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MIN_CART_QUANTITY = 1;
/** Upper bound of one cart line; stock caps it further. */
export const MAX_CART_QUANTITY = 99;

/**
 * The Top Rated sort ranks by a Bayesian average (docs/product.md §3): every product counts as if it
 * also had RATING_PRIOR_REVIEWS reviews of RATING_PRIOR_STARS stars, so a few reviews move it less
 * than many.
 */
export const RATING_PRIOR_REVIEWS = 5;
export const RATING_PRIOR_STARS = 3;

/** The Top Rated sort key from the number of published reviews and the sum of their stars. */
export function bayesianRating(numReviews: number, ratingTotal: number): number {
  return (ratingTotal + RATING_PRIOR_REVIEWS * RATING_PRIOR_STARS) / (numReviews + RATING_PRIOR_REVIEWS);
}

/** A checkout paid online is named by its method once paid ("Online (UPI)", issue 21). */
export const PAYMENT_METHOD = 'Online';
/** The method of an order paid in cash to the courier (docs/product.md, Cash on Delivery). */
export const CASH_ON_DELIVERY = 'Cash on Delivery';
/** The payment state of a Cash on Delivery order until the cash is collected. */
export const PAY_ON_DELIVERY = 'Pay on delivery';
export const SHIPPING_METHOD = 'Standard';
export const ESTIMATED_DELIVERY_DAYS = 5;

/**
 * One source for the promises the storefront makes (docs/product.md §1): every screen shows these
 * values. Shipping is free on every order and tax is included.
 */
export const STORE_POLICY = {
  freeShippingMinimum: 0,
  returnsDays: 30,
  firstOrderDiscountPercent: 20,
  shippingCost: 0,
  tax: 0,
} as const;

/** Passwords are 6 to 128 characters (docs/product.md §9). */
export const PASSWORD_LENGTH = { min: 6, max: 128 } as const;
/** A password reset link works once, for this long after it is asked for. */
export const PASSWORD_RESET_MINUTES = 60;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const ADMIN_PAGE_SIZE = 50;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const LOW_STOCK_THRESHOLD = 5;

/**
 * Guest ids are guest_{millisecond timestamp} (docs/product.md §9). The format is part of the API:
 * `guestIdSchema` validates it on the server. `@store/state` makes the ids and keeps them in the
 * browser, and its tests check that the ids it makes match this pattern.
 */
export const GUEST_ID_PATTERN = /^guest_\d{1,16}$/;

/**
 * A guest cart is bound to a secret only its browser holds (docs/api.md, guest carts): a guest id
 * alone is guessable. `@store/state` makes the secret with the guest id and keeps it beside it;
 * `@store/api` sends it in this header on every cart call and on merge.
 */
export const GUEST_SECRET_HEADER = 'X-Guest-Secret';
export const GUEST_SECRET_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export * from './site-pages.ts';
