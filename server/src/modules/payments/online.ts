import type { ServerConfig } from '../../config.ts';
import { createRazorpayProvider, RAZORPAY_API_URL, type RazorpayProvider } from './razorpay-adapter.ts';
import type { FetchLike } from './razorpay-http.ts';

/** Where the embedded test gateway is mounted on this server (modules/test-gateway). */
export const TEST_GATEWAY_PATH = '/test-gateway';

export interface TestGatewayLink {
  /** The test gateway's keys, shared through the database by every process. */
  credentials: { keyId: string; keySecret: string; webhookSecret: string };
  /** How this process reaches its own test gateway (over HTTP once listening). */
  fetch: FetchLike;
  /** The address the adapter calls; `fetch` sends it to this server. */
  baseUrl: string;
}

/**
 * The online provider of this server (ctx.payments): with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and
 * RAZORPAY_WEBHOOK_SECRET it talks to api.razorpay.com and the browser opens Razorpay's Standard
 * Checkout; without them it talks to the embedded test gateway with its stored test keys, and the
 * browser goes to the test gateway's hosted page. One adapter either way.
 */
export function createOnlineProvider(
  config: ServerConfig,
  testGateway: TestGatewayLink | null,
): RazorpayProvider {
  const live = config.razorpay;
  if (live) {
    return createRazorpayProvider({
      baseUrl: RAZORPAY_API_URL,
      ...live,
      timeoutMs: config.paymentGatewayTimeoutMs,
      hostedPage: null,
    });
  }
  if (!testGateway) throw new Error('no live Razorpay keys and no test gateway');
  // The hosted page as the browser reaches this server (PUBLIC_URL, or the API's own address).
  const pageBase = `${config.publicUrl ?? config.runtime.apiBaseUrl}`.replace(/\/+$/, '');
  return createRazorpayProvider({
    baseUrl: testGateway.baseUrl,
    ...testGateway.credentials,
    timeoutMs: config.paymentGatewayTimeoutMs,
    fetch: testGateway.fetch,
    hostedPage: (orderId, callbackUrl) =>
      `${pageBase}${TEST_GATEWAY_PATH}/checkout/${encodeURIComponent(orderId)}?${new URLSearchParams({ callback_url: callbackUrl }).toString()}`,
  });
}
