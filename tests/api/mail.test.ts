import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { jobs, mailOutbox, products } from '../../server/src/db/schema.ts';
import { SEND_MAIL_JOB } from '../../server/src/plugins/mail-outbox.ts';
import { type ReceivedMail, type SmtpReceiver, startSmtpReceiver } from '../support/smtp-receiver.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  paidCheckout,
  placeOrder,
  setVariantStock,
  startSecondInstance,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let receiver: SmtpReceiver;
let api: TestApp;
let admin: TestUser;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  // Retries come after 150 ms (doubling) instead of a minute, so the retry test waits on the mail.
  api = await createTestApp({ smtpUrl: receiver.url, mailRetryMs: 150, publicUrl: 'https://shop.example' });
  admin = await createUser(api, { role: 'admin' });
});
afterAll(async () => {
  await api.close();
  await receiver.close();
});

const setStatus = (id: string, status: string) =>
  api.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}`, headers: admin.auth, payload: { status } });

const to = (email: string, subject: string) => (mail: ReceivedMail) =>
  mail.to.includes(email) && mail.subject === subject;

async function outboxOf(email: string) {
  return api.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(mailOutbox.createdAt);
}

/** A customer's order of `quantity` units of a product priced ₹1,299.50 (a first order: 20% off). */
async function orderOf(quantity: number, name = 'Meera Iyer') {
  const [product] = await createProducts(api, 1, {
    name: 'Ikat Kurta',
    pricePaise: 129_950,
    discountPricePaise: null,
    countInStock: 20,
  });
  if (!product) throw new Error('no product');
  const buyer = await createUser(api, { name });
  const order = await placeOrder(api, buyer, product, quantity);
  return { product, buyer, order, short: order._id.slice(-8) };
}

describe('order mails through SMTP (SMTP_URL)', () => {
  it('sends the order-placed mail on finalize: store name, the lines, the totals, plain text and HTML', async () => {
    const { product, buyer, order, short } = await orderOf(2);
    const mail = await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is placed`));
    await api.ctx.mail.deliverDue();

    expect(mail.from).toBe('no-reply@threadline.test');
    expect(mail.text).toContain('Hello Meera Iyer,');
    expect(mail.text).toContain('Thank you for your order');
    // 2 × ₹1,299.50 = ₹2,599.00; 20% first-order discount ₹519.80; total ₹2,079.20: every amount
    // with paise, since some have them.
    expect(mail.text).toContain(
      `- Ikat Kurta (${product.sizes[0]} / ${product.colors[0]}) × 2 at ₹1,299.50: ₹2,599.00`,
    );
    expect(mail.text).toContain('Subtotal: ₹2,599.00');
    expect(mail.text).toContain('First-order discount: −₹519.80');
    expect(mail.text).toContain('Shipping: Free');
    expect(mail.text).toContain('Total: ₹2,079.20');
    expect(order.totalPrice).toBe(2079.2);
    expect(mail.text).toContain('Asha Verma');
    expect(mail.text).toContain(`See your order: https://shop.example/order/${order._id}`);
    expect(mail.text).toContain('Threadline');
    // The tax invoice issued with the order, named, on the order's page it links to (docs/product.md §10).
    const [invoice] = (order as unknown as { taxDocuments: Array<{ number: string }> }).taxDocuments;
    if (!invoice) throw new Error('no invoice');
    expect(invoice.number).toMatch(/^TL\/\d{2}-\d{2}\/\d{6}$/);
    expect(mail.text).toContain(
      `Your tax invoice ${invoice.number} is ready: download it from your order's page.`,
    );
    expect(mail.html).toContain(`Your tax invoice ${invoice.number} is ready`);

    expect(mail.html).toContain('<h1');
    expect(mail.html).toContain(`Your Threadline order #${short} is placed`);
    expect(mail.html).toContain('Ikat Kurta');
    expect(mail.html).toContain('₹2,599.00');
    expect(mail.html).toContain('₹2,079.20');
    expect(mail.html).toContain(`href="https://shop.example/order/${order._id}"`);

    const [row] = await outboxOf(buyer.email);
    expect(row).toMatchObject({ kind: 'order-placed', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('shows each line in the colour bought: the cart, the checkout, the order and the mail', async () => {
    const [product] = await createProducts(api, 1, { name: 'Stretch Chinos', colors: ['gray', 'navy'] });
    if (!product) throw new Error('no product');
    // The first picture is grey; navy has its own, and one fits every colour.
    await api.ctx.db
      .update(products)
      .set({
        images: [
          { url: '/uploads/products/chinos-gray.webp', altText: 'Grey chinos', color: 'gray' },
          { url: '/uploads/products/chinos-any.webp', altText: 'Chinos, detail', color: null },
          { url: '/uploads/products/chinos-navy.webp', altText: 'Navy chinos', color: 'navy' },
        ],
      })
      .where(eq(products.id, product.id));
    await setVariantStock(api, product.id, 5, { color: 'navy' });
    await setVariantStock(api, product.id, 5, { color: 'gray' });
    const navy = 'https://shop.example/uploads/products/chinos-navy.webp';
    const buyer = await createUser(api, { name: 'Navy Buyer' });

    const cart = await addToCart(api, buyer, product, 1, { color: 'NAVY' });
    expect(cart.products).toEqual([expect.objectContaining({ color: 'navy', image: navy })]);
    const both = await addToCart(api, buyer, product, 1, { color: 'gray' });
    expect(both.products.map((line: { color: string; image: string }) => [line.color, line.image])).toEqual([
      ['navy', navy],
      ['gray', 'https://shop.example/uploads/products/chinos-gray.webp'],
    ]);
    const read = await api.app.inject({ method: 'GET', url: '/api/cart', headers: buyer.auth });
    expect(read.json().products[0].image).toBe(navy);

    const checkoutId = await paidCheckout(api, buyer);
    const checkout = await api.app.inject({
      method: 'GET',
      url: `/api/checkout/${checkoutId}`,
      headers: buyer.auth,
    });
    expect(checkout.json().checkoutItems[0]).toMatchObject({ color: 'navy', image: navy });
    const finalized = await api.app.inject({
      method: 'POST',
      url: `/api/checkout/${checkoutId}/finalize`,
      headers: buyer.auth,
    });
    const order = finalized.json();
    expect(order.orderItems[0]).toMatchObject({ color: 'navy', image: navy });
    const mine = await api.app.inject({ method: 'GET', url: '/api/orders/my-orders', headers: buyer.auth });
    expect(mine.json().orders[0].orderItems[0].image).toBe(navy);

    const mail = await receiver.waitFor(
      to(buyer.email, `Your Threadline order #${order._id.slice(-8)} is placed`),
    );
    expect(mail.html).toContain(`<img src="${navy}"`);
    expect(mail.html).toContain('<img src="https://shop.example/uploads/products/chinos-gray.webp"');

    // A colour without pictures of its own shows the picture that fits every colour.
    await api.ctx.db
      .update(products)
      .set({
        images: [
          { url: '/uploads/products/chinos-gray.webp', altText: 'Grey chinos', color: 'gray' },
          { url: '/uploads/products/chinos-any.webp', altText: 'Chinos, detail', color: null },
        ],
      })
      .where(eq(products.id, product.id));
    const after = await addToCart(api, buyer, product, 1, { color: 'navy' });
    expect(after.products[0].image).toBe('https://shop.example/uploads/products/chinos-any.webp');
  });

  it('sends one mail per status change: shipped, delivered, and cancelled with the refund', async () => {
    const { buyer, order, short } = await orderOf(1, 'Kabir Shah');
    await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is placed`));

    expect((await setStatus(order._id, 'Shipped')).statusCode).toBe(200);
    const shipped = await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is now Shipped`));
    expect(shipped.text).toContain('has shipped and is on its way to you');
    expect(shipped.text).toContain('Total: ₹1,039.60');
    expect(shipped.html).toContain('Ikat Kurta');

    expect((await setStatus(order._id, 'Delivered')).statusCode).toBe(200);
    const delivered = await receiver.waitFor(
      to(buyer.email, `Your Threadline order #${short} is now Delivered`),
    );
    expect(delivered.text).toMatch(/was delivered on \d{1,2} \w{3} \d{4}/);

    expect((await setStatus(order._id, 'Cancelled')).statusCode).toBe(200);
    const cancelled = await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is cancelled`));
    expect(cancelled.text).toContain('has been cancelled, and its items will not be sent');
    expect(cancelled.text).toContain(
      'The ₹1,039.60 you paid will be refunded to the way you paid; we will write again when the refund is done.',
    );
    expect(cancelled.text).toContain('- Ikat Kurta');
    expect(cancelled.html).toContain('₹1,039.60');

    // The status it already has: no change, no mail.
    expect((await setStatus(order._id, 'Cancelled')).statusCode).toBe(200);
    await api.ctx.mail.deliverDue();
    expect((await outboxOf(buyer.email)).map((row) => row.kind)).toEqual([
      'order-placed',
      'order-status',
      'order-status',
      'order-cancelled',
    ]);
  });

  it('goes to the account’s current email, and to the one kept on the order once the account is gone', async () => {
    const { buyer, order, short } = await orderOf(1, 'Ira Das');
    await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is placed`));
    const renamed = `new.${buyer.email}`;
    await api.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${buyer.id}`,
      headers: admin.auth,
      payload: { email: renamed },
    });
    await setStatus(order._id, 'Shipped');
    await receiver.waitFor(to(renamed, `Your Threadline order #${short} is now Shipped`));

    await api.app.inject({ method: 'DELETE', url: `/api/admin/users/${buyer.id}`, headers: admin.auth });
    await setStatus(order._id, 'Delivered');
    await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is now Delivered`));
  });

  it('retries a mail the server refused, and the order is placed all the same', async () => {
    // Only the buyer's mail is refused: another test's mail going out meanwhile must not take the refusal.
    const [product] = await createProducts(api, 1, { name: 'Ikat Kurta', countInStock: 20 });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api, { name: 'Rohan Pillai' });
    receiver.refuseNext(1, buyer.email);
    const refusedBefore = receiver.refused;
    const short = (await placeOrder(api, buyer, product, 1))._id.slice(-8);
    const mail = await receiver.waitFor(to(buyer.email, `Your Threadline order #${short} is placed`));
    expect(receiver.refused).toBe(refusedBefore + 1);
    expect(mail.text).toContain('- Ikat Kurta');
    await api.ctx.mail.deliverDue();

    const [row] = await outboxOf(buyer.email);
    expect(row?.attempts).toBe(2);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(receiver.mails.filter(to(buyer.email, `Your Threadline order #${short} is placed`))).toHaveLength(
      1,
    );
  });

  it('sends each mail once when two processes deliver from one outbox', async () => {
    const second = await startSecondInstance(api);
    try {
      const [product] = await createProducts(api, 1, { countInStock: 50 });
      if (!product) throw new Error('no product');
      const buyers = await Promise.all([1, 2, 3, 4].map((n) => createUser(api, { name: `Twin ${n}` })));
      const orders = [];
      for (const buyer of buyers) orders.push(await placeOrder(api, buyer, product, 1));
      await Promise.all([
        api.ctx.mail.deliverDue(),
        second.ctx.mail.deliverDue(),
        second.ctx.mail.deliverDue(),
      ]);
      for (const [index, buyer] of buyers.entries()) {
        const subject = `Your Threadline order #${orders[index]?._id.slice(-8)} is placed`;
        await receiver.waitFor(to(buyer.email, subject));
        expect(receiver.mails.filter(to(buyer.email, subject))).toHaveLength(1);
      }
    } finally {
      await second.app.close();
    }
  });
});

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('when mail cannot be sent', () => {
  it('places the order, keeps the mail with why it failed, and gives it up after the last attempt', async () => {
    const down = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      mailRetryMs: 10_000,
      mailMaxAttempts: 2,
    });
    try {
      const [product] = await createProducts(down, 1, { countInStock: 5 });
      if (!product) throw new Error('no product');
      const buyer = await createUser(down, { name: 'Offline Buyer' });
      await addToCart(down, buyer, product, 1);
      const checkoutId = await paidCheckout(down, buyer);
      const finalized = await down.app.inject({
        method: 'POST',
        url: `/api/checkout/${checkoutId}/finalize`,
        headers: buyer.auth,
      });
      expect(finalized.statusCode).toBe(201);

      await down.ctx.mail.deliverDue();
      const [first] = await down.ctx.db.select().from(mailOutbox);
      expect(first).toMatchObject({ kind: 'order-placed', attempts: 1, sentAt: null, failedAt: null });
      expect(first?.lastError).toMatch(/ECONNREFUSED/);
      // Its next try is the mail job's, on the one job queue, MAIL_RETRY_SECONDS (10 s here) later.
      const sendJob = () => down.ctx.db.select().from(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));
      const [waiting] = await sendJob();
      expect(waiting).toMatchObject({
        payload: { mailId: first?.id },
        attempts: 1,
        maxAttempts: 2,
        doneAt: null,
      });
      expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

      // Due now (as if the wait had passed): the second and last attempt fails too, and it is given up.
      await down.ctx.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.kind, SEND_MAIL_JOB));
      await down.ctx.mail.deliverDue();
      const [last] = await down.ctx.db.select().from(mailOutbox);
      expect(last).toMatchObject({ attempts: 2, sentAt: null });
      expect(last?.failedAt).toBeInstanceOf(Date);
      expect((await sendJob())[0]?.failedAt).toBeInstanceOf(Date);
      await down.ctx.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(jobs.kind, SEND_MAIL_JOB));
      await down.ctx.mail.deliverDue();
      const [after] = await down.ctx.db.select().from(mailOutbox);
      expect(after?.attempts).toBe(2);
    } finally {
      await down.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file into the outbox folder of the data folder', async () => {
    const local = await createTestApp();
    try {
      expect(local.config.mailOutboxDir).toBe(path.join(local.config.dataDir, 'outbox'));
      const [product] = await createProducts(local, 1, { name: 'Chanderi Dupatta', countInStock: 5 });
      if (!product) throw new Error('no product');
      const buyer = await createUser(local, { name: 'Tara Menon' });
      const order = await placeOrder(local, buyer, product, 1);
      await local.ctx.mail.deliverDue();

      const files = (await readdir(local.config.mailOutboxDir)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/-order-placed-[0-9a-f]{24}\.eml$/);
      const message = await readFile(path.join(local.config.mailOutboxDir, files[0] ?? ''), 'utf8');
      expect(message).toContain(`To: ${buyer.email}`);
      expect(message).toContain(`Subject: Your Threadline order #${order._id.slice(-8)} is placed`);
      expect(message).toContain('Content-Type: text/plain');
      expect(message).toContain('Content-Type: text/html');
    } finally {
      await local.close();
    }
  });

  it('keeps the folder and its mails to the server’s user: a reset mail there holds a working link', async () => {
    const local = await createTestApp();
    try {
      // A folder made before, open to everyone, is closed too.
      await mkdir(local.config.mailOutboxDir, { mode: 0o755 });
      await chmod(local.config.mailOutboxDir, 0o755);
      const user = await createUser(local, { name: 'Ira Sen' });
      const asked = await local.app.inject({
        method: 'POST',
        url: '/api/users/forgot-password',
        payload: { email: user.email },
      });
      expect(asked.statusCode).toBe(200);
      await local.ctx.background.settled();
      await local.ctx.mail.deliverDue();

      const files = (await readdir(local.config.mailOutboxDir)).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const file = path.join(local.config.mailOutboxDir, files[0] ?? '');
      expect(await readFile(file, 'utf8')).toContain('Subject: Reset your Threadline password');
      expect((await stat(local.config.mailOutboxDir)).mode & 0o777).toBe(0o700);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await local.close();
    }
  });
});
