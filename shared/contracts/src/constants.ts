/**
 * Business constants of spec §9, importable without zod so browser bundles stay small.
 */

export const STORE_NAME = 'Threadline';

export const CATEGORIES = ['Top Wear', 'Bottom Wear', 'Dresses', 'Sets'] as const;
export type Category = (typeof CATEGORIES)[number];

export const GENDERS = ['Men', 'Women', 'Unisex'] as const;
export type Gender = (typeof GENDERS)[number];

export const COLORS = [
  'red',
  'blue',
  'black',
  'green',
  'yellow',
  'gray',
  'white',
  'pink',
  'beige',
  'navy',
] as const;
export type ColorName = (typeof COLORS)[number];

/** CSS colours used for swatches and generated product images. */
export const COLOR_HEX: Record<ColorName, string> = {
  red: '#c0392b',
  blue: '#2f6fd6',
  black: '#1d1d1f',
  green: '#2e8b57',
  yellow: '#f2c230',
  gray: '#8e8e93',
  white: '#f7f7f5',
  pink: '#f4a6c0',
  beige: '#e3d3b4',
  navy: '#1f2f5c',
};

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];

export const MATERIALS = [
  'Cotton',
  'Woolmate',
  'Denim',
  'Polyester',
  'Silk',
  'Linen',
  'Viscose',
  'Fleece',
] as const;
export type Material = (typeof MATERIALS)[number];

export const BRANDS = [
  'Aaranya',
  'Banyan & Co',
  'Coastline',
  'Copperleaf',
  'Dhaga',
  'Driftwood Denim',
  'Ember Lane',
  'Fernweave',
  'Ganga Looms',
  'Harbor Street',
  'Indigo Bay',
  'Jharokha',
  'Kesar',
  'Loom & Lore',
  'Marigold',
  'Monsoon Mill',
  'Neelam',
  'Northbound',
  'Oakridge',
  'Peacock Row',
  'Pebble & Pine',
  'Quill & Thread',
  'Rangrez',
  'Saffron Street',
  'Slate & Sail',
  'Sundial',
  'Tanpura',
  'Thistle',
  'Tidewater',
  'Urbane Co',
  'Velvet Vine',
  'Weftworks',
  'Yarnsmith',
  'Zari House',
] as const;

export const SORT_OPTIONS = ['default', 'priceAsc', 'priceDesc', 'popularity', 'newest', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const SORT_LABELS: Record<SortOption, string> = {
  default: 'Default',
  priceAsc: 'Price: Low to High',
  priceDesc: 'Price: High to Low',
  popularity: 'Popularity',
  newest: 'Newest',
  rating: 'Top Rated',
};

export const PRICE_RANGE = { min: 0, max: 10000, step: 100 } as const;

export const ORDER_STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ROLES = ['customer', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MIN_CART_QUANTITY = 1;
/** Upper bound of one cart line; stock caps it further. */
export const MAX_CART_QUANTITY = 99;

/** Default rating shown for a product without reviews (spec §3). */
export const DEFAULT_RATING = 4;

export const PAYMENT_METHOD = 'Direct Payment';
export const SHIPPING_METHOD = 'Standard';
export const ESTIMATED_DELIVERY_DAYS = 5;

/**
 * One source for the promises the storefront makes (design.md §4: the spec's copy is inconsistent;
 * every screen shows these values). Shipping is free on every order and tax is included.
 */
export const STORE_POLICY = {
  freeShippingMinimum: 0,
  returnsDays: 30,
  firstOrderDiscountPercent: 20,
  shippingCost: 0,
  tax: 0,
} as const;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const ADMIN_PAGE_SIZE = 50;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const LOW_STOCK_THRESHOLD = 5;

/** localStorage keys of spec §3. */
export const STORAGE_KEYS = {
  cart: 'cart',
  userInfo: 'userInfo',
  userToken: 'userToken',
  guestId: 'guestId',
} as const;

export const GUEST_ID_PATTERN = /^guest_\d{1,16}$/;

/** Capitalises a colour or collection name for display ("navy" → "Navy"). */
export function capitalise(value: string): string {
  return value.length === 0 ? value : value.charAt(0).toUpperCase() + value.slice(1);
}

/** Filter state of the listing screen (spec §3): every value empty by default; size, material, brand are lists. */
export interface ProductFilters {
  collection: string;
  category: string;
  gender: string;
  color: string;
  size: string[];
  material: string[];
  brand: string[];
  minPrice: string;
  maxPrice: string;
  sortBy: string;
  search: string;
}

export const EMPTY_FILTERS: ProductFilters = {
  collection: '',
  category: '',
  gender: '',
  color: '',
  size: [],
  material: [],
  brand: [],
  minPrice: '',
  maxPrice: '',
  sortBy: '',
  search: '',
};
