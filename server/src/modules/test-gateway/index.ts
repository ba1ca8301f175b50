/** The embedded test gateway (issue 21): Razorpay's protocol served by this server in test mode. */
export { type TestCredentials, testCredentials } from './credentials.ts';
export { CARD_DECLINED, TEST_UPI_ID } from './gateway-service.ts';
export { TEST_MODE_BANNER } from './page.ts';
export { TEST_GATEWAY_PREFIX, type TestGatewayRouteOptions, testGatewayRoutes } from './routes.ts';
export { createWebhookSender, type WebhookPost, type WebhookSender } from './webhook-sender.ts';
