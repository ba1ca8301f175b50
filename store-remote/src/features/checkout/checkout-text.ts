/** Checkout texts of docs/product.md §5 and §8. */
export const CHECKOUT_TEXT = {
  fillShippingFirst: 'Please fill in shipping details first',
  placed: 'Order placed successfully! 🎉',
  /** Our addition (docs/product.md §2): the thank-you shown where the Pay button was, with the order number. */
  thankYou: (orderNumber: string) => `Thank you! Your order #${orderNumber} is placed.`,
  takingYou: 'Taking you to your orders…',
  goNow: 'Go to My Account now',
  paymentFailed: 'Payment failed. Please try again.',
  finalizeFailed: 'Failed to complete order. Please try again.',
  /** Our addition (docs/product.md §8): the checkout record cannot be created and the server said nothing. */
  createFailed: 'Could not save your shipping details. Please try again.',
  /** Our addition (docs/product.md §8): an unpaid checkout past its lifetime (the server says the same). */
  expired: 'This checkout has expired. Please continue to checkout again.',
  /** Online payment (issue 21): the method, and what happens on Pay. */
  payOnline: 'Pay online (UPI, cards, netbanking)',
  payOnlineHint: "You pay on the payment gateway's secure page and come straight back here.",
  /** The gateway could not be reached and the server said nothing. */
  gatewayFailed: 'Could not reach the payment gateway. Please try again.',
  /** The return from the gateway (/checkout/{id}/return). */
  confirming: 'Confirming your payment…',
  notCompleted: 'Payment not completed',
  notCompletedHint:
    'Your payment did not go through and no order was placed. Your cart still holds the items.',
  tryAgain: 'Try again',
  backToCheckout: 'Back to checkout',
  paidNotPlaced: 'Your payment is recorded, but the order could not be placed yet.',
  /** Under the thank-you: how the order was paid, and that it is. */
  paidWith: (method: string) => `Payment: ${method} · Paid`,
  /** Cash on Delivery (docs/product.md, Cash on Delivery). */
  chooseMethod: 'How would you like to pay?',
  codAfterAddress: 'Continue to Payment to see whether Cash on Delivery is available for your address.',
  codNote: (fee: string) => `Pay the courier in cash when your order arrives. A fee of ${fee} applies.`,
  placeCod: (total: string) => `Place order, pay ${total} on delivery`,
  codFailed: 'Could not place your order. Please try again.',
} as const;

/** After a successful order the shopper goes to /profile this long after the toast (docs/product.md §4). */
export const REDIRECT_AFTER_ORDER_MS = 1500;
