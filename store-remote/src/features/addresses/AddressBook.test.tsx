import type { Address } from '@store/contracts';
import { mockApi, networkFailure } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { AddressBook } from './AddressBook.tsx';

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
const OFFICE: Address = { ...HOME, _id: 'b'.repeat(24), address: '1 Residency Road', isDefault: false };

beforeEach(() => {
  resetStores();
  signIn();
});

const field = (label: string) => screen.getByLabelText(label);

it('lists the saved addresses, the default marked', async () => {
  mockApi({ 'GET /api/users/addresses': { body: [HOME, OFFICE] } });
  renderScreen(<AddressBook />);
  const cards = await screen.findAllByRole('listitem');
  expect(cards).toHaveLength(2);
  const first = within(cards[0] as HTMLElement);
  expect(first.getByText('Asha Verma')).toBeInTheDocument();
  expect(first.getByText('Default')).toBeInTheDocument();
  expect(first.getByText('12 MG Road, Bengaluru, Karnataka 560001, India')).toBeInTheDocument();
  expect(first.queryByRole('button', { name: /Make default/ })).toBeNull();
  expect(
    within(cards[1] as HTMLElement).getByRole('button', { name: 'Make default: 1 Residency Road' }),
  ).toBeVisible();
});

it('says so when there is none yet', async () => {
  mockApi({ 'GET /api/users/addresses': { body: [] } });
  renderScreen(<AddressBook />);
  expect(
    await screen.findByText(
      'No saved addresses yet. Add one here, or save the address of your next order at checkout.',
    ),
  ).toBeInTheDocument();
});

it('shows every field’s problem next to the field at once, and sends nothing until they are fixed', async () => {
  const api = mockApi({ 'GET /api/users/addresses': { body: [] } });
  renderScreen(<AddressBook />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  // The account's name is filled in; the rest is empty.
  expect(field('First Name')).toHaveValue('Asha');
  await userEvent.type(field('Postal Code'), '060001');
  await userEvent.type(field('Phone'), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

  expect(field('Street Address')).toHaveAccessibleDescription('Street address is required');
  expect(field('City')).toHaveAccessibleDescription('City is required');
  expect(field('State')).toHaveAccessibleDescription('Choose a state or union territory');
  expect(field('Postal Code')).toHaveAccessibleDescription(
    '6-digit PIN code Enter a 6-digit PIN code that does not start with 0',
  );
  expect(field('Phone')).toHaveAccessibleDescription(
    '10-digit mobile number, with or without +91 Enter a 10-digit mobile number, with or without +91',
  );
  expect(field('Street Address')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(field('Street Address')).toHaveFocus());
  expect(api.calls('POST /api/users/addresses')).toHaveLength(0);

  // A fixed field's problem goes as it is fixed.
  await userEvent.type(field('Street Address'), '12 MG Road');
  expect(screen.queryByText('Street address is required')).toBeNull();
});

it('checks a field when the shopper leaves it', async () => {
  mockApi({ 'GET /api/users/addresses': { body: [] } });
  renderScreen(<AddressBook />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  await userEvent.type(field('Phone'), '+44 20 7946 0958');
  expect(screen.queryByText('Enter a 10-digit mobile number, with or without +91')).toBeNull();
  await userEvent.tab();
  expect(screen.getByText('Enter a 10-digit mobile number, with or without +91')).toBeInTheDocument();
  // Outside India the checkout's rules apply, and the state is free text.
  await userEvent.clear(field('Country'));
  await userEvent.type(field('Country'), 'United Kingdom');
  expect(screen.queryByText('Enter a 10-digit mobile number, with or without +91')).toBeNull();
  expect(field('State').tagName).toBe('INPUT');
});

it('saves a new address and shows the book again', async () => {
  const api = mockApi({ 'POST /api/users/addresses': { status: 201, body: OFFICE } });
  api.once('GET /api/users/addresses', { body: [] }, { body: [OFFICE] });
  renderScreen(<AddressBook />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  await userEvent.type(field('Street Address'), '1 Residency Road');
  await userEvent.type(field('City'), 'Bengaluru');
  await userEvent.selectOptions(field('State'), 'Karnataka');
  await userEvent.type(field('Postal Code'), '560 025');
  await userEvent.clear(field('Last Name'));
  await userEvent.type(field('Last Name'), 'Verma');
  await userEvent.type(field('Phone'), '98450 12345');
  await userEvent.click(field('Use as my default address'));
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

  expect(await screen.findByText('Address saved')).toBeInTheDocument();
  expect(api.calls('POST /api/users/addresses')[0]?.body).toEqual({
    firstName: 'Asha',
    lastName: 'Verma',
    address: '1 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560 025',
    country: 'India',
    phone: '98450 12345',
    isDefault: true,
  });
  expect(await screen.findByText('1 Residency Road, Bengaluru, Karnataka 560001, India')).toBeInTheDocument();
});

it('shows the server’s problems under their fields', async () => {
  mockApi({
    'GET /api/users/addresses': { body: [HOME] },
    'PUT /api/users/addresses/:id': {
      status: 400,
      body: {
        message: 'City must be at most 80 characters',
        issues: [{ path: 'city', message: 'City must be at most 80 characters' }],
      },
    },
  });
  renderScreen(<AddressBook />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit the address of Asha Verma, 12 MG Road' }),
  );
  expect(field('City')).toHaveValue('Bengaluru');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() =>
    expect(field('City')).toHaveAccessibleDescription('City must be at most 80 characters'),
  );
});

it('makes another address the default, and deletes one after asking', async () => {
  const api = mockApi({
    'GET /api/users/addresses': { body: [HOME, OFFICE] },
    'PUT /api/users/addresses/:id/default': { body: { ...OFFICE, isDefault: true } },
    'DELETE /api/users/addresses/:id': { body: { message: 'Address deleted' } },
  });
  renderScreen(<AddressBook />);
  await userEvent.click(await screen.findByRole('button', { name: 'Make default: 1 Residency Road' }));
  expect(await screen.findByText('Default address changed')).toBeInTheDocument();
  expect(api.calls('PUT /api/users/addresses/:id/default')[0]?.path).toBe(
    `/api/users/addresses/${OFFICE._id}/default`,
  );

  await userEvent.click(
    screen.getByRole('button', { name: 'Delete the address of Asha Verma, 1 Residency Road' }),
  );
  expect(screen.getByText('Delete this address?')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep' })).toHaveFocus();
  expect(api.calls('DELETE /api/users/addresses/:id')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Address deleted')).toBeInTheDocument();
  expect(api.calls('DELETE /api/users/addresses/:id')[0]?.path).toBe(`/api/users/addresses/${OFFICE._id}`);
});

it('says when the addresses cannot be loaded, with Try again', async () => {
  const api = mockApi({ 'GET /api/users/addresses': { status: 500, body: {} } });
  renderScreen(<AddressBook />);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your saved addresses.');
  api.on('GET /api/users/addresses', { body: [HOME] });
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
});

it('updates an address, and says why when a change cannot be made', async () => {
  const api = mockApi({
    'GET /api/users/addresses': { body: [HOME, OFFICE] },
    'PUT /api/users/addresses/:id': { body: { ...HOME, city: 'Mysuru' } },
    'PUT /api/users/addresses/:id/default': networkFailure(),
    'DELETE /api/users/addresses/:id': networkFailure(),
  });
  renderScreen(<AddressBook />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit the address of Asha Verma, 12 MG Road' }),
  );
  await userEvent.clear(field('City'));
  await userEvent.type(field('City'), 'Mysuru');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByText('Address updated')).toBeInTheDocument();
  expect(api.calls('PUT /api/users/addresses/:id')[0]?.body).toMatchObject({
    city: 'Mysuru',
    isDefault: true,
  });

  await userEvent.click(await screen.findByRole('button', { name: 'Make default: 1 Residency Road' }));
  expect(
    await screen.findByText('Could not change the default address. Please try again.'),
  ).toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('button', { name: 'Delete the address of Asha Verma, 1 Residency Road' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Could not delete the address. Please try again.')).toBeInTheDocument();
});

it('keeps the form with its message when the address cannot be saved', async () => {
  mockApi({ 'GET /api/users/addresses': { body: [HOME] }, 'PUT /api/users/addresses/:id': networkFailure() });
  renderScreen(<AddressBook />);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Edit the address of Asha Verma, 12 MG Road' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not save the address. Please try again.');
  expect(field('City')).toHaveValue('Bengaluru');
});
