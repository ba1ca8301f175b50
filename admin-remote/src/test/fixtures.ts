import type { AdminStats, AdminUser, Order, Product, PublicUser } from '@store/contracts';

/** A 24-hex id ending with the given text (ids are shown by their last 8 characters). */
export const hexId = (tail: string) => tail.padStart(24, '0');

export const ADMIN: PublicUser = {
  _id: hexId('ad01'),
  name: 'Meera Admin',
  email: 'meera@threadline.test',
  role: 'admin',
};

export const CUSTOMER: PublicUser = {
  _id: hexId('c001'),
  name: 'Ravi Kumar',
  email: 'ravi@example.test',
  role: 'customer',
};

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: hexId('u001'),
    name: 'Asha Verma',
    email: 'asha@example.test',
    role: 'customer',
    createdAt: '2025-10-02T09:30:00.000Z',
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: hexId('p001'),
    name: 'Indigo Linen Shirt',
    description: 'A breathable linen shirt.',
    price: 1999,
    discountPrice: null,
    onSale: false,
    images: [{ url: '/uploads/shirt.webp', altText: 'Indigo linen shirt, front' }],
    colors: ['blue', 'white'],
    sizes: ['S', 'M', 'L'],
    category: 'Top Wear',
    brand: 'Indigo Bay',
    material: 'Linen',
    gender: 'Men',
    sku: 'IB-LIN-001',
    countInStock: 12,
    collections: ['summer'],
    rating: 4.5,
    numReviews: 10,
    featured: false,
    createdAt: '2025-10-01T00:00:00.000Z',
    updatedAt: '2025-10-01T00:00:00.000Z',
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    _id: hexId('abcd1234'),
    user: { _id: CUSTOMER._id, name: CUSTOMER.name, email: CUSTOMER.email },
    orderItems: [
      {
        productId: hexId('p001'),
        name: 'Indigo Linen Shirt',
        image: '/uploads/shirt.webp',
        price: 1999,
        quantity: 2,
        size: 'M',
        color: 'blue',
      },
    ],
    shippingAddress: {
      firstName: 'Ravi',
      lastName: 'Kumar',
      address: '12 MG Road',
      city: 'Pune',
      postalCode: '411001',
      country: 'India',
      phone: '+91 98765 43210',
    },
    paymentMethod: 'Direct Payment',
    shippingMethod: 'Standard',
    subtotal: 3998,
    discount: 0,
    totalPrice: 3998,
    isPaid: true,
    paidAt: '2025-11-02T10:00:00.000Z',
    paymentStatus: 'paid',
    isDelivered: false,
    deliveredAt: null,
    status: 'Processing',
    statusHistory: [{ status: 'Processing', at: '2025-11-02T10:00:00.000Z' }],
    checkoutId: hexId('c0ec'),
    createdAt: '2025-11-02T10:00:00.000Z',
    updatedAt: '2025-11-02T10:00:00.000Z',
    ...overrides,
  };
}

/** 30 days ending 2025-11-30, with sales on two of them. */
export function stats(overrides: Partial<AdminStats> = {}): AdminStats {
  const revenueByDay = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(Date.UTC(2025, 10, 1 + index)).toISOString().slice(0, 10);
    if (index === 4) return { date, revenue: 3998, orders: 1 };
    if (index === 20) return { date, revenue: 12500.5, orders: 3 };
    return { date, revenue: 0, orders: 0 };
  });
  return {
    revenue: 16498.5,
    totalOrders: 4,
    totalProducts: 120,
    revenueByDay,
    lowStock: [product({ _id: hexId('p002'), name: 'Saffron Kurta', sku: 'SF-KUR-2', countInStock: 0 })],
    recentOrders: [order()],
    ...overrides,
  };
}
