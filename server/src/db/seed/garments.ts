import type { Category, Gender } from '@store/contracts';

/** The silhouette drawn for a garment (see images.ts). */
export type Shape =
  | 'tee'
  | 'shirt'
  | 'hoodie'
  | 'jacket'
  | 'kurta'
  | 'pants'
  | 'shorts'
  | 'skirt'
  | 'dress'
  | 'set';

export interface Garment {
  name: string;
  shape: Shape;
  category: Category;
  genders: readonly Gender[];
  /** Price band in rupees. */
  price: readonly [number, number];
}

const all = ['Men', 'Women', 'Unisex'] as const;

export const GARMENTS: readonly Garment[] = [
  { name: 'Crew Neck Tee', shape: 'tee', category: 'Top Wear', genders: all, price: [499, 1499] },
  { name: 'Pocket Tee', shape: 'tee', category: 'Top Wear', genders: all, price: [599, 1599] },
  { name: 'Polo Shirt', shape: 'tee', category: 'Top Wear', genders: ['Men', 'Unisex'], price: [899, 2199] },
  {
    name: 'Oxford Shirt',
    shape: 'shirt',
    category: 'Top Wear',
    genders: ['Men', 'Women'],
    price: [1199, 3299],
  },
  {
    name: 'Resort Shirt',
    shape: 'shirt',
    category: 'Top Wear',
    genders: ['Men', 'Unisex'],
    price: [1099, 2899],
  },
  { name: 'Blouse', shape: 'shirt', category: 'Top Wear', genders: ['Women'], price: [999, 2999] },
  { name: 'Pullover Hoodie', shape: 'hoodie', category: 'Top Wear', genders: all, price: [1499, 3999] },
  { name: 'Zip Hoodie', shape: 'hoodie', category: 'Top Wear', genders: all, price: [1699, 4299] },
  { name: 'Bomber Jacket', shape: 'jacket', category: 'Top Wear', genders: all, price: [2999, 8999] },
  {
    name: 'Overshirt Jacket',
    shape: 'jacket',
    category: 'Top Wear',
    genders: ['Men', 'Unisex'],
    price: [2499, 6999],
  },
  {
    name: 'Straight Kurta',
    shape: 'kurta',
    category: 'Top Wear',
    genders: ['Men', 'Women'],
    price: [899, 3499],
  },
  { name: 'Tunic Top', shape: 'kurta', category: 'Top Wear', genders: ['Women'], price: [799, 2499] },
  {
    name: 'Slim Jeans',
    shape: 'pants',
    category: 'Bottom Wear',
    genders: ['Men', 'Women'],
    price: [1299, 3999],
  },
  { name: 'Relaxed Chinos', shape: 'pants', category: 'Bottom Wear', genders: all, price: [1199, 3299] },
  { name: 'Joggers', shape: 'pants', category: 'Bottom Wear', genders: all, price: [899, 2499] },
  {
    name: 'Wide-Leg Trousers',
    shape: 'pants',
    category: 'Bottom Wear',
    genders: ['Women', 'Unisex'],
    price: [1399, 3999],
  },
  { name: 'Cargo Pants', shape: 'pants', category: 'Bottom Wear', genders: all, price: [1499, 3799] },
  { name: 'Chino Shorts', shape: 'shorts', category: 'Bottom Wear', genders: all, price: [699, 1899] },
  { name: 'Lounge Shorts', shape: 'shorts', category: 'Bottom Wear', genders: all, price: [499, 1299] },
  { name: 'A-Line Skirt', shape: 'skirt', category: 'Bottom Wear', genders: ['Women'], price: [999, 2999] },
  {
    name: 'Pleated Midi Skirt',
    shape: 'skirt',
    category: 'Bottom Wear',
    genders: ['Women'],
    price: [1299, 3499],
  },
  { name: 'Maxi Dress', shape: 'dress', category: 'Dresses', genders: ['Women'], price: [1799, 6999] },
  { name: 'Wrap Dress', shape: 'dress', category: 'Dresses', genders: ['Women'], price: [1599, 5499] },
  { name: 'Shirt Dress', shape: 'dress', category: 'Dresses', genders: ['Women'], price: [1499, 4999] },
  { name: 'Anarkali Dress', shape: 'dress', category: 'Dresses', genders: ['Women'], price: [2499, 9499] },
  { name: 'Slip Dress', shape: 'dress', category: 'Dresses', genders: ['Women'], price: [1999, 7999] },
  { name: 'Co-ord Set', shape: 'set', category: 'Sets', genders: ['Women', 'Unisex'], price: [1999, 6499] },
  { name: 'Kurta Set', shape: 'set', category: 'Sets', genders: ['Men', 'Women'], price: [1999, 7999] },
  { name: 'Lounge Set', shape: 'set', category: 'Sets', genders: all, price: [1499, 4499] },
  { name: 'Tracksuit', shape: 'set', category: 'Sets', genders: all, price: [2499, 6999] },
  { name: 'Festive Set', shape: 'set', category: 'Sets', genders: ['Men', 'Women'], price: [3999, 9999] },
];

export const ADJECTIVES = [
  'Everyday',
  'Classic',
  'Heritage',
  'Coastal',
  'Urban',
  'Weekend',
  'Monsoon',
  'Studio',
  'Summer',
  'Festive',
  'Essential',
  'Tailored',
  'Breezy',
  'Midnight',
  'Sunlit',
  'Vintage',
] as const;

export const COLLECTIONS = [
  'summer edit',
  'workwear',
  'festive',
  'loungewear',
  'streetwear',
  'essentials',
  'monsoon',
  'premium',
] as const;
