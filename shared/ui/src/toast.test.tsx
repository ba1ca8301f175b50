import { render, screen } from '@testing-library/react';
import { Toaster, toast } from './toast.tsx';

it('mounts no toaster until the first toast, then shows that toast', async () => {
  const { container } = render(<Toaster />);
  expect(container).toBeEmptyDOMElement();
  toast.success('Product added to cart!');
  expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
  toast.error('Failed to add to  cart', { description: 'Only 2 left' });
  expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
});
