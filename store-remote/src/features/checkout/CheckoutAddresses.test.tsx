import type { Address } from '@store/contracts';
import { aCart, aCheckout, aLine, mockApi } from '@store/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

const HOME: Address = {
  _id: 'a'.repeat(24),
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
  phone: '+91 98450 12345',
  isDefault: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const PARENTS: Address = {
  ...HOME,
  _id: 'b'.repeat(24),
  firstName: 'Meera',
  address: '4 Lake View',
  city: 'Kochi',
  state: 'Kerala',
  postalCode: '682001',
  isDefault: false,
};

beforeEach(() => {
  resetStores();
  signIn();
  setCart(aCart([aLine({ quantity: 2 })]));
});

const field = (label: string) => screen.getByLabelText(label);
const fields = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
] as const;
const shipping = (address: Address) => Object.fromEntries(fields.map((key) => [key, address[key]]));

it('fills in the default saved address, offers the others, and sends the chosen one', async () => {
  const api = mockApi({
    'GET /api/users/addresses': { body: [HOME, PARENTS] },
    'POST /api/checkout': { status: 201, body: aCheckout() },
  });
  renderScreen(<CheckoutPage />, { route: '/checkout' });
  await waitFor(() => expect(field('Street Address')).toHaveValue('12 MG Road'));
  expect(screen.getByRole('radio', { name: /Asha Verma \(default\)/ })).toBeChecked();
  expect(field('State')).toHaveValue('Karnataka');
  expect(field('Postal Code')).toHaveValue('560001');

  await userEvent.click(screen.getByRole('radio', { name: /Meera Verma/ }));
  expect(field('City')).toHaveValue('Kochi');
  expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('button', { name: /^Pay ₹/ });
  expect(api.calls('POST /api/checkout')[0]?.body).toMatchObject({ shippingAddress: shipping(PARENTS) });
});

it('offers a new address, with the account’s name filled in', async () => {
  mockApi({ 'GET /api/users/addresses': { body: [HOME] } });
  renderScreen(<CheckoutPage />, { route: '/checkout' });
  await waitFor(() => expect(field('Street Address')).toHaveValue('12 MG Road'));
  await userEvent.click(screen.getByRole('radio', { name: 'A new address' }));
  expect(field('Street Address')).toHaveValue('');
  expect(field('First Name')).toHaveValue('Asha');
  expect(field('Country')).toHaveValue('India');
  expect(field('Save this address to my address book')).not.toBeChecked();
});

it('saves a new address from checkout: every problem under its field first, then saved and used', async () => {
  const api = mockApi({
    'POST /api/users/addresses': { status: 201, body: { ...PARENTS, isDefault: true } },
    'POST /api/checkout': { status: 201, body: aCheckout() },
  });
  api.once('GET /api/users/addresses', { body: [] }, { body: [{ ...PARENTS, isDefault: true }] });
  renderScreen(<CheckoutPage />, { route: '/checkout' });
  await screen.findByLabelText('Save this address to my address book');
  await userEvent.clear(field('First Name'));
  await userEvent.type(field('First Name'), 'Meera');
  await userEvent.type(field('Street Address'), '4 Lake View');
  await userEvent.type(field('City'), 'Kochi');
  await userEvent.type(field('Postal Code'), '682 00');
  await userEvent.type(field('Phone'), '+91 98450 1234');
  await userEvent.click(field('Save this address to my address book'));
  expect(field('State')).toBeRequired();
  await userEvent.selectOptions(field('State'), 'Kerala');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));

  expect(field('Postal Code')).toHaveAccessibleDescription(
    '6-digit PIN code Enter a 6-digit PIN code that does not start with 0',
  );
  expect(field('Phone')).toHaveAccessibleDescription(
    '10-digit mobile number, with or without +91 Enter a 10-digit mobile number, with or without +91',
  );
  expect(api.calls('POST /api/users/addresses')).toHaveLength(0);
  expect(api.calls('POST /api/checkout')).toHaveLength(0);

  await userEvent.type(field('Postal Code'), '1');
  await userEvent.type(field('Phone'), '5');
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('button', { name: /^Pay ₹/ });
  expect(await screen.findByText('Address saved')).toBeInTheDocument();
  expect(api.calls('POST /api/users/addresses')[0]?.body).toMatchObject({
    address: '4 Lake View',
    state: 'Kerala',
    postalCode: '682 001',
    phone: '+91 98450 12345',
  });
  // The order ships to the address as the book keeps it (the PIN code written as six digits).
  expect(api.calls('POST /api/checkout')[0]?.body).toMatchObject({ shippingAddress: shipping(PARENTS) });
  expect(screen.getByRole('radio', { name: /Meera Verma \(default\)/ })).toBeChecked();
});

it('goes on to payment when the address book is full, saying why the address was not saved', async () => {
  const api = mockApi({
    'GET /api/users/addresses': { body: [] },
    'POST /api/users/addresses': {
      status: 409,
      body: { message: 'You can keep at most 20 addresses. Delete one you no longer use first.' },
    },
    'POST /api/checkout': { status: 201, body: aCheckout() },
  });
  renderScreen(<CheckoutPage />, { route: '/checkout' });
  await screen.findByLabelText('Save this address to my address book');
  await userEvent.type(field('Street Address'), '4 Lake View');
  await userEvent.type(field('City'), 'Kochi');
  await userEvent.selectOptions(field('State'), 'Kerala');
  await userEvent.type(field('Postal Code'), '682001');
  await userEvent.type(field('Phone'), '9845012345');
  await userEvent.click(field('Save this address to my address book'));
  await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
  expect(
    await screen.findByText('You can keep at most 20 addresses. Delete one you no longer use first.'),
  ).toBeInTheDocument();
  await screen.findByRole('button', { name: /^Pay ₹/ });
  expect(api.calls('POST /api/checkout')).toHaveLength(1);
});
