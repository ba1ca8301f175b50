/** Checkout: what other modules may use (the payment code ends a checkout's stock hold). */
export { releaseExpiredHolds, releaseFailedCheckout, startHoldSweeper } from './stock-holds.ts';
