import { useCartStore } from '@store/state';
import { aCart, aCheckout, aLine, anAddress, anOrder, mockApi as fakeApi } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';
import { type GatewayStep, gatewayRedirect } from './gateway-redirect.ts';

const cart = aCart([aLine({ quantity: 2 })]);
const created = aCheckout();

beforeEach(() => {
  resetStores();
  signIn();
  setCart(cart);
  localStorage.setItem('cart', JSON.stringify(cart));
});

const location = () => screen.getByTestId('location').textContent;

/** The fetch fake with the shopper's address book empty (checkout reads it to offer saved addresses). */
const mockApi = (routes: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ 'GET /api/users/addresses': { body: [] }, ...routes });

function renderCheckout() {
  renderScreen(<CheckoutPage />, { route: '/checkout' });
}

const field = (label: string) => screen.getByLabelText(label);

/** Types the test kit's address (Asha Verma, 12 MG Road, Pune, Maharashtra 411001, India) into the form. */
async function fillShipping() {
  await userEvent.clear(field('First Name'));
  await userEvent.type(field('First Name'), anAddress.firstName);
  await userEvent.clear(field('Last Name'));
  await userEvent.type(field('Last Name'), anAddress.lastName);
  await userEvent.type(field('Street Address'), anAddress.address);
  await userEvent.type(field('City'), anAddress.city);
  await userEvent.selectOptions(field('State'), anAddress.state ?? '');
  await userEvent.type(field('Postal Code'), anAddress.postalCode);
  await userEvent.clear(field('Country'));
  await userEvent.type(field('Country'), anAddress.country);
  await userEvent.type(field('Phone'), anAddress.phone);
}

async function continueToPayment() {
  await fillShipping();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('button', { name: 'Pay ₹3,198.40' });
}

it("shows the shopper's email read-only and requires every shipping field", () => {
  mockApi();
  renderCheckout();
  const email = screen.getByLabelText('Email');
  expect(email).toHaveValue('asha@example.test');
  expect(email).toBeDisabled();
  for (const label of [
    'First Name',
    'Last Name',
    'Street Address',
    'City',
    'State',
    'Postal Code',
    'Country',
    'Phone',
  ])
    expect(screen.getByLabelText(label)).toBeRequired();
  // The store checks the fields itself: no browser bubble comes before its own messages.
  expect(screen.getByRole('form', { name: 'Delivery' })).toHaveAttribute('novalidate');
});

it('checks an address it will not save by the address book’s rules, each problem beside its field', async () => {
  const api = mockApi();
  renderCheckout();
  // What the outside test placed an order with: PIN "1", no state.
  await userEvent.type(field('Street Address'), '12 MG Road');
  await userEvent.type(field('City'), 'Pune');
  await userEvent.type(field('Postal Code'), '1');
  await userEvent.type(field('Phone'), '9845012345');
  expect(field('Postal Code')).toHaveAccessibleDescription(
    '6-digit PIN code Enter a 6-digit PIN code that does not start with 0',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  expect(field('State')).toHaveAccessibleDescription('Choose a state or union territory');
  // Focus moves on the next frame (after the messages render): wait for it, however slow the machine.
  await waitFor(() => expect(field('State')).toHaveFocus());
  expect(api.calls('POST /api/checkout')).toHaveLength(0);

  // Pay cannot place an order either: the problems stay at their fields and nothing is sent.
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByText('Please fill in shipping details first')).toBeInTheDocument();
  expect(field('Postal Code')).toHaveAccessibleDescription(
    '6-digit PIN code Enter a 6-digit PIN code that does not start with 0',
  );
  expect(api.requests.map((request) => request.path)).toEqual(['/api/users/addresses']);

  // Fixed, each message goes as its field is put right, and the checkout is created.
  api.on('POST /api/checkout', { status: 201, body: created });
  await userEvent.selectOptions(field('State'), 'Maharashtra');
  await userEvent.clear(field('Postal Code'));
  await userEvent.type(field('Postal Code'), '411001');
  expect(field('State')).toHaveAccessibleDescription('');
  expect(field('Postal Code')).toHaveAccessibleDescription('6-digit PIN code');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('button', { name: 'Pay ₹3,198.40' });
  expect(api.calls('POST /api/checkout')[0]?.body).toMatchObject({
    shippingAddress: { state: 'Maharashtra', postalCode: '411001' },
  });
});

it("puts the server's problems beside their fields, and a message under the form goes once a field changes", async () => {
  mockApi({
    'POST /api/checkout': {
      status: 400,
      body: {
        message: 'Enter a 10-digit mobile number, with or without +91',
        issues: [
          { path: 'shippingAddress.phone', message: 'Enter a 10-digit mobile number, with or without +91' },
        ],
      },
    },
  });
  renderCheckout();
  await fillShipping();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await waitFor(() =>
    expect(field('Phone')).toHaveAccessibleDescription(
      '10-digit mobile number, with or without +91 Enter a 10-digit mobile number, with or without +91',
    ),
  );
  await waitFor(() => expect(field('Phone')).toHaveFocus());
  expect(screen.queryByRole('alert')).toBeNull();
});

it("says 'Please fill in shipping details first' when paying before the checkout exists", async () => {
  const api = mockApi();
  renderCheckout();
  await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
  expect(await screen.findByText('Please fill in shipping details first')).toBeInTheDocument();
  expect(api.requests.map((request) => request.path)).toEqual(['/api/users/addresses']);
});

it('creates the checkout with Continue to Payment and shows the server totals with the first-order discount', async () => {
  const api = mockApi({ 'POST /api/checkout': { status: 201, body: created } });
  renderCheckout();
  await continueToPayment();
  expect(api.calls('POST /api/checkout')[0]?.body).toEqual({
    // The cart's lines as they are (2 × Linen Camp Shirt, M, navy, ₹1,999), less the stock count and
    // the list price (the server prices the checkout itself).
    checkoutItems: cart.products.map(({ countInStock, listPrice, ...item }) => item),
    shippingAddress: anAddress,
    paymentMethod: 'Online',
    totalPrice: 3998,
  });
  const summary = within(screen.getByRole('region', { name: 'Summary' }));
  const value = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
  // One amount has paise, so every amount of the screen shows two decimals (docs/product.md §9).
  expect(value('Subtotal')).toBe('₹3,998.00');
  expect(value('First-order discount (20%)')).toBe('−₹799.60');
  expect(value('Shipping')).toBe('Free');
  expect(value('Tax')).toBe('₹0.00');
  expect(value('Total')).toBe('₹3,198.40');
  expect(screen.getByLabelText('City')).toBeDisabled();
  // The shopper is taken on to the payment step: focus is on its heading.
  expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus();
});

it("shows the server's message when the checkout cannot be created, until the address changes", async () => {
  mockApi({ 'POST /api/checkout': { status: 400, body: { message: 'Enter a valid phone number' } } });
  renderCheckout();
  await fillShipping();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid phone number');
  await userEvent.type(field('Street Address'), ', Flat 2');
  expect(screen.queryByRole('alert')).toBeNull();
});

const started = {
  paymentId: 'a'.repeat(24),
  provider: 'razorpay',
  gatewayOrderId: 'order_T3st0rder',
  amount: 3198.4,
  next: {
    kind: 'form-post',
    url: 'https://api.razorpay.com/v1/checkout/embedded',
    method: 'POST',
    fields: {
      key_id: 'rzp_test_K3y',
      order_id: 'order_T3st0rder',
      amount: '319840',
      currency: 'INR',
      callback_url: 'http://localhost/api/checkout/x/payment/callback',
    },
  },
};

/** Where the page sent the browser, and with what form (jsdom cannot navigate). */
const visited: GatewayStep[] = [];
beforeEach(() => {
  visited.length = 0;
  gatewayRedirect.go = (step) => visited.push(step);
});

it("offers online payment and sends the shopper to the gateway's page for the server's amount", async () => {
  const api = mockApi({
    'POST /api/checkout': { status: 201, body: created },
    'POST /api/checkout/:id/payment': { status: 201, body: started },
  });
  renderCheckout();
  expect(screen.getByText('Pay online (UPI, cards, netbanking)')).toBeInTheDocument();
  expect(
    screen.getByText("You pay on the payment gateway's secure page and come straight back here."),
  ).toBeInTheDocument();
  await continueToPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,198.40' }));
  await waitFor(() => expect(visited).toEqual([started.next]));
  expect(api.calls('POST /api/checkout/:id/payment')[0]?.path).toBe(`/api/checkout/${created._id}/payment`);
  // Nothing is paid or placed from this page: the gateway's return does that.
  expect(api.calls('PUT /api/checkout/:id/pay')).toHaveLength(0);
  expect(api.calls('POST /api/checkout/:id/finalize')).toHaveLength(0);
  expect(useCartStore.getState().cart.products).toHaveLength(1);
});

it('says when the gateway is down, places nothing, and Pay tries again', async () => {
  const api = mockApi({
    'POST /api/checkout': { status: 201, body: created },
    'POST /api/checkout/:id/payment': {
      status: 503,
      body: { message: 'The payment gateway is not answering. Please try again in a moment.' },
    },
  });
  renderCheckout();
  await continueToPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,198.40' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The payment gateway is not answering. Please try again in a moment.',
  );
  expect(visited).toEqual([]);
  api.on('POST /api/checkout/:id/payment', { status: 502, body: {} });
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,198.40' }));
  expect(
    await screen.findByText('Could not reach the payment gateway. Please try again.'),
  ).toBeInTheDocument();
  api.on('POST /api/checkout/:id/payment', { status: 201, body: started });
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,198.40' }));
  await waitFor(() => expect(visited).toEqual([started.next]));
  expect(screen.queryByRole('alert')).toBeNull();
});

it('takes the shopper back to start a new checkout when paying finds it expired', async () => {
  const expired = { message: 'This checkout has expired. Please continue to checkout again.' };
  const fresh = aCheckout({ _id: 'c'.repeat(24), totalPrice: 3598.4 });
  const api = mockApi({
    'POST /api/checkout': { status: 201, body: created },
    'POST /api/checkout/:id/payment': { status: 201, body: started },
    'GET /api/cart': { body: cart },
  });
  api.once('POST /api/checkout/:id/payment', { status: 410, body: expired });
  renderCheckout();
  await continueToPayment();
  await userEvent.click(screen.getByRole('button', { name: 'Pay ₹3,198.40' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This checkout has expired. Please continue to checkout again.',
  );
  // Back at the shipping step: the address is kept and can be sent again, nothing is charged.
  expect(screen.getByLabelText('City')).toBeEnabled();
  expect(screen.getByLabelText('City')).toHaveValue(anAddress.city);
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeInTheDocument();
  await waitFor(() => expect(api.calls('GET /api/cart')).toHaveLength(1));

  api.once('POST /api/checkout', { status: 201, body: fresh });
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹3,598.40' }));
  await waitFor(() => expect(visited).toEqual([started.next]));
  expect(api.calls('POST /api/checkout/:id/payment').at(-1)?.path).toBe(`/api/checkout/${fresh._id}/payment`);
});

it('sends the shopper home when the cart is empty', () => {
  mockApi();
  setCart(aCart([]));
  renderCheckout();
  expect(location()).toBe('/');
});

it('puts the order summary before the Pay button in the page’s order (first on phones)', () => {
  mockApi();
  renderCheckout();
  const summary = screen.getByRole('region', { name: 'Summary' });
  const pay = screen.getByRole('button', { name: 'Pay Now' });
  expect(summary.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(
    screen.getByRole('button', { name: 'Continue to Payment' }).compareDocumentPosition(summary) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

describe('Cash on Delivery', () => {
  // The server's GST of the total (₹342.68) and of the total with the fee (₹348.25).
  const offered = aCheckout({
    gst: 342.68,
    cashOnDelivery: { available: true, reason: null, fee: 49, total: 3247.4, gst: 348.25 },
  });

  it('shows its fee as its own line before the shopper confirms, and places the order without paying', async () => {
    const api = mockApi({
      'POST /api/checkout': { status: 201, body: offered },
      'POST /api/checkout/:id/cod': {
        status: 201,
        body: anOrder({ paymentMethod: 'Cash on Delivery', isPaid: false, paymentStatus: 'pending' }),
      },
    });
    renderCheckout();
    await continueToPayment();
    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeEnabled();
    expect(cod).toHaveAccessibleDescription(
      'Pay the courier in cash when your order arrives. A fee of ₹49.00 applies.',
    );
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.getByText('Includes GST of ₹342.68')).toBeInTheDocument();
    await userEvent.click(cod);
    const value = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    expect(value('Cash on Delivery fee')).toBe('₹49.00');
    expect(value('Total')).toBe('₹3,247.40');
    expect(summary.getByText('Includes GST of ₹348.25')).toBeInTheDocument();
    expect(summary.queryByText('Includes GST of ₹342.68')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay ₹3,198.40' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Place order, pay ₹3,247.40 on delivery' }));
    expect(await screen.findByText('Order placed successfully! 🎉')).toBeInTheDocument();
    expect(api.calls('POST /api/checkout/:id/cod')[0]?.path).toBe(`/api/checkout/${offered._id}/cod`);
    expect(api.calls('PUT /api/checkout/:id/pay')).toHaveLength(0);
    expect(useCartStore.getState().cart.products).toEqual([]);
  });

  it('says why it is not available, and keeps paying online', async () => {
    const reason = 'Cash on Delivery is not available for PIN code 411001.';
    mockApi({
      'POST /api/checkout': {
        status: 201,
        body: aCheckout({
          cashOnDelivery: { available: false, reason, fee: 49, total: 3247.4, gst: 348.25 },
        }),
      },
    });
    renderCheckout();
    await continueToPayment();
    const cod = screen.getByRole('radio', { name: /Cash on Delivery/ });
    expect(cod).toBeDisabled();
    expect(cod).toHaveAccessibleDescription(reason);
    expect(screen.getByRole('radio', { name: /Pay online \(UPI, cards, netbanking\)/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Pay ₹3,198.40' })).toBeEnabled();
  });

  it('goes back to paying online when the shopper chooses it again', async () => {
    mockApi({ 'POST /api/checkout': { status: 201, body: offered } });
    renderCheckout();
    await continueToPayment();
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }));
    expect(screen.getByRole('button', { name: 'Place order, pay ₹3,247.40 on delivery' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: /Pay online \(UPI, cards, netbanking\)/ }));
    expect(screen.getByRole('button', { name: 'Pay ₹3,198.40' })).toBeEnabled();
    const summary = within(screen.getByRole('region', { name: 'Summary' }));
    expect(summary.queryByText('Cash on Delivery fee')).toBeNull();
    expect(summary.getByText('Includes GST of ₹342.68')).toBeInTheDocument();
    expect(summary.queryByText('Includes GST of ₹348.25')).toBeNull();
  });
});
