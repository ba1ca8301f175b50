import { aCart, aLine, aProduct, mockApi, variantsOf } from '@store/test-support';
import { toast } from '@store/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { useCartDrawer } from '../cart/index.ts';
import { ProductPage } from './ProductPage.tsx';

const product = aProduct({ price: 2499, discountPrice: 1999, onSale: true });
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

/**
 * Stock per size × colour: navy has S (2) and L (3) but not M; white has M (4) and L (12) but not S;
 * beige has sold out in every size.
 */
const stocked = aProduct({
  colors: ['navy', 'white', 'beige'],
  variants: variantsOf(
    'CL-LIN-001',
    ['S', 'M', 'L'],
    ['navy', 'white', 'beige'],
    { 'S/navy': 2, 'L/navy': 3, 'M/white': 4, 'L/white': 12 },
    0,
  ),
  images: [
    { url: '/uploads/shirt-navy.svg', altText: 'Linen Camp Shirt in navy', color: 'navy' },
    { url: '/uploads/shirt-white.svg', altText: 'Linen Camp Shirt in white', color: 'white' },
    { url: '/uploads/shirt-label.svg', altText: 'Linen Camp Shirt, label', color: null },
  ],
});

function renderStocked(shown = stocked) {
  const api = mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: shown },
    'POST /api/cart': { body: aCart() },
  });
  renderProduct();
  return api;
}
const status = () => screen.getByRole('status', { name: 'Availability' });
const button = (name: string) => screen.getByRole('button', { name });

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
  // 'Inclusive of all taxes' right under the price, before the description and the choices
  const taxes = screen.getByText('Inclusive of all taxes');
  expect(taxes.previousElementSibling).toContainElement(screen.getByText('₹1,999'));
  expect(taxes.nextElementSibling).toHaveTextContent('An airy linen shirt for hot afternoons.');
  expect(screen.getByText('Rated 4.5 out of 5')).toBeInTheDocument();
  expect(screen.getByText('(18 reviews)')).toBeInTheDocument();
  expect(screen.queryByText('No reviews yet')).toBeNull();
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

it('serves /products/{id} as the same screen and shows no stars, only "No reviews yet", without reviews', async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: { ...product, rating: 0, numReviews: 0 } },
  });
  renderProduct('products');
  expect(await screen.findByRole('heading', { level: 1, name: 'Linen Camp Shirt' })).toBeInTheDocument();
  expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  expect(screen.queryByText(/^Rated /)).toBeNull();
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

it("shows the server's message when adding fails, and no success", async () => {
  mockApi({
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
    'POST /api/cart': { status: 409, body: { message: 'Only 1 left of Linen Camp Shirt in S / navy' } },
  });
  renderProduct();
  await userEvent.click(await screen.findByRole('button', { name: 'Navy' }));
  await userEvent.click(screen.getByRole('button', { name: 'S' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Only 1 left of Linen Camp Shirt in S / navy')).toBeInTheDocument();
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

describe('stock per size and colour', () => {
  it('names the sizes sold out in the chosen colour and explains a sold-out choice', async () => {
    renderStocked();
    await userEvent.click(await screen.findByRole('button', { name: 'Navy' }));
    expect(button('S')).toBeInTheDocument();
    expect(button('M, sold out in Navy')).toHaveClass('line-through');
    expect(button('L')).toBeInTheDocument();
    expect(status()).toHaveTextContent('');
    await userEvent.click(button('M, sold out in Navy'));
    expect(status()).toHaveTextContent('M is sold out in Navy. Choose another size.');
    expect(button('Add to Cart')).toBeDisabled();
    expect(button('Add to Cart')).toHaveAccessibleDescription('M is sold out in Navy. Choose another size.');
    await userEvent.click(button('L'));
    expect(status()).toHaveTextContent('');
    expect(button('Add to Cart')).toBeEnabled();
  });

  it('names the colours sold out in the chosen size, and a colour sold out in every size', async () => {
    renderStocked();
    await userEvent.click(await screen.findByRole('button', { name: 'S' }));
    expect(button('Navy')).toBeInTheDocument();
    expect(button('White, sold out in S')).toBeInTheDocument();
    expect(button('Beige, sold out in every size')).toBeInTheDocument();
    await userEvent.click(button('White, sold out in S'));
    expect(status()).toHaveTextContent('S is sold out in White. Choose another size.');
    await userEvent.click(button('Beige, sold out in every size'));
    expect(status()).toHaveTextContent('Beige is sold out in every size.');
    expect(button('S, sold out in Beige')).toBeInTheDocument();
    expect(button('L, sold out in Beige')).toBeInTheDocument();
    expect(button('Add to Cart')).toBeDisabled();
  });

  it("says 'Only N left' for the chosen variant and stops the quantity at its stock", async () => {
    const api = renderStocked();
    await userEvent.click(await screen.findByRole('button', { name: 'White' }));
    await userEvent.click(button('L'));
    const plus = button('Increase quantity');
    for (let i = 0; i < 5; i++) await userEvent.click(plus);
    const quantity = screen.getByRole('status', { name: 'Quantity of Linen Camp Shirt' });
    expect(quantity).toHaveTextContent('6');
    expect(screen.queryByText(/^Only \d+ left$/)).not.toBeInTheDocument();

    // Navy L has 3: the quantity follows the new choice down and stops there.
    await userEvent.click(button('Navy'));
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(quantity).toHaveTextContent('3');
    expect(plus).toBeDisabled();
    await userEvent.click(button('Add to Cart'));
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(api.calls('POST /api/cart')[0]?.body).toMatchObject({ size: 'L', color: 'navy', quantity: 3 });
  });

  it('says a wholly sold-out product has sold out and offers no Add to Cart', async () => {
    renderStocked(
      aProduct({ variants: variantsOf('CL-LIN-001', ['S', 'M', 'L'], ['navy', 'white'], {}, 0) }),
    );
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByText('Every size and colour of this piece has sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Increase quantity' })).not.toBeInTheDocument();
    expect(button('Navy, sold out in every size')).toBeInTheDocument();
    expect(button('M, sold out in every colour')).toBeInTheDocument();
  });

  it("shows the chosen colour's pictures, then those that fit every colour", async () => {
    renderStocked();
    // Before a choice: those of the first picture's colour (navy), the one cards show.
    expect(await screen.findByRole('img', { name: 'Linen Camp Shirt in navy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show image 2 of 2' })).toBeInTheDocument();
    await userEvent.click(button('White'));
    expect(screen.getByRole('img', { name: 'Linen Camp Shirt in white' })).toHaveAttribute(
      'src',
      '/uploads/shirt-white.svg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Linen Camp Shirt, label' })).toBeInTheDocument();
    // Beige has no pictures of its own: the colour-less one.
    await userEvent.click(button('Beige, sold out in every size'));
    expect(screen.getByRole('img', { name: 'Linen Camp Shirt, label' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  });
});

describe('after Add to Cart (docs/product.md §2, "Keyboard")', () => {
  /** The header's cart button, which the layout renders beside the screen. */
  function cartButton(): HTMLButtonElement {
    const cart = document.createElement('button');
    cart.id = 'cart-button';
    cart.textContent = 'Cart, 1 item';
    document.body.append(cart);
    return cart;
  }
  afterEach(() => document.getElementById('cart-button')?.remove());

  it("moves focus to the cart button and offers 'View bag', which opens the bag", async () => {
    mockApi({
      'GET /api/products/similar/:id': { body: [] },
      'GET /api/products/:id': { body: product },
      'POST /api/cart': { body: aCart([aLine({ size: 'L' })]) },
    });
    const cart = cartButton();
    renderProduct();
    await userEvent.click(await screen.findByRole('button', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    screen.getByRole('button', { name: 'Add to Cart' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    await waitFor(() => expect(cart).toHaveFocus());
    expect(useCartDrawer.getState().open).toBe(false);
    // By keyboard (jsdom has no pointer capture, which sonner's toasts use for swiping).
    screen.getByRole('button', { name: 'View bag' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(useCartDrawer.getState().open).toBe(true);
  });

  it('keeps focus on Add to Cart when nothing was added', async () => {
    mockApi({
      'GET /api/products/similar/:id': { body: [] },
      'GET /api/products/:id': { body: product },
      'POST /api/cart': { status: 409, body: { message: 'Only 1 left of Linen Camp Shirt in L / white' } },
    });
    const cart = cartButton();
    renderProduct();
    await userEvent.click(await screen.findByRole('button', { name: 'White' }));
    await userEvent.click(screen.getByRole('button', { name: 'L' }));
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Only 1 left of Linen Camp Shirt in L / white')).toBeInTheDocument();
    await waitFor(() => expect(add).toHaveFocus());
    expect(cart).not.toHaveFocus();
  });
});
