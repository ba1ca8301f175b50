/** The product reviews: the product page loads this entry in a chunk of its own. */
export { ProductReviews } from './ProductReviews.tsx';
