import { hashPassword, verifyPassword } from '../../server/src/lib/passwords.ts';
import { createTestApp, createUser, type TestApp } from './support/test-app.ts';

/**
 * Failed sign-ins slow down further attempts per account and per client address, with windows that
 * double up to 15 minutes and never lock an account's owner out (docs/api.md, Rate limits). The
 * clock is moved forward by spying on Date.now, which is all the throttle reads.
 */
let api: TestApp;
let offset = 0;
const realNow = Date.now.bind(Date);
beforeAll(async () => {
  api = await createTestApp({ loginFailuresPerAccount: 5, loginFailuresPerAddress: 8 });
});
beforeEach(() => {
  offset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offset);
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => api.close());

const later = (seconds: number) => {
  offset += seconds * 1000;
};

let addressCounter = 0;
/** A client address of its own, so that tests do not share the per-address counters. */
const newAddress = () => {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
};

const login = (email: string, password: string, remoteAddress: string) =>
  api.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });

const tooMany = (seconds: number) => ({
  message: `Too many attempts. Please wait ${seconds} seconds and try again.`,
});

describe('failed sign-ins of one account', () => {
  it('after 5 failures answer 429 with Retry-After, even for the right password', async () => {
    const owner = await createUser(api, { password: 'right-password' });
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      const failed = await login(owner.email, 'wrong-password', address);
      expect(failed.statusCode).toBe(401);
      expect(failed.json()).toEqual({ message: 'Invalid email or password' });
    }
    const refused = await login(owner.email, 'right-password', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toEqual(tooMany(30));

    later(10);
    const stillRefused = await login(owner.email, 'right-password', address);
    expect(stillRefused.headers['retry-after']).toBe('20');
    expect(stillRefused.json()).toEqual(tooMany(20));

    later(20);
    expect((await login(owner.email, 'right-password', address)).statusCode).toBe(200);
  });

  it('double the wait with every further failure, up to 15 minutes, and nothing locks for good', async () => {
    const owner = await createUser(api, { password: 'right-password' });
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) await login(owner.email, 'wrong-password', address);
    const waits: string[] = [];
    for (let round = 0; round < 7; round++) {
      const refused = await login(owner.email, 'wrong-password', address);
      expect(refused.statusCode).toBe(429);
      const seconds = String(refused.headers['retry-after']);
      waits.push(seconds);
      later(Number(seconds));
      // The window is over: this attempt is checked (and fails), which doubles the next window.
      expect((await login(owner.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['30', '60', '120', '240', '480', '900', '900']);
    later(900);
    expect((await login(owner.email, 'right-password', address)).statusCode).toBe(200);
  });

  it('give an unknown email exactly the same answers as a known one', async () => {
    const owner = await createUser(api, { password: 'right-password' });
    const [first, second] = [newAddress(), newAddress()];
    const known: Array<[number, unknown, unknown]> = [];
    const unknown: Array<[number, unknown, unknown]> = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const a = await login(owner.email, 'wrong-password', first);
      const b = await login(`nobody-${owner.id}@example.test`, 'wrong-password', second);
      known.push([a.statusCode, a.headers['retry-after'], a.json()]);
      unknown.push([b.statusCode, b.headers['retry-after'], b.json()]);
    }
    expect(unknown).toEqual(known);
    expect(known.map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('take as long for an unknown email as for a wrong password (the password is hashed either way)', async () => {
    const owner = await createUser(api, { password: 'right-password' });
    const timed = async (email: string) => {
      const start = performance.now();
      const response = await login(email, 'wrong-password', newAddress());
      expect(response.statusCode).toBe(401);
      return performance.now() - start;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const hash = await hashPassword('some-password');
    await timed(owner.email);
    await timed(`warm-up-${owner.id}@example.test`);
    const known: number[] = [];
    const unknown: number[] = [];
    // What one Argon2id verification costs, measured between the requests (the machine may be busy).
    const verifications: number[] = [];
    for (let round = 0; round < 20; round++) {
      // Alternating which goes first, so that neither always follows the verification below.
      if (round % 2 === 0) known.push(await timed(owner.email));
      unknown.push(await timed(`ghost-${round}-${owner.id}@example.test`));
      if (round % 2 === 1) known.push(await timed(owner.email));
      const start = performance.now();
      await verifyPassword(hash, 'other-password');
      verifications.push(performance.now() - start);
      // A success clears the account's failures, so that the limit does not answer instead.
      expect((await login(owner.email, 'right-password', newAddress())).statusCode).toBe(200);
    }
    // Without the decoy hash an unknown email would answer a whole verification sooner.
    expect(median(unknown)).toBeGreaterThan(median(known) - median(verifications) / 2);
  });

  it("never lock the owner out where they signed in before: the attacker's failures slow only others", async () => {
    const owner = await createUser(api, { password: 'right-password' });
    const home = newAddress();
    expect((await login(owner.email, 'right-password', home)).statusCode).toBe(200);

    const attacker = newAddress();
    for (let attempt = 0; attempt < 5; attempt++) await login(owner.email, 'guess', attacker);
    expect((await login(owner.email, 'guess', attacker)).statusCode).toBe(429);
    // A new address is slowed too (the limit is the account's, wherever the guesses come from)...
    expect((await login(owner.email, 'right-password', newAddress())).statusCode).toBe(429);
    // ...but the owner at a known address signs in as usual.
    const fromHome = await login(owner.email, 'right-password', home);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json().user.email).toBe(owner.email);
  });
});

describe('failed sign-ins from one address', () => {
  it('slow that address down across accounts, not other addresses', async () => {
    const address = newAddress();
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await login(`spray-${attempt}@example.test`, 'guess', address)).statusCode).toBe(401);
    }
    const someone = await createUser(api, { password: 'right-password' });
    const refused = await login(someone.email, 'right-password', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect((await login(someone.email, 'right-password', newAddress())).statusCode).toBe(200);
  });
});
