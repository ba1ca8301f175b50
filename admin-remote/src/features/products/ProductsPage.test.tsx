import { aProduct, hold, idEndingIn, mockApi, networkFailure, variantsOf } from '@store/test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

beforeEach(() => resetAdminStores());

const shirt = aProduct();
const kurta = aProduct({
  _id: idEndingIn('p002'),
  name: 'Saffron Kurta',
  sku: 'SF-KUR-2',
  price: 2499,
  discountPrice: 1999,
  onSale: true,
  sizes: ['M', 'L'],
  colors: ['saffron', 'white', 'green'],
  variants: variantsOf('SF-KUR-2', ['M', 'L'], ['saffron', 'white', 'green'], { 'L/green': 2 }, 0),
  images: [{ url: '/uploads/kurta.webp', altText: '', color: null }],
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
  const api = mockApi().once('GET /api/admin/products', {
    body: [shirt, kurta],
    headers: { 'X-Total-Count': '2' },
  });
  renderAdmin('/admin/products');
  expect(screen.getByRole('heading', { level: 1, name: 'Product Catalog' })).toBeInTheDocument();
  const table = await productsTable();
  const shirtRow = rowOf(table, 'Linen Camp Shirt');
  expect(shirtRow.getByRole('img', { name: 'Linen Camp Shirt, front' })).toHaveAttribute(
    'src',
    '/uploads/shirt-front.svg',
  );
  expect(shirtRow.getByText('₹1,999')).toBeInTheDocument();
  expect(shirtRow.getByText('CL-LIN-001')).toBeInTheDocument();
  expect(shirtRow.getByRole('cell', { name: /Total stock/ })).toHaveTextContent(
    'Total stock: 12 · 0 of 6 sold out',
  );
  expect(shirtRow.getByRole('link', { name: 'Edit Linen Camp Shirt' })).toHaveAttribute(
    'href',
    `/admin/products/${shirt._id}/edit`,
  );
  const kurtaRow = rowOf(table, 'Saffron Kurta');
  // An image without alt text is described by the product's name.
  expect(kurtaRow.getByRole('img', { name: 'Saffron Kurta' })).toBeInTheDocument();
  expect(kurtaRow.getByText('₹2,499')).toBeInTheDocument();
  expect(kurtaRow.getByText('₹1,999')).toBeInTheDocument();
  // Low (5 or fewer in all) and mostly sold out.
  expect(kurtaRow.getByRole('cell', { name: /Total stock/ })).toHaveTextContent(
    'Total stock: 2 · 5 of 6 sold out',
  );
  expect(kurtaRow.getByText('Total stock: 2')).toHaveClass('text-rose-700');
  const query = api.calls('GET /api/admin/products')[0]?.url.searchParams;
  expect(query?.get('page')).toBe('1');
  expect(query?.get('limit')).toBe('50');
  expect(query?.has('search')).toBe(false);
});

it("says 'No Products Available' for an empty catalogue", async () => {
  mockApi().once('GET /api/admin/products', { body: [], headers: { 'X-Total-Count': '0' } });
  renderAdmin('/admin/products');
  expect(await screen.findByText('No Products Available')).toBeInTheDocument();
});

it("shows 'Error loading products' with the reason and a Retry", async () => {
  mockApi().once('GET /api/admin/products', networkFailure(), networkFailure(), {
    body: [shirt],
    headers: { 'X-Total-Count': '1' },
  });
  renderAdmin('/admin/products');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading products');
  expect(alert).toHaveTextContent('Could not reach the store. Check your connection and try again.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect((await productsTable()).getByText('Linen Camp Shirt')).toBeInTheDocument();
});

it('searches on the server and pages through the results', async () => {
  const page = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      aProduct({ _id: idEndingIn(`e${index}`), name: `Linen piece ${index}`, sku: `LIN-${index}` }),
    );
  const api = mockApi()
    .once('GET /api/admin/products', { body: [shirt, kurta], headers: { 'X-Total-Count': '2' } })
    .once('GET /api/admin/products', { body: page(50), headers: { 'X-Total-Count': '60' } })
    .once('GET /api/admin/products', { body: page(10), headers: { 'X-Total-Count': '60' } });
  renderAdmin('/admin/products');
  await productsTable();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), ' linen {Enter}');
  expect(await screen.findByText('1–50 of 60')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?search=linen');
  expect(api.calls('GET /api/admin/products')[1]?.url.searchParams.get('search')).toBe('linen');
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('51–60 of 60')).toBeInTheDocument();
  const third = api.calls('GET /api/admin/products')[2]?.url.searchParams;
  expect(third?.get('page')).toBe('2');
  expect(third?.get('search')).toBe('linen');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

it("deletes through DELETE /api/products/{id} after 'Are you sure you want to delete to Product?'", async () => {
  const answer = hold();
  const api = mockApi()
    .once('GET /api/admin/products', { body: [shirt, kurta], headers: { 'X-Total-Count': '2' } })
    .once(`DELETE /api/products/${kurta._id}`, answer)
    .once('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
  renderAdmin('/admin/products');
  await userEvent.click(
    rowOf(await productsTable(), 'Saffron Kurta').getByRole('button', { name: 'Delete Saffron Kurta' }),
  );
  const dialog = within(screen.getByRole('alertdialog'));
  expect(dialog.getByText('Are you sure you want to delete to Product?')).toBeInTheDocument();
  await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  answer.release({ body: { message: 'Product deleted' } });
  expect(await screen.findByText('Product deleted')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('table', { name: 'Products' })).not.toHaveTextContent('Saffron Kurta'),
  );
  expect(api.calls(`DELETE /api/products/${kurta._id}`)).toHaveLength(1);
  expect(api.unexpected).toEqual([]);
});

it("keeps the product and shows the server's refusal when deleting fails", async () => {
  mockApi()
    .once('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } })
    .once(`DELETE /api/products/${shirt._id}`, { status: 404, body: { message: 'Product not found' } });
  renderAdmin('/admin/products');
  await userEvent.click(
    rowOf(await productsTable(), 'Linen Camp Shirt').getByRole('button', {
      name: 'Delete Linen Camp Shirt',
    }),
  );
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect((await productsTable()).getByText('Linen Camp Shirt')).toBeInTheDocument();
});

it('links to the new-product form', async () => {
  mockApi().once('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
  renderAdmin('/admin/products');
  expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute('href', '/admin/products/new');
  await productsTable();
});

it('filters to the products low in stock, kept in the address beside the search', async () => {
  const api = mockApi()
    .once('GET /api/admin/products', { body: [shirt, kurta], headers: { 'X-Total-Count': '2' } })
    .once('GET /api/admin/products', { body: [kurta], headers: { 'X-Total-Count': '1' } })
    .once('GET /api/admin/products', { body: [], headers: { 'X-Total-Count': '0' } });
  renderAdmin('/admin/products');
  await productsTable();
  await userEvent.selectOptions(screen.getByLabelText('Show products'), 'low');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/products?stock=low'));
  await waitFor(() =>
    expect(
      within(screen.getByRole('table', { name: 'Products' })).queryByText('Linen Camp Shirt'),
    ).toBeNull(),
  );
  expect(api.calls('GET /api/admin/products')[1]?.url.searchParams.get('stock')).toBe('low');
  expect(
    screen.getByRole('option', { name: 'Low in stock (5 or fewer of a size and colour)' }),
  ).toBeInTheDocument();

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'nothing{Enter}');
  expect(await screen.findByText('No products match these filters.')).toBeInTheDocument();
  expect(api.calls('GET /api/admin/products')[2]?.url.searchParams.get('stock')).toBe('low');
});
