import { and, asc, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { taxDocuments } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

/** The month's figures, invoices less credit notes (docs/product.md §10, the owner's GST summary). */
export interface GstSummary {
  month: string;
  byRate: Array<{ rate: number; taxable: number; cgst: number; sgst: number; igst: number; total: number }>;
  byHead: { cgst: number; sgst: number; igst: number };
  byState: Array<{ placeOfSupply: string; taxable: number; tax: number; total: number }>;
  documents: Array<{
    number: string;
    kind: 'invoice' | 'credit_note';
    issuedAt: string;
    orderId: string;
    placeOfSupply: string;
    taxable: number;
    cgst: number;
    sgst: number;
    igst: number;
    total: number;
  }>;
  invoices: { count: number; taxable: number; tax: number; total: number };
  creditNotes: { count: number; taxable: number; tax: number; total: number };
  net: { taxable: number; tax: number; total: number };
}

/** The first instant of a month (YYYY-MM) in India, and of the next. */
function monthBounds(month: string): [Date, Date] {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, index - 1, 1) - 330 * 60_000);
  const end = new Date(Date.UTC(year, index, 1) - 330 * 60_000);
  return [start, end];
}

type Sums = { taxable: number; cgst: number; sgst: number; igst: number; total: number };
const zero = (): Sums => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
function add(into: Sums, from: Sums, sign: number) {
  into.taxable += sign * from.taxable;
  into.cgst += sign * from.cgst;
  into.sgst += sign * from.sgst;
  into.igst += sign * from.igst;
  into.total += sign * from.total;
}
const rupeesOf = (sums: Sums) => ({
  taxable: toRupees(sums.taxable),
  cgst: toRupees(sums.cgst),
  sgst: toRupees(sums.sgst),
  igst: toRupees(sums.igst),
  total: toRupees(sums.total),
});

/** GET /api/admin/gst-summary?month=YYYY-MM: the documents issued in the month (India's calendar). */
export async function gstSummary(db: Database, month: string): Promise<GstSummary> {
  const [start, end] = monthBounds(month);
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(and(gte(taxDocuments.issuedAt, start), lt(taxDocuments.issuedAt, end)))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.series), asc(taxDocuments.sequence));
  const byRate = new Map<number, Sums>();
  const byState = new Map<string, Sums>();
  const invoices = zero();
  const notes = zero();
  let invoiceCount = 0;
  for (const row of rows) {
    const sign = row.kind === 'invoice' ? 1 : -1;
    if (row.kind === 'invoice') invoiceCount += 1;
    const sums = {
      taxable: row.taxablePaise,
      cgst: row.cgstPaise,
      sgst: row.sgstPaise,
      igst: row.igstPaise,
      total: row.totalPaise,
    };
    add(row.kind === 'invoice' ? invoices : notes, sums, 1);
    const state = byState.get(row.placeOfSupply) ?? zero();
    add(state, sums, sign);
    byState.set(row.placeOfSupply, state);
    for (const line of row.lines) {
      const rate = byRate.get(line.ratePercent) ?? zero();
      add(
        rate,
        {
          taxable: line.taxablePaise,
          cgst: line.cgstPaise,
          sgst: line.sgstPaise,
          igst: line.igstPaise,
          total: line.amountPaise,
        },
        sign,
      );
      byRate.set(line.ratePercent, rate);
    }
  }
  const net = zero();
  add(net, invoices, 1);
  add(net, notes, -1);
  const taxOf = (sums: Sums) => toRupees(sums.cgst + sums.sgst + sums.igst);
  return {
    month,
    byRate: [...byRate.entries()]
      .sort(([a], [b]) => a - b)
      .map(([rate, sums]) => ({ rate, ...rupeesOf(sums) })),
    byHead: { cgst: toRupees(net.cgst), sgst: toRupees(net.sgst), igst: toRupees(net.igst) },
    byState: [...byState.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([placeOfSupply, sums]) => ({
        placeOfSupply,
        taxable: toRupees(sums.taxable),
        tax: taxOf(sums),
        total: toRupees(sums.total),
      })),
    documents: rows.map((row) => ({
      number: row.number,
      kind: row.kind,
      issuedAt: row.issuedAt.toISOString(),
      orderId: row.orderId,
      placeOfSupply: row.placeOfSupply,
      taxable: toRupees(row.taxablePaise),
      cgst: toRupees(row.cgstPaise),
      sgst: toRupees(row.sgstPaise),
      igst: toRupees(row.igstPaise),
      total: toRupees(row.totalPaise),
    })),
    invoices: {
      count: invoiceCount,
      taxable: toRupees(invoices.taxable),
      tax: taxOf(invoices),
      total: toRupees(invoices.total),
    },
    creditNotes: {
      count: rows.length - invoiceCount,
      taxable: toRupees(notes.taxable),
      tax: taxOf(notes),
      total: toRupees(notes.total),
    },
    net: { taxable: toRupees(net.taxable), tax: taxOf(net), total: toRupees(net.total) },
  };
}

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The same figures as CSV: one section after another, each with its header row. */
export function gstSummaryCsv(summary: GstSummary): string {
  const money = (n: number) => n.toFixed(2);
  const lines: Array<Array<string | number>> = [
    ['GST summary', summary.month],
    [],
    ['Rate (%)', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'],
    ...summary.byRate.map((r) => [
      r.rate,
      money(r.taxable),
      money(r.cgst),
      money(r.sgst),
      money(r.igst),
      money(r.total),
    ]),
    [],
    ['Head', 'Tax'],
    ['CGST', money(summary.byHead.cgst)],
    ['SGST', money(summary.byHead.sgst)],
    ['IGST', money(summary.byHead.igst)],
    [],
    ['Place of supply', 'Taxable value', 'Tax', 'Total'],
    ...summary.byState.map((s) => [s.placeOfSupply, money(s.taxable), money(s.tax), money(s.total)]),
    [],
    [
      'Document',
      'Kind',
      'Issued at',
      'Order',
      'Place of supply',
      'Taxable value',
      'CGST',
      'SGST',
      'IGST',
      'Total',
    ],
    ...summary.documents.map((d) => [
      d.number,
      d.kind === 'invoice' ? 'Invoice' : 'Credit note',
      d.issuedAt,
      d.orderId,
      d.placeOfSupply,
      money(d.taxable),
      money(d.cgst),
      money(d.sgst),
      money(d.igst),
      money(d.total),
    ]),
    [],
    ['', 'Count', 'Taxable value', 'Tax', 'Total'],
    [
      'Invoices',
      summary.invoices.count,
      money(summary.invoices.taxable),
      money(summary.invoices.tax),
      money(summary.invoices.total),
    ],
    [
      'Credit notes',
      summary.creditNotes.count,
      money(summary.creditNotes.taxable),
      money(summary.creditNotes.tax),
      money(summary.creditNotes.total),
    ],
    ['Net', '', money(summary.net.taxable), money(summary.net.tax), money(summary.net.total)],
  ];
  return `${lines.map((line) => line.map(cell).join(',')).join('\n')}\n`;
}
