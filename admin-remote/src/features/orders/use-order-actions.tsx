import type { Order } from '@store/contracts';
import { type OrderStatus, PAYMENT_METHOD } from '@store/contracts/constants';
import { shortId, toast, useRupees } from '@store/ui';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useOrderChanges } from './orders-store.ts';

type Question = { kind: 'delete'; order: Order } | { kind: 'cancel'; order: Order };

interface OrderActions {
  /** Sets a status; Cancelled asks first (its items go back into stock). */
  requestStatus: (order: Order, status: OrderStatus) => void;
  /** Asks before deleting the order. */
  askDelete: (order: Order) => void;
  /** The question's dialog, to render once on the screen. */
  dialog: ReactNode;
}

/** An order with a tax invoice is archived, never deleted (docs/product.md §10). */
const archives = (order: Order) => order.taxDocuments.length > 0;
const ARCHIVE_TEXT =
  'This order has a tax invoice, so it is archived, not deleted: it leaves the lists and is kept with its invoice for the records.';

/**
 * The dialog's question. Cancelling a paid order says the refund that follows (docs/product.md §2):
 * its payment becomes Refund pending until the refund is marked done.
 */
function questionText(question: Question, rupees: (amount: number) => string): string {
  if (question.kind === 'delete') {
    if (!archives(question.order)) return 'Are you sure you want to delete this order?';
    return question.order.status === 'Processing'
      ? `${ARCHIVE_TEXT} It is still Processing, so it is cancelled first: its items go back into stock and a credit note is issued.`
      : ARCHIVE_TEXT;
  }
  const cancel = 'Are you sure you want to cancel this order? Its items go back into stock.';
  if (question.order.paymentStatus !== 'paid') return cancel;
  const refund = `${cancel} It was paid, so a refund of ${rupees(question.order.totalPrice)} to the customer follows:`;
  // An online payment is refunded through the gateway, whose answer settles it; any other is
  // refunded by hand and marked done here.
  return question.order.paymentMethod.startsWith(PAYMENT_METHOD)
    ? `${refund} it goes back through the payment gateway, and the payment shows Refund pending until the gateway confirms it.`
    : `${refund} the payment shows Refund pending until you mark the refund as done.`;
}

const verb = (question: Question) =>
  question.kind === 'cancel' ? 'Cancel' : archives(question.order) ? 'Archive' : 'Delete';

/**
 * An order's status changes and deletion, from the list or the order's page (docs/product.md §2,
 * §5): each announces its outcome in a toast ('Order #{id} is now {status}', the server's refusal);
 * cancelling and deleting ask first. `afterDelete` runs once a deletion succeeded.
 */
export function useOrderActions(afterDelete?: () => void): OrderActions {
  const pending = useOrderChanges((state) => state.pending);
  const setStatus = useOrderChanges((state) => state.setStatus);
  const deleteOrder = useOrderChanges((state) => state.remove);
  const [question, setQuestion] = useState<Question | null>(null);
  const rupees = useRupees();

  async function changeStatus(order: Order, status: OrderStatus) {
    const outcome = await setStatus(order, status);
    if (outcome.ok) toast.success(`Order #${shortId(order._id)} is now ${outcome.value.status}`);
    else toast.error(outcome.message);
  }

  function requestStatus(order: Order, status: OrderStatus) {
    if (status === order.status) return;
    // Cancelling puts the items back in stock: ask first, like any destructive action.
    if (status === 'Cancelled') setQuestion({ kind: 'cancel', order });
    else void changeStatus(order, status);
  }

  async function answer() {
    if (!question) return;
    const { order } = question;
    if (question.kind === 'cancel') {
      await changeStatus(order, 'Cancelled');
    } else {
      const outcome = await deleteOrder(order._id);
      if (outcome.ok) {
        toast.success(`Order #${shortId(order._id)} was ${archives(order) ? 'archived' : 'deleted'}`);
        afterDelete?.();
      } else {
        toast.error(outcome.message);
      }
    }
    setQuestion(null);
  }

  return {
    requestStatus,
    askDelete: (order) => setQuestion({ kind: 'delete', order }),
    dialog: (
      <ConfirmDialog
        open={question !== null}
        title={question ? `${verb(question)} order #${shortId(question.order._id)}?` : ''}
        message={question ? questionText(question, rupees) : ''}
        confirmLabel={question?.kind === 'cancel' ? 'Cancel Order' : question ? verb(question) : 'Delete'}
        cancelLabel={question?.kind === 'cancel' ? 'Keep Order' : 'Cancel'}
        busy={question !== null && pending.includes(question.order._id)}
        onConfirm={() => void answer()}
        onCancel={() => setQuestion(null)}
      />
    ),
  };
}
