import { createRequire } from 'node:module';
import type { TaxedLine } from '@store/contracts/gst';
import PDFDocument from 'pdfkit';
import type { TaxDocumentRow } from './documents-service.ts';
import { rupeesInWords } from './words.ts';

/**
 * The PDF of a tax invoice or credit note (docs/product.md §10), made with pdfkit. The standard PDF
 * fonts have no rupee sign, so DejaVu Sans (the dejavu-fonts-ttf npm package, installed with the
 * server; nothing is fetched at run time) is embedded.
 */
const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export const REVERSE_CHARGE = 'Tax is not payable on reverse charge';

const grouping = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '₹15,851.20'. */
export const rupees = (paise: number) => `₹${grouping.format(paise / 100)}`;
/** '2.5%' */
const percent = (value: number) => `${value}%`;

/** '27 November 2026', the date in India. */
export const documentDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(at);

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (line: TaxedLine, index: number) => string;
}

function columns(document: TaxDocumentRow): Column[] {
  const half = (line: TaxedLine) => percent(line.ratePercent / 2);
  const heads: Column[] = document.intraState
    ? [
        { title: 'CGST', width: 62, align: 'right', value: (l) => `${half(l)} ${rupees(l.cgstPaise)}` },
        { title: 'SGST', width: 62, align: 'right', value: (l) => `${half(l)} ${rupees(l.sgstPaise)}` },
      ]
    : [
        {
          title: 'IGST',
          width: 124,
          align: 'right',
          value: (l) => `${percent(l.ratePercent)} ${rupees(l.igstPaise)}`,
        },
      ];
  return [
    { title: '#', width: 18, align: 'left', value: (_, index) => String(index + 1) },
    {
      title: 'Description',
      width: 190,
      align: 'left',
      value: (l) => (l.kind === 'goods' ? `${l.description} (Size ${l.size}, ${l.color})` : l.description),
    },
    { title: 'HSN', width: 38, align: 'left', value: (l) => l.hsn },
    { title: 'Qty', width: 28, align: 'right', value: (l) => String(l.quantity) },
    { title: 'Unit price', width: 66, align: 'right', value: (l) => rupees(l.unitPricePaise) },
    { title: 'Discount', width: 62, align: 'right', value: (l) => rupees(l.discountPaise) },
    { title: 'Taxable value', width: 74, align: 'right', value: (l) => rupees(l.taxablePaise) },
    { title: 'Rate', width: 34, align: 'right', value: (l) => percent(l.ratePercent) },
    ...heads,
    { title: 'Amount', width: 72, align: 'right', value: (l) => rupees(l.amountPaise) },
  ];
}

/** The document as PDF bytes. `invoiceNumber`: the invoice a credit note reduces. */
export function renderDocumentPdf(document: TaxDocumentRow, invoiceNumber: string | null): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: document.number },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', BOLD);
  const left = 36;
  const credit = document.kind === 'credit_note';

  pdf
    .font('bold')
    .fontSize(16)
    .text(credit ? 'Credit Note' : 'Tax Invoice', left, 36);
  pdf.font('body').fontSize(9);
  const { supplier, buyer } = document;
  pdf.font('bold').text(supplier.legalName, left, 62);
  pdf.font('body').text(supplier.address);
  pdf.text(`State: ${supplier.state} (State code ${supplier.stateCode})`);
  pdf.text(`GSTIN: ${supplier.gstin}`);

  const right = 480;
  pdf.text(`${credit ? 'Credit note' : 'Invoice'} number: ${document.number}`, right, 62);
  pdf.text(`${credit ? 'Credit note' : 'Invoice'} date: ${documentDate(document.issuedAt)}`, right);
  if (credit && invoiceNumber) pdf.text(`Against invoice: ${invoiceNumber}`, right);
  if (credit && document.reason) pdf.text(`Reason: ${document.reason}`, right);
  pdf.text(`Place of supply: ${document.placeOfSupply}`, right);

  pdf.font('bold').text('Bill to / Ship to', left, 130);
  pdf.font('body').text(buyer.name);
  for (const line of buyer.addressLines) pdf.text(line);
  pdf.text(
    buyer.stateCode
      ? `State: ${buyer.state} (State code ${buyer.stateCode})`
      : `State: ${buyer.state || '—'}`,
  );

  const table = columns(document);
  let y = 215;
  const row = (cells: string[], font: 'body' | 'bold') => {
    pdf.font(font).fontSize(8);
    let x = left;
    let height = 0;
    cells.forEach((cell, index) => {
      const column = table[index] as Column;
      pdf.text(cell, x + 2, y + 3, { width: column.width - 4, align: column.align });
      height = Math.max(height, pdf.y - y);
      x += column.width;
    });
    y += Math.max(height, 12) + 3;
    pdf.moveTo(left, y).lineTo(x, y).lineWidth(0.5).strokeColor('#999999').stroke();
    if (y > 500) {
      pdf.addPage();
      y = 36;
    }
  };
  row(
    table.map((column) => column.title),
    'bold',
  );
  const lines = document.lines.filter((line) => line.amountPaise > 0);
  lines.forEach((line, index) => {
    row(
      table.map((column) => column.value(line, index)),
      'body',
    );
  });

  const totals: Array<[string, number]> = [
    ['Taxable value', document.taxablePaise],
    ...(document.intraState
      ? ([
          ['CGST', document.cgstPaise],
          ['SGST', document.sgstPaise],
        ] as Array<[string, number]>)
      : ([['IGST', document.igstPaise]] as Array<[string, number]>)),
    [credit ? 'Total credited' : 'Total', document.totalPaise],
  ];
  y += 8;
  for (const [label, paise] of totals) {
    pdf.font(label.startsWith('Total') ? 'bold' : 'body').fontSize(9);
    pdf.text(label, 560, y, { width: 120, align: 'left' });
    pdf.text(rupees(paise), 680, y, { width: 90, align: 'right' });
    y += 14;
  }
  pdf.font('body').fontSize(9);
  pdf.text(`Amount in words: ${rupeesInWords(document.totalPaise)}`, left, y + 6);
  pdf.text(`${REVERSE_CHARGE}.`, left);
  pdf.text('Prices include GST. This is a computer-generated document and needs no signature.', left);
  pdf.end();
  return done;
}
