export { ReviewsPage } from './ReviewsPage.tsx';
