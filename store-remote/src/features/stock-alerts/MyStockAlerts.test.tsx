import { mockApi, networkFailure } from '@store/test-support';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, resetStores, signIn } from '../../test/render.tsx';
import { MyStockAlerts } from './MyStockAlerts.tsx';

beforeEach(() => {
  resetStores();
  signIn();
});

const alert = (id: string, productName: string, size: string, color: string) => ({
  _id: id.repeat(24),
  productId: 'a'.repeat(24),
  productName,
  size,
  color,
  email: 'asha@example.test',
  createdAt: '2026-11-20T10:00:00.000Z',
});

it("lists the shopper's waiting alerts, each linking to its size and colour, and removes one", async () => {
  const api = mockApi({
    'GET /api/stock-alerts': {
      body: [alert('1', 'Linen Camp Shirt', 'M', 'navy'), alert('2', 'Ikat Kurta', 'L', 'white')],
    },
    'DELETE /api/stock-alerts/:id': { body: { message: 'Alert removed' } },
  });
  renderScreen(<MyStockAlerts />, { route: '/profile' });
  const section = screen.getByRole('region', { name: 'Back-in-stock alerts' });
  const link = await within(section).findByRole('link', { name: 'Linen Camp Shirt in M / Navy' });
  expect(link).toHaveAttribute('href', `/product/${'a'.repeat(24)}?size=M&color=navy`);
  expect(within(section).getAllByText('One e-mail to asha@example.test when it is back')).toHaveLength(2);
  await userEvent.click(
    within(section).getByRole('button', { name: 'Remove the alert for Linen Camp Shirt in M / Navy' }),
  );
  expect(await screen.findByText('Alert removed')).toHaveAttribute('role', 'status');
  expect(within(section).queryByRole('link', { name: 'Linen Camp Shirt in M / Navy' })).toBeNull();
  expect(within(section).getByRole('link', { name: 'Ikat Kurta in L / White' })).toBeInTheDocument();
  expect(api.calls('DELETE /api/stock-alerts/:id')[0]?.path).toBe(`/api/stock-alerts/${'1'.repeat(24)}`);
});

it('says when there are none, and when they cannot be loaded', async () => {
  mockApi({ 'GET /api/stock-alerts': { body: [] } });
  const { unmount } = renderScreen(<MyStockAlerts />, { route: '/profile' });
  expect(
    await screen.findByText(
      'You have no back-in-stock alerts. Use "Notify me" on a sold-out size and colour to get one.',
    ),
  ).toBeInTheDocument();
  unmount();
  mockApi({ 'GET /api/stock-alerts': networkFailure() });
  renderScreen(<MyStockAlerts />, { route: '/profile' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not load your alerts. Please try again.',
  );
});
