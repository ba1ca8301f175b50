import { uploadImage } from '@store/api/admin';
import { aProduct, hold, idEndingIn, mockApi, variantsOf } from '@store/test-support';
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
    { url: '/uploads/front.webp', altText: 'Front view', color: null },
    { url: '/uploads/back.webp', altText: 'Back view', color: 'white' },
  ],
  // Stored SKUs are kept even where they differ from what the product's SKU would give today.
  variants: variantsOf('CL-LIN-001', ['S', 'M', 'L'], ['navy', 'white'], { 'M/navy': 5, 'L/white': 0 }).map(
    (variant) =>
      variant.size === 'S' && variant.color === 'white' ? { ...variant, sku: 'LEGACY-S-WHT' } : variant,
  ),
});

const cell = (size: string, color: string) => screen.getByLabelText(`Stock of ${size} in ${color}`);

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
  expect(screen.queryByLabelText('Count in stock')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Sizes')).toHaveValue('S, M, L');
  const colors = within(screen.getByRole('group', { name: 'Colors' }));
  expect(
    colors
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked)
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['White', 'Navy']);
  expect(screen.getByLabelText('Material')).toHaveValue('Linen');
  expect(screen.getByLabelText('Category')).toHaveValue('Top Wear');
  expect(screen.getByLabelText('SKU')).toHaveValue('CL-LIN-001');
  expect(screen.getByRole('img', { name: 'Front view' })).toBeInTheDocument();
  expect(screen.getByLabelText('Alt text for image 2')).toHaveValue('Back view');
  expect(screen.getByLabelText('Colour of image 1')).toHaveDisplayValue('Every colour');
  expect(screen.getByLabelText('Colour of image 2')).toHaveDisplayValue('White');
});

describe('the stock grid', () => {
  it('shows a figure per size and colour with its SKU, and the total', async () => {
    await openEditor();
    const grid = within(screen.getByRole('table', { name: 'Stock of each size in each colour' }));
    expect(grid.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Size',
      'Navy',
      'White',
    ]);
    expect(grid.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['S', 'M', 'L']);
    expect(grid.getAllByRole('spinbutton')).toHaveLength(6);
    expect(cell('S', 'navy')).toHaveValue(2);
    expect(cell('M', 'navy')).toHaveValue(5);
    expect(cell('L', 'white')).toHaveValue(0);
    expect(cell('M', 'navy')).toHaveAccessibleDescription('CL-LIN-001-M-NAVY');
    expect(cell('S', 'white')).toHaveAccessibleDescription('LEGACY-S-WHT');
    expect(screen.getByText('Total stock: 13')).toBeInTheDocument();

    await userEvent.clear(cell('L', 'white'));
    await userEvent.type(cell('L', 'white'), '7');
    expect(screen.getByText('Total stock: 20')).toBeInTheDocument();
  });

  it('adds a row for a new size and a column for a new colour at 0, and drops a removed one', async () => {
    await openEditor();
    await userEvent.clear(screen.getByLabelText('Sizes'));
    await userEvent.type(screen.getByLabelText('Sizes'), 'S, M, XL');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Green' }));
    expect(cell('XL', 'navy')).toHaveValue(0);
    expect(cell('XL', 'green')).toHaveValue(0);
    expect(cell('M', 'green')).toHaveValue(0);
    expect(cell('M', 'navy')).toHaveValue(5);
    expect(screen.queryByLabelText('Stock of L in navy')).not.toBeInTheDocument();
    // A new variant shows the SKU the server will give it.
    expect(await screen.findByText('CL-LIN-001-XL-GREEN')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Green' })).toBeInTheDocument();
    // L (2 + 0) left with its row.
    expect(screen.getByText('Total stock: 11')).toBeInTheDocument();
  });

  it("offers the product's colours for each picture, and a removed colour reads as every colour", async () => {
    const api = await openEditor();
    api
      .once(`PUT /api/admin/products/${shirt._id}`, { body: shirt })
      .once('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
    const options = () =>
      within(screen.getByLabelText('Colour of image 1'))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual(['Every colour', 'Navy', 'White']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'White' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Green' }));
    expect(options()).toEqual(['Every colour', 'Navy', 'Green']);
    expect(screen.getByLabelText('Colour of image 2')).toHaveDisplayValue('Every colour');
    expect(screen.queryByLabelText('Stock of M in white')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Colour of image 1'), 'green');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(1));
    expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.body).toMatchObject({
      colors: ['navy', 'green'],
      images: [
        { url: '/uploads/front.webp', color: 'green' },
        { url: '/uploads/back.webp', color: null },
      ],
    });
  });

  it('sets every size and colour at once', async () => {
    await openEditor();
    await userEvent.type(screen.getByLabelText('Units for every size and colour'), '4{Enter}');
    for (const size of ['S', 'M', 'L'])
      for (const color of ['navy', 'white']) expect(cell(size, color)).toHaveValue(4);
    expect(screen.getByText('Total stock: 24')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Units for every size and colour'));
    expect(screen.getByRole('button', { name: 'Set every size and colour' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Units for every size and colour'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Set every size and colour' }));
    expect(screen.getByText('Total stock: 54')).toBeInTheDocument();
    // Enter filled the grid; it did not send the form.
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument();
  });

  it('wants whole numbers of 0 or more in each cell, said at the cell, and sends nothing until then', async () => {
    const api = await openEditor();
    await userEvent.clear(cell('M', 'navy'));
    await userEvent.type(cell('M', 'navy'), '-1');
    await userEvent.clear(cell('L', 'white'));
    await userEvent.type(cell('L', 'white'), '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

    expect(cell('M', 'navy')).toHaveAccessibleDescription('CL-LIN-001-M-NAVY Stock must not be negative');
    expect(cell('M', 'navy')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('L', 'white')).toHaveAccessibleDescription('CL-LIN-001-L-WHITE Stock must be a whole number');
    expect(cell('S', 'navy')).not.toHaveAttribute('aria-invalid');
    expect(cell('M', 'navy')).toHaveFocus();
    // Figures in error count for nothing until corrected.
    expect(screen.getByText('Total stock: 8')).toBeInTheDocument();
    expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(0);

    // Correcting a cell clears its message only.
    await userEvent.clear(cell('M', 'navy'));
    await userEvent.type(cell('M', 'navy'), '3');
    expect(cell('M', 'navy')).toHaveAccessibleDescription('CL-LIN-001-M-NAVY');
    expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
  });
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
  await userEvent.clear(cell('XL', 'navy'));
  await userEvent.type(cell('XL', 'navy'), '3');
  await userEvent.selectOptions(screen.getByLabelText('Colour of image 1'), 'navy');
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(screen.getByRole('button', { name: 'Update Product' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

  await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(1));
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.body).toEqual({
    name: 'Linen Camp Shirt',
    description: 'An airy linen shirt for hot afternoons.',
    price: 1499,
    discountPrice: null,
    sku: 'CL-LIN-001',
    category: 'Top Wear',
    gender: 'Men',
    brand: 'Coastline',
    material: 'Linen',
    sizes: ['S', 'M', 'XL'],
    colors: ['navy', 'white'],
    collections: ['summer edit'],
    featured: false,
    // Each stored cell with the stock it was loaded with: the server keeps sales made meanwhile.
    variants: [
      { sku: 'CL-LIN-001-S-NAVY', size: 'S', color: 'navy', countInStock: 2, loadedCountInStock: 2 },
      { sku: 'LEGACY-S-WHT', size: 'S', color: 'white', countInStock: 2, loadedCountInStock: 2 },
      { sku: 'CL-LIN-001-M-NAVY', size: 'M', color: 'navy', countInStock: 5, loadedCountInStock: 5 },
      { sku: 'CL-LIN-001-M-WHITE', size: 'M', color: 'white', countInStock: 2, loadedCountInStock: 2 },
      { size: 'XL', color: 'navy', countInStock: 3 },
      { size: 'XL', color: 'white', countInStock: 0 },
    ],
    images: [
      { url: '/uploads/front.webp', altText: 'Front view', color: 'navy' },
      { url: '/uploads/back.webp', altText: 'Back view', color: 'white' },
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

it('shows the product just saved above the list, highlighted, when the page it returns to does not hold it', async () => {
  const scrolled: Element[] = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
  const other = aProduct({ _id: idEndingIn('a002'), name: 'Saffron Kurta', sku: 'SF-KUR-2' });
  const saved = { ...shirt, name: 'Linen Camp Shirt II' };
  const api = await openEditor();
  api
    .once(`PUT /api/admin/products/${shirt._id}`, { body: saved })
    .once('GET /api/admin/products', { body: [other], headers: { 'X-Total-Count': '51' } });
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.type(screen.getByLabelText('Name'), 'Linen Camp Shirt II');
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

  await waitFor(() => expect(location()).toBe('/admin/products'));
  const region = await screen.findByRole('region', { name: 'Just saved' });
  const pinned = within(region);
  expect(
    pinned.getByText(
      'Linen Camp Shirt II is saved. It is not on this page of the list, so it is shown here.',
    ),
  ).toBeInTheDocument();
  const row = screen
    .getByRole('table', { name: 'Just saved' })
    .querySelector(`[data-product-id="${shirt._id}"]`);
  expect(row).toHaveClass('bg-brand-50');
  expect(row).toHaveTextContent('Linen Camp Shirt II');
  await waitFor(() => expect(scrolled).toContain(row));
  // The page itself is as the server sent it.
  expect(
    within(screen.getByRole('table', { name: 'Products' })).getByText('Saffron Kurta'),
  ).toBeInTheDocument();
});

it('shows no separate saved product when the page holds it', async () => {
  const api = await openEditor();
  api
    .once(`PUT /api/admin/products/${shirt._id}`, { body: shirt })
    .once('GET /api/admin/products', { body: [shirt], headers: { 'X-Total-Count': '1' } });
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  await screen.findByRole('table', { name: 'Products' });
  expect(screen.queryByRole('region', { name: 'Just saved' })).not.toBeInTheDocument();
});

it('requires name and description and sends nothing without them', async () => {
  const api = await openEditor();
  await userEvent.clear(screen.getByLabelText('Name'));
  await userEvent.clear(screen.getByLabelText('Description'));
  await userEvent.clear(cell('S', 'navy'));
  await userEvent.type(cell('S', 'navy'), '2.5');
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

it('sends the version it shows (If-Match); when another admin saved first, shows their product and why', async () => {
  const api = await openEditor();
  const message =
    'This product was changed by someone else after you opened it. Your changes were not saved: the form now shows the product as it is, make them again there.';
  const theirs = { ...shirt, name: 'Linen Resort Shirt', price: 1799, updatedAt: '2025-03-05T10:00:00.000Z' };
  api.once(`PUT /api/admin/products/${shirt._id}`, { status: 409, body: { message, current: theirs } });
  await userEvent.clear(screen.getByLabelText('Price (₹)'));
  await userEvent.type(screen.getByLabelText('Price (₹)'), '2199');
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.headers.get('If-Match')).toBe(
    `"${shirt.updatedAt}"`,
  );
  expect(screen.getByLabelText('Name')).toHaveValue('Linen Resort Shirt');
  expect(screen.getByLabelText('Price (₹)')).toHaveValue(1799);
  expect(location()).toBe(`/admin/products/${shirt._id}/edit`);

  // Saving again is based on the version now shown.
  api.once(`PUT /api/admin/products/${shirt._id}`, { body: theirs });
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(2));
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[1]?.headers.get('If-Match')).toBe(
    '"2025-03-05T10:00:00.000Z"',
  );
});

it('sends the stock each cell was loaded with; when a changed cell sold meanwhile, says so and shows the stock as it is', async () => {
  const api = await openEditor();
  const message =
    'The stock changed after you opened this product: M / navy now has 3, not 5. Your changes were not saved: the form now shows the product as it is, make them again there.';
  // A sale moves the stock, not the version.
  const sold = {
    ...shirt,
    variants: shirt.variants.map((variant) =>
      variant.size === 'M' && variant.color === 'navy' ? { ...variant, countInStock: 3 } : variant,
    ),
    countInStock: shirt.countInStock - 2,
  };
  api.once(`PUT /api/admin/products/${shirt._id}`, { status: 409, body: { message, current: sold } });
  await userEvent.clear(cell('M', 'navy'));
  await userEvent.type(cell('M', 'navy'), '12');
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.body).toMatchObject({
    variants: expect.arrayContaining([
      { sku: 'CL-LIN-001-S-NAVY', size: 'S', color: 'navy', countInStock: 2, loadedCountInStock: 2 },
      { sku: 'CL-LIN-001-M-NAVY', size: 'M', color: 'navy', countInStock: 12, loadedCountInStock: 5 },
    ]),
  });
  // The form shows the stock as it is now, and a new save is based on it.
  await waitFor(() => expect(cell('M', 'navy')).toHaveValue(3));
  expect(screen.getByText(`Total stock: ${shirt.countInStock - 2}`)).toBeInTheDocument();
  expect(location()).toBe(`/admin/products/${shirt._id}/edit`);

  api.once(`PUT /api/admin/products/${shirt._id}`, { body: sold });
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(2));
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[1]?.body).toMatchObject({
    variants: expect.arrayContaining([
      { sku: 'CL-LIN-001-M-NAVY', size: 'M', color: 'navy', countInStock: 3, loadedCountInStock: 3 },
    ]),
  });
});

it("offers the store's colours and materials; a colour stored outside the list is shown, and refused until unticked", async () => {
  const legacy = { ...shirt, material: 'linen', colors: ['navy', 'maroon'], images: [] };
  const api = mockApi().once(`GET /api/admin/products/${shirt._id}`, { body: legacy });
  renderAdmin(`/admin/products/${shirt._id}/edit`);
  await screen.findByDisplayValue('Linen Camp Shirt');
  expect(
    within(screen.getByLabelText('Material'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Choose a material',
    'Cotton',
    'Woolmate',
    'Denim',
    'Polyester',
    'Silk',
    'Linen',
    'Viscose',
    'Fleece',
  ]);
  // Stored as 'linen': shown in the list's spelling.
  expect(screen.getByLabelText('Material')).toHaveValue('Linen');
  const colors = within(screen.getByRole('group', { name: 'Colors' }));
  expect(colors.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
    'Red',
    'Blue',
    'Black',
    'Green',
    'Yellow',
    'Gray',
    'White',
    'Pink',
    'Beige',
    'Navy',
    "Maroon (not one of the store's colors)",
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  expect(
    await screen.findByText(
      '"maroon" is not one of the store\'s colors: Red, Blue, Black, Green, Yellow, Gray, White, Pink, Beige, Navy',
    ),
  ).toBeInTheDocument();
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(0);

  api.once(`PUT /api/admin/products/${shirt._id}`, {
    body: { ...legacy, material: 'Linen', colors: ['navy'] },
  });
  await userEvent.click(colors.getByRole('checkbox', { name: "Maroon (not one of the store's colors)" }));
  await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
  await waitFor(() => expect(api.calls(`PUT /api/admin/products/${shirt._id}`)).toHaveLength(1));
  expect(api.calls(`PUT /api/admin/products/${shirt._id}`)[0]?.body).toMatchObject({
    material: 'Linen',
    colors: ['navy'],
  });
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
      images: [{ url: '/uploads/back.webp', altText: 'Back, with yoke detail', color: 'white' }],
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
    await userEvent.type(screen.getByLabelText('SKU'), 'MS-01');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Top Wear');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Unisex');
    await userEvent.type(screen.getByLabelText('Brand'), 'Monsoon Mill');
    await userEvent.selectOptions(screen.getByLabelText('Material'), 'Cotton');
    await userEvent.type(screen.getByLabelText('Sizes'), 'M, L');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Navy' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beige' }));
    await userEvent.type(screen.getByLabelText('Units for every size and colour'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Set every size and colour' }));
    await userEvent.clear(cell('L', 'beige'));
    await userEvent.type(cell('L', 'beige'), '0');
    expect(screen.getByText('Total stock: 30')).toBeInTheDocument();
    expect(await screen.findByText('MS-01-L-BEIGE')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Upload Image'), image('monsoon.png'));
    expect(await screen.findByLabelText('Alt text for image 1')).toHaveValue('Monsoon Shirt');
    expect(screen.getByLabelText('Colour of image 1')).toHaveDisplayValue('Every colour');
    await userEvent.selectOptions(screen.getByLabelText('Colour of image 1'), 'beige');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));

    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(api.calls('POST /api/admin/products')[0]?.body).toEqual({
      name: 'Monsoon Shirt',
      description: 'Quick-dry cotton.',
      price: 1299,
      discountPrice: 999,
      sku: 'MS-01',
      category: 'Top Wear',
      gender: 'Unisex',
      brand: 'Monsoon Mill',
      material: 'Cotton',
      sizes: ['M', 'L'],
      colors: ['navy', 'beige'],
      collections: [],
      featured: false,
      variants: [
        { size: 'M', color: 'navy', countInStock: 10 },
        { size: 'M', color: 'beige', countInStock: 10 },
        { size: 'L', color: 'navy', countInStock: 10 },
        { size: 'L', color: 'beige', countInStock: 0 },
      ],
      images: [{ url: '/uploads/new.webp', altText: 'Monsoon Shirt', color: 'beige' }],
    });
    await waitFor(() => expect(location()).toBe('/admin/products'));
    expect(
      within(await screen.findByRole('table', { name: 'Products' })).getByText('Monsoon Shirt'),
    ).toBeVisible();
  });
});
