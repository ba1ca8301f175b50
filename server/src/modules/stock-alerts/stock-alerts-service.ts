import { createHash, randomBytes } from 'node:crypto';
import {
  STOCK_ALERT_EMAIL_REQUIRED,
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_NOT_FOUND,
  type StockAlert,
  type StockAlertCreate,
  stockAlertCreatedMessage,
} from '@store/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { products, productVariants, stockAlerts } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { notSoldMessage } from '../inventory/index.ts';
import { renderBackInStockMail, storeUrl } from '../mail/index.ts';

export const PRODUCT_GONE = 'Product not found';

/** Variants keep sizes upper-cased and colours lower-cased (catalog: product-columns.ts). */
const normalSize = (size: string) => size.toUpperCase();
const normalColor = (color: string) => color.toLowerCase();

/** Only the hash of a removal token is stored: the database alone never holds a working link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * POST /api/stock-alerts: the variant must exist and be sold out (400 otherwise, readably). The
 * variant row is read FOR SHARE, so a restock running now either commits first (and the variant is
 * in stock: 400) or waits for this alert and fires it. Asking again for the same address while one
 * waits changes nothing, and the answer is the same either way: it never tells who subscribed.
 */
export async function createStockAlert(
  ctx: AppContext,
  user: AuthUser | null,
  input: StockAlertCreate & { email?: string | undefined },
): Promise<string> {
  const email = input.email ?? user?.email;
  if (!email) throw badRequest(STOCK_ALERT_EMAIL_REQUIRED);
  const size = normalSize(input.size);
  const color = normalColor(input.color);
  await ctx.db.transaction(async (tx) => {
    const [product] = await tx
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, input.productId))
      .limit(1);
    if (!product) throw badRequest(PRODUCT_GONE);
    const [variant] = await tx
      .select({ id: productVariants.id, stock: productVariants.countInStock })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.productId, input.productId),
          eq(productVariants.size, size),
          eq(productVariants.color, color),
        ),
      )
      .for('share');
    if (!variant) throw badRequest(notSoldMessage(product.name, size, color));
    if (variant.stock > 0) throw badRequest(STOCK_ALERT_IN_STOCK);
    await tx.execute(sql`
      insert into ${stockAlerts} (id, variant_id, email, user_id)
      values (${newId()}, ${variant.id}, ${email}, ${user?.id ?? null})
      on conflict (variant_id, email) where fired_at is null do nothing`);
  });
  return stockAlertCreatedMessage(email);
}

interface DueAlert {
  id: string;
  email: string;
  productId: string;
  productName: string;
  size: string;
  color: string;
}

/**
 * The one function every stock increase calls, in its own transaction, after the new stock is
 * written (a product edit, an order cancelled or deleted, and a return when returns exist): each
 * waiting alert of these variants that now have stock fires once. The conditional update
 * (`fired_at is null`) makes a second restock racing this one find nothing to fire; the mail goes
 * to the outbox in the same savepoint, so it exists exactly when the firing committed, and is sent
 * after the commit (plugins/mail-outbox.ts). A mail that cannot be queued leaves its alert
 * waiting and never fails the restock.
 */
export async function fireStockAlerts(
  ctx: AppContext,
  tx: Database,
  variantIds: readonly string[],
): Promise<void> {
  if (variantIds.length === 0) return;
  const due = await tx
    .select({
      id: stockAlerts.id,
      email: stockAlerts.email,
      productId: productVariants.productId,
      productName: products.name,
      size: productVariants.size,
      color: productVariants.color,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        inArray(stockAlerts.variantId, [...variantIds]),
        isNull(stockAlerts.firedAt),
        sql`${productVariants.countInStock} > 0`,
      ),
    )
    .orderBy(asc(stockAlerts.id));
  for (const alert of due) await fireOne(ctx, tx, alert);
}

async function fireOne(ctx: AppContext, tx: Database, alert: DueAlert): Promise<void> {
  await ctx.mail.safely(tx, 'back in stock', async (savepoint) => {
    const token = randomBytes(32).toString('base64url');
    const fired = await savepoint
      .update(stockAlerts)
      .set({ firedAt: new Date(), tokenHash: tokenHash(token) })
      .where(and(eq(stockAlerts.id, alert.id), isNull(stockAlerts.firedAt)))
      .returning({ id: stockAlerts.id });
    if (fired.length === 0) return;
    const base = storeUrl(ctx.config);
    const choice = new URLSearchParams({ size: alert.size, color: alert.color });
    const productLink = `${base}/product/${alert.productId}?${choice.toString()}`;
    const mail = renderBackInStockMail({
      productName: alert.productName,
      size: alert.size,
      color: alert.color,
      productLink,
      // The product page offers the removal (a page of its own would grow the first load of /).
      removeLink: `${productLink}#remove-alerts=${token}`,
    });
    await ctx.mail.queue(savepoint, { kind: 'back-in-stock', to: alert.email, sensitive: true, ...mail });
  });
}

/**
 * POST /api/stock-alerts/remove: the token of a back-in-stock mail removes every alert still waiting
 * for that mail's address. Using the link again answers the same.
 */
export async function removeAlertsByToken(db: Database, token: string): Promise<void> {
  const [alert] = await db
    .select({ email: stockAlerts.email })
    .from(stockAlerts)
    .where(eq(stockAlerts.tokenHash, tokenHash(token)))
    .limit(1);
  if (!alert) throw badRequest(STOCK_ALERT_LINK_INVALID);
  await db.delete(stockAlerts).where(and(eq(stockAlerts.email, alert.email), isNull(stockAlerts.firedAt)));
}

/** Alerts a signed-in shopper may see and remove: made while signed in, or for their address. */
const mine = (user: AuthUser) =>
  and(isNull(stockAlerts.firedAt), or(eq(stockAlerts.userId, user.id), eq(stockAlerts.email, user.email)));

/** GET /api/stock-alerts: the shopper's waiting alerts, oldest first. */
export async function listMyAlerts(db: Database, user: AuthUser): Promise<StockAlert[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      productId: productVariants.productId,
      productName: products.name,
      size: productVariants.size,
      color: productVariants.color,
      email: stockAlerts.email,
      createdAt: stockAlerts.createdAt,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(mine(user))
    .orderBy(asc(stockAlerts.createdAt), asc(stockAlerts.id));
  return rows.map(({ id, createdAt, ...rest }) => ({ _id: id, ...rest, createdAt: createdAt.toISOString() }));
}

/** DELETE /api/stock-alerts/{id}: one of the shopper's waiting alerts; 404 for anyone else's. */
export async function removeMyAlert(db: Database, user: AuthUser, id: string): Promise<void> {
  const removed = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), mine(user)))
    .returning({ id: stockAlerts.id });
  if (removed.length === 0) throw notFound(STOCK_ALERT_NOT_FOUND);
}
