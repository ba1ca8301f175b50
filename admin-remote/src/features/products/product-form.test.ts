import { productCreateSchema } from '@store/contracts';
import { aProduct } from '@store/test-support';
import { checkBody } from '../../components/form/use-form.ts';
import {
  EMPTY_PRODUCT_FORM,
  type ProductFormValues,
  splitList,
  toFormValues,
  toProductInput,
} from './product-form.ts';

/** What the editor does on submit: the typed fields become a body the server's own schema checks. */
const validateProductForm = (values: ProductFormValues) =>
  checkBody(productCreateSchema, toProductInput(values));

const filled = {
  ...EMPTY_PRODUCT_FORM,
  name: ' Linen Kurta ',
  description: ' Light and airy. ',
  price: '2499',
  discountPrice: '',
  countInStock: '7',
  sku: 'LK-01',
  category: 'Top Wear',
  gender: 'Men',
  brand: 'Dhaga',
  material: 'Linen',
  sizes: ' S , M ,, L ',
  colors: 'beige, white , Beige',
};

describe('splitList', () => {
  it('trims, drops empty entries and keeps each value once', () => {
    expect(splitList(' S , M ,, L ,')).toEqual(['S', 'M', 'L']);
    expect(splitList('red, Red ,navy')).toEqual(['red', 'navy']);
    expect(splitList('   ')).toEqual([]);
  });
});

describe('the product form checked with productCreateSchema (docs/product.md §5)', () => {
  it('builds the request body: trimmed text, numbers, lists, discount null when empty', () => {
    const result = validateProductForm(filled);
    expect(result).toEqual({
      ok: true,
      body: {
        name: 'Linen Kurta',
        description: 'Light and airy.',
        price: 2499,
        discountPrice: null,
        countInStock: 7,
        sku: 'LK-01',
        category: 'Top Wear',
        gender: 'Men',
        brand: 'Dhaga',
        material: 'Linen',
        sizes: ['S', 'M', 'L'],
        colors: ['beige', 'white'],
        collections: [],
        featured: false,
        images: [],
      },
    });
  });

  it('requires name and description', () => {
    const result = validateProductForm({ ...filled, name: '  ', description: '' });
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Name is required', description: 'Description is required' },
    });
  });

  it('wants price and stock as numbers: stock whole, neither negative', () => {
    expect(validateProductForm({ ...filled, price: '', countInStock: '' })).toMatchObject({
      errors: { price: 'Price is required', countInStock: 'Stock is required' },
    });
    expect(validateProductForm({ ...filled, price: 'abc', countInStock: '2.5' })).toMatchObject({
      errors: { price: 'Price must be a number', countInStock: 'Stock must be a whole number' },
    });
    expect(validateProductForm({ ...filled, price: '-1', countInStock: '-3' })).toMatchObject({
      errors: { price: 'Price must not be negative', countInStock: 'Stock must not be negative' },
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
