export * from './admin.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './common.ts';
export * from './constants.ts';
export * from './orders.ts';
export * from './products.ts';
export * from './users.ts';
