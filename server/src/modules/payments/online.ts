import type { ServerConfig } from '../../config.ts';
import { createRazorpayProvider, type RazorpayProvider } from './razorpay-adapter.ts';
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
 * RAZORPAY_WEBHOOK_SECRET it talks to api.razorpay.com (RAZORPAY_API_URL); without them to the
 * embedded test gateway with its stored test keys. One adapter either way, and the browser's step is
 * the same form POST to the gateway's /v1/checkout/embedded.
 */
export function createOnlineProvider(
  config: ServerConfig,
  testGateway: TestGatewayLink | null,
): RazorpayProvider {
  const live = config.razorpay;
  if (live) {
    return createRazorpayProvider({
      baseUrl: config.razorpayApiUrl,
      ...live,
      timeoutMs: config.paymentGatewayTimeoutMs,
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
    browserBaseUrl: `${pageBase}${TEST_GATEWAY_PATH}`,
  });
}
