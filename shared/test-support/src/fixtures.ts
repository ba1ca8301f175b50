/**
 * Test data only: one builder per shape of @store/contracts, with readable defaults that tell one
 * story (Asha buys two linen shirts in Pune; Meera runs the shop). Pass overrides for what a test is
 * about; a test that asserts a value it did not set relies on the default written here.
 */
import type {
  AdminStats,
  AdminUser,
  Cart,
  CartLine,
  Checkout,
  LineItem,
  LowStockVariant,
  Order,
  Product,
  PublicUser,
  ShippingAddress,
  Variant,
} from '@store/contracts';
import { variantSku } from '@store/contracts';

/** A 24-character id ending with `tail` (screens show ids by their last 8 characters). */
export const idEndingIn = (tail: string): string => tail.padStart(24, '0');

export const aCustomer: PublicUser = {
  _id: idEndingIn('c001'),
  name: 'Asha Verma',
  email: 'asha@example.test',
  role: 'customer',
};

export const anAdmin: PublicUser = {
  _id: idEndingIn('ad01'),
  name: 'Meera Admin',
  email: 'meera@threadline.test',
  role: 'admin',
};

/** A user as the admin's user list shows it (the customer by default). */
export function anAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return { ...aCustomer, createdAt: '2025-10-02T09:30:00.000Z', ...overrides };
}

/** The guest id of a shopper who is not signed in. */
export const GUEST_ID = 'guest_1700000000000';

/**
 * One variant per size × colour of a product, in the order of sizes then colours. `stock` gives each
 * cell's units by "size/color" (e.g. { 'M/navy': 0 }); unnamed cells get `otherwise` units.
 */
export function variantsOf(
  sku: string,
  sizes: readonly string[],
  colors: readonly string[],
  stock: Record<string, number> = {},
  otherwise = 2,
): Variant[] {
  return sizes.flatMap((size) =>
    colors.map((color) => ({
      sku: variantSku(sku, size, color),
      size,
      color,
      countInStock: stock[`${size}/${color}`] ?? otherwise,
    })),
  );
}

/**
 * The linen shirt in S/M/L × navy/white, 2 of each (12 in all). Overriding sizes, colors or sku
 * rebuilds the variants (2 each) unless `variants` is given; countInStock follows the variants
 * unless given.
 */
export function aProduct(overrides: Partial<Product> = {}): Product {
  const sku = overrides.sku ?? 'CL-LIN-001';
  const sizes = overrides.sizes ?? ['S', 'M', 'L'];
  const colors = overrides.colors ?? ['navy', 'white'];
  const variants = overrides.variants ?? variantsOf(sku, sizes, colors);
  const countInStock = overrides.countInStock ?? variants.reduce((sum, v) => sum + v.countInStock, 0);
  return {
    _id: idEndingIn('p001'),
    name: 'Linen Camp Shirt',
    description: 'An airy linen shirt for hot afternoons.',
    price: 1999,
    discountPrice: null,
    onSale: false,
    images: [
      { url: '/uploads/shirt-front.svg', altText: 'Linen Camp Shirt, front', color: null },
      { url: '/uploads/shirt-back.svg', altText: 'Linen Camp Shirt, back', color: null },
    ],
    colors,
    sizes,
    category: 'Top Wear',
    brand: 'Coastline',
    material: 'Linen',
    gender: 'Men',
    sku,
    countInStock,
    variants,
    collections: ['summer edit'],
    rating: 4.5,
    numReviews: 18,
    featured: false,
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

/** One line of a cart: the default product, size M, navy. */
export function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: idEndingIn('p001'),
    name: 'Linen Camp Shirt',
    image: '/uploads/shirt-front.svg',
    price: 1999,
    listPrice: overrides.price ?? 1999,
    quantity: 1,
    size: 'M',
    color: 'navy',
    sku: variantSku('CL-LIN-001', 'M', 'navy'),
    countInStock: 2,
    ...overrides,
  };
}

/** A guest's cart holding `lines`, its total computed from them. */
export function aCart(lines: CartLine[] = [aLine()], overrides: Partial<Cart> = {}): Cart {
  return {
    _id: idEndingIn('ca01'),
    products: lines,
    totalPrice: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    user: null,
    guestId: GUEST_ID,
    notices: [],
    ...overrides,
  };
}

export const anAddress: ShippingAddress = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  country: 'India',
  phone: '+91 98000 00000',
};

/** Two of the default product, size M, navy (the cart line less its stock count): ₹3,998. */
function twoShirts(): LineItem[] {
  const { countInStock, ...item } = aLine({ quantity: 2 });
  return [item];
}

/** The customer's paid order of two shirts, Processing (shown as #deadbeef). */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '64f1c2aa00112233deadbeef',
    user: { _id: aCustomer._id, name: aCustomer.name, email: aCustomer.email },
    orderItems: twoShirts(),
    shippingAddress: anAddress,
    paymentMethod: 'Online (UPI)',
    shippingMethod: 'Standard',
    subtotal: 3998,
    discount: 0,
    totalPrice: 3998,
    isPaid: true,
    paidAt: '2025-03-01T09:00:00.000Z',
    paymentStatus: 'paid',
    refundedAt: null,
    isDelivered: false,
    deliveredAt: null,
    status: 'Processing',
    statusHistory: [{ status: 'Processing', at: '2025-03-01T09:00:00.000Z' }],
    checkoutId: idEndingIn('c0ec'),
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    taxDocuments: [],
    archivedAt: null,
    ...overrides,
  };
}

/** The customer's unpaid checkout of two shirts with the 20% first-order discount: ₹3,198.40. */
export function aCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    _id: idEndingIn('c0ec'),
    user: aCustomer._id,
    checkoutItems: twoShirts(),
    shippingAddress: anAddress,
    paymentMethod: 'Online (UPI)',
    subtotal: 3998,
    discount: 799.6,
    totalPrice: 3198.4,
    isPaid: false,
    paidAt: null,
    paymentStatus: 'pending',
    paymentDetails: null,
    isFinalized: false,
    finalizedAt: null,
    orderId: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The dashboard's figures: 30 days ending 2025-11-30 with sales on two of them. */
export function adminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  const revenueByDay = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 10, 1 + index)).toISOString().slice(0, 10);
    if (index === 4) return { date, revenue: 3998, orders: 1 };
    if (index === 20) return { date, revenue: 12500.5, orders: 3 };
    return { date, revenue: 0, orders: 0 };
  });
  const lowStock = overrides.lowStock ?? [aLowStockVariant()];
  return {
    revenue: 16498.5,
    totalOrders: 4,
    totalProducts: 120,
    revenueByDay,
    lowStock,
    // The counts of the variants listed, unless a test says there are more.
    lowStockCount: lowStock.length,
    soldOutCount: lowStock.filter((variant) => variant.countInStock === 0).length,
    recentOrders: [anOrder()],
    ...overrides,
  };
}

/** A dashboard low-stock entry: the saffron kurta in M / saffron with none left. */
export function aLowStockVariant(overrides: Partial<LowStockVariant> = {}): LowStockVariant {
  return {
    productId: idEndingIn('p002'),
    name: 'Saffron Kurta',
    sku: variantSku('SF-KUR-2', 'M', 'saffron'),
    size: 'M',
    color: 'saffron',
    countInStock: 0,
    ...overrides,
  };
}
