export { ProductCard, SOLD_OUT } from './ProductCard.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { EMPTY_FILTERS, type ProductFilters } from './product-filters.ts';
export { cardImage, imagesFor } from './product-images.ts';
export {
  bestSellerQuery,
  facetsKey,
  facetsQuery,
  listKey,
  listQuery,
  newArrivalsQuery,
  productQuery,
  similarQuery,
} from './queries.ts';
export { Rating } from './Rating.tsx';
