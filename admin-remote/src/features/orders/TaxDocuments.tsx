import { DOWNLOAD_FAILED, downloadTaxDocument } from '@store/api/documents';
import type { Order } from '@store/contracts';
import { toast } from '@store/ui';

/** The order's tax invoice and credit notes with their GST, each downloadable (docs/product.md §10). */
export function TaxDocuments({ order, rupees }: { order: Order; rupees: (amount: number) => string }) {
  if (order.taxDocuments.length === 0)
    return <p className="text-sm text-stone-600">No tax documents (placed before invoicing).</p>;
  return (
    <ul className="space-y-2 text-sm">
      {order.taxDocuments.map((document) => (
        <li key={document._id}>
          <button
            type="button"
            className="font-semibold text-ink underline underline-offset-4"
            onClick={() =>
              void downloadTaxDocument(order._id, document).catch(() => toast.error(DOWNLOAD_FAILED))
            }
          >
            Download {document.kind === 'invoice' ? 'tax invoice' : 'credit note'} {document.number}
          </button>
          <span className="block text-stone-600">
            {rupees(document.total)}, GST {rupees(document.tax)}
            {document.invoiceNumber ? ` · against ${document.invoiceNumber}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
