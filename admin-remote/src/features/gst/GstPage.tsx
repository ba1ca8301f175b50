import { apiUrl, errorMessage, get, getApiConfig, send } from '@store/api';
import type { CategoryHsn } from '@store/contracts';
import { Button, toast, useRupees } from '@store/ui';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';

/** The answer of GET /api/admin/gst-summary (docs/product.md §10). */
interface GstSummary {
  month: string;
  byRate: Array<{ rate: number; taxable: number; cgst: number; sgst: number; igst: number; total: number }>;
  byHead: { cgst: number; sgst: number; igst: number };
  byState: Array<{ placeOfSupply: string; taxable: number; tax: number; total: number }>;
  documents: Array<{
    number: string;
    kind: 'invoice' | 'credit_note';
    placeOfSupply: string;
    taxable: number;
    total: number;
  }>;
  invoices: { count: number; taxable: number; tax: number; total: number };
  creditNotes: { count: number; taxable: number; tax: number; total: number };
  net: { taxable: number; tax: number; total: number };
}

/** This month in India, YYYY-MM. */
const thisMonth = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);

async function downloadCsv(month: string) {
  const { fetch: sendRequest, getToken } = getApiConfig();
  const token = getToken();
  const request = new Request(apiUrl(`/api/admin/gst-summary.csv?month=${month}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const response = await (sendRequest ?? fetch)(request);
  if (!response.ok) throw new Error('Could not download the CSV. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `gst-summary-${month}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const cell = 'border-b border-stone-200 px-2 py-1.5 text-right';
const head = 'border-b border-stone-300 px-2 py-1.5 text-right font-semibold';

/** /admin/gst: the month's GST for the accountant, and each category's HSN code (docs/product.md §10). */
export function GstPage() {
  const [month, setMonth] = useState(thisMonth);
  const [summary, setSummary] = useState<GstSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [codes, setCodes] = useState<CategoryHsn[]>([]);
  const rupees = useRupees();

  useEffect(() => {
    setFailure(null);
    get<GstSummary>('/api/admin/gst-summary', { month })
      .then(setSummary)
      .catch((error) => setFailure(errorMessage(error, 'Error loading the GST summary')));
  }, [month]);
  useEffect(() => {
    get<CategoryHsn[]>('/api/admin/hsn-codes')
      .then(setCodes)
      .catch(() => setCodes([]));
  }, []);

  async function saveCode(category: string, hsn: string) {
    try {
      await send('put', `/api/admin/hsn-codes/${encodeURIComponent(category)}`, { hsn });
      toast.success(`${category} is now HSN ${hsn.trim()}`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the HSN code'));
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="GST summary"
        summary="Invoices less credit notes issued in the month (India's calendar)."
      />
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-ink">
          Month
          <input
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="ml-2 rounded-md border border-stone-300 px-2 py-1"
          />
        </label>
        <Button
          variant="secondary"
          onClick={() => void downloadCsv(month).catch((error: Error) => toast.error(error.message))}
        >
          Download CSV
        </Button>
      </div>
      {failure && <p role="alert">{failure}</p>}
      {summary && (
        <>
          <section aria-label="By rate" className="overflow-x-auto">
            <h2 className="font-semibold text-ink">By rate</h2>
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr>
                  {['Rate', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'].map((title) => (
                    <th key={title} className={head}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.byRate.map((row) => (
                  <tr key={row.rate}>
                    <td className={cell}>{row.rate}%</td>
                    <td className={cell}>{rupees(row.taxable)}</td>
                    <td className={cell}>{rupees(row.cgst)}</td>
                    <td className={cell}>{rupees(row.sgst)}</td>
                    <td className={cell}>{rupees(row.igst)}</td>
                    <td className={cell}>{rupees(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-label="By head" className="text-sm">
            <h2 className="font-semibold text-ink">By head</h2>
            <p>
              CGST {rupees(summary.byHead.cgst)} · SGST {rupees(summary.byHead.sgst)} · IGST{' '}
              {rupees(summary.byHead.igst)}
            </p>
          </section>
          <section aria-label="By state" className="overflow-x-auto">
            <h2 className="font-semibold text-ink">By place of supply</h2>
            <table className="mt-2 w-full text-sm">
              <thead>
                <tr>
                  {['Place of supply', 'Taxable value', 'Tax', 'Total'].map((title) => (
                    <th key={title} className={head}>
                      {title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {summary.byState.map((row) => (
                  <tr key={row.placeOfSupply}>
                    <td className={cell}>{row.placeOfSupply}</td>
                    <td className={cell}>{rupees(row.taxable)}</td>
                    <td className={cell}>{rupees(row.tax)}</td>
                    <td className={cell}>{rupees(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <section aria-label="Documents" className="text-sm">
            <h2 className="font-semibold text-ink">Invoices and credit notes</h2>
            <p>
              {summary.invoices.count} invoices, {rupees(summary.invoices.total)} (GST{' '}
              {rupees(summary.invoices.tax)}) · {summary.creditNotes.count} credit notes,{' '}
              {rupees(summary.creditNotes.total)} (GST {rupees(summary.creditNotes.tax)}) · Net{' '}
              {rupees(summary.net.total)} (GST {rupees(summary.net.tax)})
            </p>
            <ul className="mt-2 space-y-1">
              {summary.documents.map((document) => (
                <li key={document.number}>
                  {document.number} · {document.kind === 'invoice' ? 'Invoice' : 'Credit note'} ·{' '}
                  {document.placeOfSupply} · {rupees(document.total)}
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <section aria-label="HSN codes" className="text-sm">
        <h2 className="font-semibold text-ink">HSN codes by category</h2>
        <ul className="mt-2 space-y-2">
          {codes.map((code) => (
            <li key={code.category}>
              <form
                className="flex items-center gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  const value = new FormData(event.currentTarget).get('hsn');
                  void saveCode(code.category, String(value ?? ''));
                }}
              >
                <label className="w-32">
                  {code.category}
                  <input
                    name="hsn"
                    defaultValue={code.hsn}
                    aria-label={`HSN code of ${code.category}`}
                    className="ml-2 w-20 rounded-md border border-stone-300 px-2 py-1"
                  />
                </label>
                <Button type="submit" variant="secondary">
                  Save
                </Button>
              </form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
