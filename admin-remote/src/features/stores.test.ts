/**
 * The admin stores against the api: each list request goes pending → fulfilled | rejected
 * (docs/product.md §4) with only the answer to the latest one applied (the factory's own cases are in
 * lib/load-store.test.tsx), and each change shows the server's answer in the list.
 */
import {
  adminStats,
  anAdminUser,
  anOrder,
  aProduct,
  hold,
  mockApi,
  networkFailure,
} from '@store/test-support';
import { act } from '@testing-library/react';
import { resetAdminStores } from '../test/render-admin.tsx';
import { useStatsStore } from './dashboard/stats-store.ts';
import { useOrderChanges, useOrderList } from './orders/orders-store.ts';
import { useProductChanges, useProductList } from './products/products-store.ts';
import { useUserChanges, useUserList } from './users/users-store.ts';

beforeEach(() => resetAdminStores());

describe('users', () => {
  it('pending → fulfilled with the page and X-Total-Count', async () => {
    const answer = hold();
    const api = mockApi().once('GET /api/admin/users', answer);
    useUserList.setState({ error: 'old failure' });
    const running = useUserList.getState().load({ page: 2, search: 'asha' });
    expect(useUserList.getState()).toMatchObject({ loading: true, error: null });
    answer.release({ body: [anAdminUser()], headers: { 'X-Total-Count': '51' } });
    await running;
    expect(useUserList.getState()).toMatchObject({
      loading: false,
      error: null,
      data: { items: [anAdminUser()], total: 51 },
    });
    expect(api.calls('GET /api/admin/users')[0]?.url.search).toBe('?page=2&search=asha&limit=50');
  });

  it('pending → rejected keeps the message', async () => {
    mockApi().once('GET /api/admin/users', { status: 403, body: { message: 'Only admins can do that.' } });
    await useUserList.getState().load({ page: 1, search: '' });
    expect(useUserList.getState()).toMatchObject({ loading: false, error: 'Only admins can do that.' });
  });

  it('marks a user pending while a deletion runs, then takes the row out', async () => {
    const answer = hold();
    const user = anAdminUser();
    mockApi().once(`DELETE /api/admin/users/${user._id}`, answer);
    useUserList.setState({ data: { items: [user], total: 7 } });
    const running = useUserChanges.getState().remove(user._id);
    expect(useUserChanges.getState().pending).toEqual([user._id]);
    answer.release({ body: { message: 'User deleted' } });
    await expect(running).resolves.toEqual({ ok: true, value: undefined });
    expect(useUserChanges.getState().pending).toEqual([]);
    expect(useUserList.getState().data).toEqual({ items: [], total: 6 });
  });
});

describe('products', () => {
  it('applies only the answer to the latest list request', async () => {
    const slow = hold();
    const fast = hold();
    mockApi().once('GET /api/admin/products', slow, fast);
    const first = useProductList.getState().load({ page: 1, search: '' });
    const second = useProductList.getState().load({ page: 1, search: 'kurta' });
    fast.release({ body: [aProduct({ name: 'Kurta' })], headers: { 'X-Total-Count': '1' } });
    await second;
    slow.release({ body: [aProduct(), aProduct()], headers: { 'X-Total-Count': '2' } });
    await first;
    expect(useProductList.getState()).toMatchObject({ loading: false, data: { total: 1 } });
    expect(useProductList.getState().data.items.map((item) => item.name)).toEqual(['Kurta']);
  });

  it('a new product is added to the list once saved', async () => {
    const created = aProduct({ name: 'New Tee' });
    mockApi().once('POST /api/admin/products', { status: 201, body: created });
    useProductList.setState({ data: { items: [aProduct({ _id: 'f'.repeat(24) })], total: 1 } });
    const outcome = await useProductChanges.getState().saveProduct(null, {
      name: 'New Tee',
      description: 'Soft cotton.',
      price: 499,
      countInStock: 3,
      sku: 'NT-1',
      category: 'Top Wear',
      gender: 'Men',
      brand: 'Dhaga',
      material: 'Cotton',
      colors: ['red'],
      sizes: ['M'],
    });
    expect(outcome).toEqual({ ok: true, value: created });
    expect(useProductChanges.getState().saving).toBe(false);
    expect(useProductList.getState().data.total).toBe(2);
    expect(useProductList.getState().data.items[0]).toEqual(created);
  });

  it('an edited product that is not on the page shown does not join it', async () => {
    const elsewhere = aProduct({ _id: 'e'.repeat(24), name: 'On page 3' });
    mockApi().once(`PUT /api/admin/products/${elsewhere._id}`, { body: elsewhere });
    useProductList.setState({ data: { items: [aProduct()], total: 120 } });
    const { _id, ...rest } = elsewhere;
    await useProductChanges.getState().saveProduct(_id, { ...rest, category: 'Top Wear', gender: 'Men' });
    expect(useProductList.getState().data.items.map((item) => item.name)).toEqual(['Linen Camp Shirt']);
    expect(useProductList.getState().data.total).toBe(120);
  });
});

describe('orders', () => {
  it('pending → fulfilled with the totals of GET /api/admin/orders', async () => {
    mockApi().once('GET /api/admin/orders', {
      body: { orders: [anOrder()], totalOrders: 1, totalSales: 3998 },
    });
    const running = useOrderList.getState().load({ page: 1, search: '', status: '' });
    expect(useOrderList.getState().loading).toBe(true);
    await running;
    expect(useOrderList.getState()).toMatchObject({
      loading: false,
      data: { items: [anOrder()], total: 1, totalSales: 3998 },
    });
  });

  it('pending → rejected', async () => {
    mockApi().once('GET /api/admin/orders', networkFailure(), networkFailure());
    await act(() => useOrderList.getState().load({ page: 1, search: '', status: '' }));
    expect(useOrderList.getState()).toMatchObject({
      loading: false,
      error: 'Could not reach the store. Check your connection and try again.',
    });
  });

  it('cancelling or deleting an order takes it out of the sales total', async () => {
    const paid = anOrder();
    const other = anOrder({ _id: 'b'.repeat(24), totalPrice: 1000.1 });
    mockApi()
      .once(`PUT /api/admin/orders/${paid._id}`, { body: { ...paid, status: 'Cancelled' } })
      .once(`DELETE /api/admin/orders/${other._id}`, { body: { message: 'Order deleted' } });
    useOrderList.setState({ data: { items: [paid, other], total: 2, totalSales: 4998.1 } });
    await useOrderChanges.getState().setStatus(paid, 'Cancelled');
    expect(useOrderList.getState().data).toMatchObject({ total: 2, totalSales: 1000.1 });
    await useOrderChanges.getState().remove(other._id);
    expect(useOrderList.getState().data).toMatchObject({
      items: [{ status: 'Cancelled' }],
      total: 1,
      totalSales: 0,
    });
  });
});

describe('stats', () => {
  it('pending → fulfilled, then rejected clears nothing but the loading flag', async () => {
    mockApi()
      .once('GET /api/admin/stats', { body: adminStats() })
      .once('GET /api/admin/stats', { status: 401, body: { message: 'Please sign in to continue.' } });
    await useStatsStore.getState().load(undefined);
    expect(useStatsStore.getState()).toMatchObject({ loading: false, error: null, data: adminStats() });
    const again = useStatsStore.getState().retry();
    expect(useStatsStore.getState()).toMatchObject({ loading: true, error: null });
    await again;
    expect(useStatsStore.getState()).toMatchObject({
      loading: false,
      error: 'Please sign in to continue.',
      data: adminStats(),
    });
  });
});
