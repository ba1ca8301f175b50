import { variantSku } from '@store/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../server/src/db/client.ts';
import { migratedApiSuite } from './support/migration-harness.ts';
import { SHIPPING_ADDRESS, stockOf, variantsOf } from './support/test-app.ts';

/** A payment as the spec's browser recorded it before payments went through the gateway. */
const OLD_PAYMENT_DETAILS = {
  transactionId: 'TXN-123456',
  paymentMethod: 'Direct Payment',
  timestamp: '2026-01-01T10:00:00Z',
};

/**
 * Migration 0005 on data written by the previous schema: the database is migrated up to 0004,
 * products, a cart, a paid checkout and an order are written the old way (no variants, lines without
 * SKUs), then 0005 runs and the API must serve, total, finalize and cancel them.
 */

const BEFORE_VARIANTS = 4;
const PRODUCT = 'aaaaaaaaaaaaaaaaaaaaaa01';
const SINGLE = 'aaaaaaaaaaaaaaaaaaaaaa02';
const BUYER = 'bbbbbbbbbbbbbbbbbbbbbb01';
const ADMIN = 'bbbbbbbbbbbbbbbbbbbbbb02';
const CHECKOUT = 'cccccccccccccccccccccc01';
const ORDER = 'dddddddddddddddddddddd01';
const OLD_CHECKOUT = 'cccccccccccccccccccccc02';

const line = (size: string, color: string, quantity: number) => ({
  productId: PRODUCT,
  name: 'Linen Shirt',
  image: '/uploads/products/linen.webp',
  price: 1200,
  quantity,
  size,
  color,
});

/** Rows as the application wrote them before variants (schema of migration 0004). */
async function writeOldData(db: DatabaseHandle['db']) {
  await db.execute(sql`
    insert into users (id, name, email, password_hash, role) values
      (${BUYER}, 'Asha Verma', 'asha@example.test', 'x', 'customer'),
      (${ADMIN}, 'Store Admin', 'admin@example.test', 'x', 'admin')`);
  await db.execute(sql`
    insert into products (id, name, description, price_paise, discount_price_paise, count_in_stock, sku,
      category, gender, brand, material, colors, sizes, images, units_sold)
    values
      (${PRODUCT}, 'Linen Shirt', 'Airy.', 150000, 120000, 7, 'CL-LIN-001', 'Top Wear', 'Men', 'Rangrez',
        'Linen', '{navy,white}', '{S,M}', ${JSON.stringify([{ url: '/uploads/products/linen.webp', altText: 'Front' }])}::jsonb, 3),
      (${SINGLE}, 'Silk Scarf', 'Soft.', 90000, null, 5, 'AC-SLK-7', 'Top Wear', 'Women', 'Rangrez',
        'Silk', '{rose pink}', '{One Size}', '[]'::jsonb, 0)`);
  await db.execute(sql`insert into carts (id, user_id) values ('eeeeeeeeeeeeeeeeeeeeee01', ${BUYER})`);
  await db.execute(sql`
    insert into cart_items (cart_id, product_id, size, color, quantity) values
      ('eeeeeeeeeeeeeeeeeeeeee01', ${PRODUCT}, 'M', 'navy', 2),
      ('eeeeeeeeeeeeeeeeeeeeee01', ${SINGLE}, 'One Size', 'rose pink', 1)`);
  const paidAt = new Date('2026-01-01T10:00:00Z');
  await db.execute(sql`
    insert into checkouts (id, user_id, items, shipping_address, payment_method, subtotal_paise,
      discount_paise, total_paise, payment_status, payment_details, paid_at)
    values (${CHECKOUT}, ${BUYER}, ${JSON.stringify([line('S', 'navy', 2)])}::jsonb,
      ${JSON.stringify(SHIPPING_ADDRESS)}::jsonb, 'Direct Payment', 240000, 0, 240000, 'paid',
      ${JSON.stringify(OLD_PAYMENT_DETAILS)}::jsonb, ${paidAt})`);
  await db.execute(sql`
    insert into checkouts (id, user_id, items, shipping_address, payment_method, subtotal_paise,
      discount_paise, total_paise, payment_status, paid_at, is_finalized, finalized_at, order_id)
    values (${OLD_CHECKOUT}, ${BUYER}, ${JSON.stringify([line('S', 'white', 3)])}::jsonb,
      ${JSON.stringify(SHIPPING_ADDRESS)}::jsonb, 'Direct Payment', 360000, 72000, 288000, 'paid', ${paidAt},
      true, ${paidAt}, ${ORDER})`);
  await db.execute(sql`
    insert into orders (id, user_id, user_name, user_email, checkout_id, items, shipping_address,
      payment_method, shipping_method, subtotal_paise, discount_paise, total_paise, is_paid, paid_at,
      payment_status, status, status_history)
    values (${ORDER}, ${BUYER}, 'Asha Verma', 'asha@example.test', ${OLD_CHECKOUT},
      ${JSON.stringify([line('S', 'white', 3)])}::jsonb, ${JSON.stringify(SHIPPING_ADDRESS)}::jsonb,
      'Direct Payment', 'Standard', 360000, 72000, 288000, true, ${paidAt}, 'paid', 'Processing',
      ${JSON.stringify([{ status: 'Processing', at: paidAt.toISOString() }])}::jsonb)`);
}

const suite = migratedApiSuite('migration', BEFORE_VARIANTS, writeOldData);

const as = async (id: string) => ({ authorization: `Bearer ${await suite.api.ctx.auth.signer.sign(id)}` });

describe('migration 0005: variants from the data of the previous schema', () => {
  it('makes one variant per size × colour with the stock spread over them and SKUs derived', async () => {
    // 7 units over 4 variants: 1 each, the remainder (3) one by one to the first three.
    expect(await variantsOf(suite.api, PRODUCT)).toEqual([
      { sku: 'CL-LIN-001-S-NAVY', size: 'S', color: 'navy', stock: 2 },
      { sku: 'CL-LIN-001-S-WHITE', size: 'S', color: 'white', stock: 2 },
      { sku: 'CL-LIN-001-M-NAVY', size: 'M', color: 'navy', stock: 2 },
      { sku: 'CL-LIN-001-M-WHITE', size: 'M', color: 'white', stock: 1 },
    ]);
    expect(await variantsOf(suite.api, SINGLE)).toEqual([
      { sku: 'AC-SLK-7-ONE-SIZE-ROSE-PINK', size: 'One Size', color: 'rose pink', stock: 5 },
    ]);
    // The SQL derivation is the application's.
    expect(variantSku('AC-SLK-7', 'One Size', 'rose pink')).toBe('AC-SLK-7-ONE-SIZE-ROSE-PINK');
    expect(variantSku('CL-LIN-001', 'S', 'navy')).toBe('CL-LIN-001-S-NAVY');
    const product = await suite.api.app.inject({ method: 'GET', url: `/api/products/${PRODUCT}` });
    expect(product.json()).toMatchObject({
      countInStock: 7,
      variants: [
        { sku: 'CL-LIN-001-S-NAVY', size: 'S', color: 'navy', countInStock: 2 },
        { sku: 'CL-LIN-001-S-WHITE', size: 'S', color: 'white', countInStock: 2 },
        { sku: 'CL-LIN-001-M-NAVY', size: 'M', color: 'navy', countInStock: 2 },
        { sku: 'CL-LIN-001-M-WHITE', size: 'M', color: 'white', countInStock: 1 },
      ],
      images: [{ url: '/uploads/products/linen.webp', altText: 'Front', color: null }],
    });
  });

  it('opens the old cart with each line on its variant, and the old order with its total', async () => {
    const cart = await suite.api.app.inject({ method: 'GET', url: '/api/cart', headers: await as(BUYER) });
    expect(cart.json()).toMatchObject({
      products: [
        expect.objectContaining({
          productId: PRODUCT,
          size: 'M',
          color: 'navy',
          quantity: 2,
          sku: 'CL-LIN-001-M-NAVY',
          countInStock: 2,
        }),
        expect.objectContaining({
          productId: SINGLE,
          quantity: 1,
          sku: 'AC-SLK-7-ONE-SIZE-ROSE-PINK',
          countInStock: 5,
        }),
      ],
      totalPrice: 2 * 1200 + 900,
      notices: [],
    });
    const order = await suite.api.app.inject({
      method: 'GET',
      url: `/api/orders/${ORDER}`,
      headers: await as(BUYER),
    });
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      totalPrice: 2880,
      subtotal: 3600,
      orderItems: [line('S', 'white', 3)],
    });
    const checkout = await suite.api.app.inject({
      method: 'GET',
      url: `/api/checkout/${CHECKOUT}`,
      headers: await as(BUYER),
    });
    expect(checkout.statusCode).toBe(200);
  });

  it('finalizes the old checkout from the variant of its line', async () => {
    const finalized = await suite.api.app.inject({
      method: 'POST',
      url: `/api/checkout/${CHECKOUT}/finalize`,
      headers: await as(BUYER),
    });
    expect(finalized.statusCode).toBe(201);
    expect(finalized.json()).toMatchObject({ totalPrice: 2400 });
    expect((await variantsOf(suite.api, PRODUCT)).map((variant) => variant.stock)).toEqual([0, 2, 2, 1]);
    expect(await stockOf(suite.api, PRODUCT)).toEqual({ stock: 5, sold: 5 });
  });

  it('cancels the old order back to the variant of its line, once', async () => {
    const cancel = async () =>
      suite.api.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${ORDER}`,
        headers: await as(ADMIN),
        payload: { status: 'Cancelled' },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    expect((await variantsOf(suite.api, PRODUCT)).map((variant) => variant.stock)).toEqual([0, 5, 2, 1]);
    expect(await stockOf(suite.api, PRODUCT)).toEqual({ stock: 8, sold: 2 });
  });
});
