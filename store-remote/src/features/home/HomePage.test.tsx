import { aProduct, hold, mockApi } from '@store/test-support';
import { act, screen, within } from '@testing-library/react';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { HomePage } from './HomePage.tsx';

const premium = Array.from({ length: 8 }, (_, index) =>
  aProduct({ _id: String(index).padStart(24, 'e'), name: `Premium piece ${index + 1}`, price: 5999 }),
);
const arrivals = [
  aProduct({
    _id: 'f'.repeat(24),
    name: 'Indigo Kurta',
    price: 1499,
    images: [{ url: '/uploads/kurta.svg', altText: 'Indigo Kurta, front', color: null }],
  }),
];
const bestSeller = aProduct({
  _id: 'd'.repeat(24),
  name: 'Everyday Oxford Shirt',
  images: [{ url: '/uploads/oxford.svg', altText: 'Everyday Oxford Shirt', color: null }],
});

beforeEach(resetStores);

function homeApi(overrides = {}) {
  return mockApi({
    'GET /api/products/best-seller': { body: bestSeller },
    'GET /api/products/new-arrivals': { body: arrivals },
    'GET /api/products': { body: premium },
    ...overrides,
  });
}

it('opens with the hero: Shop Now and View Collections', async () => {
  homeApi();
  renderScreen(<HomePage />);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/collections/all');
  expect(screen.getByRole('link', { name: 'View Collections' })).toHaveAttribute(
    'href',
    '/collections/featured',
  );
  await screen.findByRole('heading', { level: 3, name: 'Premium piece 1' });
});

it('shows 8 skeleton cards while the premium grid loads, then its 8 products', async () => {
  const answer = hold({ body: premium });
  const api = homeApi({ 'GET /api/products': answer });
  renderScreen(<HomePage />);
  const grid = screen.getByRole('region', { name: 'Premium Collection' });
  expect(within(grid).getAllByTestId('product-skeleton')).toHaveLength(8);
  act(() => answer.release());
  expect(await within(grid).findAllByRole('heading', { level: 3 })).toHaveLength(8);
  expect(Object.fromEntries(api.calls('GET /api/products')[0]?.url.searchParams ?? [])).toEqual({
    collection: 'premium',
    limit: '8',
  });
  expect(within(grid).getByRole('link', { name: 'Shop the Premium Collection' })).toHaveAttribute(
    'href',
    '/collections/premium',
  );
});

it('spotlights the best seller with its choices and Add to Cart', async () => {
  homeApi();
  renderScreen(<HomePage />);
  const spotlight = screen.getByRole('region', { name: 'Best Seller' });
  expect(
    await within(spotlight).findByRole('heading', { name: 'Everyday Oxford Shirt' }),
  ).toBeInTheDocument();
  expect(within(spotlight).getByRole('button', { name: 'Navy' })).toBeInTheDocument();
  expect(within(spotlight).getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
});

it('shows Shop by Style, Fresh Arrivals cards in rupees, the featured banner and why choose us', async () => {
  homeApi();
  renderScreen(<HomePage />);
  const style = screen.getByRole('region', { name: 'Shop by Style' });
  expect(within(style).getByRole('link', { name: /Women's Collection/ })).toHaveAttribute(
    'href',
    '/collections/all?gender=Women',
  );
  expect(within(style).getByRole('link', { name: /Men's Collection/ })).toHaveAttribute(
    'href',
    '/collections/all?gender=Men',
  );

  const fresh = screen.getByRole('region', { name: 'Fresh Arrivals' });
  const card = (await within(fresh).findByRole('heading', { level: 3, name: 'Indigo Kurta' })).closest(
    'article',
  );
  if (!card) throw new Error('no card');
  expect(within(card).getByText('NEW')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Indigo Kurta, front' })).toHaveAttribute(
    'src',
    '/uploads/kurta.svg',
  );
  expect(within(card).getByText('₹1,499')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'View Details: Indigo Kurta' })).toHaveAttribute(
    'href',
    `/product/${'f'.repeat(24)}`,
  );
  expect(within(fresh).getByRole('link', { name: 'View All New Arrivals' })).toHaveAttribute(
    'href',
    '/collections/all?sortBy=newest',
  );

  expect(screen.getByRole('link', { name: 'Shop the Featured Collection' })).toHaveAttribute(
    'href',
    '/collections/featured',
  );
  const why = screen.getByRole('region', { name: 'Why shop with us' });
  expect(within(why).getByRole('heading', { name: 'Free shipping' })).toBeInTheDocument();
  expect(within(why).getByText('On every order, no minimum')).toBeInTheDocument();
  expect(within(why).getByRole('heading', { name: 'Easy returns' })).toBeInTheDocument();
  expect(within(why).getByText('30-day returns on unworn items')).toBeInTheDocument();
  expect(within(why).getByRole('heading', { name: 'Secure payments' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 3, name: 'Premium piece 1' });
});

it('leaves out the spotlight and the carousel when there is nothing to show', async () => {
  homeApi({
    'GET /api/products/best-seller': { status: 404, body: { message: 'No best seller yet' } },
    'GET /api/products/new-arrivals': { body: [] },
  });
  renderScreen(<HomePage />);
  await screen.findByRole('heading', { level: 3, name: 'Premium piece 1' });
  expect(screen.queryByRole('region', { name: 'Best Seller' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Fresh Arrivals' })).not.toBeInTheDocument();
});
