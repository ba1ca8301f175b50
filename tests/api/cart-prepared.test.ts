import { sql } from 'drizzle-orm';
import { executePrepared } from '../../server/src/db/prepared.ts';
import { newId } from '../../server/src/lib/ids.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
  testDatabaseKind,
} from './support/test-app.ts';

/**
 * The cart's hot statements run as named prepared statements on PostgreSQL (server/src/db/prepared.ts):
 * a connection plans each once, and after five runs PostgreSQL may keep one generic plan for all
 * values. Requests made one after another reuse the pool's last idle connection, so these tests make
 * more adds than that first, then check that the answers still follow the values of each add: the
 * stock, the token's account and the guest's secret are read when the add runs. On PGlite the same
 * statements run unnamed and the answers are the same.
 */
let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(async () => {
  await api.close();
});

/** More runs than PostgreSQL's five custom plans before it may settle on a generic one. */
const PLANNED = 8;
const SESSION_EXPIRED = { message: 'Your session has expired. Please sign in again.' };
const NOT_YOUR_CART = { message: 'That cart belongs to someone else.' };

type Line = { productId: string; size: string; color: string };

async function lines(count: number, stock = 10): Promise<Line[]> {
  const rows = await createProducts(api, count, {
    countInStock: stock,
    name: 'Harbour Shirt',
    sizes: ['M', 'L'],
    colors: ['navy', 'white'],
  });
  return rows.map((row) => ({ productId: row.id, size: 'M', color: 'navy' }));
}

const add = (payload: Line & { quantity: number; guestId?: string }, headers: Record<string, string>) =>
  api.app.inject({ method: 'POST', url: '/api/cart', payload, headers });

const readCart = (user: TestUser) =>
  api.app.inject({ method: 'GET', url: '/api/cart', headers: user.auth }).then((response) => response.json());

const keys = (cart: { products: Line[] }) => cart.products.map(({ productId }) => productId);

/** Adds each line once, one after another, checking each answer holds every line so far. */
async function addEach(each: Line[], headers: Record<string, string>, guestId?: string): Promise<void> {
  for (const [index, line] of each.entries()) {
    const response = await add({ ...line, quantity: 1, ...(guestId ? { guestId } : {}) }, headers);
    expect(response.statusCode).toBe(200);
    expect(keys(response.json())).toEqual(each.slice(0, index + 1).map(({ productId }) => productId));
  }
}

describe('POST /api/cart after the statement is planned', () => {
  it('checks the stock, the cap and the variant of each add', async () => {
    const user = await createUser(api);
    const stocked = await lines(PLANNED);
    await addEach(stocked, user.auth);
    const [scarce] = await lines(1, 3);
    if (!scarce) throw new Error('no product');

    const tooMany = await add({ ...scarce, quantity: 4 }, user.auth);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ message: 'Only 3 left of Harbour Shirt in M / navy' });
    const soldOut = await add({ ...scarce, size: 'L', quantity: 1 }, user.auth);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ message: 'Harbour Shirt in L / navy is sold out' });
    const notSold = await add({ ...scarce, size: 'XXXL', quantity: 1 }, user.auth);
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json()).toEqual({ message: 'Harbour Shirt is not sold in XXXL / navy' });
    const unknown = await add({ ...scarce, productId: 'a'.repeat(24), quantity: 1 }, user.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
    expect(keys(await readCart(user))).toEqual(stocked.map(({ productId }) => productId));

    const fits = await add({ ...scarce, quantity: 3 }, user.auth);
    expect(fits.statusCode).toBe(200);
    expect(fits.json().products.at(-1)).toEqual(
      expect.objectContaining({ productId: scarce.productId, size: 'M', color: 'navy', quantity: 3 }),
    );
  });

  it('refuses a token logged out or ended with all of the account’s tokens at once, writing nothing', async () => {
    const user = await createUser(api);
    const stocked = await lines(PLANNED + 1);
    const last = stocked.pop() as Line;
    await addEach(stocked, user.auth);

    const logout = await api.app.inject({ method: 'POST', url: '/api/users/logout', headers: user.auth });
    expect(logout.statusCode).toBe(204);
    const loggedOut = await add({ ...last, quantity: 1 }, user.auth);
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual(SESSION_EXPIRED);

    const fresh = { ...user, auth: { authorization: `Bearer ${await api.ctx.auth.signer.sign(user.id)}` } };
    expect(keys(await readCart(fresh))).toEqual(stocked.map(({ productId }) => productId));

    await api.ctx.auth.revokeAllTokens(user.id);
    const ended = await add({ ...last, quantity: 1 }, fresh.auth);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual(SESSION_EXPIRED);

    // A token signed after that carries the account's new version.
    const after = {
      ...user,
      auth: { authorization: `Bearer ${await api.ctx.auth.signer.sign(user.id, 1)}` },
    };
    expect(keys(await readCart(after))).toEqual(stocked.map(({ productId }) => productId));
    const added = await add({ ...last, quantity: 1 }, after.auth);
    expect(added.statusCode).toBe(200);
    expect(keys(added.json())).toEqual([...stocked, last].map(({ productId }) => productId));
  });

  it('refuses a guest cart to another secret, writing nothing', async () => {
    const guestId = `guest_${Date.now()}`;
    const mine = { 'x-guest-secret': `secret_mine_${guestId}` };
    const stocked = await lines(PLANNED + 1);
    const last = stocked.pop() as Line;
    await addEach(stocked, mine, guestId);

    const other = await add(
      { ...last, quantity: 1, guestId },
      { 'x-guest-secret': `secret_other_${guestId}` },
    );
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual(NOT_YOUR_CART);
    const cart = await api.app.inject({ method: 'GET', url: `/api/cart?guestId=${guestId}`, headers: mine });
    expect(keys(cart.json())).toEqual(stocked.map(({ productId }) => productId));
  });
});

describe('executePrepared', () => {
  it('runs in the transaction it is given, and PostgreSQL keeps one prepared statement per text', async () => {
    const guestId = `guest_tx_${Date.now()}`;
    const count = sql`select count(*)::integer as carts from carts where guest_id = ${guestId}`;
    const rolledBack = new Error('roll back');
    await expect(
      api.database.db.transaction(async (tx) => {
        await executePrepared(tx, sql`insert into carts (id, guest_id) values (${newId()}, ${guestId})`);
        for (let run = 0; run < PLANNED; run++) {
          expect(await executePrepared(tx, count)).toEqual([{ carts: 1 }]);
        }
        // pg_prepared_statements lists the statements of this connection (none on PGlite, which
        // runs the same text unnamed).
        const prepared = await executePrepared<{ runs: number }>(
          tx,
          sql`select (generic_plans + custom_plans)::integer as runs from pg_prepared_statements
            where statement = ${'select count(*)::integer as carts from carts where guest_id = $1'}`,
        );
        expect(prepared).toEqual(testDatabaseKind === 'postgres' ? [{ runs: PLANNED }] : []);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await executePrepared(api.database.db, count)).toEqual([{ carts: 0 }]);
  });
});
