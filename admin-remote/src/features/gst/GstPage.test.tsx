import { mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const summary = {
  month: '2026-11',
  byRate: [
    { rate: 5, taxable: 1523.8, cgst: 38.1, sgst: 38.1, igst: 0, total: 1600 },
    { rate: 18, taxable: 2711.86, cgst: 0, sgst: 0, igst: 488.14, total: 3200 },
  ],
  byHead: { cgst: 38.1, sgst: 38.1, igst: 488.14 },
  byState: [
    { placeOfSupply: 'Karnataka (29)', taxable: 1523.8, tax: 76.2, total: 1600 },
    { placeOfSupply: 'Maharashtra (27)', taxable: 2711.86, tax: 488.14, total: 3200 },
  ],
  documents: [
    {
      number: 'TL/26-27/000001',
      kind: 'invoice',
      placeOfSupply: 'Karnataka (29)',
      taxable: 1523.8,
      total: 1600,
    },
    {
      number: 'TL/26-27/000002',
      kind: 'invoice',
      placeOfSupply: 'Maharashtra (27)',
      taxable: 2711.86,
      total: 3200,
    },
  ],
  invoices: { count: 2, taxable: 4235.66, tax: 564.34, total: 4800 },
  creditNotes: { count: 0, taxable: 0, tax: 0, total: 0 },
  net: { taxable: 4235.66, tax: 564.34, total: 4800 },
};

it('shows the month by rate, head and state with its documents, and saves a category HSN code', async () => {
  const api = mockApi({
    'GET /api/admin/gst-summary': { body: summary },
    'GET /api/admin/hsn-codes': { body: [{ category: 'Sets', hsn: '6204' }] },
    'PUT /api/admin/hsn-codes/:category': { body: { category: 'Sets', hsn: '6211' } },
  });
  renderAdmin('/admin/gst');
  const byRate = within(await screen.findByRole('region', { name: 'By rate' }));
  expect(byRate.getByText('18%')).toBeInTheDocument();
  expect(byRate.getByText('₹488.14')).toBeInTheDocument();
  expect(screen.getByText('CGST ₹38.10 · SGST ₹38.10 · IGST ₹488.14')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'By state' })).getByText('Maharashtra (27)'),
  ).toBeInTheDocument();
  expect(screen.getByText('TL/26-27/000002 · Invoice · Maharashtra (27) · ₹3,200.00')).toBeInTheDocument();
  const code = await screen.findByLabelText('HSN code of Sets');
  await userEvent.clear(code);
  await userEvent.type(code, '6211');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Sets is now HSN 6211')).toBeInTheDocument();
  expect(api.calls('PUT /api/admin/hsn-codes/:category')[0]?.body).toEqual({ hsn: '6211' });
});
