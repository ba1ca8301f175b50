import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderScreen } from '../../test/render.tsx';
import {
  AboutPage,
  ContactPage,
  CookiesPage,
  FaqPage,
  PrivacyPage,
  ReturnsPage,
  ShippingPage,
  TermsPage,
} from './index.ts';

const PAGES: Array<[string, ComponentType, string]> = [
  ['/contact', ContactPage, 'Contact Us'],
  ['/about', AboutPage, 'About Us'],
  ['/faq', FaqPage, 'Frequently Asked Questions'],
  ['/shipping', ShippingPage, 'Shipping'],
  ['/returns', ReturnsPage, 'Returns & Exchanges'],
  ['/privacy', PrivacyPage, 'Privacy Policy'],
  ['/terms', TermsPage, 'Terms of Service'],
  ['/cookies', CookiesPage, 'Cookie Policy'],
];

it.each(PAGES)('%s has its title, its content and links to the other pages', (route, Page, title) => {
  renderScreen(<Page />, { route });
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(document.title).toBe(`${title} · Threadline`);
  const nav = within(screen.getByRole('navigation', { name: 'Help and policies' }));
  expect(nav.getAllByRole('link')).toHaveLength(8);
  expect(nav.getByRole('link', { current: 'page' })).toHaveAttribute('href', route);
});

it('states the same promises as the rest of the store', () => {
  renderScreen(<ShippingPage />, { route: '/shipping' });
  expect(screen.getByText('Free shipping: on every order, no minimum.')).toBeInTheDocument();
  expect(screen.getByText(/within 5 days of the order date/)).toBeInTheDocument();
});

it('contact shows the phone, e-mail and city', () => {
  renderScreen(<ContactPage />, { route: '/contact' });
  expect(screen.getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute('href', 'tel:+910000000000');
  expect(screen.getByRole('link', { name: 'support@threadline.test' })).toBeInTheDocument();
  expect(screen.getByText('Bengaluru, India')).toBeInTheDocument();
});

it('cookies lists every browser storage key the store uses', () => {
  renderScreen(<CookiesPage />, { route: '/cookies' });
  for (const key of ['cart', 'guestId', 'guestSecret', 'userInfo', 'userToken', 'promoDismissed'])
    expect(screen.getByRole('cell', { name: key })).toBeInTheDocument();
});

it('tells how to return from the order page, within the one return window', () => {
  renderScreen(<ReturnsPage />, { route: '/returns' });
  expect(
    screen.getByText('Changed your mind? You have 30 days from delivery to send it back.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Within 30 days of the delivery date.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
  expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
});
