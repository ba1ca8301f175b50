import { MemoryRouter } from '@store/router/memory';
import { aProduct, mockApi } from '@store/test-support';
import { render, screen } from '@testing-library/react';
import { resetStores, signIn } from '../test/render.tsx';
import StoreApp from './App.tsx';

const product = aProduct();

beforeEach(() => {
  resetStores();
  mockApi({
    'GET /api/products/best-seller': { body: product },
    'GET /api/products/new-arrivals': { body: [product] },
    'GET /api/products/similar/:id': { body: [] },
    'GET /api/products/:id': { body: product },
    'GET /api/products': { body: [product] },
    'GET /api/orders/my-orders': { body: { orders: [], totalOrders: 0 } },
    'GET /api/cart': {
      body: { _id: null, products: [], totalPrice: 0, user: null, guestId: 'guest_1700000000000' },
    },
  });
});

function renderAt(route: string) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <StoreApp />
    </MemoryRouter>,
  );
}

it.each([
  ['/', 1, 'Clothes that keep up with you'],
  ['/collections/all', 1, 'All Collections'],
  ['/collections/women', 1, 'Women'],
  [`/product/${product._id}`, 1, 'Linen Camp Shirt'],
  [`/products/${product._id}`, 1, 'Linen Camp Shirt'],
  ['/cart', 1, 'Shopping Cart'],
  ['/login', 1, 'Welcome back'],
  ['/register', 1, 'Create your account'],
  ['/faq', 1, 'Frequently Asked Questions'],
  ['/no/such/page', 1, 'Page not found'],
])('%s shows its screen', async (route, level, name) => {
  renderAt(route);
  // A screen's module is compiled on its first import under Jest: a slow first load (the wait's bound
  // is tests/jest/setup-dom.ts's).
  expect(await screen.findByRole('heading', { level, name })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

it.each([
  '/checkout',
  '/checkout/x/return',
  '/profile',
  '/my-orders',
  `/order/${product._id}`,
  '/order-confirmation?orderId=x',
])('%s sends a guest to login', async (route) => {
  renderAt(route);
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
});

it('shows the profile and my orders to a signed-in customer', async () => {
  signIn();
  renderAt('/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
  expect(await screen.findByText('No orders found')).toBeInTheDocument();
});
