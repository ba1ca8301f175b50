import type { Order } from '@store/contracts';
import type { OrderStatus } from '@store/contracts/constants';
import { adminStatusChoices } from '@store/contracts/order-states';

interface StatusSelectProps {
  order: Order;
  busy: boolean;
  onStatus: (order: Order, status: OrderStatus) => void;
  /** The select's own name, when no label names it. */
  label?: string;
  id?: string;
}

/**
 * An order's status select offering only the changes that can succeed (docs/product.md §4,
 * adminStatusChoices): a cancelled order only back to Processing, a refunded one none (the select is
 * then disabled, showing the status).
 */
export function StatusSelect({ order, busy, onStatus, label, id }: StatusSelectProps) {
  const choices = adminStatusChoices(order);
  const options = [order.status, ...choices];
  return (
    <select
      id={id}
      aria-label={label}
      value={order.status}
      disabled={busy || choices.length === 0}
      onChange={(event) => onStatus(order, event.target.value as OrderStatus)}
      className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm disabled:bg-stone-100 focus:outline-2 focus:outline-brand-700"
    >
      {options.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </select>
  );
}

/** 'Complete' (sets Delivered) is offered while the order may still be delivered, disabled once it is. */
export const completeOffered = (order: Order): boolean =>
  order.status === 'Delivered' || adminStatusChoices(order).includes('Delivered');
