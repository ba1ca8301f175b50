import type { OrderStatus } from '@store/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { ServerConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { type MailOrder, type OrderMailEvent, renderOrderMail, statusEvent } from './order-mail.ts';
import { renderResetMail } from './reset-mail.ts';
import { type ReturnMail, renderReturnMail } from './return-mail.ts';
import { renderUnplaceableMail, renderUnplaceableRefundedMail } from './unplaceable-mail.ts';

/** Where links in mails point: PUBLIC_URL, else this server on localhost (docs/api.md, E-mail). */
export function storeUrl(config: Pick<ServerConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** An order as its mails need it, with the customer kept on it. */
export interface OrderForMail extends MailOrder {
  userId: string;
  userName: string;
  userEmail: string;
}

/**
 * Queues an order's mail in the transaction `tx` that changes the order (it is sent once that
 * commits). It goes to the customer's current name and email while the account exists, else to
 * those kept on the order.
 */
export async function queueOrderMail(
  ctx: AppContext,
  tx: Database,
  event: OrderMailEvent,
  order: OrderForMail,
): Promise<void> {
  await ctx.mail.safely(tx, `order ${event}`, async (savepoint) => {
    const [account] = await savepoint
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId))
      .limit(1);
    const name = account?.name ?? order.userName;
    const to = account?.email ?? order.userEmail;
    const mail = renderOrderMail(event, order, name, storeUrl(ctx.config));
    await ctx.mail.queue(savepoint, { kind: `order-${event}`, to, ...mail });
  });
}

/**
 * The one mail of a status change: 'Cancelled' sends the cancellation mail, any other status the
 * status mail. Called by the one function that changes an order's status, in its transaction, with
 * the order as it is after the change.
 */
export function queueOrderStatusMail(
  ctx: AppContext,
  tx: Database,
  order: OrderForMail & { status: OrderStatus },
): Promise<void> {
  return queueOrderMail(ctx, tx, statusEvent(order.status), order);
}

/** Queues the mail with a reset link (the link carries the token: the mail is marked sensitive). */
export async function queueResetMail(
  ctx: AppContext,
  tx: Database,
  user: { name: string; email: string },
  token: string,
  minutes: number,
): Promise<void> {
  const link = `${storeUrl(ctx.config)}/reset-password#token=${token}`;
  const mail = renderResetMail(user.name, link, minutes);
  await ctx.mail.queue(tx, { kind: 'password-reset', to: user.email, sensitive: true, ...mail });
}

/**
 * Queues the mail of one step of a return request in the transaction that makes the step, to the
 * customer's current name and email while the account exists, else to those kept on the order.
 */
export async function queueReturnMail(
  ctx: AppContext,
  tx: Database,
  customer: { userId: string; userName: string; userEmail: string },
  mail: ReturnMail,
): Promise<void> {
  await ctx.mail.safely(tx, `return ${mail.status}`, async (savepoint) => {
    const [account] = await savepoint
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, customer.userId))
      .limit(1);
    const rendered = renderReturnMail(mail, account?.name ?? customer.userName, storeUrl(ctx.config));
    await ctx.mail.queue(savepoint, {
      kind: `return-${mail.status}`,
      to: account?.email ?? customer.userEmail,
      ...rendered,
    });
  });
}

/**
 * Queues the mail telling a shopper that their payment was taken but the order could not be placed
 * (checkout/unplaceable.ts), and that the amount is being refunded. Never fails the caller.
 */
export async function queueUnplaceableMail(
  ctx: AppContext,
  tx: Database,
  userId: string,
  reason: string,
  amountPaise: number,
): Promise<void> {
  await ctx.mail.safely(tx, 'order not placed', async (savepoint) => {
    const [account] = await savepoint
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!account) return;
    const mail = renderUnplaceableMail(account.name, reason, amountPaise);
    await ctx.mail.queue(savepoint, { kind: 'order-not-placed', to: account.email, ...mail });
  });
}

/**
 * Queues the mail telling that shopper the refund was processed at the gateway (once: the caller's
 * state change decides). Never fails the caller.
 */
export async function queueUnplaceableRefundedMail(
  ctx: AppContext,
  tx: Database,
  userId: string,
  amountPaise: number,
): Promise<void> {
  await ctx.mail.safely(tx, 'order not placed, refunded', async (savepoint) => {
    const [account] = await savepoint
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!account) return;
    const mail = renderUnplaceableRefundedMail(account.name, amountPaise);
    await ctx.mail.queue(savepoint, { kind: 'order-not-placed-refunded', to: account.email, ...mail });
  });
}
