import type { Order } from '@store/contracts';
import { ORDER_STATUSES, type OrderStatus } from '@store/contracts/constants';
import { useSearchParams } from '@store/router';
import { formatRupees, shortId } from '@store/ui';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminTable } from '../../components/AdminTable.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListBody } from '../../components/ListBody.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Pagination } from '../../components/Pagination.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { table } from '../../components/table-styles.ts';
import { listQuery, readListParams } from '../../lib/list-params.ts';
import { OrderRow } from './OrderRow.tsx';
import { type OrderListQuery, useOrdersStore } from './orders-store.ts';

/** A known status, or '' (all statuses) for anything else. */
function toStatus(value: string | null): OrderStatus | '' {
  return ORDER_STATUSES.find((known) => known === value) ?? '';
}

type Question = { kind: 'delete'; order: Order } | { kind: 'cancel'; order: Order };

/** /admin/orders: every order, status changes, Complete (sets Delivered) and delete (spec §2, §4). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const { page, search } = readListParams(params);
  const status = toStatus(params.get('status'));
  const orders = useOrdersStore((state) => state.orders);
  const totalOrders = useOrdersStore((state) => state.totalOrders);
  const totalSales = useOrdersStore((state) => state.totalSales);
  const pageSize = useOrdersStore((state) => state.pageSize);
  const loading = useOrdersStore((state) => state.loading);
  const error = useOrdersStore((state) => state.error);
  const pending = useOrdersStore((state) => state.pending);
  const fetchOrders = useOrdersStore((state) => state.fetchOrders);
  const setStatus = useOrdersStore((state) => state.setStatus);
  const deleteOrder = useOrdersStore((state) => state.deleteOrder);
  const [question, setQuestion] = useState<Question | null>(null);

  useEffect(() => {
    void fetchOrders({ page, search, status });
  }, [fetchOrders, page, search, status]);
  const goTo = (next: Partial<OrderListQuery>) =>
    setParams(
      listQuery({ search: next.search ?? search, status: next.status ?? status, page: next.page ?? 1 }),
    );
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
          !error && totalOrders > 0
            ? `${totalOrders} ${totalOrders === 1 ? 'order' : 'orders'} · ${formatRupees(totalSales)} in sales`
            : undefined
        }
      />
      <SearchForm
        label="Search orders"
        placeholder="Order id, name or email"
        value={search}
        onSearch={(text) => goTo({ search: text })}
      >
        <label htmlFor="admin-order-status" className="sr-only">
          Show orders with status
        </label>
        <select
          id="admin-order-status"
          value={status}
          onChange={(event) => goTo({ status: toStatus(event.target.value) })}
          className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm text-ink focus:outline-2 focus:outline-brand-500"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </SearchForm>
      <ListBody
        errorTitle="Error loading orders"
        error={error}
        onRetry={() => void fetchOrders({ page, search, status })}
        loading={loading}
        count={orders.length}
        loadingLabel="Loading orders…"
        skeletons={{ rows: 4, className: 'h-14' }}
        empty={filtered ? 'No orders match these filters.' : 'No Orders Available'}
      >
        <div className={table.frame}>
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
        </div>
      </ListBody>
      {!error && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={totalOrders}
          onPage={(next) => goTo({ page: next })}
        />
      )}
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
