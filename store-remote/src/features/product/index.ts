export { PRODUCT_MESSAGES, ProductDetails } from './ProductDetails.tsx';
export { ProductPage } from './ProductPage.tsx';
