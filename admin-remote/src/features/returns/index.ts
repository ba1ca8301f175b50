export { ReturnsPage } from './ReturnsPage.tsx';
