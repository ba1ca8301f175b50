import {
  STOCK_ALERT_EMAIL_REQUIRED,
  STOCK_ALERT_IN_STOCK,
  STOCK_ALERT_LINK_INVALID,
  STOCK_ALERT_NOT_FOUND,
  STOCK_ALERT_REMOVED,
  STOCK_ALERTS_REMOVED,
} from '@store/contracts';
import { and, eq } from 'drizzle-orm';
import { mailOutbox, productVariants, stockAlerts } from '../../server/src/db/schema.ts';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../support/smtp-receiver.ts';
import {
  createProducts,
  createTestApp,
  createUser,
  placeOrder,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let receiver: SmtpReceiver;
let api: TestApp;
let admin: TestUser;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  api = await createTestApp({ smtpUrl: receiver.url, publicUrl: 'https://shop.example' });
  admin = await createUser(api, { role: 'admin' });
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

/** A product whose first cell has `stock` units and a sold-out cell beside it (same colour). */
async function productWithSoldOutCell(stock = 5) {
  const [product] = await createProducts(api, 1, {
    name: 'Linen Shirt',
    sizes: ['S', 'M', 'L'],
    colors: ['navy', 'white'],
    countInStock: stock,
  });
  if (!product) throw new Error('no product');
  const cells = await api.ctx.db
    .select({ size: productVariants.size, color: productVariants.color, stock: productVariants.countInStock })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(productVariants.position);
  const inStock = cells.find((cell) => cell.stock > 0);
  const soldOut = cells.find((cell) => cell.stock === 0);
  if (!inStock || !soldOut) throw new Error('no cells');
  return { product, inStock, soldOut };
}

const notify = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/stock-alerts', headers, payload });

const restock = (productId: string, cell: { size: string; color: string }, units: number) =>
  api.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${productId}`,
    headers: admin.auth,
    payload: { variants: [{ size: cell.size, color: cell.color, countInStock: units }] },
  });

const alertMails = (email: string) =>
  api.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'back-in-stock')));

const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const backInStock = (email: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject.startsWith('Back in stock: ');

describe('notify me on a sold-out size and colour', () => {
  it('takes a guest by e-mail, answers the same when asked again, and keeps one waiting alert', async () => {
    const { product, soldOut } = await productWithSoldOutCell();
    const email = uniqueEmail('guest');
    const body = {
      productId: product.id,
      size: soldOut.size,
      color: soldOut.color,
      email: ` ${email.toUpperCase()} `,
    };
    const first = await notify(body);
    const again = await notify(body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: `We will e-mail ${email} once when it is back in stock.` });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const rows = await api.ctx.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(rows).toHaveLength(1);
    expect(await alertMails(email)).toHaveLength(0);
  });

  it('answers readable 400s: bad email, no email from a guest, a cell not sold, a cell in stock, no product', async () => {
    const { product, inStock, soldOut } = await productWithSoldOutCell();
    const cell = { productId: product.id, size: soldOut.size, color: soldOut.color };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...cell, email: 'not-an-email' }, 'Enter a valid email address'],
      [cell, STOCK_ALERT_EMAIL_REQUIRED],
      [{ ...cell, size: 'XXL', email: 'a@example.com' }, `Linen Shirt is not sold in XXL / ${soldOut.color}`],
      [{ ...cell, size: inStock.size, color: inStock.color, email: 'a@example.com' }, STOCK_ALERT_IN_STOCK],
      [{ ...cell, productId: 'ffffffffffffffffffffffff', email: 'a@example.com' }, 'Product not found'],
    ];
    for (const [payload, message] of cases) {
      const response = await notify(payload);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      });
    }
  });
});

describe('the restock fires each alert once', () => {
  it('mails once when the admin restocks, with a link to that size and colour and a working removal link', async () => {
    const { product, soldOut } = await productWithSoldOutCell();
    const email = uniqueEmail('restock');
    expect(
      (await notify({ productId: product.id, size: soldOut.size, color: soldOut.color, email })).statusCode,
    ).toBe(201);
    expect((await restock(product.id, soldOut, 3)).statusCode).toBe(200);
    const mail = await receiver.waitFor(backInStock(email));
    expect(mail.subject).toBe(`Back in stock: Linen Shirt in ${soldOut.size} / ${soldOut.color}`);
    expect(mail.text).toContain(
      `See it: https://shop.example/product/${product.id}?size=${soldOut.size}&color=${soldOut.color}`,
    );
    // A second restock finds the alert done.
    expect((await restock(product.id, soldOut, 0)).statusCode).toBe(200);
    expect((await restock(product.id, soldOut, 9)).statusCode).toBe(200);
    expect(await alertMails(email)).toHaveLength(1);

    // The removal link removes the address's other waiting alerts, and answers the same again.
    const other = await productWithSoldOutCell();
    await notify({
      productId: other.product.id,
      size: other.soldOut.size,
      color: other.soldOut.color,
      email,
    });
    const token = /#remove-alerts=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no removal link');
    for (let time = 0; time < 2; time += 1) {
      const removed = await api.app.inject({
        method: 'POST',
        url: '/api/stock-alerts/remove',
        payload: { token },
      });
      expect({ status: removed.statusCode, body: removed.json() }).toEqual({
        status: 200,
        body: { message: STOCK_ALERTS_REMOVED },
      });
    }
    const waiting = await api.ctx.db.select().from(stockAlerts).where(eq(stockAlerts.email, email));
    expect(waiting.filter((row) => row.firedAt === null)).toHaveLength(0);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/stock-alerts/remove',
      payload: { token: 'x'.repeat(43) },
    });
    expect({ status: bad.statusCode, body: bad.json() }).toEqual({
      status: 400,
      body: { message: STOCK_ALERT_LINK_INVALID },
    });
  });

  it('sends one mail when two restocks race', async () => {
    const { product, soldOut } = await productWithSoldOutCell();
    const email = uniqueEmail('race');
    await notify({ productId: product.id, size: soldOut.size, color: soldOut.color, email });
    const answers = await Promise.all([restock(product.id, soldOut, 4), restock(product.id, soldOut, 6)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await receiver.waitFor(backInStock(email));
    expect(await alertMails(email)).toHaveLength(1);
  });

  it('fires when a cancelled order puts the last unit back', async () => {
    const { product, inStock } = await productWithSoldOutCell(1);
    const buyer = await createUser(api);
    const order = await placeOrder(api, buyer, product, 1);
    const email = uniqueEmail('cancel');
    expect(
      (await notify({ productId: product.id, size: inStock.size, color: inStock.color, email })).statusCode,
    ).toBe(201);
    const cancelled = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.auth,
      payload: { status: 'Cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const mail = await receiver.waitFor(backInStock(email));
    expect(mail.subject).toBe(`Back in stock: Linen Shirt in ${inStock.size} / ${inStock.color}`);
    expect(await alertMails(email)).toHaveLength(1);
  });
});

describe("a signed-in shopper's alerts", () => {
  it('uses the account email, lists the waiting alerts, and lets only their owner remove one', async () => {
    const { product, soldOut } = await productWithSoldOutCell();
    const shopper = await createUser(api, { name: 'Asha Rao' });
    const other = await createUser(api);
    const made = await notify(
      { productId: product.id, size: soldOut.size, color: soldOut.color },
      shopper.auth,
    );
    expect(made.json()).toEqual({
      message: `We will e-mail ${shopper.email} once when it is back in stock.`,
    });
    const listed = await api.app.inject({ method: 'GET', url: '/api/stock-alerts', headers: shopper.auth });
    expect(listed.statusCode).toBe(200);
    const [alert, ...rest] = listed.json();
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      productId: product.id,
      productName: 'Linen Shirt',
      size: soldOut.size,
      color: soldOut.color,
      email: shopper.email,
    });
    const url = `/api/stock-alerts/${alert._id}`;
    const byOther = await api.app.inject({ method: 'DELETE', url, headers: other.auth });
    expect({ status: byOther.statusCode, body: byOther.json() }).toEqual({
      status: 404,
      body: { message: STOCK_ALERT_NOT_FOUND },
    });
    const byOwner = await api.app.inject({ method: 'DELETE', url, headers: shopper.auth });
    expect(byOwner.json()).toEqual({ message: STOCK_ALERT_REMOVED });
    const after = await api.app.inject({ method: 'GET', url: '/api/stock-alerts', headers: shopper.auth });
    expect(after.json()).toEqual([]);
  });
});
