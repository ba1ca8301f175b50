export { ProductCard } from './ProductCard.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { type ProductsState, useProductsStore } from './products-store.ts';
