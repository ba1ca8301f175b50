export { mockFetch, type Recorded } from './fetch-mock.ts';
