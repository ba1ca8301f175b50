import { apiUrl, getApiConfig } from '@store/api';
import type { Order } from '@store/contracts';
import { toast } from '@store/ui';

const DOWNLOAD_FAILED = 'Could not download the document. Please try again.';

/** GET /api/orders/{id}/documents/{documentId} with the admin's token, saved as `{number}.pdf`. */
async function download(orderId: string, document: { _id: string; number: string }) {
  const { fetch: send, getToken } = getApiConfig();
  const token = getToken();
  const request = new Request(apiUrl(`/api/orders/${orderId}/documents/${document._id}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const response = await (send ?? fetch)(request);
  if (!response.ok) throw new Error(DOWNLOAD_FAILED);
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = `${document.number.replaceAll('/', '-')}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
            onClick={() => void download(order._id, document).catch(() => toast.error(DOWNLOAD_FAILED))}
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
