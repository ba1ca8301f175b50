/** The gateway's page the browser is sent to: a form POST (Razorpay's hosted checkout, /v1/checkout/embedded). */
export interface GatewayStep {
  url: string;
  method: 'POST';
  fields: Record<string, string>;
}

/**
 * Leaves the store for the payment gateway's page (a full navigation: the gateway is another page,
 * in test mode our own /test-gateway/...) by submitting a form of hidden fields, as Razorpay's hosted
 * checkout wants; no script of the gateway is loaded. Kept on an object so component tests can see
 * where it goes (jsdom cannot navigate).
 */
export const gatewayRedirect = {
  go(step: GatewayStep): void {
    const form = document.createElement('form');
    form.method = step.method;
    form.action = step.url;
    form.hidden = true;
    for (const [name, value] of Object.entries(step.fields)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
};

export const goToGateway = (step: GatewayStep) => gatewayRedirect.go(step);
