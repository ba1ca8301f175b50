import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hexId, product } from '../../test/fixtures.ts';
import { deferred, mockNetwork } from '../../test/network.ts';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const shirt = product();
const kurta = product({
  _id: hexId('p002'),
  name: 'Saffron Kurta',
  sku: 'SF-KUR-2',
  price: 2499,
  discountPrice: 1999,
  onSale: true,
  countInStock: 2,
  images: [{ url: '/uploads/kurta.webp', altText: '' }],
});

async function productsTable() {
  return within(await screen.findByRole('table', { name: 'Products' }));
}
const rowOf = (table: ReturnType<typeof within>, name: string) => {
  const row = table.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

it('lists each product with image, name, price, SKU and stock from GET /api/admin/products', async () => {
  const network = mockNetwork().on('GET /api/admin/products', {
    body: [shirt, kurta],
    headers: { 'X-Total-Count': '2' },
  });
  renderAdmin('/admin/products');
  expect(screen.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeInTheDocument();
  const table = await productsTable();
  const shirtRow = rowOf(table, 'Indigo Linen Shirt');
  expect(shirtRow.getByRole('img', { name: 'Indigo linen shirt, front' })).toHaveAttribute(
    'src',
    '/uploads/shirt.webp',
  );
  expect(shirtRow.getByText('₹1,999')).toBeInTheDocument();
  expect(shirtRow.getByText('IB-LIN-001')).toBeInTheDocument();
  expect(shirtRow.getByText('12')).toBeInTheDocument();
  expect(shirtRow.getByRole('link', { name: 'Edit Indigo Linen Shirt' })).toHaveAttribute(
    'href',
    `/admin/products/${shirt._id}/edit`,
  );
  const kurtaRow = rowOf(table, 'Saffron Kurta');
  // An image without alt text is described by the product's name.
  expect(kurtaRow.getByRole('img', { name: 'Saffron Kurta' })).toBeInTheDocument();
  expect(kurtaRow.getByText('₹2,499')).toBeInTheDocument();
  expect(kurtaRow.getByText('₹1,999')).toBeInTheDocument();
  const query = network.sent('GET /api/admin/products')[0]?.url.searchParams;
  expect(query?.get('page')).toBe('1');
  expect(query?.get('limit')).toBe('50');
  expect(query?.has('search')).toBe(false);
});

it("says 'No Products Available' for an empty catalogue", async () => {
  mockNetwork().on('GET /api/admin/products', { body: [], headers: { 'X-Total-Count': '0' } });
  renderAdmin('/admin/products');
  expect(await screen.findByText('No Products Available')).toBeInTheDocument();
});

it("shows 'Error loading products' with the reason and a Retry", async () => {
  mockNetwork().on(
    'GET /api/admin/products',
    new TypeError('Failed to fetch'),
    new TypeError('Failed to fetch'),
    { body: [shirt], headers: { 'X-Total-Count': '1' } },
  );
  renderAdmin('/admin/products');
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent('Error loading products');
  expect(alert).toHaveTextContent('Could not reach the store. Check your connection and try again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect((await productsTable()).getByText('Indigo Linen Shirt')).toBeInTheDocument();
});

it('searches on the server and pages through the results', async () => {
  const page = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      product({ _id: hexId(`e${index}`), name: `Linen piece ${index}`, sku: `LIN-${index}` }),
    );
  const network = mockNetwork()
    .on('GET /api/admin/products', { body: [shirt, kurta], headers: { 'X-Total-Count': '2' } })
    .on('GET /api/admin/products', { body: page(50), headers: { 'X-Total-Count': '60' } })
    .on('GET /api/admin/products', { body: page(10), headers: { 'X-Total-Count': '60' } });
  renderAdmin('/admin/products');
  await productsTable();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), ' linen {Enter}');
  expect(await screen.findByText('1–50 of 60')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?search=linen');
  expect(network.sent('GET /api/admin/products')[1]?.url.searchParams.get('search')).toBe('linen');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
  const third = network.sent('GET /api/admin/products')[2]?.url.searchParams;
  expect(third?.get('page')).toBe('2');
  expect(third?.get('search')).toBe('linen');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it("deletes through DELETE /api/products/{id} after 'Are you sure you want to delete to Product?'", async () => {
  const answer = deferred();
  const network = mockNetwork()
    .on('GET /api/admin/products', { body: [shirt, kurta], headers: { 'X-Total-Count': '2' } })
    .on(`DELETE /api/products/${kurta._id}`, answer.promise)
    .on('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
  renderAdmin('/admin/products');
  await userEvent.click(
    rowOf(await productsTable(), 'Saffron Kurta').getByRole('button', { name: 'Delete Saffron Kurta' }),
  );
  const dialog = within(screen.getByRole('alertdialog'));
  expect(dialog.getByText('Are you sure you want to delete to Product?')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  answer.resolve({ body: { message: 'Product deleted' } });
  expect(await screen.findByText('Product deleted')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Products' })).not.toHaveTextContent('Saffron Kurta'),
  );
  expect(network.sent(`DELETE /api/products/${kurta._id}`)).toHaveLength(1);
  expect(network.unexpected).toEqual([]);
});

it("keeps the product and shows the server's refusal when deleting fails", async () => {
  mockNetwork()
    .on('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } })
    .on(`DELETE /api/products/${shirt._id}`, { status: 404, body: { message: 'Product not found' } });
  renderAdmin('/admin/products');
  await userEvent.click(
    rowOf(await productsTable(), 'Indigo Linen Shirt').getByRole('button', {
      name: 'Delete Indigo Linen Shirt',
    }),
  );
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect((await productsTable()).getByText('Indigo Linen Shirt')).toBeInTheDocument();
});

it('links to the new-product form', async () => {
  mockNetwork().on('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
  renderAdmin('/admin/products');
  expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/new');
  await productsTable();
});
