import type { Order } from '@store/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@store/contracts/constants';
import { shortId, toast, useRupees } from '@store/ui';
import { useState } from 'react';
import { AdminList } from '../../components/AdminList.tsx';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useListAddress } from '../../lib/list-params.ts';
import { useLoaded } from '../../lib/load-store.ts';
import { OrderRow } from './OrderRow.tsx';
import { useOrderChanges, useOrderList } from './orders-store.ts';

/** A known status, or '' (all statuses) for anything else. */
function toStatus(value: string | null): OrderStatus | '' {
  return ORDER_STATUSES.find((known) => known === value) ?? '';
}

type Question = { kind: 'delete'; order: Order } | { kind: 'cancel'; order: Order };

/** /admin/orders: every order, status changes, Complete (sets Delivered) and delete (docs/product.md §2, §4). */
export function OrdersPage() {
  const rupees = useRupees();
  const address = useListAddress();
  const { page, search, goTo } = address;
  const status = toStatus(address.params.get('status'));
  const list = useLoaded(useOrderList, { page, search, status });
  const { items: orders, total: totalOrders, totalSales } = list.data;
  const pending = useOrderChanges((state) => state.pending);
  const setStatus = useOrderChanges((state) => state.setStatus);
  const deleteOrder = useOrderChanges((state) => state.remove);
  const [question, setQuestion] = useState<Question | null>(null);
  const filtered = search !== '' || status !== '';

  async function changeStatus(order: Order, status: OrderStatus) {
    const outcome = await setStatus(order._id, status);
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
      if (outcome.ok) toast.success(`Order #${shortId(order._id)} was deleted`);
      else toast.error(outcome.message);
    }
    setQuestion(null);
  }

  return (
    <>
      <PageHeader
        title="Order Management"
        summary={
          !list.error && totalOrders > 0
            ? `${totalOrders} ${totalOrders === 1 ? 'order' : 'orders'} · ${rupees(totalSales)} in sales`
            : undefined
        }
      />
      <AdminList
        noun="orders"
        list={list}
        address={address}
        searchPlaceholder="Order id, name or email"
        filters={
          <>
            <label htmlFor="admin-order-status" className="sr-only">
              Show orders with status
            </label>
            <select
              id="admin-order-status"
              value={status}
              onChange={(event) => goTo({ status: toStatus(event.target.value) })}
              className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-brand-700"
            >
              <option value="">All statuses</option>
              {ORDER_STATUSES.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </>
        }
        rowHeight="h-14"
        empty={filtered ? 'No orders match these filters.' : 'No Orders Available'}
      >
        <AdminTable
          aria-label="Orders"
          columns={['Order ID', 'Customer', 'Date', 'Total', 'Status']}
          withActions
        >
          {orders.map((order) => (
            <OrderRow
              key={order._id}
              order={order}
              onStatus={requestStatus}
              onDelete={(target) => setQuestion({ kind: 'delete', order: target })}
            />
          ))}
        </AdminTable>
      </AdminList>
      <ConfirmDialog
        open={question !== null}
        title={
          question
            ? `${question.kind === 'cancel' ? 'Cancel' : 'Delete'} order #${shortId(question.order._id)}?`
            : ''
        }
        message={
          question?.kind === 'cancel'
            ? 'Are you sure you want to cancel this order? Its items go back into stock.'
            : 'Are you sure you want to delete this order?'
        }
        confirmLabel={question?.kind === 'cancel' ? 'Cancel Order' : 'Delete'}
        cancelLabel={question?.kind === 'cancel' ? 'Keep Order' : 'Cancel'}
        busy={question !== null && pending.includes(question.order._id)}
        onConfirm={() => void answer()}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}
