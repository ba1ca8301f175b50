import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { computeGst, istDate } from '@store/contracts/gst';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { orders, taxDocuments } from '../../server/src/db/schema.ts';
import { newId } from '../../server/src/lib/ids.ts';
import { issueInvoice } from '../../server/src/modules/tax/index.ts';
import { makeTempDir, removeTempDir } from '../support/temp-dirs.ts';
import { deliverOrder } from './support/reviews.ts';
import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
  paidBeforeTheGateway,
  SHIPPING_ADDRESS,
  startSecondInstance,
  stockOf,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

/**
 * Tax invoices and credit notes (docs/product.md §10), on PGlite and on PostgreSQL: an invoice with
 * every order, numbered without gaps or repeats across two API instances, credit notes on
 * cancellation, archived instead of deleted, and the HSN codes the admin sets.
 */
let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

type Injector = Pick<TestApp['app'], 'inject'>;

const OTHER_STATE = { ...SHIPPING_ADDRESS, city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };

/** A paid checkout of `user`'s cart shipped to `address`; answers its id. */
async function paidCheckoutTo(user: TestUser, address: object = SHIPPING_ADDRESS, app: Injector = api.app) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: user.auth,
    payload: { shippingAddress: address },
  });
  if (created.statusCode !== 201) throw new Error(`checkout: ${created.body}`);
  const id = created.json()._id as string;
  const paid = await app.inject({
    method: 'PUT',
    url: `/api/checkout/${id}/pay`,
    headers: user.auth,
    payload: await gatewayProof(api, user, id),
  });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.body}`);
  return id;
}

const finalize = (user: TestUser, checkoutId: string, app: Injector = api.app) =>
  app.inject({ method: 'POST', url: `/api/checkout/${checkoutId}/finalize`, headers: user.auth });

/** One order of `quantity` pieces of a new product at `rupees` each, by a new customer (first order: 20% off). */
async function orderOf(
  rupees: number,
  quantity = 1,
  address: object = SHIPPING_ADDRESS,
  category = 'Dresses',
  name?: string,
) {
  const [product] = await createProducts(api, 1, {
    pricePaise: rupees * 100,
    discountPricePaise: null,
    countInStock: 50,
    unitsSold: 0,
    category,
    ...(name ? { name } : {}),
  });
  if (!product) throw new Error('no product');
  const buyer = await createUser(api, { name: 'Asha Verma' });
  await addToCart(api, buyer, product, quantity);
  const response = await finalize(buyer, await paidCheckoutTo(buyer, address));
  if (response.statusCode !== 201) throw new Error(`finalize: ${response.body}`);
  return { product, buyer, order: response.json() };
}

const documentsOf = (orderId: string) =>
  api.ctx.db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(taxDocuments.issuedAt);

const NUMBER = /^TL\/\d{2}-\d{2}\/\d{6}$/;

describe('the invoice issued with the order', () => {
  it('numbers it TL/yy-yy/nnnnnn and keeps the breakdown: CGST + SGST within the shop state', async () => {
    // ₹3,000 less the first-order 20% is ₹2,400 a piece: 5%, in Karnataka (the shop's state).
    const { order } = await orderOf(3000, 1);
    expect(order.taxDocuments).toHaveLength(1);
    const [summary] = order.taxDocuments;
    expect(summary).toMatchObject({ kind: 'invoice', total: 2400, tax: 114.29, invoiceNumber: null });
    expect(summary.number).toMatch(NUMBER);
    expect(summary.number.length).toBeLessThanOrEqual(16);

    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: summary.number,
      placeOfSupply: 'Karnataka (29)',
      intraState: true,
      buyer: {
        name: 'Asha Verma',
        addressLines: ['12 MG Road, Flat 4B', 'Bengaluru 560001', 'Karnataka, India'],
        state: 'Karnataka',
        stateCode: '29',
      },
      supplier: { state: 'Karnataka', stateCode: '29', gstin: '29AAACT0000F1Z1' },
      // 2,400 × 5 / 105 = 114.285… → ₹114.29 of tax, the same as IGST would be; CGST half of it
      // rounded down ₹57.14, SGST the rest ₹57.15; taxable ₹2,285.71
      taxablePaise: 228_571,
      cgstPaise: 5_714,
      sgstPaise: 5_715,
      igstPaise: 0,
      totalPaise: 240_000,
    });
    expect(invoice?.lines).toEqual([
      expect.objectContaining({
        kind: 'goods',
        hsn: '6204',
        quantity: 1,
        unitPricePaise: 300_000,
        discountPaise: 60_000,
        amountPaise: 240_000,
        ratePercent: 5,
      }),
    ]);
  });

  it('charges IGST when the goods go to another state, 18% above ₹2,625 a piece', async () => {
    // ₹3,500 less 20% is ₹2,800 a piece, in the band charged 18%; Maharashtra is another state.
    const { order } = await orderOf(3500, 2, OTHER_STATE);
    const [invoice] = await documentsOf(order._id);
    expect(invoice).toMatchObject({
      placeOfSupply: 'Maharashtra (27)',
      intraState: false,
      cgstPaise: 0,
      sgstPaise: 0,
      // 5,600 × 18 / 118 = 854.237… → ₹854.24
      igstPaise: 85_424,
      taxablePaise: 474_576,
      totalPaise: 560_000,
    });
    expect(invoice?.lines[0]).toMatchObject({ ratePercent: 18, quantity: 2 });
  });

  it('numbers consecutively with no gap and no repeat when two API instances place orders at once', async () => {
    const second = await startSecondInstance(api);
    try {
      const [plenty] = await createProducts(api, 1, { countInStock: 100 });
      if (!plenty) throw new Error('no product');
      const ready: Array<{ buyer: TestUser; checkoutId: string }> = [];
      for (let index = 0; index < 8; index += 1) {
        const buyer = await createUser(api);
        await addToCart(api, buyer, plenty, 1);
        ready.push({ buyer, checkoutId: await paidCheckoutTo(buyer) });
      }
      // A transaction that takes a number and then fails gives it back: no gap.
      const { order: earlier } = await orderOf(700);
      const [row] = await api.ctx.db.select().from(orders).where(eq(orders.id, earlier._id));
      await expect(
        api.ctx.db.transaction(async (tx) => {
          if (row) await issueInvoice(tx, api.config.shop, row);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const [before] = await api.ctx.db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(taxDocuments)
        .where(eq(taxDocuments.kind, 'invoice'));
      const answers = await Promise.all(
        ready.map(({ buyer, checkoutId }, index) =>
          finalize(buyer, checkoutId, index % 2 === 0 ? api.app : second.app),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);

      const invoices = await api.ctx.db
        .select({
          number: taxDocuments.number,
          sequence: taxDocuments.sequence,
          year: taxDocuments.financialYear,
        })
        .from(taxDocuments)
        .where(eq(taxDocuments.kind, 'invoice'))
        .orderBy(taxDocuments.sequence);
      expect(invoices).toHaveLength((before?.count ?? 0) + 8);
      // Every number of the year from 1 to the last, each once.
      expect(invoices.map((invoice) => invoice.sequence)).toEqual(invoices.map((_, index) => index + 1));
      expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(invoices.length);
      for (const answer of answers.filter((one) => one.statusCode === 201)) {
        expect(answer.json().taxDocuments[0].number).toMatch(NUMBER);
      }
    } finally {
      await second.app.close();
    }
  });

  it('keeps documents as issued: the database refuses to change or delete one', async () => {
    const { order } = await orderOf(999);
    await expect(
      api.ctx.db.update(taxDocuments).set({ totalPaise: 1 }).where(eq(taxDocuments.orderId, order._id)),
    ).rejects.toThrow();
    await expect(
      api.ctx.db.delete(taxDocuments).where(eq(taxDocuments.orderId, order._id)),
    ).rejects.toThrow();
    expect(await documentsOf(order._id)).toHaveLength(1);
  });
});

/** The PDF's text as pdftotext (poppler-utils) reads it, one line per line of the page. */
function pdfText(pdf: Buffer): string {
  const folder = makeTempDir('pdf');
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    removeTempDir(folder);
  }
}

/** The PDF's text lines that have any, each split into its columns (two spaces or more apart). */
const pdfLines = (text: string) =>
  text
    .split('\n')
    .map((row) => row.trim())
    .filter(Boolean)
    .map((row) => row.split(/\s{2,}/));

/** The index of the first line whose first column is `first`. */
function lineOf(lines: string[][], first: string): number {
  const index = lines.findIndex((columns) => columns[0] === first);
  if (index < 0) throw new Error(`no line starts with ${first}`);
  return index;
}
/** The columns of the first line whose first column is `first`. */
const columnsOf = (lines: string[][], first: string) => lines[lineOf(lines, first)];
/** The `count` lines after the first line whose first column is `first`. */
const after = (lines: string[][], first: string, count: number) =>
  lines.slice(lineOf(lines, first) + 1, lineOf(lines, first) + 1 + count);

/** '27 November 2026': the day of `at` in India. */
const indianDate = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);

const download = (orderId: string, documentId: string, user: TestUser | null) =>
  api.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/documents/${documentId}`,
    headers: user?.auth ?? {},
  });

describe('GST on the cart and the checkout', () => {
  it('answers the GST inside the total: the cart before the discount, the checkout with it', async () => {
    const [product] = await createProducts(api, 1, {
      pricePaise: 300_000,
      discountPricePaise: null,
      countInStock: 5,
    });
    if (!product) throw new Error('no product');
    const buyer = await createUser(api);
    // ₹3,000 a piece is above ₹2,625: 18% inside, 3,000 × 18 / 118 = ₹457.63
    expect((await addToCart(api, buyer, product, 1)).gst).toBe(457.63);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.auth,
      payload: { shippingAddress: OTHER_STATE },
    });
    // less the first-order 20%: ₹2,400 at 5%, 2,400 × 5 / 105 = ₹114.29
    expect(created.json()).toMatchObject({ totalPrice: 2400, gst: 114.29 });
  });
});

describe('the invoice PDF', () => {
  it('shows the supplier, buyer, place of supply, each line with its tax, totals in figures and words', async () => {
    // Two pieces at ₹7,926.00 each to Maharashtra: ₹15,852 less 20% is ₹12,681.60 (₹6,340.80 a piece, 18% IGST).
    // A short name, so the line's description stays on one line of the PDF's text (a generated
    // catalogue name can be long enough to wrap inside its column).
    const { order, buyer } = await orderOf(7926, 2, OTHER_STATE, 'Dresses', 'Linen Shirt');
    const [invoice] = order.taxDocuments;
    const answer = await download(order._id, invoice._id, buyer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    const text = pdfText(answer.rawPayload);
    const [stored] = await documentsOf(order._id);
    const line = stored?.lines[0];
    if (!stored || !line) throw new Error('no invoice');
    expect(stored).toMatchObject({ taxablePaise: 1_074_712, igstPaise: 193_448, totalPaise: 1_268_160 });
    const lines = pdfLines(text);
    // the supplier on the left, the document on the right
    expect(lines.slice(0, 5)).toEqual([
      ['Tax Invoice'],
      ['Threadline Retail Private Limited (fictitious)', `Invoice number: ${invoice.number}`],
      ['0 Example Road, Indiranagar, Bengaluru 560038', `Invoice date: ${indianDate(stored.issuedAt)}`],
      ['State: Karnataka (State code 29)', 'Place of supply: Maharashtra (27)'],
      ['GSTIN: 29AAACT0000F1Z1'],
    ]);
    expect(after(lines, 'Bill to / Ship to', 5)).toEqual([
      ['Asha Verma'],
      ['12 MG Road, Flat 4B'],
      ['Mumbai 400001'],
      ['Maharashtra, India'],
      ['State: Maharashtra (State code 27)'],
    ]);
    expect(columnsOf(lines, '#')).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Unit price',
      'Discount',
      'Taxable value',
      'Rate',
      'IGST',
      'Amount',
    ]);
    expect(after(lines, '#', 1)).toEqual([
      [
        '1',
        `Linen Shirt (Size ${line.size}, ${line.color})`,
        '6204',
        '2',
        '₹7,926.00',
        '₹3,170.40',
        '₹10,747.12',
        '18%',
        '18% ₹1,934.48',
        '₹12,681.60',
      ],
    ]);
    expect(after(lines, '1', 3)).toEqual([
      ['Taxable value', '₹10,747.12'],
      ['IGST', '₹1,934.48'],
      ['Total', '₹12,681.60'],
    ]);
    expect(after(lines, 'Total', 3)).toEqual([
      ['Amount in words: Rupees Twelve Thousand Six Hundred Eighty-One and Paise Sixty Only'],
      ['Tax is not payable on reverse charge.'],
      ['Prices include GST. This is a computer-generated document and needs no signature.'],
    ]);
  });

  it('shows CGST and SGST within the shop state, and the total in Indian words', async () => {
    // Two pieces at ₹9,907.00 in Karnataka: ₹19,814 less 20% is ₹15,851.20, 18% inside:
    // 15,851.20 × 18 / 118 = 2,417.979… → ₹2,417.98 of tax, CGST ₹1,208.99 and SGST ₹1,208.99.
    const { order, buyer } = await orderOf(9907, 2, SHIPPING_ADDRESS, 'Top Wear', 'Kurta');
    const [invoice] = order.taxDocuments;
    const lines = pdfLines(pdfText((await download(order._id, invoice._id, buyer)).rawPayload));
    const [stored] = await documentsOf(order._id);
    const line = stored?.lines[0];
    if (!line) throw new Error('no invoice');
    expect(lines[3]).toEqual(['State: Karnataka (State code 29)', 'Place of supply: Karnataka (29)']);
    expect(columnsOf(lines, '#')).toEqual([
      '#',
      'Description',
      'HSN',
      'Qty',
      'Unit price',
      'Discount',
      'Taxable value',
      'Rate',
      'CGST',
      'SGST',
      'Amount',
    ]);
    // The rate and the two heads' columns sit close: pdftotext may read them with one space between.
    expect(after(lines, '#', 1).map((columns) => columns.join(' '))).toEqual([
      [
        '1',
        `Kurta (Size ${line.size}, ${line.color})`,
        '6109',
        '2',
        '₹9,907.00',
        '₹3,962.80',
        '₹13,433.22',
        '18%',
        '9% ₹1,208.99',
        '9% ₹1,208.99',
        '₹15,851.20',
      ].join(' '),
    ]);
    expect(after(lines, '1', 4)).toEqual([
      ['Taxable value', '₹13,433.22'],
      ['CGST', '₹1,208.99'],
      ['SGST', '₹1,208.99'],
      ['Total', '₹15,851.20'],
    ]);
    expect(after(lines, 'Total', 2)).toEqual([
      ['Amount in words: Rupees Fifteen Thousand Eight Hundred Fifty-One and Paise Twenty Only'],
      ['Tax is not payable on reverse charge.'],
    ]);
  });

  it("is for the order's customer and admins only", async () => {
    const { order } = await orderOf(999);
    const [invoice] = order.taxDocuments;
    const stranger = await createUser(api);
    expect((await download(order._id, invoice._id, admin)).statusCode).toBe(200);
    const refused = await download(order._id, invoice._id, stranger);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: 'That document belongs to someone else.' },
    ]);
    expect((await download(order._id, invoice._id, null)).statusCode).toBe(401);
    const other = await orderOf(999);
    const mismatched = await download(other.order._id, invoice._id, admin);
    expect([mismatched.statusCode, mismatched.json()]).toEqual([404, { message: 'Document not found' }]);
  });

  it('says Credit Note and names the invoice it reduces', async () => {
    const { order, buyer } = await orderOf(1499, 1);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: buyer.auth,
    });
    const [invoice, note] = cancelled.json().taxDocuments;
    const text = pdfText((await download(order._id, note._id, buyer)).rawPayload);
    for (const expected of [
      'Credit Note',
      `Credit note number: ${note.number}`,
      `Against invoice: ${invoice.number}`,
      'Reason: Order cancelled',
      'CGST',
      'SGST',
      'Total credited',
      'Amount in words: Rupees One Thousand One Hundred Ninety-Nine and Paise Twenty Only',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('credit notes', () => {
  const cancel = (id: string, user: TestUser) =>
    api.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: user.auth });
  const setStatus = (id: string, status: string) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${id}`,
      headers: admin.auth,
      payload: { status },
    });

  it('cancelling issues a credit note CN/yy-yy/nnnnnn naming the invoice, with the same breakdown', async () => {
    const { order, buyer } = await orderOf(1499, 3, OTHER_STATE);
    const cancelled = await cancel(order._id, buyer);
    expect(cancelled.statusCode).toBe(200);
    const [invoice, note] = cancelled.json().taxDocuments;
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoiceNumber: invoice.number,
      total: invoice.total,
      tax: invoice.tax,
    });
    expect(note.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const [stored, storedNote] = await documentsOf(order._id);
    expect(storedNote).toMatchObject({
      invoiceId: stored?.id,
      reason: 'Order cancelled',
      lines: stored?.lines,
    });
    // Cancelling again issues nothing more.
    expect((await cancel(order._id, buyer)).json().taxDocuments).toHaveLength(2);
  });

  it('reopening a cancelled order invoices it again under a new number', async () => {
    const { order } = await orderOf(799, 1);
    // An order paid online is refunded through the gateway when cancelled and cannot be reopened.
    await paidBeforeTheGateway(api, order._id);
    await setStatus(order._id, 'Cancelled');
    const reopened = await setStatus(order._id, 'Processing');
    expect(reopened.statusCode).toBe(200);
    const kinds = reopened.json().taxDocuments.map((document: { kind: string }) => document.kind);
    expect(kinds).toEqual(['invoice', 'credit_note', 'invoice']);
    const [first, , again] = reopened.json().taxDocuments;
    expect(again.number).not.toBe(first.number);
    expect(again.total).toBe(first.total);
  });
});

describe('a return refunded', () => {
  it('issues a credit note for the refund, on the returned line only, naming the invoice', async () => {
    const { order, buyer } = await orderOf(1000, 3);
    await deliverOrder(api, admin, order._id);
    const asked = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: buyer.auth,
      payload: { line: 0, quantity: 2, reason: 'changed_mind', resolution: 'refund' },
    });
    expect(asked.statusCode).toBe(201);
    for (const name of ['approve', 'receive', 'refund']) {
      const answer = await api.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${asked.json()._id}/${name}`,
        headers: admin.auth,
      });
      expect(answer.statusCode).toBe(200);
    }
    const documents = await documentsOf(order._id);
    // one credit note for the refund sent through the gateway, not a second one for the payment's refund
    expect(documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    const [invoice, note] = documents;
    // ₹1,000 × 3 less 20% is ₹2,400 for the line; two units back are ₹1,600, at the line's 5%.
    expect(note).toMatchObject({
      kind: 'credit_note',
      invoiceId: invoice?.id,
      reason: 'Return refunded',
      totalPaise: 160_000,
      // 1,600 × 5 / 105 = 76.190… → ₹76.19: CGST ₹38.09, SGST ₹38.10
      cgstPaise: 3_809,
      sgstPaise: 3_810,
      taxablePaise: 152_381,
    });
  });
});

describe('DELETE /api/admin/orders/{id} of an invoiced order', () => {
  const remove = (id: string) =>
    api.app.inject({ method: 'DELETE', url: `/api/admin/orders/${id}`, headers: admin.auth });

  it('archives it: cancelled first when Processing (stock back, credit note), out of the lists, kept', async () => {
    const { order, product } = await orderOf(1299, 2);
    const answer = await remove(order._id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Order archived' });
    expect(await stockOf(api, product.id)).toEqual({ stock: 50, sold: 0 });
    const kept = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order._id}`,
      headers: admin.auth,
    });
    expect(kept.json()).toMatchObject({ status: 'Cancelled', archivedAt: expect.any(String) });
    expect(kept.json().taxDocuments.map((document: { kind: string }) => document.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
    const list = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${order._id}`,
      headers: admin.auth,
    });
    expect(list.json().orders).toEqual([]);
    expect((await remove(order._id)).json()).toEqual({ message: 'Order archived' });
  });

  it('still deletes an order placed before invoicing (no documents)', async () => {
    const { order } = await orderOf(500, 1);
    const [row] = await api.ctx.db.select().from(orders).where(eq(orders.id, order._id));
    if (!row) throw new Error('no order');
    const oldId = newId();
    await api.ctx.db.insert(orders).values({ ...row, id: oldId, checkoutId: newId(), status: 'Delivered' });
    expect((await remove(oldId)).json()).toEqual({ message: 'Order deleted' });
    const gone = await api.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${oldId}`,
      headers: admin.auth,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe("the owner's monthly GST summary", () => {
  const month = istDate(new Date()).slice(0, 7);
  const summary = async () =>
    (
      await api.app.inject({
        method: 'GET',
        url: `/api/admin/gst-summary?month=${month}`,
        headers: admin.auth,
      })
    ).json();
  const stateTotal = (figures: { byState: Array<{ placeOfSupply: string; total: number }> }, place: string) =>
    figures.byState.find((row) => row.placeOfSupply === place)?.total ?? 0;
  const rateTotal = (figures: { byRate: Array<{ rate: number; total: number }> }, rate: number) =>
    figures.byRate.find((row) => row.rate === rate)?.total ?? 0;
  const cents = (rupees: number) => Math.round(rupees * 100);

  it("adds up the month's orders by rate, head and state, less the cancelled one, and downloads as CSV", async () => {
    const before = await summary();
    const local = await orderOf(1000, 2); // Karnataka, ₹1,600 at 5%
    const away = await orderOf(4000, 1, OTHER_STATE); // Maharashtra, ₹3,200 at 18%
    const cancelled = await orderOf(500, 1, OTHER_STATE); // ₹400, then credited in full
    await api.app.inject({
      method: 'POST',
      url: `/api/orders/${cancelled.order._id}/cancel`,
      headers: cancelled.buyer.auth,
    });
    const after = await summary();
    const delta = (pick: (figures: typeof after) => number) => cents(pick(after)) - cents(pick(before));

    expect(delta((f) => f.invoices.count)).toBe(300);
    expect(delta((f) => f.creditNotes.count)).toBe(100);
    expect(delta((f) => f.net.total)).toBe(160_000 + 320_000);
    const [localInvoice] = local.order.taxDocuments;
    const [awayInvoice] = away.order.taxDocuments;
    expect(delta((f) => f.byHead.cgst + f.byHead.sgst)).toBe(cents(localInvoice.tax));
    expect(delta((f) => f.byHead.igst)).toBe(cents(awayInvoice.tax));
    expect(delta((f) => f.net.tax)).toBe(cents(localInvoice.tax) + cents(awayInvoice.tax));
    expect(delta((f) => stateTotal(f, 'Maharashtra (27)'))).toBe(320_000);
    expect(delta((f) => stateTotal(f, 'Karnataka (29)'))).toBe(160_000);
    expect(delta((f) => rateTotal(f, 18))).toBe(320_000);
    expect(delta((f) => rateTotal(f, 5))).toBe(160_000);
    expect(after.documents.map((d: { number: string }) => d.number)).toEqual(
      expect.arrayContaining([localInvoice.number, awayInvoice.number]),
    );

    const csv = await api.app.inject({
      method: 'GET',
      url: `/api/admin/gst-summary.csv?month=${month}`,
      headers: admin.auth,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(`GST summary,${month}`);
    expect(csv.body).toContain('Rate (%),Taxable value,CGST,SGST,IGST,Total');
    expect(csv.body).toContain(
      `Net,,${after.net.taxable.toFixed(2)},${after.net.tax.toFixed(2)},${after.net.total.toFixed(2)}`,
    );
    expect(csv.body).toContain(`${awayInvoice.number},Invoice,`);
  });

  it('refuses a malformed month and anyone but an admin', async () => {
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/admin/gst-summary?month=2026-13',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('month must be YYYY-MM, such as 2026-11');
    const shopper = await createUser(api);
    const refused = await api.app.inject({
      method: 'GET',
      url: `/api/admin/gst-summary?month=${month}`,
      headers: shopper.auth,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('HSN codes by category', () => {
  const put = (category: string, hsn: unknown, user: TestUser = admin) =>
    api.app.inject({
      method: 'PUT',
      url: `/api/admin/hsn-codes/${encodeURIComponent(category)}`,
      headers: user.auth,
      payload: { hsn },
    });

  it('lists every category with its code, and the admin sets one used by the next invoices', async () => {
    const listed = await api.app.inject({ method: 'GET', url: '/api/admin/hsn-codes', headers: admin.auth });
    expect(listed.json()).toEqual([
      { category: 'Top Wear', hsn: '6109' },
      { category: 'Bottom Wear', hsn: '6203' },
      { category: 'Dresses', hsn: '6204' },
      { category: 'Sets', hsn: '6204' },
    ]);
    expect((await put('Sets', ' 6211 ')).json()).toEqual({ category: 'Sets', hsn: '6211' });
    const { order } = await orderOf(1200, 1, SHIPPING_ADDRESS, 'Sets');
    expect((await documentsOf(order._id))[0]?.lines[0]?.hsn).toBe('6211');
    await put('Sets', '6204');
  });

  it('refuses a code outside chapters 61 and 62, an unknown category and a shopper', async () => {
    const wrong = await put('Dresses', '6404');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain(
      'HSN code must be four digits in chapter 61 or 62 (apparel), such as 6109',
    );
    expect((await put('Shoes', '6109')).statusCode).toBe(400);
    const shopper = await createUser(api);
    expect((await put('Dresses', '6109', shopper)).statusCode).toBe(403);
  });
});

describe('every order adds up to the paisa (property, through the API and the database)', () => {
  it('taxable values plus taxes equal what was charged, the GST shown equals the invoice, numbers run on', async () => {
    // Prices a piece, in rupees: anywhere, and around ₹2,625 and ₹2,950 a piece (the ambiguous band)
    // before and after the first-order 20% (₹3,281.25 and ₹3,687.50 before it).
    const price = fc.oneof(
      fc.integer({ min: 1, max: 9000 }),
      fc.integer({ min: 2620, max: 2630 }),
      fc.integer({ min: 2945, max: 2955 }),
      fc.integer({ min: 3276, max: 3286 }),
      fc.integer({ min: 3683, max: 3692 }),
    );
    const line = fc.record({
      rupees: price,
      // a sale price some of the time: what the shopper pays a piece
      saleOff: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      quantity: fc.integer({ min: 1, max: 4 }),
    });
    const invoiceCount = async () =>
      (
        await api.ctx.db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(taxDocuments)
          .where(eq(taxDocuments.kind, 'invoice'))
      )[0]?.count ?? 0;
    // Every other test placed its orders before: the next number is the count plus one.
    let lastSequence = await invoiceCount();
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(SHIPPING_ADDRESS, OTHER_STATE),
        fc.boolean(),
        fc.boolean(),
        async (lines, address, secondOrder, cashOnDelivery) => {
          const buyer = await createUser(api);
          const placed: Array<{
            order: Record<string, unknown> & { _id: string; totalPrice: number };
            gst: number;
          }> = [];
          for (let round = 0; round < (secondOrder ? 2 : 1); round += 1) {
            for (const { rupees, saleOff, quantity } of lines) {
              const [product] = await createProducts(api, 1, {
                pricePaise: rupees * 100,
                discountPricePaise:
                  saleOff === null ? null : Math.max(1, Math.round(rupees * (100 - saleOff))),
                countInStock: 10,
              });
              if (product) await addToCart(api, buyer, product, quantity);
            }
            const created = await api.app.inject({
              method: 'POST',
              url: '/api/checkout',
              headers: buyer.auth,
              payload: { shippingAddress: address },
            });
            expect(created.statusCode).toBe(201);
            const checkout = created.json();
            let response: Awaited<ReturnType<typeof finalize>>;
            let shownGst: number;
            if (cashOnDelivery && checkout.cashOnDelivery?.available) {
              // with the fee, "Includes GST of ₹X" before placing the order
              shownGst = checkout.cashOnDelivery.gst;
              response = await api.app.inject({
                method: 'POST',
                url: `/api/checkout/${checkout._id}/cod`,
                headers: buyer.auth,
              });
            } else {
              shownGst = checkout.gst;
              const paid = await api.app.inject({
                method: 'PUT',
                url: `/api/checkout/${checkout._id}/pay`,
                headers: buyer.auth,
                payload: await gatewayProof(api, buyer, checkout._id),
              });
              expect(paid.statusCode).toBe(200);
              response = await finalize(buyer, checkout._id);
            }
            expect(response.statusCode).toBe(201);
            placed.push({ order: response.json(), gst: shownGst });
          }
          for (const { order, gst } of placed) {
            const [invoice] = await documentsOf(order._id);
            if (!invoice) throw new Error('no invoice');
            const charged = Math.round(order.totalPrice * 100);
            expect(invoice.totalPaise).toBe(charged);
            expect(invoice.taxablePaise + invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise).toBe(
              charged,
            );
            for (const taxed of invoice.lines) {
              expect(taxed.taxablePaise + taxed.cgstPaise + taxed.sgstPaise + taxed.igstPaise).toBe(
                taxed.amountPaise,
              );
            }
            expect(invoice.lines.reduce((sum, taxed) => sum + taxed.amountPaise, 0)).toBe(charged);
            // "Includes GST of ₹X" at checkout is the tax on the invoice, to the paisa.
            expect(Math.round(gst * 100)).toBe(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise);
            // the heads follow the delivery state
            if (address.state === 'Karnataka') expect(invoice.igstPaise).toBe(0);
            else expect(invoice.cgstPaise + invoice.sgstPaise).toBe(0);
            const expected = computeGst({
              at: new Date(order.createdAt as string),
              goods: invoice.lines.filter((taxed) => taxed.kind === 'goods'),
              discountPaise: Math.round((order.discount as number) * 100),
              charges: [],
              intraState: address.state === 'Karnataka',
            });
            expect(
              invoice.lines.filter((taxed) => taxed.kind === 'goods').map((taxed) => taxed.ratePercent),
            ).toEqual(expected.lines.map((taxed) => taxed.ratePercent));
            // the next number of the year, in the order placed
            expect(invoice.sequence).toBe(lastSequence + 1);
            expect(invoice.number).toBe(
              `TL/${invoice.financialYear.slice(2)}/${String(invoice.sequence).padStart(6, '0')}`,
            );
            lastSequence = invoice.sequence;
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(await invoiceCount()).toBe(lastSequence);
  });
});
