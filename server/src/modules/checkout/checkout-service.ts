import {
  CASH_ON_DELIVERY,
  type CheckoutPay,
  type GatewayReturnFields,
  PAYMENT_METHOD,
  SHIPPING_METHOD,
  type ShippingAddress,
  STORE_NAME,
  STORE_POLICY,
} from '@store/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  cartItems,
  carts,
  checkouts,
  type HoldReleaseReason,
  orders,
  payments,
  users,
} from '../../db/schema.ts';
import {
  badRequest,
  conflict,
  forbidden,
  gone,
  HttpError,
  notFound,
  unauthorized,
} from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { exactPaise, toRupees } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { lineItem, linesTotalPaise, readCart } from '../cart/index.ts';
import { lockStock, notSoldMessage, productsOf, sellHeld, takeStock } from '../inventory/index.ts';
import { queueOrderMail } from '../mail/index.ts';
import { type OrderRow, serializeOrder } from '../orders/index.ts';
import {
  type AttemptState,
  attemptsOf,
  COD_OFF,
  codProvider,
  codQuote,
  GatewayUnavailableError,
  ONLINE_PAYMENTS_OFF,
  type PaymentAttempt,
  recordAttempt,
  reportAttempt,
} from '../payments/index.ts';
import { documentsOfOrder, issueInvoice } from '../tax/index.ts';
import { type CheckoutRow, serializeCheckout } from './serialize.ts';
import { expiredSql, releaseExpiredHolds, releaseHolds } from './stock-holds.ts';
import { refundUnplaceableCheckout, unplaceableError } from './unplaceable.ts';

export const EMPTY_CART = 'Your cart is empty';
export const CHECKOUT_NOT_FOUND = 'Checkout not found';
export const NOT_YOUR_CHECKOUT = 'That checkout belongs to someone else.';
export const NOT_PAID = 'This checkout has not been paid yet';
export const FIRST_ORDER_USED =
  'The first-order discount has already been used on another order. Please check out again.';
export const ORDER_REMOVED = 'The order of this checkout no longer exists';
export const CHECKOUT_EXPIRED = 'This checkout has expired. Please continue to checkout again.';
export const CHECKOUT_REPLACED =
  'This checkout was replaced by a newer one. Please continue to checkout again.';
export const CHECKOUT_FAILED = 'This checkout can no longer be paid. Please continue to checkout again.';

/** What paying or finalizing a checkout whose held stock went back answers (410). */
const RELEASED_MESSAGES: Record<HoldReleaseReason, string> = {
  expired: CHECKOUT_EXPIRED,
  replaced: CHECKOUT_REPLACED,
  failed: CHECKOUT_FAILED,
};
export const ALREADY_PAID = 'This checkout is already paid.';
/** The reconciliation job's kind: asks the gateway about a started payment (checkout/payment-jobs.ts). */
export const RECONCILE_JOB = 'payment.reconcile';
/** The job that places the order of a paid checkout the shopper's browser did not finalize. */
export const PLACE_ORDER_JOB = 'payment.place-order';
export const ORDER_TOO_LARGE =
  'This order is too large to be placed online. Please remove some items from your cart.';

/** True when the customer has no order that is not cancelled: the first-order discount applies. */
async function isFirstOrder(db: Database, userId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), ne(orders.status, 'Cancelled')))
    .limit(1);
  return existing === undefined;
}

export const firstOrderDiscount = (subtotalPaise: number) =>
  Math.round((subtotalPaise * STORE_POLICY.firstOrderDiscountPercent) / 100);

/** GET /api/checkout/first-order-discount: what the promo bar may promise this customer. */
export async function firstOrderDiscountFor(db: Database, user: AuthUser) {
  return { eligible: await isFirstOrder(db, user.id), percent: STORE_POLICY.firstOrderDiscountPercent };
}

/**
 * POST /api/checkout: items and prices come from the signed-in user's cart in the database at
 * today's selling prices; whatever the body says about items or totals is ignored. The checkout
 * holds its units for its lifetime (stock-holds.ts): in one transaction, under a lock on the
 * customer, the customer's earlier unpaid checkouts give their units back ('replaced') and this one
 * takes its own with a conditional decrement, so a shopper is told "sold out" (409) here, before
 * paying, and never after.
 */
export async function createCheckout(
  ctx: AppContext,
  user: AuthUser,
  body: { shippingAddress: ShippingAddress; paymentMethod?: string | undefined },
) {
  // Expired holds go back first: one never makes a shopper read "sold out".
  await releaseExpiredHolds(ctx);
  const { lines } = await readCart(ctx.db, { userId: user.id, guestId: null, guestSecretHash: null });
  if (lines.length === 0) throw badRequest(EMPTY_CART);
  // Each line is one variant with its own stock; a variant the store stopped selling cannot be bought.
  for (const line of lines) {
    if (line.sku === null) throw conflict(notSoldMessage(line.name, line.size, line.color));
  }

  const items = lines.map(lineItem);
  const subtotalPaise = linesTotalPaise(lines);
  const discountPaise = (await isFirstOrder(ctx.db, user.id)) ? firstOrderDiscount(subtotalPaise) : 0;
  const totalPaise = subtotalPaise - discountPaise + STORE_POLICY.shippingCost * 100 + STORE_POLICY.tax * 100;
  // Amounts are bigint paise, exact while a JavaScript number holds them (docs/api.md, money).
  if (!exactPaise(subtotalPaise, totalPaise)) throw badRequest(ORDER_TOO_LARGE);
  const { row, moved } = await ctx.db.transaction(async (tx) => {
    // One checkout of a customer starts at a time, so each replaces the one before it.
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (!customer) throw unauthorized('Your account no longer exists.');
    const previous = await tx
      .select({ id: checkouts.id, items: checkouts.items })
      .from(checkouts)
      .where(
        and(
          eq(checkouts.userId, user.id),
          eq(checkouts.stockHold, 'held'),
          eq(checkouts.paymentStatus, 'pending'),
        ),
      )
      .for('update');
    // Every product and variant either side touches is locked first, in the one global order.
    await lockStock(tx, [...previous.flatMap((checkout) => checkout.items), ...items]);
    const released =
      previous.length === 0
        ? []
        : await releaseHolds(
            ctx,
            tx,
            inArray(
              checkouts.id,
              previous.map((checkout) => checkout.id),
            ),
            'replaced',
          );
    await takeStock(tx, items, { sold: false });
    const [inserted] = await tx
      .insert(checkouts)
      .values({
        id: newId(),
        userId: user.id,
        items,
        shippingAddress: body.shippingAddress,
        paymentMethod: body.paymentMethod?.trim() || PAYMENT_METHOD,
        subtotalPaise,
        discountPaise,
        totalPaise,
        stockHold: 'held',
      })
      .returning();
    if (!inserted) throw new Error('insert returned no checkout');
    return { row: inserted, moved: released };
  });
  await ctx.stockChanged([...new Set([...moved, ...productsOf(items)])]);
  return serializeCheckout(row, ctx.config);
}

/**
 * Gives back the held units of this checkout when it is unpaid and past its lifetime, in a
 * transaction of its own (paying or finalizing it then answers 410): the lazy half of the sweep.
 */
async function releaseIfExpired(ctx: AppContext, id: string): Promise<void> {
  const moved = await ctx.db.transaction((tx) =>
    releaseHolds(
      ctx,
      tx,
      and(
        eq(checkouts.id, id),
        eq(checkouts.paymentStatus, 'pending'),
        expiredSql(ctx.config.checkoutTtlMinutes),
      ),
      'expired',
    ),
  );
  if (moved.length > 0) await ctx.stockChanged(moved);
}

/** The checkout row when it exists and belongs to the user: 404 / 403 otherwise. */
async function ownCheckout(db: Database, user: AuthUser, id: string): Promise<CheckoutRow> {
  return (await ownCheckoutAged(db, user, id, null)).row;
}

/**
 * The user's checkout row and whether it is older than `ttlMinutes` (by the database's clock, the
 * one that stamped it). An unpaid checkout that old can no longer be paid or finalized: its prices
 * and stock were read when it was created (docs/api.md, checkout lifetime).
 */
async function ownCheckoutAged(
  db: Database,
  user: AuthUser,
  id: string,
  ttlMinutes: number | null,
  lock = false,
): Promise<{ row: CheckoutRow; expired: boolean }> {
  const expired =
    ttlMinutes === null
      ? sql<boolean>`false`
      : sql<boolean>`${checkouts.createdAt} <= now() - make_interval(mins => ${ttlMinutes}::integer)`;
  const query = db
    .select({ row: checkouts, expired })
    .from(checkouts)
    .where(eq(checkouts.id, id))
    .limit(1)
    .$dynamic();
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw notFound(CHECKOUT_NOT_FOUND);
  if (found.row.userId !== user.id) throw forbidden(NOT_YOUR_CHECKOUT);
  return found;
}

/**
 * 410 when the checkout is unpaid and past its lifetime, or its held stock went back (replaced by a
 * newer checkout, or failed): the shopper checks out again.
 */
function assertNotExpired(found: { row: CheckoutRow; expired: boolean }): void {
  const { row } = found;
  if (row.paymentStatus === 'paid' || row.isFinalized) return;
  if (found.expired) throw gone(CHECKOUT_EXPIRED);
  if (row.stockHold === 'released') throw gone(RELEASED_MESSAGES[row.holdReleaseReason ?? 'expired']);
}

/** GET /api/checkout/{id}: the user's own checkout, with its order id once finalized. */
export async function findCheckout(ctx: AppContext, user: AuthUser, id: string) {
  return serializeCheckout(await ownCheckout(ctx.db, user, id), ctx.config);
}

/** The method as the order and its mail name it ("Online (UPI)"). */
export const onlineMethodLabel = (method: string | null) => {
  if (!method) return 'Online';
  const names: Record<string, string> = {
    upi: 'UPI',
    card: 'Card',
    netbanking: 'Netbanking',
    wallet: 'Wallet',
  };
  return `Online (${names[method] ?? method})`;
};

export const PAYMENT_NOT_STARTED = 'No online payment was started for this checkout. Please pay again.';
export const PAYMENT_NOT_FOR_CHECKOUT = 'This payment does not belong to this checkout.';
export const PAYMENT_NOT_VERIFIED =
  'The payment could not be verified. If money left your account, it will be refunded; please try again.';
export const PAYMENT_AMOUNT_MISMATCH = 'The amount paid does not match this checkout. Please contact us.';
export const PAYMENT_NOT_COMPLETE = 'The payment has not been completed. Please try again.';

/**
 * PUT /api/checkout/{id}/pay: the owner's checkout is paid only on the gateway's proof: the
 * razorpay_payment_id / razorpay_order_id / razorpay_signature the gateway handed the browser, with
 * the signature checked against the gateway order WE created for this checkout (never one the
 * browser names that we did not store for it). When the gateway answers, its own record of the
 * payment must show the checkout's amount. Paying again is harmless: the first payment stands. A
 * verified payment is accepted even past the checkout's lifetime (the money exists; finalize decides
 * whether it can still become an order).
 */
export async function payCheckout(ctx: AppContext, user: AuthUser, id: string, body: CheckoutPay) {
  const current = await ownCheckout(ctx.db, user, id);
  if (current.paymentStatus === 'paid') return serializeCheckout(current, ctx.config);
  await acceptGatewayReturn(ctx, current, body.paymentDetails);
  return serializeCheckout(await ownCheckout(ctx.db, user, id), ctx.config);
}

/**
 * Pays `current` on the gateway's signed return, checked against the gateway order we stored for it
 * (PUT .../pay for its owner, and the gateway's callback, where the signature is the only proof and
 * no session comes along). Refuses with 4xx; a checkout paid already stays as it is.
 */
export async function acceptGatewayReturn(
  ctx: AppContext,
  current: CheckoutRow,
  proof: GatewayReturnFields,
): Promise<void> {
  const { db } = ctx;
  if (current.paymentStatus === 'paid') return;
  const provider = ctx.payments;
  if (!provider) throw new HttpError(503, ONLINE_PAYMENTS_OFF);
  const attempts = await attemptsOf(db, current.id);
  if (attempts.length === 0) throw conflict(PAYMENT_NOT_STARTED);
  const attempt = attempts.find((candidate) => candidate.gatewayOrderId === proof.razorpay_order_id);
  // An order id we did not create for this checkout (another shopper's, another checkout's): refused.
  if (!attempt?.gatewayOrderId || attempt.provider !== provider.id)
    throw badRequest(PAYMENT_NOT_FOR_CHECKOUT);
  if (!provider.verifyReturn(attempt.gatewayOrderId, proof)) throw badRequest(PAYMENT_NOT_VERIFIED);

  // The gateway's own answer, when it gives one, must agree on the payment and the amount.
  let state: AttemptState = 'authorized';
  let method: string | null = null;
  try {
    const status = await provider.fetchStatus(attempt.gatewayOrderId);
    const payment = status.payment;
    if (payment && payment.id === proof.razorpay_payment_id) {
      if (payment.amountPaise !== attempt.amountPaise) throw badRequest(PAYMENT_AMOUNT_MISMATCH);
      if (payment.state === 'failed' || payment.state === 'created') throw badRequest(PAYMENT_NOT_COMPLETE);
      state = payment.state === 'captured' ? 'captured' : 'authorized';
      method = payment.method;
    }
  } catch (error) {
    // A gateway that does not answer now: the verified signature is proof enough (Razorpay's
    // protocol); the reconciliation job asks again later.
    if (!(error instanceof GatewayUnavailableError)) throw error;
  }

  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, attempt.id)).for('update');
    if (!locked) throw notFound(CHECKOUT_NOT_FOUND);
    const now = await reportAttempt(tx, locked, { state, paymentId: proof.razorpay_payment_id, method });
    await markCheckoutPaid(tx, current.id, {
      transactionId: proof.razorpay_payment_id,
      paymentMethod: onlineMethodLabel(now.method ?? method),
    });
    // Should the shopper's finalize never come (the tab closed), a job places the order.
    await ctx.jobs.enqueue(
      tx,
      PLACE_ORDER_JOB,
      { attemptId: now.id },
      { dedupeKey: `place-order:${current.id}`, delayMs: ctx.config.paidOrderGraceMs },
    );
  });
}

export interface Finalized {
  created: boolean;
  order: ReturnType<typeof serializeOrder>;
}

/**
 * POST /api/checkout/{id}/finalize, in one transaction: the checkout row is locked (a concurrent
 * finalize of the same checkout waits, then answers the same order), the checkout's held stock
 * becomes the order's (or, without a hold, stock is taken with a conditional decrement), exactly one order is written with the customer's name and email, the
 * checkout is marked finalized with the order's id and the customer's cart is emptied. The
 * order-placed mail is queued in the same transaction (sent after the commit; never fails the order).
 */
export async function finalizeCheckout(ctx: AppContext, user: AuthUser, id: string): Promise<Finalized> {
  await releaseIfExpired(ctx, id);
  const result = await orRefund(ctx, id, () =>
    ctx.db.transaction(async (tx) => {
      const found = await ownCheckoutAged(tx, user, id, ctx.config.checkoutTtlMinutes, true);
      const checkout = found.row;
      if (!checkout.isFinalized) {
        assertNotExpired(found);
        if (checkout.paymentStatus !== 'paid') throw badRequest(NOT_PAID);
      }
      return placeOrderLocked(ctx, tx, checkout);
    }),
  );
  if (result.created) await ctx.stockChanged(productsOf(result.row.items));
  const documents = await documentsOfOrder(ctx.db, result.row.id);
  return { created: result.created, order: serializeOrder(result.row, user, documents) };
}

/**
 * The order of a paid checkout without the browser (docs/architecture.md, payments): a verified
 * webhook or the reconciliation job found the money captured while the shopper's tab was closed.
 * The same transaction, stock taking and mail as finalize; a checkout already finalized answers its
 * order (created: false). Null while the checkout is not paid.
 */
export async function finalizePaidCheckout(
  ctx: AppContext,
  checkoutId: string,
): Promise<{ created: boolean; orderId: string } | null> {
  const result = await orRefund(ctx, checkoutId, () =>
    ctx.db.transaction(async (tx) => {
      const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
      if (!checkout) throw notFound(CHECKOUT_NOT_FOUND);
      if (!checkout.isFinalized && checkout.paymentStatus !== 'paid') return null;
      return placeOrderLocked(ctx, tx, checkout);
    }),
  );
  if (!result) return null;
  if (result.created) await ctx.stockChanged(productsOf(result.row.items));
  return { created: result.created, orderId: result.row.id };
}

/**
 * POST /api/checkout/{id}/cod: the owner places the order to pay on delivery. The store's rules are
 * checked again (order total within limits, a PIN code it serves in India: 400 with the reason), the
 * fee is added to the checkout's total, a 'cod' attempt is recorded and the order is placed unpaid
 * ('Pay on delivery') from the checkout's held stock, in one transaction with the checkout locked.
 * A repeat answers the same order (created: false).
 */
export async function placeCodOrder(ctx: AppContext, user: AuthUser, id: string): Promise<Finalized> {
  await releaseIfExpired(ctx, id);
  const result = await ctx.db.transaction(async (tx) => {
    const found = await ownCheckoutAged(tx, user, id, ctx.config.checkoutTtlMinutes, true);
    let checkout = found.row;
    if (checkout.isFinalized) {
      if (checkout.paymentMethod !== CASH_ON_DELIVERY) throw conflict(ALREADY_PAID);
      return placeOrderLocked(ctx, tx, checkout);
    }
    if (checkout.paymentStatus === 'paid') throw conflict(ALREADY_PAID);
    assertNotExpired(found);
    const quote = codQuote(ctx.config, {
      totalPaise: checkout.totalPaise,
      address: checkout.shippingAddress,
    });
    if (!quote.available) throw badRequest(quote.reason ?? COD_OFF);
    if (!exactPaise(checkout.subtotalPaise, quote.totalPaise)) throw badRequest(ORDER_TOO_LARGE);
    const [updated] = await tx
      .update(checkouts)
      .set({
        paymentMethod: CASH_ON_DELIVERY,
        codFeePaise: quote.feePaise,
        totalPaise: quote.totalPaise,
        updatedAt: new Date(),
      })
      .where(eq(checkouts.id, checkout.id))
      .returning();
    if (!updated) throw notFound(CHECKOUT_NOT_FOUND);
    checkout = updated;
    const started = await codProvider.start({
      checkoutId: checkout.id,
      amountPaise: checkout.totalPaise,
      receipt: checkout.id.slice(0, 40),
      callbackUrl: '',
      cancelUrl: '',
      description: '',
      customer: { name: user.name, email: user.email },
    });
    await recordAttempt(tx, {
      checkoutId: checkout.id,
      userId: user.id,
      provider: started.provider,
      gatewayOrderId: started.gatewayOrderId,
      amountPaise: checkout.totalPaise,
    });
    return placeOrderLocked(ctx, tx, checkout);
  });
  if (result.created) await ctx.stockChanged(productsOf(result.row.items));
  return { created: result.created, order: serializeOrder(result.row, user) };
}

/**
 * Places the order of a checkout (`place`), and applies the rule for a paid checkout that cannot
 * become an order: a 409 from placing it (the stock is gone, the first-order discount was spent)
 * marks it unplaceable and refunds its payment (unplaceable.ts); the shopper reads that instead.
 */
async function orRefund<T>(ctx: AppContext, checkoutId: string, place: () => Promise<T>): Promise<T> {
  try {
    return await place();
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 409) throw error;
    const refunding = await refundUnplaceableCheckout(ctx, checkoutId, error);
    throw refunding ?? error;
  }
}

/**
 * In `tx`, with the checkout row locked: its order when it is finalized already, else the order
 * written: stock taken with a conditional decrement, exactly one order with the customer's name and
 * email, the checkout marked finalized, the customer's cart emptied and the order-placed mail queued.
 */
async function placeOrderLocked(
  ctx: AppContext,
  tx: Database,
  checkout: CheckoutRow,
): Promise<{ created: boolean; row: OrderRow }> {
  if (checkout.isFinalized) {
    const [existing] = await tx.select().from(orders).where(eq(orders.checkoutId, checkout.id)).limit(1);
    if (!existing) throw notFound(ORDER_REMOVED);
    return { created: false, row: existing };
  }
  // Found unplaceable before: its payment is being refunded, it never becomes an order.
  const refunded = unplaceableError(checkout);
  if (refunded) throw refunded;
  const payOnDelivery = checkout.paymentMethod === CASH_ON_DELIVERY && checkout.paymentStatus !== 'paid';
  const userId = checkout.userId;
  // The customer's row is locked too, so two checkouts of one customer cannot both spend the
  // first-order discount.
  const [customer] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!customer) throw unauthorized('Your account no longer exists.');
  if (checkout.discountPaise > 0 && !(await isFirstOrder(tx, userId))) throw conflict(FIRST_ORDER_USED);

  // A held checkout's units left the stock when it was created: only units sold go up. One made
  // before holds, or whose hold went back while its payment was on the way, takes them now.
  if (checkout.stockHold === 'held') await sellHeld(tx, checkout.items);
  else await takeStock(tx, checkout.items);
  const now = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      id: newId(),
      userId,
      userName: customer.name,
      userEmail: customer.email,
      checkoutId: checkout.id,
      items: checkout.items,
      shippingAddress: checkout.shippingAddress,
      paymentMethod: checkout.paymentMethod,
      shippingMethod: SHIPPING_METHOD,
      subtotalPaise: checkout.subtotalPaise,
      discountPaise: checkout.discountPaise,
      codFeePaise: checkout.codFeePaise,
      totalPaise: checkout.totalPaise,
      // Cash on Delivery is placed unpaid: it becomes paid when the order is delivered.
      ...(payOnDelivery
        ? { isPaid: false, paidAt: null, paymentStatus: 'pending' as const }
        : { isPaid: true, paidAt: checkout.paidAt ?? now, paymentStatus: 'paid' as const }),
      status: 'Processing',
      statusHistory: [{ status: 'Processing', at: now.toISOString() }],
    })
    .returning();
  if (!order) throw new Error('insert returned no order');
  // The tax invoice is issued with the order, numbered in this transaction (docs/product.md §10).
  const invoice = await issueInvoice(tx, ctx.config.shop, order);
  await queueOrderMail(ctx, tx, 'placed', { ...order, invoiceNumber: invoice.number });
  await tx
    .update(checkouts)
    .set({
      isFinalized: true,
      finalizedAt: now,
      orderId: order.id,
      stockHold: checkout.stockHold === 'none' ? 'none' : 'ordered',
      updatedAt: now,
    })
    .where(eq(checkouts.id, checkout.id));
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  if (cart) await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
  return { created: true, row: order as OrderRow };
}

/**
 * POST /api/checkout/{id}/payment: starts an online payment of the owner's checkout: the gateway
 * order is created for the checkout's total as the server computed it (never an amount from the
 * browser), the attempt is recorded, and a reconciliation job is queued that asks the gateway about
 * it later (so a payment whose return and webhook are both lost still becomes an order). A gateway
 * that is down answers 503 with a message and records nothing.
 */
export async function startPayment(ctx: AppContext, user: AuthUser, id: string, requestOrigin: string) {
  const found = await ownCheckoutAged(ctx.db, user, id, ctx.config.checkoutTtlMinutes);
  const checkout = found.row;
  if (checkout.paymentStatus === 'paid' || checkout.isFinalized) throw conflict(ALREADY_PAID);
  if (found.expired) await releaseIfExpired(ctx, id);
  assertNotExpired(found);
  const provider = ctx.payments;
  if (!provider) throw new HttpError(503, ONLINE_PAYMENTS_OFF);
  const [customer] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!customer) throw unauthorized('Your account no longer exists.');
  let started: Awaited<ReturnType<typeof provider.start>>;
  const base = ctx.config.publicUrl ?? requestOrigin;
  try {
    started = await provider.start({
      checkoutId: checkout.id,
      amountPaise: checkout.totalPaise,
      receipt: checkout.id.slice(0, 40),
      // Back to the store the shopper is on: PUBLIC_URL when set (live keys need it), else the origin
      // their browser reached us at. The gateway POSTs the result to our callback, which sends the
      // shopper on to the return page; cancelling goes straight there.
      callbackUrl: `${base}/api/checkout/${encodeURIComponent(checkout.id)}/payment/callback`,
      cancelUrl: `${base}/checkout/${encodeURIComponent(checkout.id)}/return`,
      description: `${STORE_NAME} order of ${checkout.items.reduce((sum, item) => sum + item.quantity, 0)} item(s)`,
      customer,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError) throw new HttpError(503, error.message);
    throw error;
  }
  const attempt: PaymentAttempt = await ctx.db.transaction(async (tx) => {
    const row = await recordAttempt(tx, {
      checkoutId: checkout.id,
      userId: user.id,
      provider: started.provider,
      gatewayOrderId: started.gatewayOrderId,
      amountPaise: checkout.totalPaise,
    });
    if (row.gatewayOrderId) {
      await ctx.jobs.enqueue(
        tx,
        RECONCILE_JOB,
        { attemptId: row.id },
        { dedupeKey: `reconcile:${row.id}`, delayMs: ctx.config.reconcileAfterMs },
      );
    }
    return row;
  });
  return {
    paymentId: attempt.id,
    provider: attempt.provider,
    gatewayOrderId: attempt.gatewayOrderId,
    amount: toRupees(attempt.amountPaise),
    next: started.next,
  };
}

/**
 * In `tx`: marks the checkout paid on proof the server checked itself (a verified signature,
 * webhook or gateway answer), once; a paid checkout stays as it is. True when this call paid it.
 */
export async function markCheckoutPaid(
  tx: Database,
  checkoutId: string,
  details: { transactionId: string; paymentMethod: string },
): Promise<boolean> {
  const now = new Date();
  const paid = await tx
    .update(checkouts)
    .set({
      paymentStatus: 'paid',
      // The order names the method it was paid with ("Online (UPI)").
      paymentMethod: details.paymentMethod,
      paymentDetails: { ...details, timestamp: now.toISOString() },
      paidAt: now,
      updatedAt: now,
    })
    .where(and(eq(checkouts.id, checkoutId), eq(checkouts.paymentStatus, 'pending')))
    .returning({ id: checkouts.id });
  return paid.length > 0;
}
