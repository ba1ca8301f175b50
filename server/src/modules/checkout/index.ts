/** Checkout: what other modules may use (the payment code ends a checkout's stock hold or refunds it). */
export { releaseExpiredHolds, releaseFailedCheckout, startHoldSweeper } from './stock-holds.ts';
export {
  applyCheckoutRefund,
  refundUnplaceableCheckout,
  registerUnplaceableRefunds,
  UNPLACEABLE_REFUND_CHECK_JOB,
  UNPLACEABLE_REFUND_JOB,
  unplaceableMessage,
} from './unplaceable.ts';
