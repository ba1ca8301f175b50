import { aCart, aLine, aProduct, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { ProductPage } from './ProductPage.tsx';

const product = aProduct({ price: 2499, discountPrice: 1999, onSale: true, countInStock: 3 });
const similar = [
  aProduct({
    _id: 'c'.repeat(24),
    name: 'Cotton Oxford Shirt',
    price: 899,
    images: [{ url: '/uploads/oxford.svg', altText: 'Cotton Oxford Shirt', color: null }],
  }),
];

beforeEach(resetStores);
afterEach(() => jest.restoreAllMocks());

function renderProduct(path = 'product') {
  return renderScreen(<ProductPage />, { route: `/${path}/${product._id}`, path: `/${path}/:id` });
}

it('shows images, name, prices, rating, description, brand, material, choices and similar products', async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: similar },
    'GET /api/products/:id': { body: product },
  });
  renderProduct();
  expect(await screen.findByRole('heading', { level: 1, name: 'Linen Camp Shirt' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Linen Camp Shirt, front' })).toHaveAttribute(
    'src',
    '/uploads/shirt-front.svg',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
  expect(screen.getByRole('img', { name: 'Linen Camp Shirt, back' })).toBeInTheDocument();
  expect(screen.getByText('₹1,999')).toBeInTheDocument();
  expect(screen.getByText('₹2,499').closest('s')).not.toBeNull();
  expect(screen.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
  expect(screen.getByText('An airy linen shirt for hot afternoons.')).toBeInTheDocument();
  expect(screen.getAllByText('Coastline').length).toBeGreaterThan(0);
  expect(screen.getByText('Linen')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Navy' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'White' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'M' })).toBeInTheDocument();
  const alsoLike = await screen.findByRole('region', { name: 'You May Also Like' });
  expect(
    within(alsoLike).getByRole('heading', { level: 3, name: 'Cotton Oxford Shirt' }),
  ).toBeInTheDocument();
});

it('serves /products/{id} as the same screen and shows 4 stars for an unrated product', async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: { ...product, rating: 0, numReviews: 0 } },
  });
  renderProduct('products');
  expect(await screen.findByRole('heading', { level: 1, name: 'Linen Camp Shirt' })).toBeInTheDocument();
  expect(screen.getByText('Rated 4.0 out of 5')).toBeInTheDocument();
});

it('asks for a colour and a size before adding, as a 1-second error toast', async () => {
  const api = mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
  });
  const error = jest.spyOn(toast, 'error');
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(error).toHaveBeenCalledWith('Please select a color and size', { duration: 1000 });
  expect(await screen.findByText('Please select a color and size')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Navy' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(error).toHaveBeenCalledTimes(2);
  expect(api.calls('POST /api/cart')).toHaveLength(0);
});

it('adds the chosen colour, size and quantity and confirms once the server accepted it', async () => {
  const api = mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
    'POST /api/cart': { body: aCart([aLine({ quantity: 2, size: 'L' })]) },
  });
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'White' }));
  await userEvent.click(screen.getByRole('button', { name: 'L' }));
  expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
  expect(api.calls('POST /api/cart')[0]?.body).toEqual({
    guestId: 'guest_1700000000000',
    productId: product._id,
    quantity: 2,
    size: 'L',
    color: 'white',
  });
});

it('never goes below 1 or above the stock left', async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
  });
  renderProduct();
  const plus = await screen.findByRole('button', { name: 'Increase quantity' });
  for (let i = 0; i < 5; i++) await userEvent.click(plus);
  expect(screen.getByRole('status', { name: 'Quantity of Linen Camp Shirt' })).toHaveTextContent('3');
  expect(plus).toBeDisabled();
  expect(screen.getByText('Only 3 left')).toBeInTheDocument();
});

it("shows the server's message when adding fails, and no success", async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
    'POST /api/cart': { status: 409, body: { message: 'Only 3 of Linen Camp Shirt left in stock' } },
  });
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Navy' }));
  await userEvent.click(screen.getByRole('button', { name: 'S' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Only 3 of Linen Camp Shirt left in stock')).toBeInTheDocument();
  expect(screen.queryByText('Product added to cart!')).not.toBeInTheDocument();
});

it("falls back to 'Failed to add to  cart' when the server gave no message", async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
    'POST /api/cart': { status: 500, body: {} },
  });
  const error = jest.spyOn(toast, 'error');
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Navy' }));
  await userEvent.click(screen.getByRole('button', { name: 'S' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await screen.findByText((text) => text === 'Failed to add to  cart' || text === 'Failed to add to cart');
  expect(error).toHaveBeenCalledWith('Failed to add to  cart');
});

it('shows the error of a product that cannot be loaded', async () => {
  mockApi({
    'GET /api/products/similar/:id': { status: 404, body: { message: 'Product not found' } },
    'GET /api/products/:id': { status: 404, body: { message: 'Product not found' } },
  });
  renderProduct();
  expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  expect(screen.getByRole('link', { name: 'Browse All Collections' })).toHaveAttribute(
    'href',
    '/collections/all',
  );
});
