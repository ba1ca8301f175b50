import type { Product } from '@store/contracts';
import { adminSession, placeOrder, registerCustomer } from './support/admin.ts';
import { expect, test } from './support/fixture.ts';
import { waitForMail } from './support/mail.ts';
import { firstInStock } from './support/variants.ts';

// The production server sends through SMTP_URL to the suite's own SMTP receiver (playwright.config.ts).
test('the customer gets an e-mail when the order is placed and when it ships', async ({ request }) => {
  const products = (await (await request.get('/api/products?limit=24')).json()) as Product[];
  const product = firstInStock(products, 1);
  const customer = await registerCustomer(request, 'Mail Reader');
  const order = await placeOrder(request, customer, product, 1);
  const number = `#${order._id.slice(-8)}`;

  const placed = await waitForMail(customer.auth.user.email, `Your Threadline order ${number} is placed`);
  expect(placed.text).toContain('Hello Mail Reader,');
  expect(placed.text).toContain(`- ${product.name} (`);
  expect(placed.text).toMatch(/Total: ₹[\d,]+(\.\d\d)?/);
  expect(placed.html).toContain(product.name);

  const admin = await adminSession(request);
  const shipped = await request.put(`/api/admin/orders/${order._id}`, {
    headers: admin.headers,
    data: { status: 'Shipped' },
  });
  expect(shipped.ok()).toBe(true);
  const mail = await waitForMail(customer.auth.user.email, `Your Threadline order ${number} is now Shipped`);
  expect(mail.text).toContain('has shipped and is on its way to you');
});
