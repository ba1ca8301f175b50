import { toast } from '@store/ui';
import { render, screen } from '@testing-library/react';
import { ShellToaster } from './App.tsx';

// docs/product.md §9: toasts start 112 px from the top on every width, below the promo bar (40 px)
// and the header (64 px), so they never cover the header's links or the cart button.
it('places toasts below the promo bar and the header, on wide screens and on phones', async () => {
  render(<ShellToaster />);
  toast.success('Product added to cart!');
  const shown = await screen.findByText('Product added to cart!');
  const toaster = shown.closest<HTMLElement>('[data-sonner-toaster]');
  expect(toaster?.style.getPropertyValue('--offset-top')).toBe('112px');
  expect(toaster?.style.getPropertyValue('--mobile-offset-top')).toBe('112px');
  expect(toaster).toHaveAttribute('data-y-position', 'top');
  expect(toaster).toHaveAttribute('data-x-position', 'center');
});
