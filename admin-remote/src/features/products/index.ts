export { ProductEditorPage } from './ProductEditorPage.tsx';
export { ProductsPage } from './ProductsPage.tsx';
