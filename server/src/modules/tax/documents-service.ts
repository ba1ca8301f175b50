import type { LineItem, ShippingAddress } from '@store/contracts';
import {
  allocate,
  computeGst,
  istDate,
  type TaxBuyer,
  type TaxedLine,
  taxInside,
  totalsOf,
} from '@store/contracts/gst';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ShopIdentity } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { documentCounters, orders, taxDocuments } from '../../db/schema.ts';
import { GST_STATE_CODES, indianState } from '../../lib/gstin.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { toPaise } from '../../lib/money.ts';
import { hsnOfProducts } from './hsn-service.ts';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** The two series: tax invoices and credit notes, each numbered from 1 in every financial year. */
export const SERIES = { invoice: 'TL', credit_note: 'CN' } as const;

/** What a document needs of an order (an order row has it all). */
export interface DocumentOrder {
  id: string;
  items: LineItem[];
  shippingAddress: ShippingAddress;
  subtotalPaise: number;
  discountPaise: number;
  totalPaise: number;
  createdAt: Date;
}

/** The financial year (April to March, in India) of an instant: '2026-27'. */
export function financialYear(at: Date): string {
  const [year, month] = istDate(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** 'TL/26-27/000123': at most 16 characters (CGST rule 46) up to 9,999,999 documents a year. */
export const documentNumber = (series: string, year: string, sequence: number) =>
  `${series}/${year.slice(2)}/${String(sequence).padStart(6, '0')}`;

/**
 * The next number of a series in a financial year. The counter row is written (and so locked) in
 * the caller's transaction: another process taking a number waits until it commits or rolls back,
 * so numbers are consecutive, never repeated, and an order rolled back leaves no gap.
 */
async function nextSequence(tx: Database, series: string, year: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('the document counter returned no row');
  return row.lastNumber;
}

/** The buyer as on the order's delivery address, with the state's GST code. */
export function buyerOf(address: ShippingAddress): TaxBuyer {
  const state = indianState(address.state);
  return {
    name: `${address.firstName} ${address.lastName}`.trim(),
    addressLines: [
      address.address,
      `${address.city} ${address.postalCode}`,
      [address.state, address.country].filter(Boolean).join(', '),
    ],
    state: state ?? address.state ?? '',
    stateCode: state ? GST_STATE_CODES[state] : '',
  };
}

/** 'Karnataka (29)'; outside India the country. */
export const placeOfSupply = (buyer: TaxBuyer, address: ShippingAddress) =>
  buyer.stateCode ? `${buyer.state} (${buyer.stateCode})` : address.country;

/** The words of a charge line: whatever the order charged beyond its goods after the discount. */
export const OTHER_CHARGES = 'Delivery and other charges';

async function insertDocument(
  tx: Database,
  values: Omit<
    typeof taxDocuments.$inferInsert,
    'id' | 'number' | 'series' | 'financialYear' | 'sequence'
  > & {
    kind: 'invoice' | 'credit_note';
  },
  issuedAt: Date,
): Promise<TaxDocumentRow> {
  const series = SERIES[values.kind];
  const year = financialYear(issuedAt);
  const sequence = await nextSequence(tx, series, year);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      ...values,
      id: newId(),
      series,
      financialYear: year,
      sequence,
      number: documentNumber(series, year, sequence),
      issuedAt,
    })
    .returning();
  if (!row) throw new Error('insert returned no tax document');
  return row;
}

/**
 * Issues the tax invoice of an order just written, in its transaction (docs/product.md §10): the
 * next number of the year, the shop and the buyer as they are now, and the GST of every line
 * (computeGst) at the order's date, with each product's HSN code by its category. `issuedAt` is
 * now, except for the seed's historic orders, invoiced on the day they were placed.
 */
export async function issueInvoice(
  tx: Database,
  shop: ShopIdentity,
  order: DocumentOrder,
  issuedAt: Date = new Date(),
): Promise<TaxDocumentRow> {
  const hsn = await hsnOfProducts(
    tx,
    order.items.map((item) => item.productId),
  );
  const buyer = buyerOf(order.shippingAddress);
  const chargesPaise = order.totalPaise - (order.subtotalPaise - order.discountPaise);
  const gst = computeGst({
    at: order.createdAt,
    goods: order.items.map((item) => ({
      description: item.name,
      size: item.size,
      color: item.color,
      hsn: hsn.get(item.productId) ?? '6211',
      quantity: item.quantity,
      unitPricePaise: toPaise(item.price),
    })),
    discountPaise: order.discountPaise,
    charges: chargesPaise > 0 ? [{ description: OTHER_CHARGES, amountPaise: chargesPaise }] : [],
    intraState: buyer.state === shop.state,
  });
  return insertDocument(
    tx,
    {
      kind: 'invoice',
      orderId: order.id,
      invoiceId: null,
      supplier: { ...shop },
      buyer,
      placeOfSupply: placeOfSupply(buyer, order.shippingAddress),
      intraState: gst.intraState,
      lines: gst.lines,
      taxablePaise: gst.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      totalPaise: gst.totalPaise,
      reason: null,
    },
    issuedAt,
  );
}

/** The order's documents, oldest first. */
export async function documentsOfOrder(db: Database, orderId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
}

/** The order's latest invoice (an order reopened after a full credit note has a newer one), or null. */
async function latestInvoice(tx: Database, orderId: string): Promise<TaxDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
    .orderBy(desc(taxDocuments.issuedAt), desc(taxDocuments.sequence))
    .limit(1);
  return row ?? null;
}

const NOTHING = {
  discountPaise: 0,
  amountPaise: 0,
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
};

/** What is left to credit of each line of `invoice` after its credit notes. */
async function remainingLines(tx: Database, invoice: TaxDocumentRow): Promise<TaxedLine[]> {
  const notes = await tx.select().from(taxDocuments).where(eq(taxDocuments.invoiceId, invoice.id));
  return invoice.lines.map((line, index) => {
    const left = { ...line };
    for (const note of notes) {
      const credited = note.lines[index];
      if (!credited) continue;
      left.amountPaise -= credited.amountPaise;
      left.taxablePaise -= credited.taxablePaise;
      left.cgstPaise -= credited.cgstPaise;
      left.sgstPaise -= credited.sgstPaise;
      left.igstPaise -= credited.igstPaise;
    }
    return left;
  });
}

/** What is left to credit of the order's latest invoice (0 without one). */
export async function creditableRemainderPaise(tx: Database, orderId: string): Promise<number> {
  const invoice = await latestInvoice(tx, orderId);
  if (!invoice) return 0;
  return (await remainingLines(tx, invoice)).reduce((sum, line) => sum + line.amountPaise, 0);
}

/**
 * Issues a credit note against the order's latest invoice, in the caller's transaction
 * (docs/product.md §10): for `amountPaise` (a refund; of the invoice's `line` only when given, the
 * line's position in the order's items), or for all that is left to credit (a cancellation), never
 * more than is left. A credit note has one line per line of the invoice, in
 * the same order: all that is left of each line when it credits the rest, else the amount shared
 * among the lines by what is left of them (the discount's rule) with the tax inside each share at
 * the line's rate. Answers null when there is no invoice or nothing left to credit.
 */
export async function issueCreditNote(
  tx: Database,
  orderId: string,
  options: {
    reason: string;
    amountPaise?: number | undefined;
    line?: number | undefined;
    /** When it is issued: now, except for the seed's historic orders. */
    at?: Date | undefined;
  },
): Promise<TaxDocumentRow | null> {
  const invoice = await latestInvoice(tx, orderId);
  if (!invoice) return null;
  // A refund of one line (a return) credits that line only; the others stay as they are.
  const left = (await remainingLines(tx, invoice)).map((line, index) =>
    options.line === undefined || options.line === index ? line : { ...line, ...NOTHING },
  );
  const leftTotal = left.reduce((sum, line) => sum + line.amountPaise, 0);
  const amount = Math.min(options.amountPaise ?? leftTotal, leftTotal);
  if (amount <= 0) return null;
  const lines: TaxedLine[] =
    amount === leftTotal
      ? left
      : allocate(
          amount,
          left.map((line) => line.amountPaise),
        ).map((share, index) => {
          const line = left[index] as TaxedLine;
          const tax = taxInside(share, line.ratePercent, invoice.intraState);
          const cgstPaise = Math.min(tax.cgstPaise, line.cgstPaise);
          const sgstPaise = Math.min(tax.sgstPaise, line.sgstPaise);
          const igstPaise = Math.min(tax.igstPaise, line.igstPaise);
          return {
            ...line,
            discountPaise: 0,
            amountPaise: share,
            taxablePaise: share - cgstPaise - sgstPaise - igstPaise,
            cgstPaise,
            sgstPaise,
            igstPaise,
          };
        });
  const totals = totalsOf(lines);
  return insertDocument(
    tx,
    {
      kind: 'credit_note',
      orderId,
      invoiceId: invoice.id,
      supplier: invoice.supplier,
      buyer: invoice.buyer,
      placeOfSupply: invoice.placeOfSupply,
      intraState: invoice.intraState,
      lines,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.totalPaise,
      reason: options.reason,
    },
    options.at ?? new Date(),
  );
}

/**
 * An order reopened after a cancellation credited its invoice in full is a sale again: it gets a
 * new invoice (the old one and its credit note stay as they are). Nothing happens otherwise.
 */
export async function reinvoiceIfCredited(
  tx: Database,
  shop: ShopIdentity,
  order: DocumentOrder,
): Promise<TaxDocumentRow | null> {
  const invoice = await latestInvoice(tx, order.id);
  if (!invoice) return null;
  if ((await creditableRemainderPaise(tx, order.id)) > 0) return null;
  return issueInvoice(tx, shop, order);
}

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const NOT_YOUR_DOCUMENT = 'That document belongs to someone else.';

/**
 * A tax document of an order for its customer or an admin, with the number of the invoice a credit
 * note reduces: 404 when the order has no such document, 403 for anyone else (docs/product.md §10).
 */
export async function documentFor(
  db: Database,
  user: { id: string; role: string },
  orderId: string,
  documentId: string,
): Promise<{ document: TaxDocumentRow; invoiceNumber: string | null }> {
  const [found] = await db
    .select({ document: taxDocuments, userId: orders.userId })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(and(eq(taxDocuments.id, documentId), eq(taxDocuments.orderId, orderId)))
    .limit(1);
  if (!found) throw notFound(DOCUMENT_NOT_FOUND);
  if (found.userId !== user.id && user.role !== 'admin') throw forbidden(NOT_YOUR_DOCUMENT);
  const { document } = found;
  if (!document.invoiceId) return { document, invoiceNumber: null };
  const [invoice] = await db
    .select({ number: taxDocuments.number })
    .from(taxDocuments)
    .where(eq(taxDocuments.id, document.invoiceId));
  return { document, invoiceNumber: invoice?.number ?? null };
}
