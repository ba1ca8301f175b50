import { accountApi } from '@store/api/account';
import { adminApi } from '@store/api/admin';
import { checkoutApi } from '@store/api/checkout';
import { searchApi } from '@store/api/search';
import { productFacetsSchema } from '@store/contracts';
import { mockApi, networkFailure, someFacets } from '@store/test-support';
import {
  ApiError,
  cartApi,
  configureApi,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  productApi,
  resolveAssetUrl,
  userApi,
} from './index.ts';
import { toSearchParams } from './search-params.ts';

let token: string | null = null;
beforeEach(() => {
  token = null;
  configureApi({ baseUrl: '', getToken: () => token });
});

describe('toSearchParams', () => {
  it('sends only non-empty filters and joins lists with commas', () => {
    const params = toSearchParams({
      gender: 'Men',
      category: '',
      size: ['S', 'M'],
      material: [],
      search: '  ',
      limit: 8,
      brand: undefined,
    });
    expect(params.toString()).toBe('gender=Men&size=S%2CM&limit=8');
  });
});

describe('catalogue calls', () => {
  it('lists products with the match count from X-Total-Count', async () => {
    const api = mockApi({
      'GET /api/products': { body: [{ _id: 'a' }], headers: { 'X-Total-Count': '42' } },
    });
    const page = await productApi.listProducts({ gender: 'Women', size: ['M'] });
    expect(page).toEqual({ products: [{ _id: 'a' }], total: 42 });
    expect(api.requests[0]?.url.pathname).toBe('/api/products');
    expect(api.requests[0]?.url.searchParams.get('size')).toBe('M');
  });

  it('treats an answer that is not an array as an empty list (docs/product.md §4)', async () => {
    mockApi({ 'GET /api/products': { body: { unexpected: true } } });
    await expect(productApi.listProducts()).resolves.toEqual({ products: [], total: 0 });
  });

  it('asks for facet counts with the filters of the listing, without its page, size and order', async () => {
    const api = mockApi({ 'GET /api/products/facets': { body: someFacets() } });
    const facets = await productApi.getFacets({
      collection: 'festive',
      gender: 'Women',
      size: ['S', 'M'],
      color: '',
      sortBy: 'priceAsc',
      limit: 24,
      page: 2,
    });
    expect(facets).toEqual(someFacets());
    expect(api.requests[0]?.url.pathname).toBe('/api/products/facets');
    expect(api.requests[0]?.url.search).toBe('?collection=festive&gender=Women&size=S%2CM');
  });

  it('refuses facets of another shape, as the contract would', async () => {
    const broken = [
      { ...someFacets(), size: undefined },
      { ...someFacets(), color: [{ value: 'navy', count: '3' }] },
      { ...someFacets(), brand: [{ value: 'Kesar', count: 1.5 }] },
      [],
    ];
    for (const body of broken) {
      expect(productFacetsSchema.safeParse(body).success).toBe(false);
      mockApi({ 'GET /api/products/facets': { body } });
      await expect(productApi.getFacets()).rejects.toMatchObject({
        message: 'The store answered facets of an unexpected shape',
      });
    }
    expect(productFacetsSchema.safeParse(someFacets()).success).toBe(true);
  });

  it('asks for the suggestions of a search, and reads an answer of another shape as none', async () => {
    const api = mockApi({
      'GET /api/products/search-suggestions': { body: { suggestions: ['jeans', 'silk'] } },
    });
    await expect(searchApi.getSuggestions('jaenz silk')).resolves.toEqual(['jeans', 'silk']);
    expect(api.requests[0]?.url.search).toBe('?search=jaenz+silk');
    mockApi({ 'GET /api/products/search-suggestions': { body: { suggestions: 'jeans' } } });
    await expect(searchApi.getSuggestions('jaenz')).resolves.toEqual([]);
  });

  it('sends requests to the configured API origin', async () => {
    configureApi({ baseUrl: 'https://api.example.test/' });
    const api = mockApi({ 'GET /api/products/new-arrivals': { body: [] } });
    await productApi.getNewArrivals();
    expect(api.requests[0]?.url.toString()).toBe('https://api.example.test/api/products/new-arrivals');
    expect(resolveAssetUrl('/uploads/a.svg')).toBe('https://api.example.test/uploads/a.svg');
  });
});

describe('authentication and errors', () => {
  it('sends the bearer token of the signed-in user', async () => {
    token = 'abc.def.ghi';
    const api = mockApi({
      'POST /api/cart/merge': {
        body: { _id: null, products: [], totalPrice: 0, user: null, guestId: 'guest_1' },
      },
    });
    await cartApi.mergeCart('guest_1');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer abc.def.ghi');
    expect(api.requests[0]?.body).toEqual({ guestId: 'guest_1' });
  });

  it('sends a guest secret only in the X-Guest-Secret header of every cart call and of merge', async () => {
    const guestSecret = 'f'.repeat(64);
    const cart = { _id: null, products: [], totalPrice: 0, user: null, guestId: 'guest_7' };
    const api = mockApi({
      'GET /api/cart': { body: cart },
      'POST /api/cart': { body: cart },
      'PUT /api/cart': { body: cart },
      'DELETE /api/cart': { body: cart },
      'POST /api/cart/merge': { body: cart },
    });
    const line = { productId: 'a'.repeat(24), size: 'M', color: 'red', guestId: 'guest_7', guestSecret };
    await cartApi.fetchCart({ guestId: 'guest_7', guestSecret });
    await cartApi.addToCart({ ...line, quantity: 1 });
    await cartApi.updateCartItem({ ...line, quantity: 2 });
    await cartApi.removeCartItem(line);
    await cartApi.mergeCart('guest_7', guestSecret);
    expect(api.requests.map((request) => request.headers.get('x-guest-secret'))).toEqual(
      Array(5).fill(guestSecret),
    );
    for (const request of api.requests) {
      expect(request.url.toString()).not.toContain(guestSecret);
      expect(JSON.stringify(request.body ?? null)).not.toContain(guestSecret);
    }
    expect(api.requests[0]?.url.searchParams.get('guestId')).toBe('guest_7');
    expect(api.requests[1]?.body).toEqual({
      productId: 'a'.repeat(24),
      size: 'M',
      color: 'red',
      guestId: 'guest_7',
      quantity: 1,
    });
    expect(api.requests[4]?.body).toEqual({ guestId: 'guest_7' });
  });

  it("rejects with the server's message and status", async () => {
    mockApi({ 'POST /api/users/login': { status: 401, body: { message: 'Invalid email or password' } } });
    const failure = await userApi
      .login({ email: 'a@b.test', password: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, message: 'Invalid email or password', fromServer: true });
    expect(errorMessage(failure, 'fallback')).toBe('Invalid email or password');
  });

  it('uses the fallback when the server sent no message, and names network failures', async () => {
    mockApi({ 'PUT /api/cart': { status: 400, body: {} }, 'POST /api/cart': networkFailure() });
    const withoutMessage = await cartApi
      .updateCartItem({ productId: 'a'.repeat(24), size: 'M', color: 'red', quantity: 2 })
      .catch((e: unknown) => e);
    expect(errorMessage(withoutMessage, 'Failed to update cart item')).toBe('Failed to update cart item');
    const offline = await cartApi
      .addToCart({ productId: 'a'.repeat(24), size: 'M', color: 'red', quantity: 1 })
      .catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE, fromServer: false });
  });

  it('logs out with the token it is given, even when the session already holds another', async () => {
    token = 'token-of-the-next-session';
    const api = mockApi({ 'POST /api/users/logout': { status: 204 } });
    await expect(userApi.logout('old.session.token')).resolves.toBeUndefined();
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer old.session.token');
    expect(api.requests[0]?.body).toBeUndefined();
  });

  it('answers an empty cart when the server says 404 (docs/product.md §7)', async () => {
    mockApi({ 'GET /api/cart': { status: 404, body: { message: 'Cart not found' } } });
    await expect(cartApi.fetchCart({ guestId: 'guest_5' })).resolves.toEqual({
      _id: null,
      products: [],
      totalPrice: 0,
      user: null,
      guestId: 'guest_5',
      notices: [],
    });
  });
});

describe('account calls', () => {
  it('manages the address book at /api/users/addresses', async () => {
    const saved = { _id: 'b'.repeat(24), city: 'Pune' };
    const api = mockApi({
      'GET /api/users/addresses': { body: [saved] },
      'POST /api/users/addresses': { status: 201, body: saved },
      'PUT /api/users/addresses/:id': { body: saved },
      'PUT /api/users/addresses/:id/default': { body: { ...saved, isDefault: true } },
      'DELETE /api/users/addresses/:id': { body: { message: 'Address deleted' } },
    });
    await expect(accountApi.listAddresses()).resolves.toEqual([saved]);
    const body = {
      firstName: 'A',
      lastName: 'B',
      address: '1 Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
      country: 'India',
      phone: '9876543210',
    };
    await accountApi.createAddress(body);
    await accountApi.updateAddress(saved._id, body);
    await expect(accountApi.setDefaultAddress(saved._id)).resolves.toMatchObject({ isDefault: true });
    await expect(accountApi.deleteAddress(saved._id)).resolves.toEqual({ message: 'Address deleted' });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/users/addresses',
      'POST /api/users/addresses',
      `PUT /api/users/addresses/${saved._id}`,
      `PUT /api/users/addresses/${saved._id}/default`,
      `DELETE /api/users/addresses/${saved._id}`,
    ]);
    expect(api.calls('POST /api/users/addresses')[0]?.body).toEqual(body);
  });

  it('keeps each field’s problem of a refusal, for forms to show under the field', async () => {
    mockApi({
      'POST /api/users/addresses': {
        status: 400,
        body: {
          message: 'Choose a state or union territory',
          issues: [
            { path: 'state', message: 'Choose a state or union territory' },
            { path: 'phone', message: 'Enter a 10-digit mobile number, with or without +91' },
            { path: 3, message: 'not a field' },
          ],
        },
      },
    });
    const error = await accountApi.createAddress({} as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).issues).toEqual([
      { path: 'state', message: 'Choose a state or union territory' },
      { path: 'phone', message: 'Enter a 10-digit mobile number, with or without +91' },
    ]);
  });

  it('changes the password, asks for a reset link and resets with it', async () => {
    const api = mockApi({
      'PUT /api/users/password': { body: { user: { _id: 'u' }, token: 'fresh' } },
      'POST /api/users/forgot-password': { body: { message: 'sent' } },
      'POST /api/users/reset-password': { body: { message: 'changed' } },
    });
    await expect(accountApi.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb' })).resolves.toEqual(
      {
        user: { _id: 'u' },
        token: 'fresh',
      },
    );
    await accountApi.forgotPassword({ email: 'a@b.test' });
    await accountApi.resetPassword({ token: 't', password: 'cccccc' });
    expect(api.calls('POST /api/users/reset-password')[0]?.body).toEqual({ token: 't', password: 'cccccc' });
  });
});

describe('admin calls', () => {
  it('pages admin orders and users with only the filters that are set', async () => {
    const api = mockApi({
      'GET /api/admin/orders': { body: { orders: [], totalOrders: 7, totalSales: 1200 } },
      'GET /api/admin/users': { body: [{ _id: 'u1' }], headers: { 'X-Total-Count': '51' } },
    });
    await expect(adminApi.listAdminOrders({ status: 'Shipped', page: 2 })).resolves.toEqual({
      orders: [],
      totalOrders: 7,
      totalSales: 1200,
    });
    expect(api.requests[0]?.url.search).toBe('?status=Shipped&page=2');
    await expect(adminApi.listUsers({ search: 'asha', limit: 1 })).resolves.toEqual({
      items: [{ _id: 'u1' }],
      total: 51,
    });
    expect(api.requests[1]?.url.pathname).toBe('/api/admin/users');
    expect(api.requests[1]?.url.search).toBe('?search=asha&limit=1');
  });

  it('counts the page when X-Total-Count is missing or unusable', async () => {
    mockApi({
      'GET /api/admin/products': { body: [{ _id: 'a' }, { _id: 'b' }] },
      'GET /api/admin/users': { body: [{ _id: 'c' }], headers: { 'X-Total-Count': 'many' } },
    });
    await expect(adminApi.listAdminProducts()).resolves.toMatchObject({ total: 2 });
    await expect(adminApi.listUsers()).resolves.toMatchObject({ total: 1 });
  });

  it('goes through the configured client: base URL and bearer token (one shared singleton)', async () => {
    token = 'admin.jwt';
    configureApi({ baseUrl: 'https://api.example.test/' });
    const api = mockApi({ 'GET /api/admin/stats': { body: { revenue: 0 } } });
    await adminApi.getAdminStats();
    expect(api.requests[0]?.url.toString()).toBe('https://api.example.test/api/admin/stats');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer admin.jwt');
  });

  it('deletes a product with DELETE /api/products/{id}', async () => {
    const api = mockApi({ 'DELETE /api/products/:id': { body: { message: 'Product deleted' } } });
    await expect(adminApi.deleteProduct('abc')).resolves.toEqual({ message: 'Product deleted' });
    expect(api.requests[0]).toMatchObject({ method: 'DELETE' });
    expect(api.requests[0]?.url.pathname).toBe('/api/products/abc');
  });
});

describe('order calls', () => {
  it("cancels the shopper's own order with POST /api/orders/{id}/cancel and gives the server's refusal", async () => {
    token = 'shopper.jwt';
    const api = mockApi().once(
      'POST /api/orders/:id/cancel',
      { body: { _id: 'o1', status: 'Cancelled' } },
      { status: 409, body: { message: 'This order has shipped, so it can no longer be cancelled.' } },
    );
    await expect(checkoutApi.cancelOrder('o1')).resolves.toMatchObject({ status: 'Cancelled' });
    expect(api.requests[0]).toMatchObject({ method: 'POST' });
    expect(api.requests[0]?.url.pathname).toBe('/api/orders/o1/cancel');
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer shopper.jwt');
    await expect(checkoutApi.cancelOrder('o1')).rejects.toMatchObject({
      status: 409,
      message: 'This order has shipped, so it can no longer be cancelled.',
    });
  });

  it("reads one order and one customer, and marks a refund done and records cash, at the admin's addresses", async () => {
    const api = mockApi({
      'GET /api/admin/orders/:id': { body: { _id: 'o1' } },
      'POST /api/admin/orders/:id/refund': { body: { _id: 'o1', paymentStatus: 'refunded' } },
      'POST /api/admin/orders/:id/cash-received': { body: { _id: 'o1', paymentStatus: 'paid' } },
      'GET /api/admin/users/:id': {
        body: { user: { _id: 'u1' }, orders: [], totalOrders: 0, totalSpent: 0 },
      },
    });
    await adminApi.getAdminOrder('o1');
    await expect(adminApi.markRefunded('o1')).resolves.toMatchObject({ paymentStatus: 'refunded' });
    await expect(adminApi.recordCashReceived('o1')).resolves.toMatchObject({ paymentStatus: 'paid' });
    await expect(adminApi.getCustomer('u1')).resolves.toMatchObject({ totalOrders: 0 });
    expect(api.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /api/admin/orders/o1',
      'POST /api/admin/orders/o1/refund',
      'POST /api/admin/orders/o1/cash-received',
      'GET /api/admin/users/u1',
    ]);
  });
});
