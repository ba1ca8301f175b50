/**
 * Leaves the store for the payment gateway's page (a full navigation: the gateway is another page,
 * in test mode our own /test-gateway/...). Kept on an object so component tests can see where it goes
 * (jsdom cannot navigate).
 */
export const gatewayRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export const goToGateway = (url: string) => gatewayRedirect.go(url);
