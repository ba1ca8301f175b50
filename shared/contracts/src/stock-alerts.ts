import { z } from 'zod';
import { idSchema, text } from './common.ts';
import { emailSchema } from './users.ts';

/**
 * POST /api/stock-alerts: "Notify me" on a sold-out size and colour (docs/product.md §2, "Back in
 * stock"). A signed-in shopper may leave out the email (their account's is used); a guest sends it.
 */
export const stockAlertCreateSchema = z.object({
  productId: idSchema,
  size: text('Size', 10),
  color: text('Color', 30),
  email: emailSchema.optional(),
});
export type StockAlertCreate = z.input<typeof stockAlertCreateSchema>;

/** The one answer to a "Notify me", whether or not that address already waits for the variant. */
export const stockAlertCreatedMessage = (email: string) =>
  `We will e-mail ${email} once when it is back in stock.`;
export const STOCK_ALERT_EMAIL_REQUIRED = 'Enter your email address to be told when it is back';
export const STOCK_ALERT_IN_STOCK = 'This size and colour is in stock: add it to your bag instead';
export const STOCK_ALERT_LINK_INVALID = 'This link is not valid. The alerts may already be removed.';
export const STOCK_ALERTS_REMOVED = 'Done: you will get no more back-in-stock e-mails for these alerts.';
export const STOCK_ALERT_REMOVED = 'Alert removed';
export const STOCK_ALERT_NOT_FOUND = 'Alert not found';

/** POST /api/stock-alerts/remove: the token of the removal link in a back-in-stock mail. */
export const stockAlertRemoveSchema = z.object({
  token: z
    .string({ error: STOCK_ALERT_LINK_INVALID })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, STOCK_ALERT_LINK_INVALID),
});

/** A signed-in shopper's waiting alert (GET /api/stock-alerts). */
export const stockAlertSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  color: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;
