import { useCartStore } from '@store/state';
import { aCart, aCheckout, aLine, anOrder, mockApi } from '@store/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { type GatewayStep, gatewayRedirect } from './gateway-redirect.ts';
import { PaymentReturnPage } from './PaymentReturnPage.tsx';

const checkoutId = 'b'.repeat(24);
const proof = {
  razorpay_payment_id: 'pay_Ok123',
  razorpay_order_id: 'order_Ok123',
  razorpay_signature: 'a1b2c3',
};
const paid = aCheckout({
  _id: checkoutId,
  isPaid: true,
  paymentStatus: 'paid',
  paymentMethod: 'Online (UPI)',
});
const visited: GatewayStep[] = [];
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetStores();
  signIn();
  setCart(aCart([aLine()]));
  visited.length = 0;
  gatewayRedirect.go = (step) => visited.push(step);
});

function renderReturn(search: string) {
  renderScreen(<PaymentReturnPage />, {
    route: `/checkout/${checkoutId}/return${search}`,
    path: '/checkout/:id/return',
  });
}

it("brings the gateway's proof to the server, places the order and names how it was paid", async () => {
  const api = mockApi({
    'PUT /api/checkout/:id/pay': { body: paid },
    'POST /api/checkout/:id/finalize': { status: 201, body: anOrder({ paymentMethod: 'Online (UPI)' }) },
  });
  renderReturn(`?${new URLSearchParams(proof)}`);
  expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
  expect(await screen.findByText('Order placed successfully! 🎉')).toBeInTheDocument();
  expect(screen.getByText('Thank you! Your order #deadbeef is placed.')).toBeInTheDocument();
  expect(screen.getByText('Payment: Online (UPI) · Paid')).toBeInTheDocument();
  const pay = api.calls('PUT /api/checkout/:id/pay')[0];
  expect(pay?.path).toBe(`/api/checkout/${checkoutId}/pay`);
  expect(pay?.body).toEqual({ paymentStatus: 'paid', paymentDetails: proof });
  // A reload of this page pays and places nothing twice.
  expect(pay?.headers.get('idempotency-key')).toBe(`pay-${checkoutId}-pay_Ok123`);
  expect(api.calls('POST /api/checkout/:id/finalize')[0]?.headers.get('idempotency-key')).toBe(
    `finalize-${checkoutId}`,
  );
  expect(useCartStore.getState().cart.products).toEqual([]);
  await waitFor(() => expect(location()).toBe('/profile'));
});

it('says the payment was not completed when the gateway sent no proof, and tries again', async () => {
  const api = mockApi({
    'POST /api/checkout/:id/payment': {
      status: 201,
      body: {
        paymentId: 'c'.repeat(24),
        provider: 'razorpay',
        gatewayOrderId: 'order_Again',
        amount: 1999,
        next: {
          kind: 'form-post',
          url: '/test-gateway/v1/checkout/embedded',
          method: 'POST',
          fields: { key_id: 'rzp_test_K3y', order_id: 'order_Again' },
        },
      },
    },
  });
  renderReturn(`?${new URLSearchParams({ 'error[description]': 'Payment failed: the card was declined.' })}`);
  expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Payment failed: the card was declined.');
  expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout');
  expect(api.calls('PUT /api/checkout/:id/pay')).toHaveLength(0);
  expect(useCartStore.getState().cart.products).toHaveLength(1);
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(visited).toEqual([
      {
        kind: 'form-post',
        url: '/test-gateway/v1/checkout/embedded',
        method: 'POST',
        fields: { key_id: 'rzp_test_K3y', order_id: 'order_Again' },
      },
    ]),
  );
});

it('says what the server found wrong with the proof, and that no order was placed', async () => {
  mockApi({
    'PUT /api/checkout/:id/pay': {
      status: 400,
      body: {
        message:
          'The payment could not be verified. If money left your account, it will be refunded; please try again.',
      },
    },
  });
  renderReturn(`?${new URLSearchParams(proof)}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The payment could not be verified. If money left your account, it will be refunded; please try again.',
  );
  expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
  expect(useCartStore.getState().cart.products).toHaveLength(1);
});

it('says without the gateway’s words that the payment did not go through', async () => {
  mockApi();
  renderReturn('');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your payment did not go through and no order was placed. Your cart still holds the items.',
  );
});
