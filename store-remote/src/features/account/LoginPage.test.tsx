import { useAuthStore, useCartStore } from '@store/state';
import { aCart, aCustomer, aLine, mockApi } from '@store/test-support';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart } from '../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';
import { RegisterPage } from './RegisterPage.tsx';

beforeEach(resetStores);

const location = () => screen.getByTestId('location').textContent;

async function logIn(route: string) {
  renderScreen(<LoginPage />, { route, path: '/login' });
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
  await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('login (docs/product.md §2, §5)', () => {
  it('requires an email (type email) and a password', () => {
    renderScreen(<LoginPage />, { route: '/login' });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
  });

  it('goes to /checkout when the redirect contains checkout', async () => {
    mockApi({ 'POST /api/users/login': { body: { user: aCustomer, token: 'jwt-1' } } });
    await logIn('/login?redirect=checkout');
    // The location element is there from the start (/login…): wait for the navigation itself.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/));
  });

  it.each(['/login', '/login?redirect=/profile'])('goes to / otherwise (%s)', async (route) => {
    mockApi({ 'POST /api/users/login': { body: { user: aCustomer, token: 'jwt-1' } } });
    await logIn(route);
    await screen.findByText(
      (_, node) => node?.getAttribute('data-testid') === 'location' && node.textContent === '/',
    );
    expect(useAuthStore.getState().user).toEqual(aCustomer);
  });

  it('merges a guest cart with items before the user is signed in', async () => {
    setCart(aCart([aLine({ quantity: 2 })]));
    const api = mockApi({
      'POST /api/users/login': { body: { user: aCustomer, token: 'jwt-1' } },
      'POST /api/cart/merge': {
        body: aCart([aLine({ quantity: 3 })], { user: aCustomer._id, guestId: null }),
      },
    });
    await logIn('/login?redirect=checkout');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/users/login',
      'POST /api/cart/merge',
    ]);
    expect(api.calls('POST /api/cart/merge')[0]?.headers.get('authorization')).toBe('Bearer jwt-1');
    expect(useCartStore.getState().cart.products[0]?.quantity).toBe(3);
  });

  it("says 'Failed to merge cart' when the guest cart cannot be merged, and still signs in", async () => {
    setCart(aCart([aLine({ quantity: 2 })]));
    mockApi({
      'POST /api/users/login': { body: { user: aCustomer, token: 'jwt-1' } },
      'POST /api/cart/merge': { status: 500, body: {} },
    });
    await logIn('/login');
    expect(await screen.findByText('Failed to merge cart')).toBeInTheDocument();
    expect(useAuthStore.getState().user).toEqual(aCustomer);
  });

  it("shows the server's message when login fails", async () => {
    mockApi({ 'POST /api/users/login': { status: 401, body: { message: 'Invalid email or password' } } });
    await logIn('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(location()).toBe('/login');
  });

  it('links to register, keeping the redirect', () => {
    renderScreen(<LoginPage />, { route: '/login?redirect=checkout', path: '/login' });
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register?redirect=checkout',
    );
  });
});

describe('register (docs/product.md §2, §5)', () => {
  it('requires name, email and password and signs the new customer in', async () => {
    const api = mockApi({ 'POST /api/users/register': { body: { user: aCustomer, token: 'jwt-2' } } });
    renderScreen(<RegisterPage />, { route: '/register?redirect=checkout', path: '/register' });
    for (const label of ['Name', 'Email', 'Password']) expect(screen.getByLabelText(label)).toBeRequired();
    await userEvent.type(screen.getByLabelText('Name'), 'Asha Verma');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/checkout'));
    expect(api.calls('POST /api/users/register')[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.test',
      password: 'secret-pass',
    });
    expect(localStorage.getItem('userToken')).toBe('jwt-2');
  });

  it("shows the server's message when registering fails", async () => {
    mockApi({
      'POST /api/users/register': { status: 409, body: { message: 'That email is already registered' } },
    });
    renderScreen(<RegisterPage />, { route: '/register' });
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That email is already registered');
  });
});
