import { aCart, aLine, anAdmin, mockApi } from '@store/test-support';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart, signIn } from '../../test/render.tsx';
import { Layout } from './Layout.tsx';

beforeEach(() => {
  resetStores();
  mockApi();
});

const renderLayout = (route = '/') => renderScreen(<Layout />, { route, path: '*' });
const location = () => screen.getByTestId('location').textContent;

describe('header', () => {
  it('links the brand home and Men, Women, Top Wear, Bottom Wear to the listing', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Threadline' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Men' })).toHaveAttribute(
      'href',
      '/collections/all?gender=Men',
    );
    expect(within(nav).getByRole('link', { name: 'Women' })).toHaveAttribute(
      'href',
      '/collections/all?gender=Women',
    );
    expect(within(nav).getByRole('link', { name: 'Top Wear' })).toHaveAttribute(
      'href',
      '/collections/all?category=Top+Wear',
    );
    expect(within(nav).getByRole('link', { name: 'Bottom Wear' })).toHaveAttribute(
      'href',
      '/collections/all?category=Bottom+Wear',
    );
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
  });

  it('shows the cart badge with the total quantity, only above 0', () => {
    renderLayout();
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument();
    setCart(aCart([aLine({ quantity: 2 }), aLine({ size: 'L', quantity: 1 })]));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('shows the Admin button only to an admin', () => {
    renderLayout();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    signIn();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    signIn(anAdmin);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('opens the cart drawer from the cart button', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 0 items' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).not.toBeInTheDocument();
  });

  it('has a mobile menu with the category links', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Women' }));
    expect(location()).toBe('/collections/all?gender=Women');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('search (docs/product.md §2, §5)', () => {
  it('desktop: submits trimmed non-blank text to the listing, and clears with the clear button', async () => {
    renderLayout('/cart');
    const field = screen.getAllByRole('searchbox', { name: 'Search products' })[0] as HTMLInputElement;
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/cart');

    await userEvent.clear(field);
    await userEvent.type(field, '  linen shirt {Enter}');
    expect(location()).toBe('/collections/all?search=linen+shirt');

    // Clearing takes the search off the listing too, and focus goes back to the field.
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(location()).toBe('/collections/all');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('desktop: a GET form to the listing that searches without scripts, and without a reload with them', async () => {
    renderLayout('/cart');
    const field = screen.getAllByRole('searchbox', { name: 'Search products' })[0] as HTMLInputElement;
    const form = field.closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/collections/all');
    expect(field).toHaveAttribute('name', 'search');
    await userEvent.type(field, 'linen shirt');
    // What the browser would send without scripts: the address the script goes to.
    const submitted = new URLSearchParams(
      [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]),
    );
    expect(`${form.getAttribute('action')}?${submitted.toString()}`).toBe(
      '/collections/all?search=linen+shirt',
    );
    // With scripts the submit is taken over: no page load, the router goes there.
    expect(fireEvent.submit(form)).toBe(false);
    expect(location()).toBe('/collections/all?search=linen+shirt');
  });

  it('desktop: searches what the field shows, also text typed before the field was hydrated', async () => {
    renderLayout('/cart');
    const field = screen.getAllByRole('searchbox', { name: 'Search products' })[0] as HTMLInputElement;
    // Typed into the server's HTML: in the field, not yet in the component's state (no change event).
    field.value = 'kurta';
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(location()).toBe('/collections/all?search=kurta');
  });

  it("desktop: the clear button keeps the listing's filters and sort, and starts again at page 1", async () => {
    renderLayout('/collections/all?gender=Men&search=linen&sortBy=priceAsc&page=2');
    const field = screen.getAllByRole('searchbox', { name: 'Search products' })[0] as HTMLInputElement;
    expect(field).toHaveValue('linen');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/collections/all?gender=Men&sortBy=priceAsc');
    expect(field).toHaveValue('');
  });

  it('mobile: a full-screen overlay titled "Search Products" that closes after a search', async () => {
    renderLayout('/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Search products' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search Products' });
    const field = within(overlay).getByRole('searchbox', { name: 'Search products' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(overlay).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/cart');
    expect(overlay).toBeInTheDocument();

    await userEvent.type(field, 'denim');
    await userEvent.click(within(overlay).getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/collections/all?search=denim');
    expect(screen.queryByRole('dialog', { name: 'Search Products' })).not.toBeInTheDocument();
  });
});
