import { toApiError } from '@store/api';
import { adminApi } from '@store/api/admin';
import type { Order } from '@store/contracts';
import { ADMIN_PAGE_SIZE, type OrderStatus } from '@store/contracts/constants';
import { create } from 'zustand';
import type { ListParams } from '../../lib/list-params.ts';
import { attempt, type Outcome, togglePending } from '../../lib/outcome.ts';

export interface OrderListQuery extends ListParams {
  /** Only orders with this status; empty for all. */
  status: OrderStatus | '';
}

/** Order Management state: the list request goes pending → fulfilled | rejected (spec §4). */
export interface OrdersState {
  /** One page, newest first. */
  orders: Order[];
  /** Orders matching the filters, over every page. */
  totalOrders: number;
  /** Sum of the totals of matching orders that are not cancelled, in rupees (as the server counts it). */
  totalSales: number;
  pageSize: number;
  loading: boolean;
  error: string | null;
  /** Ids of orders with a status change or deletion in flight; their controls are disabled. */
  pending: string[];
  fetchOrders: (query: OrderListQuery) => Promise<void>;
  setStatus: (id: string, status: OrderStatus) => Promise<Outcome<Order>>;
  deleteOrder: (id: string) => Promise<Outcome>;
}

const counted = (order: Order) => (order.status === 'Cancelled' ? 0 : order.totalPrice);
/** Sums in rupees without binary drift (₹0.1 + ₹0.2 = ₹0.3). */
const addRupees = (a: number, b: number) => Math.round((a + b) * 100) / 100;

export const useOrdersStore = create<OrdersState>()((set) => {
  let latest = 0;
  return {
    orders: [],
    totalOrders: 0,
    totalSales: 0,
    pageSize: ADMIN_PAGE_SIZE,
    loading: false,
    error: null,
    pending: [],
    fetchOrders: async ({ page, search, status }) => {
      const mine = ++latest;
      set({ loading: true, error: null });
      try {
        const answer = await adminApi.listAdminOrders({
          page,
          limit: ADMIN_PAGE_SIZE,
          ...(search !== '' && { search }),
          ...(status !== '' && { status }),
        });
        if (mine !== latest) return;
        const orders = Array.isArray(answer?.orders) ? answer.orders : [];
        set({
          orders,
          totalOrders: answer.totalOrders ?? orders.length,
          totalSales: answer.totalSales ?? orders.reduce((sum, order) => addRupees(sum, counted(order)), 0),
          loading: false,
        });
      } catch (error) {
        if (mine === latest) set({ loading: false, error: toApiError(error).message });
      }
    },
    setStatus: async (id, status) => {
      set((state) => ({ pending: togglePending(state.pending, id, true) }));
      const outcome = await attempt(() => adminApi.updateOrderStatus(id, status), 'Failed to update order');
      set((state) => {
        const pending = togglePending(state.pending, id, false);
        if (!outcome.ok) return { pending };
        const before = state.orders.find((order) => order._id === id);
        const delta = before ? counted(outcome.value) - counted(before) : 0;
        return {
          pending,
          orders: state.orders.map((order) => (order._id === id ? outcome.value : order)),
          totalSales: addRupees(state.totalSales, delta),
        };
      });
      return outcome;
    },
    deleteOrder: async (id) => {
      set((state) => ({ pending: togglePending(state.pending, id, true) }));
      const outcome = await attempt(async () => {
        await adminApi.deleteOrder(id);
        return undefined;
      }, 'Failed to delete order');
      set((state) => {
        const pending = togglePending(state.pending, id, false);
        if (!outcome.ok) return { pending };
        const removed = state.orders.find((order) => order._id === id);
        return {
          pending,
          orders: state.orders.filter((order) => order._id !== id),
          totalOrders: Math.max(0, state.totalOrders - (removed ? 1 : 0)),
          totalSales: addRupees(state.totalSales, removed ? -counted(removed) : 0),
        };
      });
      return outcome;
    },
  };
});
