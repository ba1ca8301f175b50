/**
 * The admin stores' request transitions (spec §4): a request goes pending (loading true, error
 * cleared), then fulfilled (data replaced, loading false) or rejected (loading false, error set).
 * Only the answer to the latest request is applied.
 */
import { act } from '@testing-library/react';
import { adminUser, order, product, stats } from '../test/fixtures.ts';
import { deferred, mockNetwork } from '../test/network.ts';
import { resetAdminStores } from '../test/render-admin.tsx';
import { useStatsStore } from './dashboard/stats-store.ts';
import { useOrdersStore } from './orders/orders-store.ts';
import { useProductsStore } from './products/products-store.ts';
import { useUsersStore } from './users/users-store.ts';

beforeEach(() => resetAdminStores());

describe('users store', () => {
  it('pending → fulfilled', async () => {
    const answer = deferred();
    mockNetwork().on('GET /api/admin/users', answer.promise);
    useUsersStore.setState({ error: 'old failure' });
    const running = useUsersStore.getState().fetchUsers({ page: 1, search: '' });
    expect(useUsersStore.getState()).toMatchObject({ loading: true, error: null });
    answer.resolve({ body: [adminUser()], headers: { 'X-Total-Count': '51' } });
    await running;
    expect(useUsersStore.getState()).toMatchObject({
      loading: false,
      error: null,
      users: [adminUser()],
      total: 51,
    });
  });

  it('pending → rejected keeps the message', async () => {
    mockNetwork().on('GET /api/admin/users', { status: 403, body: { message: 'Only admins can do that.' } });
    await useUsersStore.getState().fetchUsers({ page: 1, search: '' });
    expect(useUsersStore.getState()).toMatchObject({ loading: false, error: 'Only admins can do that.' });
  });

  it('marks a user pending while a change runs', async () => {
    const answer = deferred();
    const user = adminUser();
    mockNetwork().on(`DELETE /api/admin/users/${user._id}`, answer.promise);
    useUsersStore.setState({ users: [user] });
    const running = useUsersStore.getState().deleteUser(user._id);
    expect(useUsersStore.getState().pending).toEqual([user._id]);
    answer.resolve({ body: { message: 'User deleted' } });
    await expect(running).resolves.toEqual({ ok: true, value: undefined });
    expect(useUsersStore.getState()).toMatchObject({ pending: [], users: [] });
  });
});

describe('products store', () => {
  it('applies only the answer to the latest list request', async () => {
    const slow = deferred();
    const fast = deferred();
    mockNetwork().on('GET /api/admin/products', slow.promise, fast.promise);
    const first = useProductsStore.getState().fetchProducts({ page: 1, search: '' });
    const second = useProductsStore.getState().fetchProducts({ page: 1, search: 'kurta' });
    fast.resolve({ body: [product({ name: 'Kurta' })], headers: { 'X-Total-Count': '1' } });
    await second;
    slow.resolve({ body: [product(), product()], headers: { 'X-Total-Count': '2' } });
    await first;
    expect(useProductsStore.getState()).toMatchObject({ loading: false, total: 1 });
    expect(useProductsStore.getState().products.map((item) => item.name)).toEqual(['Kurta']);
  });

  it('a new product is added to the list once saved', async () => {
    const created = product({ name: 'New Tee' });
    mockNetwork().on('POST /api/admin/products', { status: 201, body: created });
    useProductsStore.setState({ products: [product({ _id: 'f'.repeat(24) })], total: 1 });
    const outcome = await useProductsStore.getState().saveProduct(null, {
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
    expect(useProductsStore.getState()).toMatchObject({ saving: false, total: 2 });
    expect(useProductsStore.getState().products[0]).toEqual(created);
  });
});

it('an edited product that is not on the page shown does not join it', async () => {
  const elsewhere = product({ _id: 'e'.repeat(24), name: 'On page 3' });
  mockNetwork().on(`PUT /api/admin/products/${elsewhere._id}`, { body: elsewhere });
  useProductsStore.setState({ products: [product()], total: 120 });
  const { _id, ...rest } = elsewhere;
  await useProductsStore.getState().saveProduct(_id, { ...rest, category: 'Top Wear', gender: 'Men' });
  expect(useProductsStore.getState().products.map((item) => item.name)).toEqual(['Indigo Linen Shirt']);
  expect(useProductsStore.getState().total).toBe(120);
});

describe('orders store', () => {
  it('pending → fulfilled with the totals of GET /api/admin/orders', async () => {
    mockNetwork().on('GET /api/admin/orders', {
      body: { orders: [order()], totalOrders: 1, totalSales: 3998 },
    });
    const running = useOrdersStore.getState().fetchOrders({ page: 1, search: '', status: '' });
    expect(useOrdersStore.getState().loading).toBe(true);
    await running;
    expect(useOrdersStore.getState()).toMatchObject({ loading: false, totalOrders: 1, totalSales: 3998 });
  });

  it('pending → rejected', async () => {
    mockNetwork().on(
      'GET /api/admin/orders',
      new TypeError('Failed to fetch'),
      new TypeError('Failed to fetch'),
    );
    await act(() => useOrdersStore.getState().fetchOrders({ page: 1, search: '', status: '' }));
    expect(useOrdersStore.getState()).toMatchObject({
      loading: false,
      error: 'Could not reach the store. Check your connection and try again.',
    });
  });
});

describe('stats store', () => {
  it('pending → fulfilled, then rejected clears nothing but the loading flag', async () => {
    mockNetwork()
      .on('GET /api/admin/stats', { body: stats() })
      .on('GET /api/admin/stats', { status: 401, body: { message: 'Please sign in to continue.' } });
    await useStatsStore.getState().fetchStats();
    expect(useStatsStore.getState()).toMatchObject({ loading: false, error: null, stats: stats() });
    const again = useStatsStore.getState().fetchStats();
    expect(useStatsStore.getState()).toMatchObject({ loading: true, error: null });
    await again;
    expect(useStatsStore.getState()).toMatchObject({ loading: false, error: 'Please sign in to continue.' });
  });
});
