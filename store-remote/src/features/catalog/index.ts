export { ProductCard, SOLD_OUT } from './ProductCard.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { EMPTY_FILTERS, type ProductFilters } from './product-filters.ts';
export { cardImage, imagesFor } from './product-images.ts';
export { facetsKey, listKey, type ProductsState, useProductsStore } from './products-store.ts';
export { Rating } from './Rating.tsx';
