import { useLocation } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { useAuthStore, useCartStore } from '@store/state';
import { aCart, aCustomer, adminStats, aLine, anAdmin, mockApi } from '@store/test-support';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
      renderAdmin(path, aCustomer);
      expect(location()).toBe('/login');
    },
  );

  it.each(['/admin/users', '/admin/orders'])('sends a signed-in customer at %s to /', (path) => {
    renderAdmin(path, aCustomer);
    expect(location()).toBe('/');
    expect(screen.getByText('Storefront')).toBeInTheDocument();
  });

  it('sends no admin request for a non-admin', () => {
    const api = mockApi();
    renderAdmin('/admin/users', aCustomer);
    expect(api.requests).toEqual([]);
  });

  it('renders and redirects nothing once the address has left /admin', () => {
    const api = mockApi();
    for (const user of [aCustomer, anAdmin]) {
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
    expect(api.requests).toEqual([]);
  });
});

describe('layout', () => {
  it('has a sidebar titled Admin Portal with the five screens', async () => {
    mockApi().once('GET /api/admin/stats', { body: adminStats() });
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
      ['Reviews', '/admin/reviews'],
      ['Returns', '/admin/returns'],
      ['GST', '/admin/gst'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin Dashboard · Threadline Admin'));
  });

  it('has a mobile toggle that opens and closes the sidebar (Escape too)', async () => {
    mockApi().once('GET /api/admin/stats', { body: adminStats() });
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
    mockApi()
      .once('GET /api/admin/stats', { body: adminStats() })
      .once('GET /api/admin/orders', { body: { orders: [], totalOrders: 0, totalSales: 0 } });
    renderAdmin('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Open admin menu' }));
    await userEvent.click(screen.getByRole('link', { name: 'Order Management' }));
    expect(location()).toBe('/admin/orders');
    expect(screen.getByRole('button', { name: 'Open admin menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers "Skip to content" first, leading to the screen', async () => {
    mockApi().once('GET /api/admin/stats', { body: adminStats() });
    renderAdmin('/admin');
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveTextContent('Skip to content');
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  });

  it("moves focus to the new screen's heading, not on the first screen", async () => {
    mockApi()
      .once('GET /api/admin/stats', { body: adminStats() })
      .once('GET /api/admin/orders', { body: { orders: [], totalOrders: 0, totalSales: 0 } });
    renderAdmin('/admin');
    const dashboard = await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
    expect(dashboard).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Order Management' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Order Management' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('Sign Out logs out, clears the cart and goes to /', async () => {
    mockApi().once('GET /api/admin/stats', { body: adminStats() });
    localStorage.setItem('userInfo', JSON.stringify(anAdmin));
    localStorage.setItem('userToken', 'test-token');
    const cart = aCart([aLine({ quantity: 2 })], { user: anAdmin._id, guestId: null });
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
