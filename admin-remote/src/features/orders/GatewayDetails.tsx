import type { AdminOrderPayment, OrderRefund, PaymentAttemptView } from '@store/contracts';
import { useRupees } from '@store/ui';
import { useShopDates } from '../../lib/shop-time.ts';

const ATTEMPT_STATES: Record<PaymentAttemptView['state'], string> = {
  created: 'Started',
  pending: 'Pending',
  authorized: 'Authorized',
  captured: 'Captured',
  failed: 'Failed',
};

const REFUND_STATES: Record<OrderRefund['state'], string> = {
  requested: 'Requested',
  pending: 'Pending at the gateway',
  processed: 'Refunded',
  failed: 'Failed',
};

const METHODS: Record<string, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
};

/**
 * The order's payment attempts at the gateway (its order and payment ids, method and state) and
 * its refunds with their state (issue 21), under the order's Payment.
 */
export function GatewayDetails({ details }: { details: AdminOrderPayment }) {
  const rupees = useRupees();
  const dates = useShopDates();
  if (details.attempts.length === 0 && details.refunds.length === 0) return null;
  return (
    <div className="mt-4 space-y-3 text-sm">
      {details.attempts.length > 0 && (
        <div>
          <h3 className="font-medium text-ink">Payment attempts</h3>
          <ul className="mt-1 space-y-1">
            {details.attempts.map((attempt) => (
              <li key={attempt._id} className="text-stone-700">
                <span className="font-medium text-ink">{ATTEMPT_STATES[attempt.state]}</span>
                {` · ${rupees(attempt.amount)}`}
                {attempt.method && ` · ${METHODS[attempt.method] ?? attempt.method}`}
                {attempt.gatewayOrderId && ` · ${attempt.gatewayOrderId}`}
                {attempt.gatewayPaymentId && ` · ${attempt.gatewayPaymentId}`}
                {` · ${dates.moment(attempt.createdAt)}`}
                {attempt.error && <span className="block text-red-700">{attempt.error}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {details.refunds.length > 0 && (
        <div>
          <h3 className="font-medium text-ink">Refunds</h3>
          <ul className="mt-1 space-y-1">
            {details.refunds.map((refund) => (
              <li key={refund._id} className="text-stone-700">
                <span className="font-medium text-ink">{REFUND_STATES[refund.state]}</span>
                {` · ${rupees(refund.amount)} · ${refund.reason}`}
                {refund.providerRefundId && ` · ${refund.providerRefundId}`}
                {` · ${dates.moment(refund.processedAt ?? refund.createdAt)}`}
                {refund.lastError && (
                  <span className="block text-red-700">
                    {refund.state === 'failed' ? refund.lastError : `${refund.lastError} (sent again)`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
