import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

it('links gender + category listings, the support and legal pages, and shows a contact block', () => {
  renderScreen(<Footer />);
  const shop = screen.getByRole('navigation', { name: 'Shop' });
  expect(within(shop).getByRole('link', { name: "Men's Top Wear" })).toHaveAttribute(
    'href',
    '/collections/all?gender=Men&category=Top+Wear',
  );
  expect(within(shop).getByRole('link', { name: "Women's Bottom Wear" })).toHaveAttribute(
    'href',
    '/collections/all?gender=Women&category=Bottom+Wear',
  );
  const pages = [
    ...within(screen.getByRole('navigation', { name: 'Support' })).getAllByRole('link'),
    ...within(screen.getByRole('navigation', { name: 'Legal' })).getAllByRole('link'),
  ].map((link) => link.getAttribute('href'));
  expect(pages).toEqual([
    '/contact',
    '/about',
    '/faq',
    '/shipping',
    '/returns',
    '/privacy',
    '/terms',
    '/cookies',
  ]);
  expect(screen.getByRole('link', { name: '+91 00000 00000' })).toHaveAttribute('href', 'tel:+910000000000');
  expect(screen.getByRole('link', { name: 'support@threadline.test' })).toHaveAttribute(
    'href',
    'mailto:support@threadline.test',
  );
  expect(screen.getByText('Bengaluru, India')).toBeInTheDocument();
});
