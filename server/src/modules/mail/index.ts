/** Transactional e-mail: what other modules queue, in the transaction of what the mail tells. */

export { queueOrderMail, queueOrderStatusMail, queueResetMail, storeUrl } from './mail-service.ts';
export { type OrderMailEvent, orderNumber } from './order-mail.ts';
