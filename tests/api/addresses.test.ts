import { INDIAN_STATES, MAX_ADDRESSES } from '@store/contracts';
import { createTestApp, createUser, type TestApp, type TestUser } from './support/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const HOME = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road, Flat 4B',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560 001',
  country: 'India',
  phone: '98450-12345',
};
const OFFICE = { ...HOME, address: '1 Residency Road', postalCode: '560025', phone: '+91 99000 11111' };

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  api.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

async function saved(user: TestUser, address: object = HOME) {
  const response = await call(user, 'POST', '/api/users/addresses', address);
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as { _id: string; isDefault: boolean };
}

describe('the address book', () => {
  it('saves an Indian address as written on a parcel, the first one as the default', async () => {
    const user = await createUser(api);
    const response = await call(user, 'POST', '/api/users/addresses', { ...HOME, state: ' karnataka ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      firstName: 'Asha',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
      phone: '+91 98450 12345',
      isDefault: true,
    });
    const list = await call(user, 'GET', '/api/users/addresses');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
  });

  it('lists the default first, then the newest; a new default replaces the old one', async () => {
    const user = await createUser(api);
    const home = await saved(user, HOME);
    const office = await saved(user, OFFICE);
    expect(office.isDefault).toBe(false);
    const third = await saved(user, { ...OFFICE, address: '7 Park Street', isDefault: true });
    const list = (await call(user, 'GET', '/api/users/addresses')).json() as Array<{
      _id: string;
      isDefault: boolean;
    }>;
    expect(list.map((address) => [address._id, address.isDefault])).toEqual([
      [third._id, true],
      [office._id, false],
      [home._id, false],
    ]);

    const made = await call(user, 'PUT', `/api/users/addresses/${home._id}/default`);
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ _id: home._id, isDefault: true });
    const after = (await call(user, 'GET', '/api/users/addresses')).json() as Array<{ isDefault: boolean }>;
    expect(after.filter((address) => address.isDefault)).toHaveLength(1);
  });

  it('changes an address, and deleting the default makes the newest left the default', async () => {
    const user = await createUser(api);
    const home = await saved(user, HOME);
    const office = await saved(user, OFFICE);
    const changed = await call(user, 'PUT', `/api/users/addresses/${office._id}`, {
      ...OFFICE,
      city: 'Mysuru',
      postalCode: '570001',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ city: 'Mysuru', postalCode: '570001', isDefault: false });

    const deleted = await call(user, 'DELETE', `/api/users/addresses/${home._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Address deleted' });
    const list = (await call(user, 'GET', '/api/users/addresses')).json();
    expect(list).toEqual([expect.objectContaining({ _id: office._id, isDefault: true })]);
  });

  it('keeps addresses outside India with the checkout’s rules (any postal code, any phone, a free state)', async () => {
    const user = await createUser(api);
    const response = await call(user, 'POST', '/api/users/addresses', {
      ...HOME,
      city: 'Kathmandu',
      state: 'Bagmati',
      postalCode: '44600',
      country: 'Nepal',
      phone: '+977 1 4412345',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ state: 'Bagmati', postalCode: '44600', phone: '+977 1 4412345' });
  });

  it('accepts every state and union territory of the list', async () => {
    expect(INDIAN_STATES).toHaveLength(36);
    const user = await createUser(api);
    for (const state of ['Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Tamil Nadu']) {
      const response = await call(user, 'POST', '/api/users/addresses', { ...HOME, state });
      expect(response.statusCode).toBe(201);
    }
  });
});

describe('checking an Indian address', () => {
  it('answers every field’s problem at once, each under its field', async () => {
    const user = await createUser(api);
    const response = await call(user, 'POST', '/api/users/addresses', {
      ...HOME,
      firstName: '  ',
      state: 'Wakanda',
      postalCode: '060001',
      phone: '12345',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.message).toBe('First name is required');
    expect(body.issues).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'state', message: 'Choose a state or union territory' },
      { path: 'postalCode', message: 'Enter a 6-digit PIN code that does not start with 0' },
      { path: 'phone', message: 'Enter a 10-digit mobile number, with or without +91' },
    ]);
  });

  it.each([
    [
      'a PIN code of five digits',
      { postalCode: '56001' },
      'Enter a 6-digit PIN code that does not start with 0',
    ],
    [
      'a PIN code with letters',
      { postalCode: '56A001' },
      'Enter a 6-digit PIN code that does not start with 0',
    ],
    [
      'a mobile number of eleven digits',
      { phone: '984501234567' },
      'Enter a 10-digit mobile number, with or without +91',
    ],
    [
      'another country code',
      { phone: '+44 98450 12345' },
      'Enter a 10-digit mobile number, with or without +91',
    ],
    ['no state', { state: '' }, 'Choose a state or union territory'],
    ['no state at all', { state: undefined }, 'Choose a state or union territory'],
    ['a city too long', { city: 'x'.repeat(81) }, 'City must be at most 80 characters'],
  ])('refuses %s', async (_case, change, message) => {
    const user = await createUser(api);
    const response = await call(user, 'POST', '/api/users/addresses', { ...HOME, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a field of the wrong type with its message', async () => {
    const user = await createUser(api);
    const response = await call(user, 'POST', '/api/users/addresses', { ...HOME, phone: 9845012345 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Phone is required');
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const user = await createUser(api);
    for (let index = 0; index < MAX_ADDRESSES; index++)
      await saved(user, { ...HOME, address: `${index} Lane` });
    const response = await call(user, 'POST', '/api/users/addresses', HOME);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'You can keep at most 20 addresses. Delete one you no longer use first.',
    );
  });
});

describe('ownership', () => {
  it('never shows, changes or deletes another customer’s address', async () => {
    const owner = await createUser(api);
    const other = await createUser(api);
    const home = await saved(owner, HOME);

    expect((await call(other, 'GET', '/api/users/addresses')).json()).toEqual([]);
    for (const [method, url, payload] of [
      ['PUT', `/api/users/addresses/${home._id}`, OFFICE],
      ['PUT', `/api/users/addresses/${home._id}/default`, undefined],
      ['DELETE', `/api/users/addresses/${home._id}`, undefined],
    ] as const) {
      const response = await call(other, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('That address belongs to someone else.');
    }
    const unknown = await call(owner, 'DELETE', `/api/users/addresses/${'a'.repeat(24)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Address not found');
    expect((await call(owner, 'GET', '/api/users/addresses')).json()).toEqual([
      expect.objectContaining({ _id: home._id, address: HOME.address }),
    ]);
  });

  it('needs a signed-in customer', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/users/addresses' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it('has one default even when two are chosen at once', async () => {
    const user = await createUser(api);
    const home = await saved(user, HOME);
    const office = await saved(user, OFFICE);
    await Promise.all([
      call(user, 'PUT', `/api/users/addresses/${home._id}/default`),
      call(user, 'PUT', `/api/users/addresses/${office._id}/default`),
    ]);
    const list = (await call(user, 'GET', '/api/users/addresses')).json() as Array<{ isDefault: boolean }>;
    expect(list.filter((address) => address.isDefault)).toHaveLength(1);
  });
});
