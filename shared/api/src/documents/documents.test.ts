import { mockApi, networkFailure } from '@store/test-support';
import { configureApi } from '../index.ts';
import { DOWNLOAD_FAILED, documentFileName, downloadTaxDocument } from './index.ts';

const ORDER = 'a1b2c3d4e5f6a7b8c9d0e1f2';
const INVOICE = { _id: 'f2e1d0c9b8a7f6e5d4c3b2a1', number: 'TL/26-27/000123' };
const PATH = `GET /api/orders/${ORDER}/documents/${INVOICE._id}`;

let clicked: Array<{ href: string; download: string }>;
beforeEach(() => {
  configureApi({ baseUrl: '', getToken: () => 'token-of-the-shopper' });
  clicked = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:document'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
});
afterEach(() => jest.restoreAllMocks());

it('fetches the document with the signed-in token and saves it under its number', async () => {
  const api = mockApi({ [PATH]: { body: '%PDF-1.3' } });
  await downloadTaxDocument(ORDER, INVOICE);
  const [call] = api.calls(PATH);
  expect(call?.headers.get('authorization')).toBe('Bearer token-of-the-shopper');
  expect(clicked).toEqual([{ href: 'blob:document', download: 'TL-26-27-000123.pdf' }]);
  expect(documentFileName({ _id: 'x', number: 'CN/26-27/000004' })).toBe('CN-26-27-000004.pdf');
});

it('fails with the message to show when the server refuses or the network is down', async () => {
  mockApi({ [PATH]: { status: 403, body: { message: 'That document belongs to someone else.' } } });
  await expect(downloadTaxDocument(ORDER, INVOICE)).rejects.toThrow(DOWNLOAD_FAILED);
  mockApi({ [PATH]: networkFailure() });
  await expect(downloadTaxDocument(ORDER, INVOICE)).rejects.toThrow(
    'Could not download the document. Please try again.',
  );
  expect(clicked).toEqual([]);
});
