import { apiUrl, getApiConfig } from '@store/api';

export const DOWNLOAD_FAILED = 'Could not download the document. Please try again.';

/**
 * Fetches an order's invoice or credit note (GET /api/orders/{id}/documents/{documentId}, with the
 * signed-in token: a plain link could not carry it) and saves it as `{number}.pdf`.
 */
export async function downloadTaxDocument(orderId: string, document: { _id: string; number: string }) {
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
