import {
  addToCart,
  createProducts,
  createTestApp,
  createUser,
  gatewayProof,
  placeOrder,
  SHIPPING_ADDRESS,
  setVariantStock,
  stockOf,
  type TestApp,
  type TestUser,
} from './support/test-app.ts';

let api: TestApp;
let admin: TestUser;
beforeAll(async () => {
  api = await createTestApp();
  admin = await createUser(api, { role: 'admin' });
});
afterAll(() => api.close());

const newProduct = {
  name: 'Monsoon Linen Kurta',
  description: 'Airy linen kurta for humid days.',
  price: 2499,
  discountPrice: 1999,
  countInStock: 12,
  variants: [
    { size: 'M', color: 'White', countInStock: 5 },
    { size: 'l', color: 'beige', countInStock: 7 },
  ],
  sku: 'TEST-KURTA-001',
  category: 'Top Wear',
  gender: 'Men',
  brand: 'Rangrez',
  material: 'Linen',
  colors: ['White', ' beige '],
  sizes: ['m', 'L'],
  collections: ['Festive'],
  images: [{ url: '/uploads/products/a.webp', altText: 'Front' }],
};

describe('/api/admin/products', () => {
  it('creates (201), reads, updates and lists products with a search and X-Total-Count', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: newProduct,
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Monsoon Linen Kurta',
      price: 2499,
      discountPrice: 1999,
      onSale: true,
      colors: ['white', 'beige'],
      sizes: ['M', 'L'],
      collections: ['festive'],
      // Derived from published reviews only (docs/product.md §3): none yet.
      rating: 0,
      numReviews: 0,
      countInStock: 12,
      // One variant per size × colour, sizes first; cells not sent have no stock.
      variants: [
        { sku: 'TEST-KURTA-001-M-WHITE', size: 'M', color: 'white', countInStock: 5 },
        { sku: 'TEST-KURTA-001-M-BEIGE', size: 'M', color: 'beige', countInStock: 0 },
        { sku: 'TEST-KURTA-001-L-WHITE', size: 'L', color: 'white', countInStock: 0 },
        { sku: 'TEST-KURTA-001-L-BEIGE', size: 'L', color: 'beige', countInStock: 7 },
      ],
      images: [{ url: '/uploads/products/a.webp', altText: 'Front', color: null }],
    });

    const read = await api.app.inject({
      method: 'GET',
      url: `/api/admin/products/${product._id}`,
      headers: admin.auth,
    });
    expect(read.json()._id).toBe(product._id);

    const updated = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: admin.auth,
      payload: { price: 2299, variants: [{ size: 'L', color: 'beige', countInStock: 3 }] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ price: 2299, discountPrice: 1999, countInStock: 8 });
    expect(updated.json().variants.map((variant: { countInStock: number }) => variant.countInStock)).toEqual([
      5, 0, 0, 3,
    ]);

    await createProducts(api, 5);
    const searched = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?search=monsoon%20linen',
      headers: admin.auth,
    });
    expect(searched.headers['x-total-count']).toBe('1');
    expect(searched.json().map((row: { _id: string }) => row._id)).toEqual([product._id]);

    const page = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?limit=2&page=2',
      headers: admin.auth,
    });
    expect(page.json()).toHaveLength(2);
    const total = page.headers['x-total-count'];
    expect(Number(total)).toBeGreaterThanOrEqual(6);
    const pastTheEnd = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?limit=2&page=500',
      headers: admin.auth,
    });
    expect(pastTheEnd.json()).toEqual([]);
    expect(pastTheEnd.headers['x-total-count']).toBe(total);
  });

  it('refuses a duplicate SKU, a discount above the price and missing fields with readable 4xx', async () => {
    const sku = 'TEST-DUP-1';
    await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: { ...newProduct, sku },
    });
    const duplicate = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: { ...newProduct, sku },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'A product with that SKU already exists' });

    const [row] = await createProducts(api, 1, { pricePaise: 100_000, discountPricePaise: null });
    const tooHigh = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${row?.id}`,
      headers: admin.auth,
      payload: { discountPrice: 1500 },
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toBe('Discount price must not exceed the price');

    const { name: _name, ...withoutName } = newProduct;
    const missing = await api.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: admin.auth,
      payload: { ...withoutName, sku: 'TEST-NONAME' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Name is required');

    const unknown = await api.app.inject({
      method: 'GET',
      url: `/api/admin/products/${'c'.repeat(24)}`,
      headers: admin.auth,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Product not found' });
  });

  it('deletes through /api/admin/products/{id} and /api/products/{id}, and the listing forgets them', async () => {
    const [first, second] = await createProducts(api, 2);
    for (const url of [`/api/admin/products/${first?.id}`, `/api/products/${second?.id}`]) {
      const response = await api.app.inject({ method: 'DELETE', url, headers: admin.auth });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Product deleted' });
    }
    const gone = await api.app.inject({ method: 'GET', url: `/api/products/${first?.id}` });
    expect(gone.statusCode).toBe(404);
    const again = await api.app.inject({
      method: 'DELETE',
      url: `/api/products/${first?.id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const customer = await createUser(api);
    const asCustomer = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: customer.auth,
    });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toEqual({ message: 'Only admins can do that.' });
    const asGuest = await api.app.inject({ method: 'POST', url: '/api/admin/products', payload: newProduct });
    expect(asGuest.statusCode).toBe(401);
  });
});

describe("colours and materials from the store's lists", () => {
  it('refuses a colour or material on no list with a readable 400, and stores listed ones in one spelling', async () => {
    const create = (body: object) =>
      api.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin.auth, payload: body });
    const maroon = await create({ ...newProduct, sku: 'LIST-1', colors: ['navy', 'maroon'] });
    expect(maroon.statusCode).toBe(400);
    expect(maroon.json()).toMatchObject({
      message:
        '"maroon" is not one of the store\'s colors: Red, Blue, Black, Green, Yellow, Gray, White, Pink, Beige, Navy',
      issues: [{ path: 'colors.1' }],
    });
    const bamboo = await create({ ...newProduct, sku: 'LIST-2', material: 'Bamboo' });
    expect(bamboo.statusCode).toBe(400);
    expect(bamboo.json().message).toBe(
      '"Bamboo" is not one of the store\'s materials: Cotton, Woolmate, Denim, Polyester, Silk, Linen, Viscose, Fleece',
    );

    const created = await create({
      ...newProduct,
      sku: 'LIST-3',
      material: ' linen ',
      colors: ['NAVY', 'Beige'],
      variants: [{ size: 'M', color: 'Navy', countInStock: 2 }],
      countInStock: undefined,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ material: 'Linen', colors: ['navy', 'beige'] });

    const edit = await api.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${created.json()._id}`,
      headers: admin.auth,
      payload: { colors: ['navy', 'maroon'] },
    });
    expect(edit.statusCode).toBe(400);
    // Shoppers can filter by what was stored.
    const listed = await api.app.inject({ method: 'GET', url: '/api/products?material=Linen&color=navy' });
    expect(listed.json().map((product: { _id: string }) => product._id)).toContain(created.json()._id);
  });
});

describe('stale product edits (If-Match)', () => {
  it('answers 409 with the product as it is to an edit based on an older version, and changes nothing', async () => {
    const [row] = await createProducts(api, 1, { name: 'Kesar Cotton Shirt' });
    if (!row) throw new Error('no product');
    const url = `/api/admin/products/${row.id}`;
    const read = await api.app.inject({ method: 'GET', url, headers: admin.auth });
    const etag = read.headers.etag as string;
    expect(etag).toBe(`"${read.json().updatedAt}"`);

    const first = await api.app.inject({
      method: 'PUT',
      url,
      headers: { ...admin.auth, 'if-match': etag },
      payload: { name: 'Kesar Oxford Shirt' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe(`"${first.json().updatedAt}"`);

    const stale = await api.app.inject({
      method: 'PUT',
      url: `/api/products/${row.id}`,
      headers: { ...admin.auth, 'if-match': etag },
      payload: { name: 'Kesar Linen Shirt', price: 999 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message:
        'This product was changed by someone else after you opened it. Your changes were not saved: the form now shows the product as it is, make them again there.',
      current: { _id: row.id, name: 'Kesar Oxford Shirt', updatedAt: first.json().updatedAt },
    });
    const now = (await api.app.inject({ method: 'GET', url, headers: admin.auth })).json();
    expect(now).toMatchObject({ name: 'Kesar Oxford Shirt', price: first.json().price });

    // Without If-Match an edit is made on the product as it is, as before.
    const blind = await api.app.inject({
      method: 'PUT',
      url,
      headers: admin.auth,
      payload: { name: 'Kesar Shirt' },
    });
    expect(blind.json()).toMatchObject({ name: 'Kesar Shirt' });
  });
});

describe('stock edits after a sale (loaded figures)', () => {
  type Cell = { size: string; color: string; countInStock: number };
  const productUrl = (id: string) => `/api/admin/products/${id}`;
  const stockMoved = (cells: string) =>
    `The stock changed after you opened this product: ${cells}. Your changes were not saved: the form now shows the product as it is, make them again there.`;
  const byCell = (product: { variants: Cell[] }) =>
    Object.fromEntries(
      product.variants.map((variant) => [`${variant.size}/${variant.color}`, variant.countInStock]),
    );

  /** A shirt in S and M, navy: S / navy 6 (the cell orders take), M / navy 4, nothing sold. */
  async function shirt() {
    const [row] = await createProducts(api, 1, {
      name: 'Indigo Poplin Shirt',
      sizes: ['S', 'M'],
      colors: ['navy'],
      countInStock: 6,
      unitsSold: 0,
    });
    if (!row) throw new Error('no product');
    await setVariantStock(api, row.id, 4, { size: 'M', color: 'navy' });
    return row;
  }

  /** What the editor holds: the product and its ETag, as GET answers them. */
  async function load(id: string) {
    const read = await api.app.inject({ method: 'GET', url: productUrl(id), headers: admin.auth });
    return { product: read.json() as { variants: Cell[]; name: string }, etag: read.headers.etag as string };
  }

  /** The editor's save: every cell with the figure typed (the loaded one unless changed) and the loaded one. */
  const save = (
    id: string,
    editor: { product: { variants: Cell[] }; etag: string },
    typed: Record<string, number>,
    name = 'Indigo Poplin Shirt',
  ) =>
    api.app.inject({
      method: 'PUT',
      url: productUrl(id),
      headers: { ...admin.auth, 'if-match': editor.etag },
      payload: {
        name,
        variants: editor.product.variants.map((variant) => ({
          size: variant.size,
          color: variant.color,
          countInStock: typed[`${variant.size}/${variant.color}`] ?? variant.countInStock,
          loadedCountInStock: variant.countInStock,
        })),
      },
    });

  const finalize = (buyer: TestUser, checkoutId: string) =>
    api.app.inject({ method: 'POST', url: `/api/checkout/${checkoutId}/finalize`, headers: buyer.auth });

  it('keeps units sold and restocked meanwhile in cells left alone, and refuses a changed cell whose stock moved', async () => {
    const row = await shirt();
    const buyer = await createUser(api);
    const first = await placeOrder(api, buyer, row, 2);
    const editor = await load(row.id);
    expect(byCell(editor.product)).toEqual({ 'S/navy': 4, 'M/navy': 4 });

    // Between the editor's load and its save: an order of 1, and the first order cancelled (2 back).
    await placeOrder(api, await createUser(api), row, 1);
    const cancelled = await api.app.inject({
      method: 'POST',
      url: `/api/orders/${first._id}/cancel`,
      headers: buyer.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(api, row.id)).toEqual({ stock: 5 + 4, sold: 1 });

    // Sales leave the version alone, so If-Match passes; S / navy was left alone and keeps 5.
    const saved = await save(row.id, editor, { 'M/navy': 10 }, 'Indigo Poplin Shirt II');
    expect(saved.statusCode).toBe(200);
    expect(byCell(saved.json())).toEqual({ 'S/navy': 5, 'M/navy': 10 });
    expect(saved.json()).toMatchObject({ name: 'Indigo Poplin Shirt II', countInStock: 15 });
    expect(await stockOf(api, row.id)).toEqual({ stock: 15, sold: 1 });

    // The editor now holds the saved product; a sale, then a change of the cell it sold from: 409.
    const after = { product: saved.json(), etag: saved.headers.etag as string };
    await placeOrder(api, await createUser(api), row, 2);
    const refused = await save(row.id, after, { 'S/navy': 9, 'M/navy': 7 }, 'Indigo Poplin Shirt III');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: stockMoved('S / navy now has 3, not 5'),
      current: { _id: row.id, name: 'Indigo Poplin Shirt II', countInStock: 13 },
    });
    expect(byCell(refused.json().current)).toEqual({ 'S/navy': 3, 'M/navy': 10 });
    const unchanged = await load(row.id);
    expect(unchanged.product.name).toBe('Indigo Poplin Shirt II');
    expect(byCell(unchanged.product)).toEqual({ 'S/navy': 3, 'M/navy': 10 });
    expect(await stockOf(api, row.id)).toEqual({ stock: 13, sold: 3 });

    // Without loaded figures the figures sent are the stock, as before (scripts and old clients).
    const blind = await api.app.inject({
      method: 'PUT',
      url: productUrl(row.id),
      headers: admin.auth,
      payload: { variants: [{ size: 'S', color: 'navy', countInStock: 7 }] },
    });
    expect(byCell(blind.json())).toEqual({ 'S/navy': 7, 'M/navy': 10 });
  });

  it('names every changed cell whose stock moved since the load', async () => {
    const row = await shirt();
    const editor = await load(row.id);
    await setVariantStock(api, row.id, 2, { size: 'M', color: 'navy' });
    await placeOrder(api, await createUser(api), row, 1);
    const refused = await save(row.id, editor, { 'S/navy': 8, 'M/navy': 9 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(stockMoved('S / navy now has 5, not 6; M / navy now has 2, not 4'));
    expect(byCell(refused.json().current)).toEqual({ 'S/navy': 5, 'M/navy': 2 });
  });

  it('refuses loaded figures that are not whole numbers of 0 or more', async () => {
    const row = await shirt();
    const refused = await api.app.inject({
      method: 'PUT',
      url: productUrl(row.id),
      headers: admin.auth,
      payload: { variants: [{ size: 'S', color: 'navy', countInStock: 3, loadedCountInStock: -1 }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Loaded stock must not be negative');
  });

  it('never undoes a checkout racing a stock save: the held units stay held, or the changed cell is 409', async () => {
    const start = (buyer: TestUser) =>
      api.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: buyer.auth,
        payload: { shippingAddress: SHIPPING_ADDRESS },
      });
    for (let round = 0; round < 4; round += 1) {
      const row = await shirt();
      const buyers = [await createUser(api), await createUser(api)];
      for (const [index, buyer] of buyers.entries()) await addToCart(api, buyer, row, index + 1);
      const editor = await load(row.id);

      // The save leaves S / navy alone: whichever goes first, both are made and the unit stays held.
      const [held, saved] = await Promise.all([
        start(buyers[0] as TestUser),
        save(row.id, editor, { 'M/navy': 9 }),
      ]);
      expect([held.statusCode, saved.statusCode]).toEqual([201, 200]);
      const again = await load(row.id);
      expect(byCell(again.product)).toEqual({ 'S/navy': 5, 'M/navy': 9 });

      // The save changes S / navy: made before the hold (8, then 2 held) or refused after it.
      const [heldAgain, changed] = await Promise.all([
        start(buyers[1] as TestUser),
        save(row.id, again, { 'S/navy': 8 }),
      ]);
      expect(heldAgain.statusCode).toBe(201);
      const now = byCell((await load(row.id)).product);
      if (changed.statusCode === 200) expect(now).toEqual({ 'S/navy': 6, 'M/navy': 9 });
      else {
        expect(changed.statusCode).toBe(409);
        expect(changed.json().message).toBe(stockMoved('S / navy now has 3, not 5'));
        expect(now).toEqual({ 'S/navy': 3, 'M/navy': 9 });
      }
      // Paid and finalized, the held units become the orders: the stock does not move again.
      for (const [index, response] of [held, heldAgain].entries()) {
        const buyer = buyers[index] as TestUser;
        const url = `/api/checkout/${response.json()._id}`;
        await api.app.inject({
          method: 'PUT',
          url: `${url}/pay`,
          headers: buyer.auth,
          payload: await gatewayProof(api, buyer, response.json()._id),
        });
        expect((await finalize(buyer, response.json()._id)).statusCode).toBe(201);
      }
      expect(byCell((await load(row.id)).product)).toEqual(now);
      expect((await stockOf(api, row.id)).sold).toBe(3);
    }
  });
});

describe('stock per size and colour in the admin', () => {
  const create = (payload: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: '/api/admin/products', headers: admin.auth, payload });
  const update = (id: string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'PUT', url: `/api/admin/products/${id}`, headers: admin.auth, payload });
  const cells = (product: {
    variants: Array<{ sku: string; size: string; color: string; countInStock: number }>;
  }) => product.variants.map((variant) => `${variant.sku} ${variant.countInStock}`);
  let counter = 0;
  const base = () => {
    counter += 1;
    const { variants: _variants, countInStock: _stock, ...rest } = newProduct;
    return { ...rest, sku: `VAR-${counter}`, colors: ['navy', 'white'], sizes: ['M', 'L'] };
  };

  it('refuses a product-level stock that does not fit the variants, with the rule in the message', async () => {
    const alone = await create({ ...base(), countInStock: 12 });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toEqual({
      message: 'Stock is kept per size and colour: send variants instead of countInStock',
    });
    const unequal = await create({
      ...base(),
      countInStock: 10,
      variants: [
        { size: 'M', color: 'navy', countInStock: 5 },
        { size: 'L', color: 'white', countInStock: 7 },
      ],
    });
    expect(unequal.statusCode).toBe(400);
    expect(unequal.json()).toEqual({ message: 'Stock must equal the sum of the variants (12)' });

    const outside = await create({ ...base(), variants: [{ size: 'XL', color: 'navy', countInStock: 1 }] });
    expect(outside.json()).toEqual({
      message: "Variant XL / navy is not one of the product's sizes and colours",
    });
    const twice = await create({
      ...base(),
      variants: [
        { size: 'm', color: 'Navy', countInStock: 1 },
        { size: 'M', color: 'navy', countInStock: 2 },
      ],
    });
    expect(twice.json()).toEqual({ message: 'Variant M / navy is sent twice' });
    const negative = await create({ ...base(), variants: [{ size: 'M', color: 'navy', countInStock: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe('Stock must not be negative');
    const fraction = await create({ ...base(), variants: [{ size: 'M', color: 'navy', countInStock: 1.5 }] });
    expect(fraction.json().message).toBe('Stock must be a whole number');

    // Nothing was written by the refusals.
    const listed = await api.app.inject({
      method: 'GET',
      url: '/api/admin/products?search=VAR-',
      headers: admin.auth,
    });
    expect(listed.json()).toEqual([]);
  });

  it('lets a product-level stock set the only variant of a one-variant product', async () => {
    const created = await create({ ...base(), sizes: ['M'], colors: ['navy'], countInStock: 9 });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product.countInStock).toBe(9);
    expect(cells(product)).toEqual([`${product.sku}-M-NAVY 9`]);
    const updated = await update(product._id, { countInStock: 4 });
    expect(cells(updated.json())).toEqual([`${product.sku}-M-NAVY 4`]);
    expect(updated.json().countInStock).toBe(4);
  });

  it('adds variants for new sizes and colours at 0, removes those of removed ones, and keeps SKUs', async () => {
    const created = await create({
      ...base(),
      variants: [
        { size: 'M', color: 'navy', countInStock: 3 },
        { size: 'L', color: 'white', countInStock: 4, sku: 'CUSTOM-L-WHITE' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    const sku = product.sku as string;
    expect(cells(product)).toEqual([
      `${sku}-M-NAVY 3`,
      `${sku}-M-WHITE 0`,
      `${sku}-L-NAVY 0`,
      'CUSTOM-L-WHITE 4',
    ]);

    // The product's SKU changes: variants keep theirs; new cells derive from the new one.
    const edited = await update(product._id, {
      sku: `${sku}-B`,
      sizes: ['L', 'XL'],
      colors: ['white', 'navy'],
    });
    expect(edited.statusCode).toBe(200);
    expect(cells(edited.json())).toEqual([
      `CUSTOM-L-WHITE 4`,
      `${sku}-L-NAVY 0`,
      `${sku}-B-XL-WHITE 0`,
      `${sku}-B-XL-NAVY 0`,
    ]);
    expect(edited.json().countInStock).toBe(4);

    // A product-level figure that changes nothing is accepted (the old edit form sends one).
    const same = await update(product._id, { countInStock: 4, name: 'Renamed' });
    expect(same.statusCode).toBe(200);
    const changed = await update(product._id, { countInStock: 7 });
    expect(changed.json()).toEqual({
      message: 'Stock is kept per size and colour: send variants instead of countInStock',
    });
    const withVariants = await update(product._id, {
      countInStock: 9,
      variants: [{ size: 'XL', color: 'navy', countInStock: 5 }],
    });
    expect(withVariants.statusCode).toBe(200);
    expect(withVariants.json().countInStock).toBe(9);
    const wrongSum = await update(product._id, {
      countInStock: 1,
      variants: [{ size: 'XL', color: 'navy', countInStock: 6 }],
    });
    expect(wrongSum.json()).toEqual({ message: 'Stock must equal the sum of the variants (10)' });

    // A variant SKU another variant has is a 409.
    const other = await create({
      ...base(),
      variants: [{ size: 'M', color: 'navy', countInStock: 1, sku: 'CUSTOM-L-WHITE' }],
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: 'A variant with that SKU already exists' });
  });

  it('gives each picture a colour of the product, or none', async () => {
    const created = await create({
      ...base(),
      images: [
        { url: '/uploads/products/navy.webp', altText: 'Navy', color: 'Navy' },
        { url: '/uploads/products/any.webp', altText: 'Any' },
      ],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().images).toEqual([
      { url: '/uploads/products/navy.webp', altText: 'Navy', color: 'navy' },
      { url: '/uploads/products/any.webp', altText: 'Any', color: null },
    ]);
    const wrong = await update(created.json()._id, {
      images: [{ url: '/uploads/products/red.webp', altText: 'Red', color: 'red' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: "Image colour must be one of the product's colours (navy, white)",
    });
    // Removing a colour leaves its pictures as pictures of every colour.
    const withoutNavy = await update(created.json()._id, { colors: ['white'] });
    expect(withoutNavy.json().images[0]).toEqual({
      url: '/uploads/products/navy.webp',
      altText: 'Navy',
      color: null,
    });
  });
});
