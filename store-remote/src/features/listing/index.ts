export { collectionTitle, filtersFromParams, paramsFromFilters } from './filters-url.ts';
export { LISTING_TEXT, ListingPage } from './ListingPage.tsx';
