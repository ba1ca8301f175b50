import { asc } from 'drizzle-orm';
import { orders, taxDocuments } from '../../server/src/db/schema.ts';
import { seedIfEmpty } from '../../server/src/db/seed/seed.ts';
import { GST_STATE_CODES, indianState } from '../../server/src/lib/gstin.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from './support/test-app.ts';

/**
 * The seed's historic orders are invoiced (and credited when cancelled) on their own dates through
 * the live code path, and the owner's GST summary of a seeded month equals what this test works out
 * on its own from that month's orders (docs/product.md §10), on PGlite and on PostgreSQL.
 *
 * The seed's history here leads up to 20 May 2026, so it reaches back across 1 April 2026: the
 * invoice numbers start again at 000001 in the financial year 2026-27.
 */
const SEED_NOW = Date.parse('2026-05-20T06:00:00Z');

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  await seedIfEmpty(api.ctx.db, {
    uploadsDir: api.config.uploadsDir,
    uploads: api.ctx.uploads,
    adminEmail: 'seed-admin@example.test',
    adminPassword: 'seed-admin-password',
    productCount: 60,
    shop: api.config.shop,
    now: SEED_NOW,
  });
  admin = await createUser(api, { role: 'admin' });
}, 120_000);
afterAll(() => api.close());

const IST = 330 * 60_000;
/** The month (YYYY-MM) of an instant in India. */
const monthOf = (at: Date) => new Date(at.getTime() + IST).toISOString().slice(0, 7);
const paise = (rupees: number) => Math.round(rupees * 100);
const money = (p: number) => (p / 100).toFixed(2);

type Sums = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const addTo = (into: Sums, from: Sums, sign: number) => {
  for (const key of Object.keys(into) as Array<keyof Sums>) into[key] += sign * from[key];
};

/**
 * One order's GST, worked out here from the order alone with the rules of docs/product.md §10 (not
 * with the server's module): discount shared by amount with the largest remainders; 5% when one
 * piece's price over 1.05 is at most ₹2,500 (₹1,000 before 22 September 2025), else 18% (12%);
 * tax = amount × rate / (100 + rate) rounded half up; CGST half of it rounded down, SGST the rest.
 */
function expectedLines(order: typeof orders.$inferSelect, shopState: string) {
  const gross = order.items.map((item) => Math.round(item.price * 100) * item.quantity);
  const sum = gross.reduce((a, b) => a + b, 0);
  const shares = gross.map((g) => Math.floor((order.discountPaise * g) / sum));
  const rest = gross
    .map((g, index) => ({ index, rest: (order.discountPaise * g) % sum }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = order.discountPaise - shares.reduce((a, b) => a + b, 0);
  for (const { index } of rest) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  const newRules = order.createdAt.getTime() >= Date.parse('2025-09-21T18:30:00Z');
  const intra = order.shippingAddress.state === shopState;
  return order.items.map((item, index) => {
    const amount = (gross[index] ?? 0) - (shares[index] ?? 0);
    const threshold = newRules ? 250_000 : 100_000;
    const rate = amount * 100 <= threshold * 105 * item.quantity ? 5 : newRules ? 18 : 12;
    const tax = Math.round((amount * rate) / (100 + rate));
    const cgst = intra ? Math.floor(tax / 2) : 0;
    const sgst = intra ? tax - cgst : 0;
    return { rate, taxable: amount - tax, cgst, sgst, igst: intra ? 0 : tax, total: amount };
  });
}

describe('the seeded history', () => {
  it('invoices every seeded order on its date, numbered in date order from 1 in each financial year', async () => {
    const placed = await api.ctx.db.select().from(orders).orderBy(asc(orders.createdAt));
    const documents = await api.ctx.db
      .select()
      .from(taxDocuments)
      .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
    const invoices = documents.filter((document) => document.kind === 'invoice');
    expect(placed.length).toBeGreaterThan(10);
    expect(invoices.map((invoice) => invoice.orderId).sort()).toEqual(placed.map((order) => order.id).sort());
    for (const invoice of invoices) {
      const order = placed.find((one) => one.id === invoice.orderId);
      expect(invoice.issuedAt.getTime()).toBe(order?.createdAt.getTime());
    }
    // Both financial years are there, each numbered 1, 2, 3… in the order of the dates.
    const years = [...new Set(invoices.map((invoice) => invoice.financialYear))];
    expect(years).toEqual(['2025-26', '2026-27']);
    for (const year of years) {
      const ofYear = invoices.filter((invoice) => invoice.financialYear === year);
      expect(ofYear.map((invoice) => invoice.sequence)).toEqual(ofYear.map((_, index) => index + 1));
      expect(ofYear[0]?.number).toBe(`TL/${year.slice(2)}/000001`);
    }
    // Clearly fictitious parties: the shop of the default settings, the seeded customers' address.
    for (const invoice of invoices) {
      expect(invoice.supplier).toMatchObject({
        legalName: 'Threadline Retail Private Limited (fictitious)',
        gstin: '29AAACT0000F1Z1',
      });
      expect(invoice.buyer.addressLines[0]).toBe('0 Sample Street (fictitious)');
    }
    for (const order of placed) expect(order.userEmail).toMatch(/@threadline\.test$/);
    // Every cancelled (and refunded) one has the credit note of its cancellation, naming the invoice.
    const cancelled = placed.filter((order) => order.status === 'Cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    for (const order of cancelled) {
      expect(order.paymentStatus).toBe('refunded');
      const note = documents.find((d) => d.kind === 'credit_note' && d.orderId === order.id);
      const invoice = invoices.find((d) => d.orderId === order.id);
      expect(note).toMatchObject({
        invoiceId: invoice?.id,
        reason: 'Order cancelled',
        totalPaise: order.totalPaise,
      });
      const cancelledAt = order.statusHistory.find((change) => change.status === 'Cancelled')?.at;
      expect(note?.issuedAt.toISOString()).toBe(cancelledAt);
    }
  });

  it("the owner's GST summary and CSV of a seeded month equal the figures worked out from its orders", async () => {
    const placed = await api.ctx.db.select().from(orders);
    // The month with the most seeded orders that has a cancelled one too.
    const counts = new Map<string, number>();
    for (const order of placed)
      counts.set(monthOf(order.createdAt), (counts.get(monthOf(order.createdAt)) ?? 0) + 1);
    const month = [...counts.entries()]
      .filter(([candidate]) =>
        placed.some((order) => order.status === 'Cancelled' && monthOf(order.createdAt) === candidate),
      )
      .sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!month) throw new Error('no seeded month with a cancelled order');

    const shopState = api.config.shop.state;
    const byRate = new Map<number, Sums>();
    const byState = new Map<string, Sums>();
    const invoices = zero();
    const notes = zero();
    let invoiceCount = 0;
    let noteCount = 0;
    for (const order of placed) {
      const lines = expectedLines(order, shopState);
      const state = indianState(order.shippingAddress.state);
      const place = state ? `${state} (${GST_STATE_CODES[state]})` : order.shippingAddress.country;
      const events: Array<{ at: Date; sign: number }> = [{ at: order.createdAt, sign: 1 }];
      const cancelledAt = order.statusHistory.find((change) => change.status === 'Cancelled')?.at;
      if (cancelledAt) events.push({ at: new Date(cancelledAt), sign: -1 });
      for (const { at, sign } of events) {
        if (monthOf(at) !== month) continue;
        if (sign > 0) invoiceCount += 1;
        else noteCount += 1;
        const documentSums = zero();
        for (const line of lines) {
          addTo(documentSums, line, 1);
          const rate = byRate.get(line.rate) ?? zero();
          addTo(rate, line, sign);
          byRate.set(line.rate, rate);
        }
        addTo(sign > 0 ? invoices : notes, documentSums, 1);
        const state = byState.get(place) ?? zero();
        addTo(state, documentSums, sign);
        byState.set(place, state);
      }
    }
    expect(invoiceCount).toBeGreaterThan(3);
    expect(noteCount).toBeGreaterThan(0);
    const net = zero();
    addTo(net, invoices, 1);
    addTo(net, notes, -1);
    const tax = (sums: Sums) => sums.cgst + sums.sgst + sums.igst;

    const answer = await api.app.inject({
      method: 'GET',
      url: `/api/admin/gst-summary?month=${month}`,
      headers: admin.auth,
    });
    expect(answer.statusCode).toBe(200);
    const summary = answer.json();
    const rates = [...byRate.keys()].sort((a, b) => a - b);
    expect(
      summary.byRate.map((row: { rate: number } & Sums) => [
        row.rate,
        paise(row.taxable),
        paise(row.cgst),
        paise(row.sgst),
        paise(row.igst),
        paise(row.total),
      ]),
    ).toEqual(
      rates.map((rate) => {
        const sums = byRate.get(rate) as Sums;
        return [rate, sums.taxable, sums.cgst, sums.sgst, sums.igst, sums.total];
      }),
    );
    expect([paise(summary.byHead.cgst), paise(summary.byHead.sgst), paise(summary.byHead.igst)]).toEqual([
      net.cgst,
      net.sgst,
      net.igst,
    ]);
    expect(
      summary.byState.map((row: { placeOfSupply: string; taxable: number; tax: number; total: number }) => [
        row.placeOfSupply,
        paise(row.taxable),
        paise(row.tax),
        paise(row.total),
      ]),
    ).toEqual(
      [...byState.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([place, sums]) => [place, sums.taxable, tax(sums), sums.total]),
    );
    expect(summary.invoices).toEqual({
      count: invoiceCount,
      taxable: invoices.taxable / 100,
      tax: tax(invoices) / 100,
      total: invoices.total / 100,
    });
    expect(summary.creditNotes).toEqual({
      count: noteCount,
      taxable: notes.taxable / 100,
      tax: tax(notes) / 100,
      total: notes.total / 100,
    });
    expect(summary.net).toEqual({ taxable: net.taxable / 100, tax: tax(net) / 100, total: net.total / 100 });
    expect(summary.documents).toHaveLength(invoiceCount + noteCount);

    const csv = await api.app.inject({
      method: 'GET',
      url: `/api/admin/gst-summary.csv?month=${month}`,
      headers: admin.auth,
    });
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split('\n');
    expect(rows[0]).toBe(`GST summary,${month}`);
    for (const rate of rates) {
      const sums = byRate.get(rate) as Sums;
      expect(rows).toContain(
        [
          rate,
          money(sums.taxable),
          money(sums.cgst),
          money(sums.sgst),
          money(sums.igst),
          money(sums.total),
        ].join(','),
      );
    }
    expect(rows).toContain(`CGST,${money(net.cgst)}`);
    expect(rows).toContain(`SGST,${money(net.sgst)}`);
    expect(rows).toContain(`IGST,${money(net.igst)}`);
    for (const [place, sums] of byState) {
      expect(rows).toContain(`${place},${money(sums.taxable)},${money(tax(sums))},${money(sums.total)}`);
    }
    expect(rows).toContain(
      `Invoices,${invoiceCount},${money(invoices.taxable)},${money(tax(invoices))},${money(invoices.total)}`,
    );
    expect(rows).toContain(
      `Credit notes,${noteCount},${money(notes.taxable)},${money(tax(notes))},${money(notes.total)}`,
    );
    expect(rows).toContain(`Net,,${money(net.taxable)},${money(tax(net))},${money(net.total)}`);
  });
});
