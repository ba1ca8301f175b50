import { errorMessage, toApiError } from '@store/api';
import { checkoutApi } from '@store/api/checkout';
import type { Order } from '@store/contracts';
import { shopperMayCancel } from '@store/contracts/order-states';
import { Button, shortId, toast, useRupees } from '@store/ui';
import { useState } from 'react';
import { refreshFirstOrderOffer } from '../promotion/index.ts';
import { CancelOrderDialog } from './CancelOrderDialog.tsx';
import { cancelQuestion, ORDER_TEXT } from './order-text.ts';

interface Props {
  order: Order;
  /** The order as the server answered after the cancel (or as it is now, when it was refused). */
  onChanged: (order: Order) => void;
}

/**
 * 'Cancel Order' while the order is still Processing (docs/product.md §4): asks first, then cancels
 * through the server, says so, and asks again whether the promo bar's first-order offer applies
 * (a cancelled only order brings it back). Refused (the order shipped meanwhile), it shows the
 * server's message and the order as it is now.
 */
export function CancelOrder({ order, onChanged }: Props) {
  const rupees = useRupees();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!shopperMayCancel(order)) return null;

  async function confirm() {
    setBusy(true);
    try {
      const cancelled = await checkoutApi.cancelOrder(order._id);
      toast.success(`Order #${shortId(order._id)} is cancelled`);
      onChanged(cancelled);
      void refreshFirstOrderOffer();
    } catch (error) {
      toast.error(errorMessage(error, ORDER_TEXT.cancelFailed));
      if (toApiError(error).status === 409) {
        await checkoutApi.getOrder(order._id).then(onChanged, () => undefined);
      }
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }

  return (
    <div className="mt-3">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {ORDER_TEXT.cancelOrder}
      </Button>
      <p className="mt-1 text-xs text-stone-600">{ORDER_TEXT.cancelNote}</p>
      <CancelOrderDialog
        open={open}
        title={`Cancel order #${shortId(order._id)}?`}
        message={cancelQuestion(rupees(order.totalPrice))}
        busy={busy}
        onConfirm={() => void confirm()}
        onKeep={() => setOpen(false)}
      />
    </div>
  );
}
