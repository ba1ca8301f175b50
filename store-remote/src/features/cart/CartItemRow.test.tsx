import { useCartStore } from '@store/state';
import { aCart, aLine, mockApi } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, setCart } from '../../test/render.tsx';
import { CartItemList } from './CartItemList.tsx';

beforeEach(resetStores);

function renderList() {
  renderScreen(<CartList />);
}

function CartList() {
  const lines = useCartStore((state) => state.cart.products);
  return <CartItemList lines={lines} />;
}

it('shows image, name, size and colour chips, unit price, quantity and line total', () => {
  setCart(aCart([aLine({ quantity: 3, price: 1299.5 })]));
  renderList();
  const row = screen.getByRole('listitem');
  expect(within(row).getByRole('img', { name: 'Linen Camp Shirt' })).toHaveAttribute(
    'src',
    '/uploads/shirt-front.svg',
  );
  expect(within(row).getByRole('link', { name: 'Linen Camp Shirt' })).toHaveAttribute(
    'href',
    `/product/${aLine().productId}`,
  );
  expect(within(row).getByText('Size: M')).toBeInTheDocument();
  expect(within(row).getByText('Color: Navy')).toBeInTheDocument();
  expect(within(row).getByText('₹1,299.50 each')).toBeInTheDocument();
  expect(within(row).getByRole('status', { name: 'Quantity of Linen Camp Shirt' })).toHaveTextContent('3');
  expect(within(row).getByText('₹3,898.50')).toBeInTheDocument();
});

it('disables minus at 1 and sends the new quantity with plus', async () => {
  setCart(aCart([aLine({ quantity: 1 })]));
  const api = mockApi({ 'PUT /api/cart': { body: aCart([aLine({ quantity: 2 })]) } });
  renderList();
  expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
  expect(api.calls('PUT /api/cart')[0]?.body).toEqual({
    guestId: 'guest_1700000000000',
    productId: aLine().productId,
    size: 'M',
    color: 'navy',
    quantity: 2,
  });
  expect(await screen.findByRole('status', { name: 'Quantity of Linen Camp Shirt' })).toHaveTextContent('2');
  expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
});

it('stops plus at the stock left', () => {
  setCart(aCart([aLine({ quantity: 4, countInStock: 4 })]));
  renderList();
  expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
});

it('removes a line with Remove from cart', async () => {
  setCart(aCart([aLine()]));
  const api = mockApi({ 'DELETE /api/cart': { body: aCart([]) } });
  renderList();
  await userEvent.click(screen.getByRole('button', { name: /^Remove Linen Camp Shirt .* from cart$/ }));
  expect(api.calls('DELETE /api/cart')).toHaveLength(1);
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByText('Start adding items to see them here!')).toBeInTheDocument();
});

it("shows the store's messages when an update or a removal fails", async () => {
  setCart(aCart([aLine({ quantity: 2 })]));
  mockApi({
    'PUT /api/cart': { status: 500, body: {} },
    'DELETE /api/cart': { status: 500, body: {} },
  });
  renderList();
  await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
  expect(await screen.findByText('Failed to update cart item')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^Remove .* from cart$/ }));
  expect(await screen.findByText('Failed to remove item')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Quantity of Linen Camp Shirt' })).toHaveTextContent('2');
});
