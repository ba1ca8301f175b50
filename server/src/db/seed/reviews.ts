import {
  type LineItem,
  PAYMENT_METHOD,
  SHIPPING_METHOD,
  type ShippingAddress,
  STORE_POLICY,
  variantSku,
} from '@store/contracts';
import type { ShopIdentity } from '../../config.ts';
import { newId } from '../../lib/ids.ts';
import { CANCELLED_REASON } from '../../modules/orders/index.ts';
import { issueCreditNote, issueInvoice } from '../../modules/tax/index.ts';
import type { Database } from '../client.ts';
import { orders, reviews, users } from '../schema.ts';
import type { CatalogItem } from './catalog.ts';
import { createRandom } from './random.ts';

/**
 * Customers the seed makes so that a fresh store shows real reviews (docs/product.md §3, reviews):
 * each bought some products on delivered orders and reviewed them. Their password is random and
 * never shown: nobody signs in as them.
 */
export const SEEDED_CUSTOMERS = [
  { name: 'Meera Iyer', email: 'meera.iyer@threadline.test' },
  { name: 'Rohan Kapoor', email: 'rohan.kapoor@threadline.test' },
  { name: 'Fatima Sheikh', email: 'fatima.sheikh@threadline.test' },
  { name: 'Arjun Nair', email: 'arjun.nair@threadline.test' },
  { name: 'Priya Das', email: 'priya.das@threadline.test' },
  { name: 'Kabir Singh', email: 'kabir.singh@threadline.test' },
] as const;

/** Lines of one seeded order at most. */
const LINES_PER_ORDER = 3;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Products younger than this get no seeded reviews: an order, its delivery and a review take time. */
const MIN_AGE_FOR_REVIEWS = 8 * DAY;

const WORDS: Record<number, { titles: string[]; bodies: string[] }> = {
  1: {
    titles: ['Disappointed', 'Not as pictured'],
    bodies: ['The fabric felt thin and the stitching came loose after one wash.'],
  },
  2: {
    titles: ['Could be better', 'Just okay'],
    bodies: ['The colour is nice but the fabric is rougher than I expected.'],
  },
  3: {
    titles: ['Decent for the price', 'Fine for everyday'],
    bodies: ['Does the job. Comfortable enough, though the finish could be neater.'],
  },
  4: {
    titles: ['Really good', 'Happy with it'],
    bodies: ['Good fabric and a clean finish. Washed well and kept its colour.'],
  },
  5: {
    titles: ['Love it', 'Excellent quality'],
    bodies: ['Beautiful fabric, great stitching and very comfortable all day. Would buy again.'],
  },
};

const FITS = ['small', 'true', 'true', 'true', 'large'] as const;

export interface SeedReview {
  /** Positions in the catalogue and in SEEDED_CUSTOMERS. */
  item: number;
  customer: number;
  size: string;
  color: string;
  rating: number;
  fit: (typeof FITS)[number];
  title: string;
  body: string;
}

export interface SeedOrder {
  customer: number;
  reviews: SeedReview[];
  /** When it was placed: after every product on it was made. */
  placedAt: Date;
  deliveredAt: Date;
  reviewedAt: Date;
}

/**
 * Which seeded customer reviews which product and how (deterministic), grouped into delivered orders
 * of a few lines each. A product gets `reviewers` reviews whose stars lean to its `reviewTendency`.
 */
export function planSeedReviews(items: readonly CatalogItem[], now: number): SeedOrder[] {
  const random = createRandom(2026);
  const byCustomer: SeedReview[][] = SEEDED_CUSTOMERS.map(() => []);
  items.forEach((item, index) => {
    if (now - item.createdAt.getTime() < MIN_AGE_FOR_REVIEWS) return;
    const reviewers = Math.min(item.reviewers, SEEDED_CUSTOMERS.length);
    for (let n = 0; n < reviewers; n++) {
      const customer = (index + n) % SEEDED_CUSTOMERS.length;
      const stars = Math.round(item.reviewTendency + (random.next() - 0.5) * 1.6);
      const rating = Math.min(5, Math.max(1, stars));
      const words = WORDS[rating] as { titles: string[]; bodies: string[] };
      byCustomer[customer]?.push({
        item: index,
        customer,
        size: random.pick(item.sizes),
        color: item.colors[0] as string,
        rating,
        fit: random.pick(FITS),
        title: random.pick(words.titles),
        body: random.pick(words.bodies),
      });
    }
  });
  return byCustomer.flatMap((reviews, customer) => {
    const orders: SeedOrder[] = [];
    for (let start = 0; start < reviews.length; start += LINES_PER_ORDER) {
      const lines = reviews.slice(start, start + LINES_PER_ORDER);
      const newest = Math.max(...lines.map((line) => (items[line.item] as CatalogItem).createdAt.getTime()));
      const placedAt = newest + HOUR * (1 + random.int(0, 47));
      orders.push({
        customer,
        reviews: lines,
        placedAt: new Date(placedAt),
        deliveredAt: new Date(placedAt + 3 * DAY),
        reviewedAt: new Date(placedAt + 4 * DAY + random.int(0, 23) * HOUR),
      });
    }
    return orders;
  });
}

const SHIPPING_ADDRESS: ShippingAddress = {
  firstName: 'Seeded',
  lastName: 'Customer',
  address: '0 Sample Street (fictitious)',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
  country: 'India',
  phone: '+91 00000 00000',
};

type ProductRow = { id: string; sku: string; images: Array<{ url: string }> };

/** A line of a seeded order, as checkout writes one. */
function lineItem(item: CatalogItem, product: ProductRow, review: SeedReview): LineItem {
  const pricePaise =
    item.discountPricePaise !== null && item.discountPricePaise < item.pricePaise
      ? item.discountPricePaise
      : item.pricePaise;
  return {
    productId: product.id,
    name: item.name,
    image: product.images[0]?.url ?? '',
    price: pricePaise / 100,
    quantity: 1,
    size: review.size,
    color: review.color,
    sku: variantSku(product.sku, review.size, review.color),
  };
}

type SeedOrderRow = typeof orders.$inferInsert & {
  id: string;
  items: LineItem[];
  shippingAddress: ShippingAddress;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  createdAt: Date;
};

/**
 * Orders the seeded customers cancelled after paying, refunded: the same lines as one of their
 * delivered orders (no discount: not their first), placed an hour after it and cancelled an hour
 * later. One for every `CANCELLED_EVERY` delivered orders, so the GST summary of a seeded month has
 * credit notes too.
 */
const CANCELLED_EVERY = 5;

function cancelledCopy(order: SeedOrderRow): SeedOrderRow {
  const placedAt = new Date(order.createdAt.getTime() + HOUR);
  const cancelledAt = new Date(placedAt.getTime() + HOUR);
  return {
    ...order,
    id: newId(placedAt.getTime()),
    checkoutId: newId(placedAt.getTime()),
    discountPaise: 0,
    totalPaise: order.subtotalPaise,
    paidAt: placedAt,
    paymentStatus: 'refunded',
    refundedAt: new Date(cancelledAt.getTime() + HOUR),
    isDelivered: false,
    deliveredAt: null,
    status: 'Cancelled',
    stockRestored: true,
    statusHistory: [
      { status: 'Processing', at: placedAt.toISOString() },
      { status: 'Cancelled', at: cancelledAt.toISOString(), by: 'customer' },
    ],
    createdAt: placedAt,
    updatedAt: cancelledAt,
  };
}

/**
 * The tax documents of the seeded orders, through the code live orders use (docs/product.md §10):
 * an invoice for each, dated when it was placed and numbered in that order, and for a cancelled
 * one the credit note of the cancellation, dated when it was cancelled.
 */
async function issueSeedDocuments(db: Database, shop: ShopIdentity, rows: readonly SeedOrderRow[]) {
  const events = rows.flatMap((row) => {
    const placed = { at: row.createdAt, row, kind: 'invoice' as const };
    if (row.status !== 'Cancelled') return [placed];
    const cancelled = row.statusHistory?.find((entry) => entry.status === 'Cancelled');
    return [placed, { at: new Date(cancelled?.at ?? row.createdAt), row, kind: 'credit_note' as const }];
  });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of events) {
    await db.transaction(async (tx) => {
      if (event.kind === 'invoice') await issueInvoice(tx, shop, event.row, event.at);
      else await issueCreditNote(tx, event.row.id, { reason: CANCELLED_REASON, at: event.at });
    });
  }
}

/**
 * Writes the seeded customers, their delivered orders (and a few cancelled and refunded ones) with
 * their tax documents, and their reviews of what the delivered orders brought (`rows`: the
 * catalogue's product rows, in the order of `items`). The products' ratings follow from the reviews
 * (migration 0013's trigger). Returns the number of reviews written.
 */
export async function insertSeedReviews(
  db: Database,
  items: readonly CatalogItem[],
  rows: readonly ProductRow[],
  passwordHash: string,
  now: number,
  shop: ShopIdentity,
): Promise<number> {
  const customers = SEEDED_CUSTOMERS.map((customer) => ({ id: newId(), ...customer }));
  await db
    .insert(users)
    .values(customers.map((customer) => ({ ...customer, passwordHash, role: 'customer' as const })));
  const plan = planSeedReviews(items, now);
  const ordered = new Set<number>();
  const orderRows = plan.map((order): SeedOrderRow => {
    const customer = customers[order.customer] as (typeof customers)[number];
    const lines = order.reviews.map((review) =>
      lineItem(items[review.item] as CatalogItem, rows[review.item] as ProductRow, review),
    );
    const subtotalPaise = lines.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
    const first = !ordered.has(order.customer);
    ordered.add(order.customer);
    const discountPaise = first
      ? Math.round((subtotalPaise * STORE_POLICY.firstOrderDiscountPercent) / 100)
      : 0;
    const placed = order.placedAt.toISOString();
    return {
      id: newId(order.placedAt.getTime()),
      userId: customer.id,
      userName: customer.name,
      userEmail: customer.email,
      checkoutId: newId(order.placedAt.getTime()),
      items: lines,
      shippingAddress: SHIPPING_ADDRESS,
      paymentMethod: PAYMENT_METHOD,
      shippingMethod: SHIPPING_METHOD,
      subtotalPaise,
      discountPaise,
      totalPaise: subtotalPaise - discountPaise + STORE_POLICY.shippingCost * 100 + STORE_POLICY.tax * 100,
      isPaid: true,
      paidAt: order.placedAt,
      paymentStatus: 'paid' as const,
      isDelivered: true,
      deliveredAt: order.deliveredAt,
      status: 'Delivered' as const,
      statusHistory: [
        { status: 'Processing' as const, at: placed },
        {
          status: 'Shipped' as const,
          at: new Date(order.placedAt.getTime() + 24 * HOUR).toISOString(),
          by: 'admin' as const,
        },
        { status: 'Delivered' as const, at: order.deliveredAt.toISOString(), by: 'admin' as const },
      ],
      createdAt: order.placedAt,
      updatedAt: order.deliveredAt,
    };
  });
  if (orderRows.length === 0) return 0;
  const cancelledRows = orderRows
    .filter((_, position) => position % CANCELLED_EVERY === CANCELLED_EVERY - 1)
    .map(cancelledCopy);
  await db.insert(orders).values([...orderRows, ...cancelledRows]);
  await issueSeedDocuments(db, shop, [...orderRows, ...cancelledRows]);
  const reviewRows = plan.flatMap((order, position) =>
    order.reviews.map((review) => {
      const customer = customers[review.customer] as (typeof customers)[number];
      return {
        id: newId(order.reviewedAt.getTime()),
        productId: (rows[review.item] as ProductRow).id,
        userId: customer.id,
        userName: customer.name,
        orderId: (orderRows[position] as (typeof orderRows)[number]).id,
        size: review.size,
        rating: review.rating,
        fit: review.fit,
        title: review.title,
        body: review.body,
        createdAt: order.reviewedAt,
        updatedAt: order.reviewedAt,
      };
    }),
  );
  for (let from = 0; from < reviewRows.length; from += 1000)
    await db.insert(reviews).values(reviewRows.slice(from, from + 1000));
  return reviewRows.length;
}
