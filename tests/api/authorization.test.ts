import { A_REVIEW, deliverOrder } from './support/reviews.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  paidCheckout,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
  UNPROVEN_PAYMENT,
} from './support/test-app.ts';

/**
 * The authorisation matrix: every route of the API × guest, customer A, customer B and an admin.
 * A owns the cart, checkout and order named in the URLs. 'ok' is any 2xx; 'allowed' is any answer
 * that is neither 401 nor 403 (the call went through authorisation; e.g. 400 for an empty cart).
 */
type Actor = 'guest' | 'A' | 'B' | 'admin';
type Expected = 'ok' | 'allowed' | 401 | 403;
interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as OpenAPI names it. */
  path: string;
  url: () => string;
  payload?: (actor: Actor) => Record<string, unknown>;
  expect: Record<Actor, Expected>;
  /** Each actor calls with a token of its own made for this call (logout ends the token it is sent with). */
  freshToken?: boolean;
}

const ACTORS: Actor[] = ['guest', 'A', 'B', 'admin'];
const everyone: Record<Actor, Expected> = { guest: 'ok', A: 'ok', B: 'ok', admin: 'ok' };
const signedIn: Record<Actor, Expected> = { guest: 401, A: 'ok', B: 'ok', admin: 'ok' };
const ownerOnly: Record<Actor, Expected> = { guest: 401, A: 'ok', B: 403, admin: 403 };
const adminOnly: Record<Actor, Expected> = { guest: 401, A: 403, B: 403, admin: 'ok' };
/** A's review: anyone signed in but its author. */
const notTheAuthor: Record<Actor, Expected> = { guest: 401, A: 403, B: 'ok', admin: 'ok' };

let api: TestApp;
const users = {} as Record<Exclude<Actor, 'guest'>, TestUser>;
const ids = {} as Record<string, string>;
const GUEST_ID = 'guest_1700000000999';
const SAVED_ADDRESS = { ...SHIPPING_ADDRESS, state: 'Karnataka' };
/** One of A's addresses per actor, handed out in the order the actors call (guest, A, B, admin). */
const addressesToDelete: string[] = [];
let deletions = 0;

beforeAll(async () => {
  api = await createTestApp();
  users.A = await createUser(api, { name: 'Customer A', password: 'password-a' });
  users.B = await createUser(api, { name: 'Customer B' });
  users.admin = await createUser(api, { role: 'admin' });
  const [product, forDelete, forAdminDelete] = await createProducts(api, 3, { countInStock: 500 });
  if (!product || !forDelete || !forAdminDelete) throw new Error('no products');
  ids.product = product.id;
  ids.forDelete = forDelete.id;
  ids.forAdminDelete = forAdminDelete.id;
  ids.size = product.sizes[0] as string;
  ids.color = product.colors[0] as string;
  const ordered = (await placeOrder(api, users.A, product)) as unknown as {
    _id: string;
    taxDocuments: Array<{ _id: string }>;
  };
  ids.order = ordered._id;
  ids.invoice = ordered.taxDocuments[0]?._id ?? '';
  ids.orderToDelete = (await placeOrder(api, users.B, product))._id;
  ids.orderToCancel = (await placeOrder(api, users.A, product))._id;
  ids.orderToRefund = (await placeOrder(api, users.B, product))._id;
  await api.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${ids.orderToRefund}`,
    headers: users.admin.auth,
    payload: { status: 'Cancelled' },
  });
  // A Cash on Delivery order of another shopper, whose cash an admin records.
  const codBuyer = await createUser(api);
  await addToCart(api, codBuyer, product, 1);
  const codCheckout = await api.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: codBuyer.auth,
    payload: { shippingAddress: SHIPPING_ADDRESS },
  });
  const codOrder = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${codCheckout.json()._id}/cod`,
    headers: codBuyer.auth,
  });
  ids.codOrder = codOrder.json()._id;
  await addToCart(api, users.A, product, 1);
  ids.checkout = await paidCheckout(api, users.A);
  ids.victim = (await createUser(api)).id;
  // A's addresses: one to change, and one per actor for the deletions (A's own is deleted by A).
  const address = async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      headers: users.A.auth,
      payload: SAVED_ADDRESS,
    });
    return response.json()._id as string;
  };
  ids.address = await address();
  for (let index = 0; index < ACTORS.length; index++) addressesToDelete.push(await address());
  ids.renamed = (await createUser(api)).id;
  // Two products delivered to A: one A reviews here (to edit and hide), one A reviews in the matrix.
  const [reviewed, toReview] = await createProducts(api, 2, { countInStock: 50 });
  if (!reviewed || !toReview) throw new Error('no products');
  ids.toReview = toReview.id;
  for (const bought of [reviewed, toReview]) {
    ids.delivered = (await placeOrder(api, users.A, bought))._id;
    await deliverOrder(api, users.admin, ids.delivered);
  }
  const review = await api.app.inject({
    method: 'POST',
    url: `/api/products/${reviewed.id}/reviews`,
    headers: users.A.auth,
    payload: A_REVIEW,
  });
  ids.review = review.json()._id as string;
  // A product with a sold-out cell (M / navy) for the stock alerts, and one alert of A's.
  const [alerting] = await createProducts(api, 1, { sizes: ['S', 'M'], colors: ['navy'], countInStock: 5 });
  if (!alerting) throw new Error('no product');
  ids.alertProduct = alerting.id;
  await api.app.inject({
    method: 'POST',
    url: '/api/stock-alerts',
    headers: users.A.auth,
    payload: { productId: alerting.id, size: 'M', color: 'navy' },
  });
  const alerts = await api.app.inject({ method: 'GET', url: '/api/stock-alerts', headers: users.A.auth });
  ids.alert = alerts.json()[0]._id;
});
afterAll(() => api.close());

const line = (actor: Actor) => ({
  productId: ids.product,
  size: ids.size,
  color: ids.color,
  userId: users.A.id,
  ...(actor === 'guest' ? { guestId: GUEST_ID } : {}),
});

const ROUTES: RouteCase[] = [
  { method: 'GET', path: '/api/health', url: () => '/api/health', expect: everyone },
  { method: 'GET', path: '/api/health/live', url: () => '/api/health/live', expect: everyone },
  { method: 'GET', path: '/api/products', url: () => '/api/products?gender=Men', expect: everyone },
  {
    method: 'GET',
    path: '/api/products/facets',
    url: () => '/api/products/facets?gender=Men&size=M',
    expect: everyone,
  },
  {
    method: 'GET',
    path: '/api/products/search-suggestions',
    url: () => '/api/products/search-suggestions?search=jaenz',
    expect: everyone,
  },
  {
    method: 'GET',
    path: '/api/products/new-arrivals',
    url: () => '/api/products/new-arrivals',
    expect: everyone,
  },
  {
    method: 'GET',
    path: '/api/products/best-seller',
    url: () => '/api/products/best-seller',
    expect: everyone,
  },
  {
    method: 'GET',
    path: '/api/products/similar/{id}',
    url: () => `/api/products/similar/${ids.product}`,
    expect: everyone,
  },
  { method: 'GET', path: '/api/products/{id}', url: () => `/api/products/${ids.product}`, expect: everyone },
  {
    method: 'PUT',
    path: '/api/products/{id}',
    url: () => `/api/products/${ids.product}`,
    payload: () => ({ description: 'Updated by the matrix.' }),
    expect: adminOnly,
  },
  {
    method: 'DELETE',
    path: '/api/products/{id}',
    url: () => `/api/products/${ids.forDelete}`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/users/register',
    url: () => '/api/users/register',
    payload: (actor) => ({
      name: 'New Shopper',
      email: `new-${actor}@example.test`,
      password: 'new-password',
    }),
    expect: everyone,
  },
  {
    method: 'POST',
    path: '/api/users/login',
    url: () => '/api/users/login',
    payload: () => ({ email: users.A.email, password: 'password-a' }),
    expect: everyone,
  },
  {
    method: 'POST',
    path: '/api/users/logout',
    url: () => '/api/users/logout',
    expect: signedIn,
    freshToken: true,
  },
  {
    method: 'PUT',
    path: '/api/users/password',
    url: () => '/api/users/password',
    payload: () => ({ currentPassword: 'not-the-password', newPassword: 'another-password' }),
    expect: { guest: 401, A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  {
    method: 'POST',
    path: '/api/users/forgot-password',
    url: () => '/api/users/forgot-password',
    payload: () => ({ email: users.A.email }),
    expect: everyone,
  },
  {
    method: 'POST',
    path: '/api/users/reset-password',
    url: () => '/api/users/reset-password',
    payload: () => ({ token: 'not-a-real-token', password: 'another-password' }),
    expect: { guest: 'allowed', A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  { method: 'GET', path: '/api/users/addresses', url: () => '/api/users/addresses', expect: signedIn },
  {
    method: 'POST',
    path: '/api/users/addresses',
    url: () => '/api/users/addresses',
    payload: () => SAVED_ADDRESS,
    expect: signedIn,
  },
  {
    method: 'PUT',
    path: '/api/users/addresses/{id}',
    url: () => `/api/users/addresses/${ids.address}`,
    payload: () => ({ ...SAVED_ADDRESS, city: 'Mysuru' }),
    expect: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/api/users/addresses/{id}/default',
    url: () => `/api/users/addresses/${ids.address}/default`,
    expect: ownerOnly,
  },
  {
    method: 'DELETE',
    path: '/api/users/addresses/{id}',
    url: () => `/api/users/addresses/${addressesToDelete[deletions++ % ACTORS.length]}`,
    expect: ownerOnly,
  },
  // A cart call naming A's userId needs A's token; a guest is refused, other accounts too.
  { method: 'GET', path: '/api/cart', url: () => `/api/cart?userId=${users.A.id}`, expect: ownerOnly },
  {
    method: 'POST',
    path: '/api/cart',
    url: () => '/api/cart',
    payload: (a) => ({ ...line(a), quantity: 1 }),
    expect: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/api/cart',
    url: () => '/api/cart',
    payload: (a) => ({ ...line(a), quantity: 2 }),
    expect: ownerOnly,
  },
  { method: 'DELETE', path: '/api/cart', url: () => '/api/cart', payload: line, expect: ownerOnly },
  {
    method: 'POST',
    path: '/api/cart/merge',
    url: () => '/api/cart/merge',
    payload: () => ({ guestId: 'guest_1700000000123' }),
    expect: signedIn,
  },
  {
    method: 'POST',
    path: '/api/checkout',
    url: () => '/api/checkout',
    payload: () => ({ shippingAddress: SHIPPING_ADDRESS }),
    expect: { guest: 401, A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  {
    method: 'GET',
    path: '/api/checkout/first-order-discount',
    url: () => '/api/checkout/first-order-discount',
    expect: signedIn,
  },
  {
    method: 'GET',
    path: '/api/checkout/{id}',
    url: () => `/api/checkout/${ids.checkout}`,
    expect: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/api/checkout/{id}/pay',
    url: () => `/api/checkout/${ids.checkout}/pay`,
    payload: () => ({ ...UNPROVEN_PAYMENT }),
    expect: ownerOnly,
  },
  {
    method: 'POST',
    path: '/api/checkout/{id}/finalize',
    url: () => `/api/checkout/${ids.checkout}/finalize`,
    expect: ownerOnly,
  },
  // A's checkout is paid already (409): the owner gets past authorisation, nobody else does.
  {
    method: 'POST',
    path: '/api/checkout/{id}/payment',
    url: () => `/api/checkout/${ids.checkout}/payment`,
    expect: { guest: 401, A: 'allowed', B: 403, admin: 403 },
  },
  // Cash on Delivery of A's paid checkout is 409: the owner gets past authorisation, nobody else does.
  {
    method: 'POST',
    path: '/api/checkout/{id}/cod',
    url: () => `/api/checkout/${ids.checkout}/cod`,
    expect: { guest: 401, A: 'allowed', B: 403, admin: 403 },
  },
  // The gateway's callback_url: the browser comes back from the gateway's page with no session of
  // ours, so the signature is the proof; without one everybody is sent back to the return page (303).
  {
    method: 'POST',
    path: '/api/checkout/{id}/payment/callback',
    url: () => `/api/checkout/${ids.checkout}/payment/callback`,
    payload: () => ({}),
    expect: { guest: 'allowed', A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  // The gateway's: no bearer token, its signature is the proof (400 without one).
  {
    method: 'POST',
    path: '/api/payments/razorpay/webhook',
    url: () => '/api/payments/razorpay/webhook',
    payload: () => ({ event: 'payment.captured' }),
    expect: { guest: 'allowed', A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  { method: 'GET', path: '/api/orders/my-orders', url: () => '/api/orders/my-orders', expect: signedIn },
  {
    method: 'GET',
    path: '/api/orders/{id}',
    url: () => `/api/orders/${ids.order}`,
    expect: { guest: 401, A: 'ok', B: 403, admin: 'ok' },
  },
  // The owner only: an admin cancels from the admin area.
  {
    method: 'POST',
    path: '/api/orders/{id}/cancel',
    url: () => `/api/orders/${ids.orderToCancel}/cancel`,
    expect: ownerOnly,
  },
  // Returns: A's delivered order (A asks to return its one unit once); admins act on a return id
  // that does not exist (404, past authorisation).
  {
    method: 'GET',
    path: '/api/orders/{id}/returns',
    url: () => `/api/orders/${ids.delivered}/returns`,
    expect: { guest: 401, A: 'ok', B: 403, admin: 'ok' },
  },
  {
    method: 'POST',
    path: '/api/orders/{id}/returns',
    url: () => `/api/orders/${ids.delivered}/returns`,
    payload: () => ({ line: 0, quantity: 1, reason: 'too_small', resolution: 'refund' }),
    expect: ownerOnly,
  },
  {
    method: 'GET',
    path: '/api/products/{id}/usual-size',
    url: () => `/api/products/${ids.product}/usual-size`,
    expect: signedIn,
  },
  { method: 'GET', path: '/api/admin/returns', url: () => '/api/admin/returns', expect: adminOnly },
  ...(['approve', 'reject', 'receive', 'refund', 'send-exchange'] as const).map(
    (step): RouteCase => ({
      method: 'POST',
      path: `/api/admin/returns/{id}/${step}`,
      url: () => `/api/admin/returns/no-such-return/${step}`,
      payload: () => (step === 'reject' ? { reason: 'Worn and washed.' } : {}),
      expect: { guest: 401, A: 403, B: 403, admin: 'allowed' },
    }),
  ),
  { method: 'GET', path: '/api/admin/products', url: () => '/api/admin/products', expect: adminOnly },
  {
    method: 'GET',
    path: '/api/admin/products/{id}',
    url: () => `/api/admin/products/${ids.product}`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/products',
    url: () => '/api/admin/products',
    payload: (actor) => ({
      name: 'Matrix Tee',
      description: 'Made by the authorisation matrix.',
      price: 999,
      countInStock: 5,
      sku: `MATRIX-${actor}`,
      category: 'Top Wear',
      gender: 'Unisex',
      brand: 'Dhaga',
      material: 'Cotton',
      colors: ['black'],
      sizes: ['M'],
    }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    path: '/api/admin/products/{id}',
    url: () => `/api/admin/products/${ids.product}`,
    payload: () => ({ featured: true }),
    expect: adminOnly,
  },
  {
    method: 'DELETE',
    path: '/api/admin/products/{id}',
    url: () => `/api/admin/products/${ids.forAdminDelete}`,
    expect: adminOnly,
  },
  { method: 'GET', path: '/api/admin/orders', url: () => '/api/admin/orders', expect: adminOnly },
  {
    method: 'GET',
    path: '/api/admin/orders/{id}',
    url: () => `/api/admin/orders/${ids.order}`,
    expect: adminOnly,
  },
  {
    method: 'GET',
    path: '/api/admin/orders/{id}/payment',
    url: () => `/api/admin/orders/${ids.order}/payment`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{id}/refund',
    url: () => `/api/admin/orders/${ids.orderToRefund}/refund`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/orders/{id}/cash-received',
    url: () => `/api/admin/orders/${ids.codOrder}/cash-received`,
    expect: adminOnly,
  },
  {
    method: 'PUT',
    path: '/api/admin/orders/{id}',
    url: () => `/api/admin/orders/${ids.order}`,
    payload: () => ({ status: 'Shipped' }),
    expect: adminOnly,
  },
  {
    method: 'DELETE',
    path: '/api/admin/orders/{id}',
    url: () => `/api/admin/orders/${ids.orderToDelete}`,
    expect: adminOnly,
  },
  {
    method: 'GET',
    path: '/api/orders/{id}/documents/{documentId}',
    url: () => `/api/orders/${ids.order}/documents/${ids.invoice}`,
    expect: { guest: 401, A: 'ok', B: 403, admin: 'ok' },
  },
  {
    method: 'GET',
    path: '/api/admin/gst-summary',
    url: () => '/api/admin/gst-summary?month=2026-11',
    expect: adminOnly,
  },
  {
    method: 'GET',
    path: '/api/admin/gst-summary.csv',
    url: () => '/api/admin/gst-summary.csv?month=2026-11',
    expect: adminOnly,
  },
  { method: 'GET', path: '/api/admin/hsn-codes', url: () => '/api/admin/hsn-codes', expect: adminOnly },
  {
    method: 'PUT',
    path: '/api/admin/hsn-codes/{category}',
    url: () => '/api/admin/hsn-codes/Dresses',
    payload: () => ({ hsn: '6204' }),
    expect: adminOnly,
  },
  { method: 'GET', path: '/api/admin/users', url: () => '/api/admin/users', expect: adminOnly },
  {
    method: 'GET',
    path: '/api/admin/users/{id}',
    url: () => `/api/admin/users/${users.A.id}`,
    expect: adminOnly,
  },
  {
    method: 'POST',
    path: '/api/admin/users',
    url: () => '/api/admin/users',
    payload: (actor) => ({
      name: 'Made By Admin',
      email: `made-${actor}@example.test`,
      password: 'pass-word',
      role: 'customer',
    }),
    expect: adminOnly,
  },
  {
    method: 'PUT',
    path: '/api/admin/users/{id}',
    url: () => `/api/admin/users/${ids.renamed}`,
    payload: () => ({ name: 'Renamed' }),
    expect: adminOnly,
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/{id}',
    url: () => `/api/admin/users/${ids.victim}`,
    expect: adminOnly,
  },
  {
    method: 'GET',
    path: '/api/products/{id}/reviews',
    url: () => `/api/products/${ids.product}/reviews?sort=helpful`,
    expect: everyone,
  },
  {
    method: 'GET',
    path: '/api/products/{id}/reviews/mine',
    url: () => `/api/products/${ids.product}/reviews/mine`,
    expect: signedIn,
  },
  // Only a buyer the product was delivered to may review it: A; B and the admin bought nothing.
  {
    method: 'POST',
    path: '/api/products/{id}/reviews',
    url: () => `/api/products/${ids.toReview}/reviews`,
    payload: () => A_REVIEW,
    expect: ownerOnly,
  },
  {
    method: 'PUT',
    path: '/api/reviews/{id}',
    url: () => `/api/reviews/${ids.review}`,
    payload: () => ({ ...A_REVIEW, rating: 5 }),
    expect: ownerOnly,
  },
  // Before the hide below: a hidden review takes no votes.
  {
    method: 'POST',
    path: '/api/reviews/{id}/helpful',
    url: () => `/api/reviews/${ids.review}/helpful`,
    expect: notTheAuthor,
  },
  { method: 'GET', path: '/api/admin/reviews', url: () => '/api/admin/reviews', expect: adminOnly },
  {
    method: 'PUT',
    path: '/api/admin/reviews/{id}/hide',
    url: () => `/api/admin/reviews/${ids.review}/hide`,
    payload: () => ({ reason: 'Hidden by the matrix' }),
    expect: adminOnly,
  },
  // Any signed-in customer may upload a review photo; their call is refused for not being multipart (415).
  {
    method: 'POST',
    path: '/api/reviews/photos',
    url: () => '/api/reviews/photos',
    payload: () => ({}),
    expect: { guest: 401, A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  { method: 'GET', path: '/api/admin/stats', url: () => '/api/admin/stats', expect: adminOnly },
  { method: 'GET', path: '/api/admin/shop', url: () => '/api/admin/shop', expect: adminOnly },
  // The admin's call goes through authorisation and is refused for not being multipart (415).
  {
    method: 'POST',
    path: '/api/upload',
    url: () => '/api/upload',
    payload: () => ({}),
    expect: { ...adminOnly, admin: 'allowed' },
  },
  {
    method: 'POST',
    path: '/api/stock-alerts',
    url: () => '/api/stock-alerts',
    payload: (actor) => ({
      productId: ids.alertProduct,
      size: 'M',
      color: 'navy',
      email: `${actor}@example.com`,
    }),
    expect: everyone,
  },
  {
    method: 'POST',
    path: '/api/stock-alerts/remove',
    url: () => '/api/stock-alerts/remove',
    payload: () => ({ token: 'not-a-token-of-any-mail-sent' }),
    expect: { guest: 'allowed', A: 'allowed', B: 'allowed', admin: 'allowed' },
  },
  { method: 'GET', path: '/api/stock-alerts', url: () => '/api/stock-alerts', expect: signedIn },
  {
    method: 'DELETE',
    path: '/api/stock-alerts/{id}',
    url: () => `/api/stock-alerts/${ids.alert}`,
    // A's own alert: removed by A; B and the admin get 404 (another's alert), past authorisation.
    expect: { guest: 401, A: 'ok', B: 'allowed', admin: 'allowed' },
  },
];

function check(expected: Expected, status: number): boolean {
  if (expected === 'ok') return status >= 200 && status < 300;
  if (expected === 'allowed') return status !== 401 && status !== 403 && status < 500;
  return status === expected;
}

describe('authorisation matrix', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    async (_name, route) => {
      const outcomes: string[] = [];
      const failures: string[] = [];
      for (const actor of ACTORS) {
        const headers =
          actor === 'guest'
            ? {}
            : route.freshToken
              ? { authorization: `Bearer ${await api.ctx.auth.signer.sign(users[actor].id)}` }
              : users[actor].auth;
        const payload = route.payload?.(actor);
        const response = await api.app.inject(
          payload === undefined
            ? { method: route.method, url: route.url(), headers }
            : { method: route.method, url: route.url(), headers, payload },
        );
        outcomes.push(`${actor}: ${response.statusCode}`);
        if (!check(route.expect[actor], response.statusCode)) {
          failures.push(
            `${actor} expected ${route.expect[actor]}, got ${response.statusCode} ${response.body}`,
          );
        }
        if (response.statusCode === 401 || response.statusCode === 403) {
          expect(typeof response.json().message).toBe('string');
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('covers every route of the OpenAPI document, and the document lists every route here', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    const covered = ROUTES.map((route) => `${route.method} ${route.path}`).sort();
    expect(documented).toEqual(covered);
  });
});
