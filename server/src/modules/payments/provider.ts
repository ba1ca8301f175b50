/**
 * The payment provider interface (issue 21): every way a checkout can be paid sits behind it, so the
 * checkout, order, refund and webhook code never names a gateway. Two providers implement it: the
 * online gateway (Razorpay's protocol, against Razorpay itself or the embedded test gateway: one
 * adapter, two base URLs) and Cash on Delivery.
 *
 * The browser's word is never proof of payment: a payment counts only from a verified signature, a
 * verified webhook or the gateway's own answer to `fetchStatus`. Amounts are integer paise.
 */

export type PaymentProviderId = 'razorpay' | 'cod';

/** What the server knows about one payment attempt at the provider. */
export type AttemptState = 'created' | 'pending' | 'authorized' | 'captured' | 'failed';

export type RefundState = 'pending' | 'processed' | 'failed';

export interface StartPaymentInput {
  checkoutId: string;
  amountPaise: number;
  /** Our own reference, at most 40 characters (Razorpay's `receipt`). */
  receipt: string;
  /** Where the gateway POSTs the result (the hosted checkout's callback_url). */
  callbackUrl: string;
  /** Where the shopper goes when they cancel on the gateway's page (cancel_url, a GET). */
  cancelUrl: string;
  /** What the gateway's page shows: the shop's name and what is paid for. */
  description: string;
  customer: { name: string; email: string };
}

/**
 * The browser's step: a form the store's page POSTs to the gateway (Razorpay's hosted checkout,
 * /v1/checkout/embedded under the gateway's address), field by field.
 */
export interface GatewayForm {
  kind: 'form-post';
  url: string;
  method: 'POST';
  fields: Record<string, string>;
}

export interface StartedPayment {
  provider: PaymentProviderId;
  /** The gateway's order id (Razorpay `order_…`); null for Cash on Delivery. */
  gatewayOrderId: string | null;
  /** What the browser does to pay: POST the hosted checkout's form; nothing for Cash on Delivery. */
  next: GatewayForm | { kind: 'none' };
}

/** The fields Razorpay's Standard Checkout hands back to the browser (and its callback_url gets). */
export interface GatewayReturn {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface PaymentStatus {
  gatewayOrderId: string;
  /** The most advanced payment of the gateway order, or null when none was made yet. */
  payment: { id: string; state: AttemptState; amountPaise: number; method: string | null } | null;
}

/** A webhook that passed its signature check, reduced to what the store acts on. */
export interface VerifiedWebhook {
  /** The gateway's event id (x-razorpay-event-id), the key that de-duplicates deliveries. */
  eventId: string;
  event: string;
  gatewayOrderId: string | null;
  paymentId: string | null;
  paymentState: AttemptState | null;
  refund: { id: string; paymentId: string; state: RefundState; amountPaise: number } | null;
  amountPaise: number | null;
  /** How the shopper paid (upi, card, netbanking, wallet), when the event's payment says. */
  method?: string | null;
}

export interface RefundResult {
  refundId: string;
  state: RefundState;
  amountPaise: number;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** Starts a payment for a checkout: an online provider creates the gateway order for the amount. */
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /**
   * True only when the signature the browser brought is HMAC-SHA256(storedOrderId + "|" + paymentId)
   * with the key secret; `storedOrderId` is the one we created, never the one sent back.
   */
  verifyReturn(storedOrderId: string, result: GatewayReturn): boolean;
  /** Checks a webhook's signature over the raw body; null when it does not verify. */
  verifyWebhook(
    rawBody: Buffer,
    signature: string | undefined,
    eventId: string | undefined,
  ): VerifiedWebhook | null;
  /** Asks the gateway itself (reconciliation after a lost return or webhook, also after a restart). */
  fetchStatus(gatewayOrderId: string): Promise<PaymentStatus>;
  /** Refunds a captured payment in full or in part; idempotent by `idempotencyKey`. */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<RefundResult>;
  /** A refund's state at the provider (GET /v1/refunds/{id}): refund retries and reconciliation. */
  fetchRefund?(refundId: string): Promise<RefundResult>;
}

/** A gateway that is down, slow or answers with an error: the shopper sees `message` and may retry. */
export class GatewayUnavailableError extends Error {
  constructor(message = 'The payment gateway is not answering. Please try again in a moment.') {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/**
 * The gateway understood the request and refused it (Razorpay's 400 BAD_REQUEST_ERROR, a 404): a
 * refund above what is left, an unknown payment. `message` is the gateway's own description.
 */
export class GatewayRefusedError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayRefusedError';
  }
}
