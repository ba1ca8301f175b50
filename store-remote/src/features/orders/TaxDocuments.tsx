import { DOWNLOAD_FAILED, downloadTaxDocument } from '@store/api/documents';
import type { Order } from '@store/contracts';
import { toast } from '@store/ui';

/** 'Tax invoice TL/26-27/000123' or 'Credit note CN/26-27/000004'. */
export const documentLabel = (document: Order['taxDocuments'][number]) =>
  `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`;

/** The order's tax invoice and credit notes, each downloadable as a PDF (docs/product.md §10). */
export function TaxDocuments({ order }: { order: Order }) {
  if (order.taxDocuments.length === 0) return null;
  return (
    <section aria-labelledby="tax-documents" className="mt-8">
      <h3 id="tax-documents" className="text-sm font-semibold text-ink uppercase">
        Tax documents
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {order.taxDocuments.map((document) => (
          <li key={document._id}>
            <button
              type="button"
              className="font-semibold text-ink underline underline-offset-4"
              onClick={() =>
                void downloadTaxDocument(order._id, document).catch(() => toast.error(DOWNLOAD_FAILED))
              }
            >
              Download {documentLabel(document)} (PDF)
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
