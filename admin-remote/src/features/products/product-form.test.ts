import { productCreateSchema } from '@store/contracts';
import { aProduct } from '@store/test-support';
import { checkBody } from '../../components/form/use-form.ts';
import {
  cellKey,
  EMPTY_PRODUCT_FORM,
  type ProductFormValues,
  splitList,
  toFormValues,
  toProductInput,
  totalStock,
} from './product-form.ts';

/** What the editor does on submit: the typed fields become a body the server's own schema checks. */
const validateProductForm = (values: ProductFormValues) =>
  checkBody(productCreateSchema, toProductInput(values));

const filled: ProductFormValues = {
  ...EMPTY_PRODUCT_FORM,
  name: ' Linen Kurta ',
  description: ' Light and airy. ',
  price: '2499',
  discountPrice: '',
  sku: 'LK-01',
  category: 'Top Wear',
  gender: 'Men',
  brand: 'Dhaga',
  material: 'Linen',
  sizes: ' S , M ,, L ',
  colors: 'beige, white , Beige',
  stock: { [cellKey('S', 'beige')]: '3', [cellKey('L', 'white')]: ' 4 ' },
};

describe('splitList', () => {
  it('trims, drops empty entries and keeps each value once', () => {
    expect(splitList(' S , M ,, L ,')).toEqual(['S', 'M', 'L']);
    expect(splitList('red, Red ,navy')).toEqual(['red', 'navy']);
    expect(splitList('   ')).toEqual([]);
  });
});

describe('the product form checked with productCreateSchema (docs/product.md §5)', () => {
  it('builds the request body: trimmed text, numbers, lists, discount null when empty, a variant per cell', () => {
    const result = validateProductForm(filled);
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Linen Kurta',
        description: 'Light and airy.',
        price: 2499,
        discountPrice: null,
        sku: 'LK-01',
        category: 'Top Wear',
        gender: 'Men',
        brand: 'Dhaga',
        material: 'Linen',
        sizes: ['S', 'M', 'L'],
        colors: ['beige', 'white'],
        collections: [],
        featured: false,
        variants: [
          { size: 'S', color: 'beige', countInStock: 3 },
          { size: 'S', color: 'white', countInStock: 0 },
          { size: 'M', color: 'beige', countInStock: 0 },
          { size: 'M', color: 'white', countInStock: 0 },
          { size: 'L', color: 'beige', countInStock: 0 },
          { size: 'L', color: 'white', countInStock: 4 },
        ],
        images: [],
      },
    });
    expect(totalStock(filled)).toBe(7);
  });

  it('requires name and description', () => {
    const result = validateProductForm({ ...filled, name: '  ', description: '' });
    expect(result).toMatchObject({
      ok: false,
      errors: { name: 'Name is required', description: 'Description is required' },
    });
  });

  it('wants price and each cell of stock as numbers: stock whole, neither negative', () => {
    const stock = (cells: Record<string, string>) => ({ ...filled.stock, ...cells });
    expect(
      validateProductForm({ ...filled, price: '', stock: stock({ [cellKey('M', 'white')]: '' }) }),
    ).toMatchObject({
      errors: { price: 'Price is required' },
      at: { 'variants.3.countInStock': 'Stock is required' },
    });
    expect(
      validateProductForm({ ...filled, price: 'abc', stock: stock({ [cellKey('S', 'white')]: '2.5' }) }),
    ).toMatchObject({
      errors: { price: 'Price must be a number' },
      at: { 'variants.1.countInStock': 'Stock must be a whole number' },
    });
    const negative = validateProductForm({
      ...filled,
      price: '-1',
      stock: stock({ [cellKey('S', 'beige')]: '-3', [cellKey('L', 'white')]: '-1' }),
    });
    expect(negative).toMatchObject({
      errors: { price: 'Price must not be negative' },
      at: {
        'variants.0.countInStock': 'Stock must not be negative',
        'variants.5.countInStock': 'Stock must not be negative',
      },
    });
    expect(validateProductForm({ ...filled, price: '10.555' })).toMatchObject({
      errors: { price: 'Price may have at most two decimals' },
    });
  });

  it('accepts a discount price up to the price', () => {
    expect(validateProductForm({ ...filled, discountPrice: '1999.50' })).toMatchObject({
      ok: true,
      body: { discountPrice: 1999.5 },
    });
    expect(validateProductForm({ ...filled, discountPrice: '2500' })).toMatchObject({
      errors: { discountPrice: 'Discount price must not exceed the price' },
    });
  });

  it('needs at least one size and colour, a valid SKU, a category and a gender', () => {
    const result = validateProductForm({
      ...filled,
      sizes: ' , ',
      colors: '',
      sku: 'has space',
      category: '',
      gender: 'Kids',
    });
    expect(result).toMatchObject({
      errors: {
        sizes: 'At least one size is required',
        colors: 'At least one color is required',
        sku: 'SKU may contain letters, digits, dot, dash and underscore',
        category: 'Category is required',
        gender: 'Gender must be one of: Men, Women, Unisex',
      },
    });
  });
});

it('toFormValues shows lists comma-separated and an absent discount as empty', () => {
  const values = toFormValues(aProduct({ discountPrice: null, sizes: ['S', 'M'], colors: ['blue'] }));
  expect(values).toMatchObject({ sizes: 'S, M', colors: 'blue', discountPrice: '', price: '1999' });
  const back = validateProductForm(values);
  expect(back).toMatchObject({ ok: true, body: { sizes: ['S', 'M'], colors: ['blue'], price: 1999 } });
});

it('toFormValues keeps each variant’s figure and SKU, and sends them back unchanged', () => {
  const product = aProduct({
    sku: 'CL-LIN-001',
    sizes: ['S', 'M'],
    colors: ['navy'],
    variants: [
      { sku: 'CL-LIN-001-S-NAVY', size: 'S', color: 'navy', countInStock: 0 },
      { sku: 'OLD-M-NAVY', size: 'M', color: 'navy', countInStock: 4 },
    ],
  });
  const values = toFormValues(product);
  expect(totalStock(values)).toBe(4);
  expect(validateProductForm({ ...values, sizes: 'S, M, L' })).toEqual({
    ok: true,
    body: expect.objectContaining({
      // With the stock each stored cell was loaded with; a new cell has none.
      variants: [
        { sku: 'CL-LIN-001-S-NAVY', size: 'S', color: 'navy', countInStock: 0, loadedCountInStock: 0 },
        { sku: 'OLD-M-NAVY', size: 'M', color: 'navy', countInStock: 4, loadedCountInStock: 4 },
        { size: 'L', color: 'navy', countInStock: 0 },
      ],
    }),
  });
  // A size or colour retyped in another case is the same cell: same figure, same SKU.
  expect(validateProductForm({ ...values, sizes: 's, m', colors: 'Navy' })).toMatchObject({
    ok: true,
    body: {
      variants: [
        { sku: 'CL-LIN-001-S-NAVY', size: 's', color: 'Navy', countInStock: 0 },
        { sku: 'OLD-M-NAVY', size: 'm', color: 'Navy', countInStock: 4 },
      ],
    },
  });
});

it('sends a picture’s colour spelt as the colours are, and a colour no longer offered as every colour', () => {
  const values: ProductFormValues = {
    ...filled,
    images: [
      { url: '/uploads/a.webp', altText: 'A', color: 'Beige' },
      { url: '/uploads/b.webp', altText: 'B', color: 'olive' },
      { url: '/uploads/c.webp', altText: 'C', color: null },
    ],
  };
  expect(validateProductForm(values)).toMatchObject({
    ok: true,
    body: {
      images: [
        { url: '/uploads/a.webp', altText: 'A', color: 'beige' },
        { url: '/uploads/b.webp', altText: 'B', color: null },
        { url: '/uploads/c.webp', altText: 'C', color: null },
      ],
    },
  });
});
