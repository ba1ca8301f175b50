import type { Cart, CartLine, Checkout, Order, Product, PublicUser } from '@store/contracts';

/** Test data only: shapes of @store/contracts with readable defaults. */
export const id = (n: number): string => n.toString(16).padStart(24, 'a');

export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: id(1),
    name: 'Linen Camp Shirt',
    description: 'An airy linen shirt for hot afternoons.',
    price: 1999,
    discountPrice: null,
    onSale: false,
    images: [
      { url: '/uploads/shirt-front.svg', altText: 'Linen Camp Shirt, front' },
      { url: '/uploads/shirt-back.svg', altText: 'Linen Camp Shirt, back' },
    ],
    colors: ['navy', 'white'],
    sizes: ['S', 'M', 'L'],
    category: 'Top Wear',
    brand: 'Coastline',
    material: 'Linen',
    gender: 'Men',
    sku: 'CL-LIN-001',
    countInStock: 12,
    collections: ['summer edit'],
    rating: 4.5,
    numReviews: 18,
    featured: false,
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

export function aLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    productId: id(1),
    name: 'Linen Camp Shirt',
    image: '/uploads/shirt-front.svg',
    price: 1999,
    quantity: 1,
    size: 'M',
    color: 'navy',
    countInStock: 12,
    ...overrides,
  };
}

export function aCart(lines: CartLine[] = [aLine()], overrides: Partial<Cart> = {}): Cart {
  return {
    _id: id(900),
    products: lines,
    totalPrice: lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    user: null,
    guestId: 'guest_1700000000000',
    ...overrides,
  };
}

export const aCustomer: PublicUser = {
  _id: id(500),
  name: 'Asha Verma',
  email: 'asha@example.test',
  role: 'customer',
};

export const anAdmin: PublicUser = { ...aCustomer, _id: id(501), name: 'Ravi Admin', role: 'admin' };

const address = {
  firstName: 'Asha',
  lastName: 'Verma',
  address: '12 MG Road',
  city: 'Pune',
  postalCode: '411001',
  country: 'India',
  phone: '+91 98000 00000',
};

export function anOrder(overrides: Partial<Order> = {}): Order {
  const items = [
    {
      productId: id(1),
      name: 'Linen Camp Shirt',
      image: '/uploads/shirt-front.svg',
      price: 1999,
      quantity: 2,
      size: 'M',
      color: 'navy',
    },
  ];
  return {
    _id: '64f1c2aa00112233deadbeef',
    user: { _id: aCustomer._id, name: aCustomer.name, email: aCustomer.email },
    orderItems: items,
    shippingAddress: address,
    paymentMethod: 'Direct Payment',
    shippingMethod: 'Standard',
    subtotal: 3998,
    discount: 0,
    totalPrice: 3998,
    isPaid: true,
    paidAt: '2025-03-01T09:00:00.000Z',
    paymentStatus: 'paid',
    isDelivered: false,
    deliveredAt: null,
    status: 'Processing',
    statusHistory: [{ status: 'Processing', at: '2025-03-01T09:00:00.000Z' }],
    checkoutId: id(700),
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    _id: id(700),
    user: aCustomer._id,
    checkoutItems: anOrder().orderItems,
    shippingAddress: address,
    paymentMethod: 'Direct Payment',
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
