export { ProductPage } from './ProductPage.tsx';
