import type { Cart, PublicUser } from '@store/contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isPublicUser(value: unknown): value is PublicUser {
  return (
    isObject(value) &&
    typeof value._id === 'string' &&
    typeof value.name === 'string' &&
    typeof value.email === 'string' &&
    (value.role === 'customer' || value.role === 'admin')
  );
}

export function isCart(value: unknown): value is Cart {
  return (
    isObject(value) &&
    Array.isArray(value.products) &&
    typeof value.totalPrice === 'number' &&
    value.products.every(
      (line) =>
        isObject(line) &&
        typeof line.productId === 'string' &&
        typeof line.quantity === 'number' &&
        typeof line.price === 'number',
    )
  );
}
