/** What other modules may use of GST: issuing tax documents in their transactions (docs/product.md §10). */
export {
  creditableRemainderPaise,
  type DocumentOrder,
  documentsOfOrder,
  issueCreditNote,
  issueInvoice,
  reinvoiceIfCredited,
  type TaxDocumentRow,
} from './documents-service.ts';
