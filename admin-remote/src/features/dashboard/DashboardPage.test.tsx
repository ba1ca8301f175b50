import { adminStats, aLowStockVariant, anOrder, aProduct, idEndingIn, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const figure = (name: string) => screen.getByRole('region', { name });

it('shows revenue in rupees, total orders and total products from GET /api/admin/stats', async () => {
  const api = mockApi().once('GET /api/admin/stats', { body: adminStats() });
  renderAdmin('/admin');
  expect(await screen.findByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
  expect(within(figure('Revenue')).getByText('₹16,498.50')).toBeInTheDocument();
  expect(within(figure('Total Orders')).getByText('4')).toBeInTheDocument();
  expect(within(figure('Total Products')).getByText('120')).toBeInTheDocument();
  expect(within(figure('Total Orders')).getByRole('link', { name: 'Manage Orders' })).toHaveAttribute(
    'href',
    '/admin/orders',
  );
  expect(api.calls('GET /api/admin/stats')[0]?.headers.get('authorization')).toBe('Bearer test-token');
});

it('lists recent orders by the last 8 characters of their id', async () => {
  mockApi().once('GET /api/admin/stats', {
    body: adminStats({
      recentOrders: [anOrder(), anOrder({ _id: idEndingIn('ffee0011'), totalPrice: 799, status: 'Shipped' })],
    }),
  });
  renderAdmin('/admin');
  const table = await screen.findByRole('table', { name: 'Recent Orders' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent('#deadbeef');
  expect(rows[0]).toHaveTextContent('Asha Verma');
  expect(rows[0]).toHaveTextContent('₹3,998');
  expect(rows[0]).toHaveTextContent('Processing');
  expect(rows[1]).toHaveTextContent('#ffee0011');
  expect(rows[1]).toHaveTextContent('Shipped');
  const first = within(rows[0] as HTMLElement);
  expect(first.getByRole('link', { name: 'Order #deadbeef' })).toHaveAttribute(
    'href',
    `/admin/orders/${anOrder()._id}`,
  );
  expect(first.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
    'href',
    `/admin/users/${anOrder().user._id}`,
  );
});

it('shows every low-stock row whole: long names and SKUs wrap, and the list does not scroll inside the card', async () => {
  const long = 'Hand-block Printed Mulmul Cotton Anarkali Kurta with Mirror Work';
  mockApi().once('GET /api/admin/stats', {
    body: adminStats({
      lowStock: Array.from({ length: 20 }, (_, index) =>
        aLowStockVariant({ name: long, sku: `HB-ANK-${index}-XXL-BEIGE`, countInStock: index % 6 }),
      ),
    }),
  });
  renderAdmin('/admin');
  const card = await screen.findByRole('region', { name: 'Low stock' });
  const items = within(card).getAllByRole('listitem');
  expect(items).toHaveLength(20);
  expect(within(items[0] as HTMLElement).getByText(long)).not.toHaveClass('truncate');
  expect(within(items[19] as HTMLElement).getByText('SKU HB-ANK-19-XXL-BEIGE')).not.toHaveClass('truncate');
  const list = within(card).getByRole('list');
  expect(list.className).not.toMatch(/max-h-|overflow-/);
});

it("says 'No recent Orders found.' when there are none", async () => {
  mockApi().once('GET /api/admin/stats', { body: adminStats({ recentOrders: [] }) });
  renderAdmin('/admin');
  expect(await screen.findByText('No recent Orders found.')).toBeInTheDocument();
  expect(screen.queryByRole('table', { name: 'Recent Orders' })).not.toBeInTheDocument();
});

it('draws one bar per day for the last 30 days and sums them up', async () => {
  mockApi().once('GET /api/admin/stats', { body: adminStats() });
  renderAdmin('/admin');
  const chart = await screen.findByRole('img', { name: /Revenue per day/ });
  expect(screen.getAllByTestId('revenue-bar')).toHaveLength(30);
  expect(chart).toHaveAccessibleName(
    'Revenue per day. ₹16,498.50 from 4 orders in the last 30 days; best day 21 Nov with ₹12,500.50.',
  );
  const heights = screen.getAllByTestId('revenue-bar').map((bar) => Number(bar.getAttribute('height')));
  expect(heights.filter((height) => height > 0)).toHaveLength(2);
  expect(heights[20]).toBeGreaterThan(heights[4] ?? 0);
});

it('says so when nothing sold in the last 30 days', async () => {
  const quiet = adminStats().revenueByDay.map((day) => ({ ...day, revenue: 0, orders: 0 }));
  mockApi().once('GET /api/admin/stats', { body: adminStats({ revenueByDay: quiet }) });
  renderAdmin('/admin');
  expect(
    await screen.findByRole('img', { name: 'Revenue per day. No sales in the last 30 days.' }),
  ).toBeVisible();
});

it('lists the variants low in stock (product, size, colour, units), each linking to its editor', async () => {
  // The server's order: a few left (fewest first), then sold out.
  const api = mockApi().once('GET /api/admin/stats', {
    body: adminStats({
      lowStock: [
        aLowStockVariant({ sku: 'SF-KUR-2-L-SAFFRON', size: 'L', countInStock: 1 }),
        aLowStockVariant({
          productId: idEndingIn('p003'),
          name: 'Denim Jacket',
          sku: 'DN-JKT-9-XL-INDIGO',
          size: 'XL',
          color: 'indigo',
          countInStock: 3,
        }),
        aLowStockVariant(),
      ],
    }),
  });
  renderAdmin('/admin');
  const list = within(await screen.findByRole('region', { name: 'Low stock' }));
  expect(list.getByText('5 or fewer left')).toBeInTheDocument();
  expect(list.getByText('3 variants are low: 2 with a few left, 1 sold out.')).toBeInTheDocument();
  const entries = list.getAllByRole('listitem');
  expect(entries.map((entry) => entry.textContent)).toEqual([
    'Saffron Kurta in L / SaffronSKU SF-KUR-2-L-SAFFRON1 left',
    'Denim Jacket in XL / IndigoSKU DN-JKT-9-XL-INDIGO3 left',
    'Saffron Kurta in M / SaffronSKU SF-KUR-2-M-SAFFRONOut of stock',
  ]);
  expect(list.getByRole('link', { name: 'Saffron Kurta in M / Saffron' })).toHaveAttribute(
    'href',
    `/admin/products/${idEndingIn('p002')}/edit`,
  );
  expect(list.getByRole('link', { name: 'Saffron Kurta in L / Saffron' })).toHaveAttribute(
    'href',
    `/admin/products/${idEndingIn('p002')}/edit`,
  );
  const jacket = aProduct({ _id: idEndingIn('p003'), name: 'Denim Jacket' });
  api.once(`GET /api/admin/products/${jacket._id}`, { body: jacket });
  await userEvent.click(list.getByRole('link', { name: 'Denim Jacket in XL / Indigo' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/admin/products/${jacket._id}/edit`);
});

it("says 'Every product is well stocked.' when no variant is low", async () => {
  mockApi().once('GET /api/admin/stats', { body: adminStats({ lowStock: [] }) });
  renderAdmin('/admin');
  const list = within(await screen.findByRole('region', { name: 'Low stock' }));
  expect(list.getByText('Every product is well stocked.')).toBeInTheDocument();
  expect(list.queryByRole('link', { name: 'Show the products low in stock' })).not.toBeInTheDocument();
});

it('says how many variants are low beyond the 20 shown, and links to the product list filtered to them', async () => {
  const api = mockApi().once('GET /api/admin/stats', {
    body: adminStats({
      lowStock: Array.from({ length: 20 }, (_, index) =>
        aLowStockVariant({ sku: `SF-KUR-${index}`, countInStock: index < 5 ? 5 - index : 0 }),
      ),
      lowStockCount: 34,
      soldOutCount: 29,
    }),
  });
  renderAdmin('/admin');
  const card = within(await screen.findByRole('region', { name: 'Low stock' }));
  expect(
    card.getByText('34 variants are low: 5 with a few left, 29 sold out. The first 20 are shown.'),
  ).toBeInTheDocument();
  const low = aProduct({ _id: idEndingIn('p002'), name: 'Saffron Kurta' });
  api.once('GET /api/admin/products', { body: [low], headers: { 'X-Total-Count': '1' } });
  await userEvent.click(card.getByRole('link', { name: 'Show the products low in stock' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Product Catalog' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?stock=low');
  expect(api.calls('GET /api/admin/products')[0]?.url.searchParams.get('stock')).toBe('low');
  expect(screen.getByLabelText('Show products')).toHaveValue('low');
  expect(await screen.findByText('Saffron Kurta')).toBeInTheDocument();
});

it('shows an error with Retry when the figures cannot be loaded', async () => {
  const api = mockApi().once(
    'GET /api/admin/stats',
    { status: 403, body: { message: 'Only admins can do that.' } },
    { body: adminStats() },
  );
  renderAdmin('/admin');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading dashboard');
  expect(alert).toHaveTextContent('Only admins can do that.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Revenue' })).toBeInTheDocument();
  expect(api.calls('GET /api/admin/stats')).toHaveLength(2);
});
