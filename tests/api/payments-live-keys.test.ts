import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CREATED_ORDER, ORDER_PAYMENTS } from './fixtures/razorpay-payloads.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  SHIPPING_ADDRESS,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * With live keys the server talks to Razorpay (RAZORPAY_API_URL): here a local HTTP server stands in
 * for api.razorpay.com and answers with Razorpay's documented payloads. The whole browser flow of
 * the hosted checkout: the server creates the gateway order, tells the browser to POST the form to
 * {RAZORPAY_API_URL}/v1/checkout/embedded, Razorpay POSTs the result to our callback, which checks
 * the signature against the order we stored and sends the shopper to /checkout/{id}/return; the
 * page's PUT .../pay and finalize place the order.
 */

const KEY_ID = 'rzp_live_ILgsfZCZoFIKMb';
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const WEBHOOK_SECRET = 'a-webhook-secret-of-the-dashboard';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** api.razorpay.com's stand-in: recorded answers, the amounts of the order it was asked for. */
function startRazorpayStandIn() {
  const received: Received[] = [];
  let amount = 0;
  let orders = 0;
  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => resolve(body));
    });
  const server: Server = createServer(async (request, response) => {
    const body = await read(request);
    const path = request.url ?? '';
    received.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      body,
    });
    const json = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.method === 'POST' && path === '/v1/orders') {
      amount = (JSON.parse(body) as { amount: number }).amount;
      orders += 1;
      const id = `${CREATED_ORDER.id.slice(0, -2)}${String(orders).padStart(2, '0')}`;
      return json(200, { ...CREATED_ORDER, id, amount, amount_due: amount });
    }
    const payments = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(path);
    if (request.method === 'GET' && payments) {
      return json(200, {
        ...ORDER_PAYMENTS,
        items: ORDER_PAYMENTS.items.map((item) => ({
          ...item,
          order_id: payments[1],
          amount,
          base_amount: amount,
        })),
      });
    }
    if (request.method === 'POST' && path === '/v1/checkout/embedded') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<!doctype html><title>Razorpay</title>');
    }
    return json(404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' },
    });
  });
  return new Promise<{ url: string; received: Received[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        received,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

let api: TestApp;
let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;

beforeAll(async () => {
  razorpay = await startRazorpayStandIn();
  api = await createTestApp({
    razorpay: { keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET },
    razorpayApiUrl: razorpay.url,
    publicUrl: 'https://shop.example',
  });
});
afterAll(async () => {
  await api.close();
  await razorpay.close();
});

async function startedCheckout(user: TestUser) {
  const [product] = await createProducts(api, 1, { countInStock: 5 });
  if (!product) throw new Error('no product');
  await addToCart(api, user, product, 1);
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.auth,
    payload: { shippingAddress: SHIPPING_ADDRESS },
  });
  expect(created.statusCode).toBe(201);
  const checkout = created.json() as { _id: string; totalPrice: number };
  const started = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkout._id}/payment`,
    headers: user.auth,
  });
  expect(started.statusCode).toBe(201);
  return { checkout, started: started.json() };
}

/** Razorpay's POST to callback_url, a form as the browser sends it; the answer unfollowed. */
const callback = (checkoutId: string, fields: Record<string, string>) =>
  api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkoutId}/payment/callback`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const sign = (orderId: string, paymentId: string) =>
  createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

test("the hosted checkout's form goes to Razorpay; its signed callback pays the checkout and the return page places the order", async () => {
  const user = await createUser(api, { name: 'Gaurav Kumar' });
  const { checkout, started } = await startedCheckout(user);
  const totalPaise = Math.round(checkout.totalPrice * 100);

  // The gateway order, for the server's total, with the live keys.
  const order = razorpay.received.find((call) => call.path === '/v1/orders');
  expect(order?.method).toBe('POST');
  expect(order?.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
  expect(JSON.parse(order?.body ?? '{}')).toMatchObject({ amount: totalPaise, currency: 'INR' });

  // The browser's step: a form POST to Razorpay's hosted checkout, coming back to our callback.
  const orderId = started.gatewayOrderId as string;
  expect(orderId).toMatch(/^order_DESlLckIVRkH\d{2}$/);
  expect(started.next).toEqual({
    kind: 'form-post',
    url: `${razorpay.url}/v1/checkout/embedded`,
    method: 'POST',
    fields: {
      key_id: KEY_ID,
      order_id: orderId,
      amount: String(totalPaise),
      currency: 'INR',
      name: 'Threadline',
      description: 'Threadline order of 1 item(s)',
      'prefill[name]': 'Gaurav Kumar',
      'prefill[email]': user.email,
      callback_url: `https://shop.example/api/checkout/${checkout._id}/payment/callback`,
      cancel_url: `https://shop.example/checkout/${checkout._id}/return`,
    },
  });
  // What the browser does with it (no script of Razorpay's is needed).
  const page = await fetch(started.next.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(started.next.fields).toString(),
  });
  expect(page.status).toBe(200);
  const posted = razorpay.received.find((call) => call.path === '/v1/checkout/embedded');
  expect(posted?.contentType).toBe('application/x-www-form-urlencoded');
  expect(posted?.authorization).toBeUndefined();
  expect(new URLSearchParams(posted?.body).get('order_id')).toBe(orderId);

  const paymentId = 'pay_DESlfW9H8K9uqM';
  // A forged signature, and a genuine one for an order we did not store for this checkout: refused.
  const forged = await callback(checkout._id, {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: sign('order_Other000000000', paymentId),
  });
  expect(forged.statusCode).toBe(303);
  const refused = new URL(String(forged.headers.location));
  expect(`${refused.origin}${refused.pathname}`).toBe(`https://shop.example/checkout/${checkout._id}/return`);
  expect(refused.searchParams.get('error[description]')).toBe(
    'The payment could not be verified. If money left your account, it will be refunded; please try again.',
  );
  const unpaid = await api.app.inject({
    method: 'GET',
    url: `/api/checkout/${checkout._id}`,
    headers: user.auth,
  });
  expect(unpaid.json().paymentStatus).toBe('pending');

  // Razorpay's real callback: verified against the stored order, and the checkout is paid at once.
  const proof = {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: sign(orderId, paymentId),
  };
  const back = await callback(checkout._id, proof);
  expect(back.statusCode).toBe(303);
  const location = new URL(String(back.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(
    `https://shop.example/checkout/${checkout._id}/return`,
  );
  expect(Object.fromEntries(location.searchParams)).toEqual(proof);
  // The gateway's own answer was asked for (the amount and the method).
  expect(razorpay.received.some((call) => call.path === `/v1/orders/${orderId}/payments`)).toBe(true);
  const paid = await api.app.inject({
    method: 'GET',
    url: `/api/checkout/${checkout._id}`,
    headers: user.auth,
  });
  expect(paid.json()).toMatchObject({ paymentStatus: 'paid', isPaid: true, paymentMethod: 'Online (UPI)' });

  // The return page brings the same ids to PUT .../pay (the spec's call) and finalizes.
  const pay = await api.app.inject({
    method: 'PUT',
    url: `/api/checkout/${checkout._id}/pay`,
    headers: user.auth,
    payload: { paymentStatus: 'paid', paymentDetails: proof },
  });
  expect(pay.statusCode).toBe(200);
  const finalized = await api.app.inject({
    method: 'POST',
    url: `/api/checkout/${checkout._id}/finalize`,
    headers: user.auth,
  });
  expect(finalized.statusCode).toBe(201);
  expect(finalized.json()).toMatchObject({ paymentMethod: 'Online (UPI)', isPaid: true });
});

test("Razorpay's error fields send the shopper back with its description; nothing is paid", async () => {
  const user = await createUser(api);
  const { checkout } = await startedCheckout(user);
  const back = await callback(checkout._id, {
    'error[code]': 'BAD_REQUEST_ERROR',
    'error[description]': 'Payment processing failed because of incorrect OTP',
    'error[source]': 'customer',
    'error[step]': 'payment_authentication',
    'error[reason]': 'incorrect_otp',
    'error[metadata][payment_id]': 'pay_DESlfW9H8K9uqM',
    'error[metadata][order_id]': CREATED_ORDER.id,
  });
  expect(back.statusCode).toBe(303);
  const location = new URL(String(back.headers.location));
  expect(location.pathname).toBe(`/checkout/${checkout._id}/return`);
  expect(location.searchParams.get('error[code]')).toBe('BAD_REQUEST_ERROR');
  expect(location.searchParams.get('error[description]')).toBe(
    'Payment processing failed because of incorrect OTP',
  );
  const after = await api.app.inject({
    method: 'GET',
    url: `/api/checkout/${checkout._id}`,
    headers: user.auth,
  });
  expect(after.json().paymentStatus).toBe('pending');
});

test('a callback for a checkout that does not exist is a 404 with a message', async () => {
  const response = await callback('0'.repeat(24), { razorpay_payment_id: 'pay_X' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ message: 'Checkout not found' });
});
