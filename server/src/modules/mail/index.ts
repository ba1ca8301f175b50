/** Transactional e-mail: what other modules queue, in the transaction of what the mail tells. */

export { type BackInStockMail, renderBackInStockMail } from './back-in-stock-mail.ts';
export {
  queueOrderMail,
  queueOrderStatusMail,
  queueResetMail,
  queueReturnMail,
  queueUnplaceableMail,
  queueUnplaceableRefundedMail,
  storeUrl,
} from './mail-service.ts';
export { type OrderMailEvent, orderNumber } from './order-mail.ts';
export type { ReturnMail } from './return-mail.ts';
