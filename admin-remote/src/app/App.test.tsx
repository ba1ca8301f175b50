import { MemoryRouter, useLocation } from '@store/router';
import { useAuthStore, useCartStore } from '@store/state';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, CUSTOMER, stats } from '../test/fixtures.ts';
import { mockNetwork } from '../test/network.ts';
import { renderAdmin, resetAdminStores } from '../test/render-admin.tsx';
import AdminApp from './App.tsx';

function Location() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

beforeEach(() => {
  resetAdminStores();
});

const location = () => screen.getByTestId('location').textContent;

describe('guard (docs/product.md §2)', () => {
  it.each(['/admin', '/admin/products', '/admin/products/new', '/admin/users', '/admin/orders'])(
    'sends a guest at %s to /login',
    (path) => {
      renderAdmin(path, null);
      expect(location()).toBe('/login');
      expect(screen.queryByText('Admin Portal')).not.toBeInTheDocument();
    },
  );

  it.each(['/admin', '/admin/products', '/admin/products/new'])(
    'sends a customer at %s to /login',
    (path) => {
      renderAdmin(path, CUSTOMER);
      expect(location()).toBe('/login');
    },
  );

  it.each(['/admin/users', '/admin/orders'])('sends a signed-in customer at %s to /', (path) => {
    renderAdmin(path, CUSTOMER);
    expect(location()).toBe('/');
    expect(screen.getByText('Storefront')).toBeInTheDocument();
  });

  it('sends no admin request for a non-admin', () => {
    const network = mockNetwork();
    renderAdmin('/admin/users', CUSTOMER);
    expect(network.requests).toEqual([]);
  });

  it('renders and redirects nothing once the address has left /admin', () => {
    const network = mockNetwork();
    for (const user of [CUSTOMER, ADMIN]) {
      useAuthStore.setState({ user, token: 'test-token' });
      const { unmount } = render(
        <MemoryRouter initialEntries={['/']}>
          <AdminApp />
          <Location />
        </MemoryRouter>,
      );
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
      expect(screen.queryByText('Admin Portal')).not.toBeInTheDocument();
      unmount();
    }
    expect(network.requests).toEqual([]);
  });
});

describe('layout', () => {
  it('has a sidebar titled Admin Portal with the four screens', async () => {
    mockNetwork().on('GET /api/admin/stats', { body: stats() });
    renderAdmin('/admin');
    const sidebar = screen.getByRole('complementary', { name: 'Admin Portal' });
    expect(within(sidebar).getByRole('link', { name: 'Admin Portal' })).toHaveAttribute('href', '/admin');
    const nav = within(sidebar).getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['User Management', '/admin/users'],
      ['Product Catalog', '/admin/products'],
      ['Order Management', '/admin/orders'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Admin Dashboard · Threadline Admin');
  });

  it('has a mobile toggle that opens and closes the sidebar (Escape too)', async () => {
    mockNetwork().on('GET /api/admin/stats', { body: stats() });
    renderAdmin('/admin');
    const toggle = screen.getByRole('button', { name: 'Open admin menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close admin menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toHaveFocus();
  });

  it('closes the mobile sidebar when a screen is chosen', async () => {
    mockNetwork()
      .on('GET /api/admin/stats', { body: stats() })
      .on('GET /api/admin/orders', { body: { orders: [], totalOrders: 0, totalSales: 0 } });
    renderAdmin('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Order Management' }));
    expect(location()).toBe('/admin/orders');
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Sign Out logs out, clears the cart and goes to /', async () => {
    mockNetwork().on('GET /api/admin/stats', { body: stats() });
    localStorage.setItem('userInfo', JSON.stringify(ADMIN));
    localStorage.setItem('userToken', 'test-token');
    const cart = {
      _id: 'c'.repeat(24),
      products: [
        {
          productId: 'a'.repeat(24),
          name: 'Tee',
          image: '/t.svg',
          price: 499,
          quantity: 2,
          size: 'M',
          color: 'red',
          countInStock: 5,
        },
      ],
      totalPrice: 998,
      user: ADMIN._id,
      guestId: null,
    };
    localStorage.setItem('cart', JSON.stringify(cart));
    act(() => useCartStore.setState({ cart }));
    renderAdmin('/admin');

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(location()).toBe('/');
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    expect(useCartStore.getState().cart.products).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('shows a not-found page for an unknown admin address', async () => {
    renderAdmin('/admin/nothing-here');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(location()).toBe('/admin');
  });
});
