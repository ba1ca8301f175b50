/** Helpers for the admin end-to-end suites: accounts, orders placed through the API, sign-in. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AuthResponse, Order, Product } from '@store/contracts';
import { E2E_ADMIN } from '../playwright.config.ts';
import { inStockVariant } from './variants.ts';

export interface Session {
  auth: AuthResponse;
  headers: Record<string, string>;
}

export const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

function session(auth: AuthResponse): Session {
  return { auth, headers: { Authorization: `Bearer ${auth.token}` } };
}

export async function adminSession(request: APIRequestContext): Promise<Session> {
  return session(await ok<AuthResponse>(await request.post('/api/users/login', { data: E2E_ADMIN })));
}

export async function registerCustomer(request: APIRequestContext, name: string): Promise<Session> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueSuffix()}@e2e.test`;
  return session(
    await ok<AuthResponse>(
      await request.post('/api/users/register', { data: { name, email, password: 'e2e-customer-pw' } }),
    ),
  );
}

/** Cart → checkout → pay → finalize, through the API as the storefront does it, in a size and colour in stock. */
export async function placeOrder(
  request: APIRequestContext,
  customer: Session,
  product: Pick<Product, '_id' | 'sizes' | 'colors' | 'countInStock'> & { variants?: Product['variants'] },
  quantity: number,
): Promise<Order> {
  const { headers } = customer;
  await ok(
    await request.post('/api/cart', {
      headers,
      data: {
        userId: customer.auth.user._id,
        productId: product._id,
        ...inStockVariant(product, quantity),
        quantity,
      },
    }),
  );
  const checkout = await ok<{ _id: string }>(
    await request.post('/api/checkout', {
      headers,
      data: {
        paymentMethod: 'Online',
        shippingAddress: {
          firstName: customer.auth.user.name.split(' ')[0],
          lastName: 'Tester',
          address: '21 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560025',
          country: 'India',
          phone: '+91 98450 12345',
        },
      },
    }),
  );
  await ok(
    await request.put(`/api/checkout/${checkout._id}/pay`, {
      headers,
      data: { paymentStatus: 'paid', paymentDetails: await payOnTestGateway(request, headers, checkout._id) },
    }),
  );
  return ok<Order>(await request.post(`/api/checkout/${checkout._id}/finalize`, { headers }));
}

/** Puts a session in the browser's storage under the keys the storefront's login writes (docs/product.md §3). */
export async function useSession(page: Page, auth: AuthResponse): Promise<void> {
  await page.goto('/');
  await page.evaluate(({ user, token }) => {
    localStorage.setItem('userInfo', JSON.stringify(user));
    localStorage.setItem('userToken', token);
  }, auth);
}

/**
 * Pays a checkout as the shopper does on the embedded test gateway's hosted page (card, success):
 * the payment is started, the page's form is sent, and the gateway's signed return (the fields it
 * posts back to callback_url) is answered, for PUT /api/checkout/{id}/pay.
 */
export async function payOnTestGateway(
  request: APIRequestContext,
  headers: Record<string, string>,
  checkoutId: string,
): Promise<{ razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }> {
  const started = await ok<{ gatewayOrderId: string }>(
    await request.post(`/api/checkout/${checkoutId}/payment`, { headers }),
  );
  const page = await request.post(`/test-gateway/checkout/${encodeURIComponent(started.gatewayOrderId)}`, {
    form: { outcome: 'card_success', callback_url: `/api/checkout/${checkoutId}/payment/callback` },
  });
  // The gateway's page POSTs the signed fields back to callback_url; they are read off its form.
  const back = new URLSearchParams(
    [...(await page.text()).matchAll(/<input type="hidden" name="(razorpay_\w+)" value="([^"]*)">/g)].map(
      (match) => [match[1] ?? '', match[2] ?? ''],
    ),
  );
  const proof = {
    razorpay_payment_id: back.get('razorpay_payment_id') ?? '',
    razorpay_order_id: back.get('razorpay_order_id') ?? '',
    razorpay_signature: back.get('razorpay_signature') ?? '',
  };
  if (!proof.razorpay_signature)
    throw new Error(`test gateway answered ${page.status()}: ${await page.text()}`);
  return proof;
}

/** On the embedded test gateway's hosted page (after Pay), picks an outcome; the shopper is sent back. */
export async function chooseOnTestGateway(
  page: Page,
  outcome:
    | 'I have paid with UPI'
    | 'Pay by card (test card succeeds)'
    | 'Pay by card (test card is declined)' = 'Pay by card (test card succeeds)',
): Promise<void> {
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(/\/checkout\/[0-9a-f]{24}\/return\?/);
}
