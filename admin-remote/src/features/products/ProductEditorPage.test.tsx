import { uploadImage } from '@store/api/admin';
import { aProduct, hold, idEndingIn, mockApi } from '@store/test-support';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin, resetAdminStores } from '../../test/render-admin.tsx';

// Uploads go through XMLHttpRequest (for progress events); everything else through the fetch mock.
jest.mock('@store/api/admin', () => ({ ...jest.requireActual('@store/api/admin'), uploadImage: jest.fn() }));
const upload = jest.mocked(uploadImage);

beforeEach(() => {
  resetAdminStores();
  upload.mockReset();
});

const shirt = aProduct({
  images: [
    { url: '/uploads/front.webp', altText: 'Front view' },
    { url: '/uploads/back.webp', altText: 'Back view' },
  ],
});

const location = () => screen.getByTestId('location').textContent;
const image = (name: string) => new File(['x'.repeat(64)], name, { type: 'image/png' });

async function openEditor() {
  const api = mockApi().once(`GET /api/admin/products/${shirt._id}`, { body: shirt });
  renderAdmin(`/admin/products/${shirt._id}/edit`);
  await screen.findByDisplayValue('Linen Camp Shirt');
  return api;
}

it('loads the product into the form', async () => {
  await openEditor();
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Linen Camp Shirt');
  expect(screen.getByLabelText('Description')).toHaveValue('An airy linen shirt for hot afternoons.');
  expect(screen.getByLabelText('Price (₹)')).toHaveValue(1999);
  expect(screen.getByLabelText('Count in stock')).toHaveValue(12);
  expect(screen.getByLabelText('Sizes')).toHaveValue('S, M, L');
  expect(screen.getByLabelText('Colors')).toHaveValue('navy, white');
  expect(screen.getByLabelText('Category')).toHaveValue('Top Wear');
  expect(screen.getByLabelText('SKU')).toHaveValue('CL-LIN-001');
  expect(screen.getByRole('img', { name: 'Front view' })).toBeInTheDocument();
  expect(screen.getByLabelText('Alt text for image 2')).toHaveValue('Back view');
});

it('saves with PUT /api/admin/products/{id}, says so, and the list shows the change', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const answer = hold();
  const saved = { ...shirt, price: 1499, sizes: ['S', 'M', 'XL'] };
  const api = await openEditor();
  api
    .once(`PUT /api/admin/products/${shirt._id}`, answer)
    .once('GET /api/admin/products', { body: [saved], headers: { 'X-Total-Count': '1' } });

  await userEvent.clear(screen.getByLabelText('Price (₹)'));
  await userEvent.type(screen.getByLabelText('Price (₹)'), '1499');
  await userEvent.clear(screen.getByLabelText('Sizes'));
  await userEvent.type(screen.getByLabelText('Sizes'), ' S, M ,, XL ');
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(screen.getByRole('button', { name: 'Update Product' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

  await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(1));
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.body).toEqual({
    name: 'Linen Camp Shirt',
    description: 'An airy linen shirt for hot afternoons.',
    price: 1499,
    discountPrice: null,
    countInStock: 12,
    sku: 'CL-LIN-001',
    category: 'Top Wear',
    gender: 'Men',
    brand: 'Coastline',
    material: 'Linen',
    sizes: ['S', 'M', 'XL'],
    colors: ['navy', 'white'],
    collections: ['summer edit'],
    featured: false,
    images: [
      { url: '/uploads/front.webp', altText: 'Front view' },
      { url: '/uploads/back.webp', altText: 'Back view' },
    ],
  });
  answer.release({ body: saved });

  expect(await screen.findByText('Product updated')).toBeInTheDocument();
  await waitFor(() => expect(location()).toBe('/admin/products'));
  const row = (await screen.findByRole('table', { name: 'Products' })).querySelector(
    `[data-product-id="${shirt._id}"]`,
  );
  expect(row).toHaveTextContent('₹1,499');
  // Highlighted and brought into view once the list has loaded.
  expect(row).toHaveClass('bg-brand-50');
  await waitFor(() => expect(scrolled).toContain(row));
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(1);
});

it('requires name and description and sends nothing without them', async () => {
  const api = await openEditor();
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.clear(screen.getByLabelText('Description'));
  await userEvent.clear(screen.getByLabelText('Count in stock'));
  await userEvent.type(screen.getByLabelText('Count in stock'), '2.5');
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Description is required')).toBeInTheDocument();
  expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(0);
});

it("shows the server's refusal and stays on the form", async () => {
  const api = await openEditor();
  api.once(`PUT /api/admin/products/${shirt._id}`, {
    status: 409,
    body: { message: 'A product with that SKU already exists' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('A product with that SKU already exists');
  expect(location()).toBe(`/admin/products/${shirt._id}/edit`);
  expect(screen.getByRole('button', { name: 'Update Product' })).toBeEnabled();
});

it("shows 'Error loading product' for an unknown id", async () => {
  const missing = idEndingIn('dead');
  mockApi().once(`GET /api/admin/products/${missing}`, {
    status: 404,
    body: { message: 'Product not found' },
  });
  renderAdmin(`/admin/products/${missing}/edit`);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Error loading product');
  expect(alert).toHaveTextContent('Product not found');
});

describe('images', () => {
  it('uploads with a visible progress bar and adds the image with alt text', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: (value: { imageUrl: string }) => void = () => undefined;
    upload.mockImplementation((_file, onProgress) => {
      report = onProgress ?? report;
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    await openEditor();
    await userEvent.upload(screen.getByLabelText('Upload Image'), image('side.png'));
    act(() => report(0.4));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading side.png' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('40%')).toBeVisible();
    expect(screen.getByLabelText('Upload Image')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeDisabled();
    expect(upload.mock.calls[0]?.[0]).toBeInstanceOf(File);

    finish({ imageUrl: '/uploads/side.webp' });
    expect(await screen.findByLabelText('Alt text for image 3')).toHaveValue('Linen Camp Shirt');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Product' })).toBeEnabled();
  });

  it("shows 'Failed to upload image: ...' when the upload fails", async () => {
    upload.mockRejectedValue(Object.assign(new Error('Only JPEG, PNG, WebP or GIF images are accepted'), {}));
    await openEditor();
    await userEvent.upload(screen.getByLabelText('Upload Image'), image('notes.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: Only JPEG, PNG, WebP or GIF images are accepted',
    );
    expect(screen.queryByLabelText('Alt text for image 3')).not.toBeInTheDocument();
  });

  it('refuses a file that is not an image without uploading it', async () => {
    await openEditor();
    const pdf = new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Upload Image'), pdf, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload image: brochure.pdf is not an image',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('reorders, edits alt text and removes images before saving', async () => {
    const api = await openEditor();
    api
      .once(`PUT /api/admin/products/${shirt._id}`, { body: shirt })
      .once('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 2 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(screen.getByLabelText('Alt text for image 1')).toHaveValue('Back view');
    await userEvent.clear(screen.getByLabelText('Alt text for image 1'));
    await userEvent.type(screen.getByLabelText('Alt text for image 1'), 'Back, with yoke detail');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.queryByLabelText('Alt text for image 2')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(1));
    expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.body).toMatchObject({
      images: [{ url: '/uploads/back.webp', altText: 'Back, with yoke detail' }],
    });
  });
});

describe('new product', () => {
  it('creates with POST /api/admin/products, including the uploaded image', async () => {
    upload.mockImplementation(async (_file, onProgress) => {
      onProgress?.(1);
      return { imageUrl: '/uploads/new.webp' };
    });
    const created = aProduct({ _id: idEndingIn('p0new'), name: 'Monsoon Shirt', sku: 'MS-01' });
    const api = mockApi()
      .once('POST /api/admin/products', { status: 201, body: created })
      .once('GET /api/admin/products', { body: [created], headers: { 'X-Total-Count': '1' } });
    renderAdmin('/admin/products/new');
    expect(screen.getByRole('heading', { level: 1, name: 'Add Product' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Name'), 'Monsoon Shirt');
    await userEvent.type(screen.getByLabelText('Description'), 'Quick-dry cotton.');
    await userEvent.type(screen.getByLabelText('Price (₹)'), '1299');
    await userEvent.type(screen.getByLabelText('Discount price (₹)'), '999');
    await userEvent.type(screen.getByLabelText('Count in stock'), '25');
    await userEvent.type(screen.getByLabelText('SKU'), 'MS-01');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Top Wear');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Unisex');
    await userEvent.type(screen.getByLabelText('Brand'), 'Monsoon Mill');
    await userEvent.type(screen.getByLabelText('Material'), 'Cotton');
    await userEvent.type(screen.getByLabelText('Sizes'), 'M, L');
    await userEvent.type(screen.getByLabelText('Colors'), 'navy');
    await userEvent.upload(screen.getByLabelText('Upload Image'), image('monsoon.png'));
    expect(await screen.findByLabelText('Alt text for image 1')).toHaveValue('Monsoon Shirt');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/products')[0]?.body).toEqual({
      name: 'Monsoon Shirt',
      description: 'Quick-dry cotton.',
      price: 1299,
      discountPrice: 999,
      countInStock: 25,
      sku: 'MS-01',
      category: 'Top Wear',
      gender: 'Unisex',
      brand: 'Monsoon Mill',
      material: 'Cotton',
      sizes: ['M', 'L'],
      colors: ['navy'],
      collections: [],
      featured: false,
      images: [{ url: '/uploads/new.webp', altText: 'Monsoon Shirt' }],
    });
    await waitFor(() => expect(location()).toBe('/admin/products'));
    expect(
      within(await screen.findByRole('table', { name: 'Products' })).getByText('Monsoon Shirt'),
    ).toBeVisible();
  });
});
