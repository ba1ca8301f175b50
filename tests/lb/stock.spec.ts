import { expect, test } from '@playwright/test';
import {
  adminToken,
  call,
  makeShoppers,
  paidOnline,
  pool,
  productWithStock,
  SHIPPING_ADDRESS,
  withDatabase,
} from './support/client.ts';

test('200 buyers of the last 5 units, spread over both processes: exactly 5 orders', async () => {
  const admin = await adminToken();
  const line = await productWithStock(admin, 5, 1);
  const buyers = await makeShoppers(200, 'last-five');
  for (let turn = 0; turn < 2; turn++) {
    expect((await call('GET', `/api/products/${line.productId}`)).body.countInStock).toBe(5);
  }

  // Everyone has the last unit in their cart (the stock allows one in each cart)...
  await pool(buyers, 20, async (buyer) => {
    const added = await call('POST', '/api/cart', {
      token: buyer.token,
      body: { productId: line.productId, size: line.size, color: line.color, quantity: 1 },
    });
    expect(added.status).toBe(200);
  });

  // ...then all check out at once: a checkout holds its units, so 5 are held and the other 195 are
  // told it is sold out before paying.
  const created = await Promise.all(
    buyers.map(async (buyer) => ({
      buyer,
      answer: await call('POST', '/api/checkout', {
        token: buyer.token,
        body: { shippingAddress: SHIPPING_ADDRESS },
      }),
    })),
  );
  const held = created.filter(({ answer }) => answer.status === 201);
  expect(held).toHaveLength(5);
  expect(new Set(created.map(({ answer }) => answer.port)).size).toBe(2);
  for (const { answer } of created.filter(({ answer }) => answer.status !== 201)) {
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: `${line.name} in ${line.size} / ${line.color} is sold out` });
  }

  // The five pay and become orders.
  const won = await Promise.all(
    held.map(async ({ buyer, answer }) => {
      const checkoutId = answer.body._id as string;
      const paid = await call('PUT', `/api/checkout/${checkoutId}/pay`, {
        token: buyer.token,
        body: await paidOnline(buyer.token, checkoutId),
      });
      expect(paid.status).toBe(200);
      const placed = await call('POST', `/api/checkout/${checkoutId}/finalize`, { token: buyer.token });
      expect(placed.status).toBe(201);
      return placed;
    }),
  );

  const orders = await withDatabase(async (client) => {
    const result = await client.query<{ id: string }>(
      `select o.id from orders o join users u on u.id = o.user_id where u.email like 'last-five-%'`,
    );
    return result.rows.map((row) => row.id).sort();
  });
  expect(orders).toEqual(won.map((answer) => answer.body._id as string).sort());
  // Both processes answer the stock as it is now, though both served the product before.
  const reads = [
    await call('GET', `/api/products/${line.productId}`),
    await call('GET', `/api/products/${line.productId}`),
  ];
  expect(new Set(reads.map((read) => read.port)).size).toBe(2);
  for (const read of reads) expect(read.body.countInStock).toBe(0);
});
