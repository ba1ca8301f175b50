import type { Page } from '@store/api';
import { adminApi } from '@store/api/admin';
import type { Order } from '@store/contracts';
import { ADMIN_PAGE_SIZE, type AdminPaymentFilter, type OrderStatus } from '@store/contracts/constants';
import { create } from 'zustand';
import type { ListParams } from '../../lib/list-params.ts';
import { createLoadStore } from '../../lib/load-store.ts';
import { attemptForRow, type Outcome, type PendingRows } from '../../lib/outcome.ts';
import { hasRow, removeRow, replaceRow } from '../../lib/page-edits.ts';

export interface OrderListQuery extends ListParams {
  /** Only orders with this status; empty for all. */
  status: OrderStatus | '';
  /** Only orders whose payment is in this state (or COD orders with cash to collect); empty for all. */
  payment?: AdminPaymentFilter | '';
}

/** One page of orders, newest first; `total` counts every match and `totalSales` sums those not cancelled. */
export interface OrderPage extends Page<Order> {
  /** In rupees, as the server counts it. */
  totalSales: number;
}

const counted = (order: Order) => (order.status === 'Cancelled' ? 0 : order.totalPrice);
/** Sums in rupees without binary drift (₹0.1 + ₹0.2 = ₹0.3). */
const addRupees = (a: number, b: number) => Math.round((a + b) * 100) / 100;

async function fetchOrders({ page, search, status, payment = '' }: OrderListQuery): Promise<OrderPage> {
  const answer = await adminApi.listAdminOrders({
    page,
    search,
    limit: ADMIN_PAGE_SIZE,
    ...(status !== '' && { status }),
    ...(payment !== '' && { payment }),
  });
  const items = Array.isArray(answer?.orders) ? answer.orders : [];
  return {
    items,
    total: answer.totalOrders ?? items.length,
    totalSales: answer.totalSales ?? items.reduce((sum, order) => addRupees(sum, counted(order)), 0),
  };
}

export const useOrderList = createLoadStore(fetchOrders, { items: [], total: 0, totalSales: 0 } as OrderPage);

/** The order open on its own page (/admin/orders/{id}), by id; null until the first answer. */
export const useOpenOrder = createLoadStore((id: string) => adminApi.getAdminOrder(id), null as Order | null);

/**
 * Changes to orders, from the list or an order's page; each one shows the server's answer in the
 * list (and its totals) and on the order's page.
 */
export interface OrderChangesState extends PendingRows {
  /**
   * Sets the status of `order` as the screen shows it (If-Match its version): when it changed
   * meanwhile the server refuses (409) and the order as it is now is shown instead.
   */
  setStatus: (order: Order, status: OrderStatus) => Promise<Outcome<Order>>;
  /** Marks a cancelled order's pending refund done. */
  markRefunded: (id: string) => Promise<Outcome<Order>>;
  /** Records a Cash on Delivery order's cash as received: it becomes paid, its status unchanged. */
  recordCash: (id: string) => Promise<Outcome<Order>>;
  remove: (id: string) => Promise<Outcome>;
}

/** Shows a changed order wherever it is on screen. */
function showChanged(order: Order) {
  useOrderList.getState().update((page) => applyChange(page, order._id, order));
  useOpenOrder.getState().update((open) => (open?._id === order._id ? order : open));
}

/** The page with `after` in place of `before` (or without it), its sales adjusted by the difference. */
function applyChange(page: OrderPage, id: string, after: Order | null): OrderPage {
  const before = page.items.find((order) => order._id === id);
  const delta = (after && before ? counted(after) : 0) - (before ? counted(before) : 0);
  const edited = after ? replaceRow(page, after) : removeRow(page, id);
  return hasRow(page, id) ? { ...edited, totalSales: addRupees(page.totalSales, delta) } : edited;
}

export const useOrderChanges = create<OrderChangesState>()((set) => ({
  pending: [],
  setStatus: async (order, status) => {
    const change = () => adminApi.updateOrderStatus(order._id, status, order.updatedAt);
    const outcome = await attemptForRow(set, order._id, change, 'Failed to update order');
    if (outcome.ok) showChanged(outcome.value);
    else if (outcome.current) showChanged(outcome.current);
    return outcome;
  },
  markRefunded: async (id) => {
    const change = () => adminApi.markRefunded(id);
    const outcome = await attemptForRow(set, id, change, 'Failed to update order');
    if (outcome.ok) showChanged(outcome.value);
    return outcome;
  },
  recordCash: async (id) => {
    const change = () => adminApi.recordCashReceived(id);
    const outcome = await attemptForRow(set, id, change, 'Failed to update order');
    if (outcome.ok) showChanged(outcome.value);
    return outcome;
  },
  remove: async (id) => {
    const gone = () => adminApi.deleteOrder(id).then(() => undefined);
    const outcome = await attemptForRow(set, id, gone, 'Failed to delete order');
    if (outcome.ok) useOrderList.getState().update((page) => applyChange(page, id, null));
    return outcome;
  },
}));
