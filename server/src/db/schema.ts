import {
  type LineItem,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentDetails,
  type ProductImage,
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
  type ReturnStatus,
  type ShippingAddress,
  type StatusChange,
} from '@store/contracts';
import type { TaxBuyer, TaxedLine, TaxSupplier } from '@store/contracts/gst';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Raw bytes (drizzle has no built-in column for bytea); PGlite answers a Uint8Array, pg a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Trimmed and lower-cased before it is stored. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /**
     * Raised when every token of the account must stop working (a role change); tokens carry the
     * version they were signed with (docs/api.md, Identity and ownership).
     */
    tokenVersion: integer('token_version').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_role_check', sql`${table.role} in ('customer', 'admin')`),
  ],
);

/** Tokens signed out before they expire (logout), kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_at_idx').on(table.expiresAt)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    /** What a shopper pays: the discount price when set and lower, else the price. */
    sellingPricePaise: integer('selling_price_paise')
      .notNull()
      .generatedAlwaysAs(
        sql`case when discount_price_paise is not null and discount_price_paise < price_paise then discount_price_paise else price_paise end`,
      ),
    countInStock: integer('count_in_stock').notNull().default(0),
    /**
     * Which sizes and colours are in stock, as bits (catalog/stock-filter.ts): kept from the
     * variants by triggers (migration 0006) for the listing's filters and facet counts.
     */
    stockPairs: bigint('stock_pairs', { mode: 'bigint' }).notNull().default(sql`0`),
    stockSizes: integer('stock_sizes').notNull().default(0),
    stockColors: integer('stock_colors').notNull().default(0),
    sku: text('sku').notNull(),
    category: text('category').notNull(),
    gender: text('gender').notNull(),
    brand: text('brand').notNull(),
    material: text('material').notNull(),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    /** Lower-cased collection names (case-insensitive matching). */
    collections: text('collections').array().notNull().default(sql`'{}'::text[]`),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    /**
     * Derived from the product's published reviews only (docs/product.md §3): their mean stars (0
     * without any), their number and the sum of their stars, kept by a trigger on reviews in the
     * transaction of every review write (migration 0013). Never written by the API.
     */
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    /** Units in orders that are not cancelled: the popularity sort and the best seller. */
    unitsSold: integer('units_sold').notNull().default(0),
    /**
     * The words of the name and brand (weight A), category and gender (B), material, colours and
     * collections (C) and description (D), lower-cased and cut at every character that is not a
     * letter or digit ('simple' configuration, no stemming), for ranked search by word prefix through
     * a GIN index (see catalog/search.ts). products_search_vector() is an immutable SQL function
     * (migration 0026) because array_to_string() alone may not appear in a generated column.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`products_search_vector(name, brand, category, material, gender, description, colors, collections)`,
      ),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('products_sku_unique').on(table.sku),
    index('products_gender_category_idx').on(table.gender, table.category),
    index('products_selling_price_idx').on(table.sellingPricePaise),
    index('products_created_at_idx').on(table.createdAt),
    index('products_units_sold_idx').on(table.unitsSold),
    index('products_brand_idx').on(table.brand),
    index('products_colors_idx').using('gin', table.colors),
    index('products_sizes_idx').using('gin', table.sizes),
    index('products_collections_idx').using('gin', table.collections),
    index('products_search_vector_idx').using('gin', table.searchVector),
    check('products_stock_check', sql`${table.countInStock} >= 0`),
    check('products_price_check', sql`${table.pricePaise} >= 0`),
  ],
);

/**
 * One size × colour of a product with its own SKU and stock. products.count_in_stock stays the sum
 * over a product's variants, written in the same transaction as every change here.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Derived from the product's SKU when the variant is made (variantSku), never recomputed. */
    sku: text('sku').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    countInStock: integer('count_in_stock').notNull(),
    /** Order of the stock grid: the product's sizes, then its colours. */
    position: integer('position').notNull(),
  },
  (table) => [
    uniqueIndex('product_variants_sku_unique').on(table.sku),
    uniqueIndex('product_variants_cell_unique').on(table.productId, table.size, table.color),
    check('product_variants_stock_check', sql`${table.countInStock} >= 0`),
  ],
);

export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    guestId: text('guest_id'),
    /** SHA-256 (hex) of the secret the guest's browser holds; null until a request brings one. */
    guestSecretHash: text('guest_secret_hash'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('carts_user_unique').on(table.userId),
    uniqueIndex('carts_guest_unique').on(table.guestId),
    check('carts_owner_check', sql`${table.userId} is not null or ${table.guestId} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.cartId, table.productId, table.size, table.color] }),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

export const STOCK_HOLDS = ['none', 'held', 'ordered', 'released'] as const;
/** Why a checkout's hold was given back. */
export const HOLD_RELEASE_REASONS = ['expired', 'replaced', 'failed'] as const;
export type HoldReleaseReason = (typeof HOLD_RELEASE_REASONS)[number];
/** The refund of a paid checkout that could not become an order (checkout/unplaceable.ts). */
export const CHECKOUT_REFUND_STATES = ['due', 'pending', 'processed', 'failed', 'none'] as const;

export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<LineItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** bigint paise (docs/api.md, money): exact as a JavaScript number up to 2^53 paise. */
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The Cash on Delivery fee once chosen (migration 0023), included in total_paise. */
    codFeePaise: bigint('cod_fee_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    paymentDetails: jsonb('payment_details').$type<PaymentDetails>(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    isFinalized: boolean('is_finalized').notNull().default(false),
    finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }),
    orderId: text('order_id'),
    /**
     * The checkout's units taken from stock while the shopper pays (migration 0019): 'held' from its
     * creation, 'ordered' once it became the order, 'released' once given back (expired, failed or
     * replaced); 'none' for checkouts made before holds, whose finalize takes the stock.
     */
    stockHold: text('stock_hold', { enum: STOCK_HOLDS }).notNull().default('none'),
    holdReleasedAt: timestamp('hold_released_at', { withTimezone: true, mode: 'date' }),
    holdReleaseReason: text('hold_release_reason', { enum: HOLD_RELEASE_REASONS }),
    /**
     * Set when the checkout was paid but could not become an order (migration 0021,
     * checkout/unplaceable.ts): why, and how its refund through the provider stands.
     */
    unplaceableAt: timestamp('unplaceable_at', { withTimezone: true, mode: 'date' }),
    unplaceableReason: text('unplaceable_reason'),
    refundState: text('refund_state', { enum: CHECKOUT_REFUND_STATES }),
    refundId: text('refund_id'),
    /** How many times the gateway failed that refund (migration 0024); given up ('failed') at 5. */
    refundFailures: integer('refund_failures').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('checkouts_user_idx').on(table.userId),
    index('checkouts_held_idx').on(table.createdAt).where(sql`${table.stockHold} = 'held'`),
    check('checkouts_stock_hold_check', sql`${table.stockHold} in ('none', 'held', 'ordered', 'released')`),
    check(
      'checkouts_refund_state_check',
      sql`${table.refundState} is null or ${table.refundState} in ('due', 'pending', 'processed', 'failed', 'none')`,
    ),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /**
     * The customer's id. No foreign key on purpose: an order is a record of a sale and keeps the
     * id, name and email of its customer after the account is deleted.
     */
    userId: text('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    checkoutId: text('checkout_id').notNull(),
    items: jsonb('items').$type<LineItem[]>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddress>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    /** bigint paise (docs/api.md, money): exact as a JavaScript number up to 2^53 paise. */
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** The Cash on Delivery fee (migration 0023), included in total_paise; 0 when none. */
    codFeePaise: bigint('cod_fee_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** pending, paid; a cancelled paid order refund_pending, then refunded (migration 0011). */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** When an admin marked the refund of a cancelled order done. */
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    isDelivered: boolean('is_delivered').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: ['Processing', 'Shipped', 'Delivered', 'Cancelled'] })
      .$type<OrderStatus>()
      .notNull()
      .default('Processing'),
    statusHistory: jsonb('status_history').$type<StatusChange[]>().notNull().default([]),
    /** Set when a cancellation put the stock back, so it happens exactly once. */
    stockRestored: boolean('stock_restored').notNull().default(false),
    /**
     * Set when an admin "deletes" an order that has a tax document: it leaves the lists and is kept
     * for the records (docs/product.md §10, migration 0022).
     */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('orders_checkout_unique').on(table.checkoutId),
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    check(
      'orders_payment_status_check',
      sql`${table.paymentStatus} in ('pending', 'paid', 'refund_pending', 'refunded')`,
    ),
    // A refund belongs to a cancelled order (migration 0011).
    check(
      'orders_refund_after_cancel_check',
      sql`${table.paymentStatus} not in ('refund_pending', 'refunded') or ${table.status} = 'Cancelled'`,
    ),
  ],
);

/**
 * Pictures served under /uploads/ when the store runs on PostgreSQL, so that every process serves
 * every picture (lib/upload-store.ts). `name` is the path under /uploads/ (products/<id>.webp).
 */
export const uploads = pgTable('uploads', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A customer's saved delivery addresses (docs/product.md §3, address book); at most one default per
 * account (a partial unique index).
 */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** One of the states and union territories for an Indian address; free text (or empty) elsewhere. */
    state: text('state').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('addresses_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('addresses_one_default').on(table.userId).where(sql`${table.isDefault}`),
  ],
);

/**
 * Password reset links (docs/api.md, Passwords): only the SHA-256 of the link's token is kept; a
 * link works once (used_at) and until expires_at.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId, table.createdAt)],
);

/**
 * "Notify me" on a sold-out size and colour (docs/product.md §2, "Back in stock"): waiting while
 * `fired_at` is null, one per variant and address while waiting; fired once, in the transaction
 * that puts stock back (modules/stock-alerts). Only the hash of the removal link's token is kept.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: text('id').primaryKey(),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the alert fires: the removal link of its mail. */
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    firedAt: timestamp('fired_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('stock_alerts_waiting_unique')
      .on(table.variantId, table.email)
      .where(sql`${table.firedAt} is null`),
    uniqueIndex('stock_alerts_token_unique').on(table.tokenHash),
    index('stock_alerts_user_idx').on(table.userId),
    index('stock_alerts_email_idx').on(table.email),
  ],
);

/**
 * E-mails waiting to be sent, and those sent (docs/api.md, E-mail): written in the transaction of
 * what they tell about with the `mail.send` job that delivers them (plugins/mail-outbox.ts, on the
 * one job queue of plugins/jobs.ts); the row keeps the mail and its record: attempts, the last error,
 * and when it was sent or given up.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  /** The bodies carry a secret (a reset link): they are erased once the mail is sent or given up. */
  sensitive: boolean('sensitive').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A customer's review of a product they received (docs/product.md §3, reviews): one per product and
 * customer, from a delivered order line (`order_id`, `size`). Hidden by an admin with a reason, it is
 * no longer shown or counted.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Shown with the review; the name of the account when it was written. */
    userName: text('user_name').notNull(),
    orderId: text('order_id').notNull(),
    size: text('size').notNull(),
    rating: integer('rating').notNull(),
    fit: text('fit', { enum: ['small', 'true', 'large'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    photoUrl: text('photo_url'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('reviews_product_user_unique').on(table.productId, table.userId),
    index('reviews_product_created_idx').on(table.productId, table.createdAt),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check('reviews_fit_check', sql`${table.fit} in ('small', 'true', 'large')`),
  ],
);

/** Who uploaded each review photo (migration 0025): a review may only carry its author's own. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    /** The photo's URL under /uploads/reviews/. */
    url: text('url').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('review_photos_user_idx').on(table.userId)],
);

/** One helpful vote per review and shopper (migration 0015); reviews.helpful_count counts them. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: text('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'review_votes_pkey', columns: [table.reviewId, table.userId] })],
);

/**
 * A return or exchange of units of one delivered order line (docs/product.md §3, Returns; migration
 * 0016). `line` is the line's position in orders.items; what the line was is copied onto the request.
 * An exchange holds its variant's stock from the request (`exchangeHeld`); `stockRestored` records
 * that the returned units went back to their variant, so that happens once.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    line: integer('line').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    sku: text('sku'),
    /** The unit selling price of the line, paise. */
    unitPaise: bigint('unit_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: RETURN_REASONS }).notNull(),
    note: text('note'),
    resolution: text('resolution', { enum: RETURN_RESOLUTIONS }).notNull(),
    exchangeSize: text('exchange_size'),
    exchangeColor: text('exchange_color'),
    exchangeSku: text('exchange_sku'),
    exchangeHeld: boolean('exchange_held').notNull().default(false),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    rejectReason: text('reject_reason'),
    refundPaise: bigint('refund_paise', { mode: 'number' }),
    refundId: text('refund_id'),
    stockRestored: boolean('stock_restored').notNull().default(false),
    history: jsonb('history').$type<Array<{ status: ReturnStatus; at: string }>>().notNull().default([]),
    ...timestamps,
  },
  (table) => [
    index('return_requests_order_idx').on(table.orderId, table.line),
    index('return_requests_status_created_idx').on(table.status, table.createdAt),
    index('return_requests_user_idx').on(table.userId),
    index('return_requests_product_idx').on(table.productId),
    check('return_requests_quantity_check', sql`${table.quantity} > 0`),
  ],
);

/**
 * The embedded test gateway (modules/test-gateway): Razorpay's orders, payments, refunds and webhook
 * deliveries as its REST API answers them, kept in the database so every API process serves the
 * same gateway. Only used when no live Razorpay keys are configured.
 */
export const gatewayCredentials = pgTable(
  'gateway_credentials',
  {
    id: integer('id').primaryKey(),
    keyId: text('key_id').notNull(),
    keySecret: text('key_secret').notNull(),
    webhookSecret: text('webhook_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('gateway_credentials_one_row', sql`${table.id} = 1`)],
);

export const gatewayOrders = pgTable('gateway_orders', {
  id: text('id').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  amountPaid: bigint('amount_paid', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  /** created → attempted (a payment was tried) → paid (one was captured). */
  status: text('status').notNull().default('created'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => gatewayOrders.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** created (pending) → authorized → captured, or failed. */
    status: text('status').notNull(),
    method: text('method').notNull(),
    amountRefunded: bigint('amount_refunded', { mode: 'number' }).notNull().default(0),
    email: text('email'),
    contact: text('contact'),
    vpa: text('vpa'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    errorReason: text('error_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('gateway_payments_order_idx').on(table.orderId)],
);

export const gatewayRefunds = pgTable(
  'gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => gatewayPayments.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt'),
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    speed: text('speed').notNull().default('normal'),
    /** pending → processed (or failed). */
    status: text('status').notNull().default('pending'),
    /** X-Refund-Idempotency: the same key for the same payment answers the same refund. */
    idempotencyKey: text('idempotency_key'),
    /** When the gateway processes it (a pending refund is processed by whichever process sees it due). */
    processAfter: timestamp('process_after', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('gateway_refunds_payment_idx').on(table.paymentId),
    uniqueIndex('gateway_refunds_idempotency_unique')
      .on(table.paymentId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('gateway_refunds_due_idx').on(table.processAfter).where(sql`${table.status} = 'pending'`),
  ],
);

/** Signed webhooks the test gateway owes the store: retried with backoff until one is answered 2xx. */
export const gatewayWebhookDeliveries = pgTable(
  'gateway_webhook_deliveries',
  {
    /** The event id (x-razorpay-event-id), the same on every retry. */
    id: text('id').primaryKey(),
    event: text('event').notNull(),
    /** The exact bytes signed and sent. */
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('gateway_webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
  ],
);

/**
 * A refund of an order through the payment provider (issue 21, migration 0020): a cancelled paid
 * order's, or part of one (returns). `idempotency_key` is the caller's (one refund per key);
 * `gateway_key` is what the gateway's X-Refund-Idempotency gets, new on each retry after the gateway
 * failed the refund. requested (not yet accepted by the gateway) → pending → processed, or failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['requested', 'pending', 'processed', 'failed'] })
      .notNull()
      .default('requested'),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayKey: text('gateway_key').notNull(),
    /** Times the gateway failed this refund (each failure sends it again, up to a limit). */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_idempotency_unique').on(table.idempotencyKey),
    uniqueIndex('refunds_provider_refund_unique')
      .on(table.provider, table.providerRefundId)
      .where(sql`${table.providerRefundId} is not null`),
    check('refunds_amount_check', sql`${table.amountPaise} > 0`),
  ],
);

export const schema = {
  users,
  products,
  productVariants,
  carts,
  cartItems,
  checkouts,
  orders,
  uploads,
  addresses,
  passwordResets,
  mailOutbox,
  reviews,
  reviewVotes,
  stockAlerts,
  returnRequests,
  gatewayCredentials,
  gatewayOrders,
  gatewayPayments,
  gatewayRefunds,
  gatewayWebhookDeliveries,
  refunds,
};

/** One attempt to pay a checkout at a provider (migration 0017; docs/architecture.md, payments). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    provider: text('provider', { enum: ['razorpay', 'cod'] }).notNull(),
    /** The gateway order we created (the one a returned signature is checked against). */
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    state: text('state', { enum: ['created', 'pending', 'authorized', 'captured', 'failed'] })
      .notNull()
      .default('created'),
    method: text('method'),
    error: text('error'),
    ...timestamps,
  },
  (table) => [
    index('payments_checkout_idx').on(table.checkoutId),
    uniqueIndex('payments_gateway_order_unique').on(table.provider, table.gatewayOrderId),
  ],
);

/** Idempotency-Key answers (migration 0017): per shopper, key and route, with the request's hash. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key, table.route] })],
);

/** Webhook deliveries by the gateway's event id (migration 0017): the de-duplication record. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Database-backed jobs (migration 0017; server/src/plugins/jobs.ts). */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_dedupe_unique').on(table.dedupeKey),
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null and ${table.failedAt} is null`),
  ],
);

/** The HSN code of each category (four digits, chapter 61 or 62), edited by the admin (migration 0022). */
export const categoryHsn = pgTable('category_hsn', {
  category: text('category').primaryKey(),
  hsn: text('hsn').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The last number of each document series and financial year, locked while the next is taken. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear], name: 'document_counters_pkey' })],
);

/**
 * Tax invoices and credit notes, kept as issued (a trigger refuses updates and deletes; migration
 * 0022): the supplier, buyer and lines are copies, so a document never changes with the shop's settings.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    number: text('number').notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The invoice a credit note reduces; null on an invoice. */
    invoiceId: text('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    supplier: jsonb('supplier').$type<TaxSupplier>().notNull(),
    buyer: jsonb('buyer').$type<TaxBuyer>().notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    intraState: boolean('intra_state').notNull(),
    lines: jsonb('lines').$type<TaxedLine[]>().notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    cgstPaise: bigint('cgst_paise', { mode: 'number' }).notNull(),
    sgstPaise: bigint('sgst_paise', { mode: 'number' }).notNull(),
    igstPaise: bigint('igst_paise', { mode: 'number' }).notNull(),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    /** Why a credit note was issued ('Order cancelled', 'Refund'). */
    reason: text('reason'),
  },
  (table) => [
    uniqueIndex('tax_documents_number_unique').on(table.number),
    index('tax_documents_order_idx').on(table.orderId, table.issuedAt),
    index('tax_documents_issued_idx').on(table.issuedAt),
  ],
);
