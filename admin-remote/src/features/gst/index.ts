export { GstPage } from './GstPage.tsx';
