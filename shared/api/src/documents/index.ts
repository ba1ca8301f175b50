/**
 * `@store/api/documents`: downloading an order's tax invoice or credit note as a PDF, for the
 * shopper's order page and the admin's. Kept out of `@store/api` so the first load does not carry it;
 * it reaches the configured client through `@store/api` by its package name, like the other entries.
 */
import { apiUrl, getApiConfig } from '@store/api';

export const DOWNLOAD_FAILED = 'Could not download the document. Please try again.';

/** What a download needs of a document: its id and its number (the file's name). */
export interface DownloadableDocument {
  _id: string;
  number: string;
}

/** `TL/26-27/000123` is saved as `TL-26-27-000123.pdf`. */
export const documentFileName = (document: DownloadableDocument) =>
  `${document.number.replaceAll('/', '-')}.pdf`;

/**
 * Fetches an order's invoice or credit note (GET /api/orders/{id}/documents/{documentId}, with the
 * signed-in token: a plain link could not carry it) and saves it as `{number}.pdf`. Throws
 * DOWNLOAD_FAILED when the server refuses it or the network fails.
 */
export async function downloadTaxDocument(orderId: string, document: DownloadableDocument): Promise<void> {
  const { fetch: send, getToken } = getApiConfig();
  const token = getToken();
  const request = new Request(apiUrl(`/api/orders/${orderId}/documents/${document._id}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  let response: Response;
  try {
    response = await (send ?? fetch)(request);
  } catch {
    throw new Error(DOWNLOAD_FAILED);
  }
  if (!response.ok) throw new Error(DOWNLOAD_FAILED);
  const url = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = url;
  link.download = documentFileName(document);
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
