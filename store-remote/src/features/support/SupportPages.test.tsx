import { MemoryRouter } from '@store/router/memory';
import { mockApi } from '@store/test-support';
import { render, screen, waitFor, within } from '@testing-library/react';
import StoreApp from '../../app/App.tsx';
import { renderScreen, resetStores } from '../../test/render.tsx';
import { ContactPage, CookiesPage, ReturnsPage, ShippingPage } from './index.ts';

beforeEach(resetStores);

const PAGES: Array<[string, string]> = [
  ['/contact', 'Contact Us'],
  ['/about', 'About Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/shipping', 'Shipping'],
  ['/returns', 'Returns & Exchanges'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/cookies', 'Cookie Policy'],
];

it.each(PAGES)(
  '%s has its title from the route table, its content and links to the other pages',
  async (route, title) => {
    const api = mockApi();
    render(
      <MemoryRouter initialEntries={[route]}>
        <StoreApp />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The tab's title is set by an effect, which React may run a moment after the heading is shown.
    await waitFor(() => expect(document.title).toBe(`${title} · Threadline`));
    const nav = within(screen.getByRole('navigation', { name: 'Help and policies' }));
    expect(nav.getAllByRole('link')).toHaveLength(8);
    expect(nav.getByRole('link', { current: 'page' })).toHaveAttribute('href', route);
    expect(api.requests.filter((request) => request.path.startsWith('/api/products'))).toEqual([]);
  },
);

it('states the same promises as the rest of the store', () => {
  renderScreen(<ShippingPage title="Shipping" />, { route: '/shipping' });
  expect(screen.getByText('Free shipping: on every order, no minimum.')).toBeInTheDocument();
  expect(screen.getByText(/within 5 days of the order date/)).toBeInTheDocument();
});

it('contact shows the phone, e-mail and city', () => {
  renderScreen(<ContactPage title="Contact Us" />, { route: '/contact' });
  expect(screen.getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute('href', 'tel:+910000000000');
  expect(screen.getByRole('link', { name: 'support@threadline.test' })).toBeInTheDocument();
  expect(screen.getByText('Bengaluru, India')).toBeInTheDocument();
});

it('cookies lists every browser storage key the store uses', () => {
  renderScreen(<CookiesPage title="Cookie Policy" />, { route: '/cookies' });
  for (const key of ['cart', 'guestId', 'guestSecret', 'userInfo', 'userToken', 'promoDismissed'])
    expect(screen.getByRole('cell', { name: key })).toBeInTheDocument();
});

it('tells how to return from the order page, within the one return window', () => {
  renderScreen(<ReturnsPage title="Returns & Exchanges" />, { route: '/returns' });
  expect(
    screen.getByText('Changed your mind? You have 30 days from delivery to send it back.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Within 30 days of the delivery date.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
  expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
});
