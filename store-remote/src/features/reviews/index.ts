/** The product reviews: the product page loads this entry after the product (the orders' chunk). */
export { ProductReviews as default } from './ProductReviews.tsx';
