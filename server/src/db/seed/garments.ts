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

/** A garment of `category` for `genders`, priced between `min` and `max` rupees. */
const garment = (
  name: string,
  shape: Shape,
  category: Category,
  genders: readonly Gender[],
  min: number,
  max: number,
): Garment => ({ name, shape, category, genders, price: [min, max] });

export const GARMENTS: readonly Garment[] = [
  garment('Crew Neck Tee', 'tee', 'Top Wear', all, 499, 1499),
  garment('Pocket Tee', 'tee', 'Top Wear', all, 599, 1599),
  garment('Polo Shirt', 'tee', 'Top Wear', ['Men', 'Unisex'], 899, 2199),
  garment('Oxford Shirt', 'shirt', 'Top Wear', ['Men', 'Women'], 1199, 3299),
  garment('Resort Shirt', 'shirt', 'Top Wear', ['Men', 'Unisex'], 1099, 2899),
  garment('Blouse', 'shirt', 'Top Wear', ['Women'], 999, 2999),
  garment('Pullover Hoodie', 'hoodie', 'Top Wear', all, 1499, 3999),
  garment('Zip Hoodie', 'hoodie', 'Top Wear', all, 1699, 4299),
  garment('Bomber Jacket', 'jacket', 'Top Wear', all, 2999, 8999),
  garment('Overshirt Jacket', 'jacket', 'Top Wear', ['Men', 'Unisex'], 2499, 6999),
  garment('Straight Kurta', 'kurta', 'Top Wear', ['Men', 'Women'], 899, 3499),
  garment('Tunic Top', 'kurta', 'Top Wear', ['Women'], 799, 2499),
  garment('Slim Jeans', 'pants', 'Bottom Wear', ['Men', 'Women'], 1299, 3999),
  garment('Relaxed Chinos', 'pants', 'Bottom Wear', all, 1199, 3299),
  garment('Joggers', 'pants', 'Bottom Wear', all, 899, 2499),
  garment('Wide-Leg Trousers', 'pants', 'Bottom Wear', ['Women', 'Unisex'], 1399, 3999),
  garment('Cargo Pants', 'pants', 'Bottom Wear', all, 1499, 3799),
  garment('Chino Shorts', 'shorts', 'Bottom Wear', all, 699, 1899),
  garment('Lounge Shorts', 'shorts', 'Bottom Wear', all, 499, 1299),
  garment('A-Line Skirt', 'skirt', 'Bottom Wear', ['Women'], 999, 2999),
  garment('Pleated Midi Skirt', 'skirt', 'Bottom Wear', ['Women'], 1299, 3499),
  garment('Maxi Dress', 'dress', 'Dresses', ['Women'], 1799, 6999),
  garment('Wrap Dress', 'dress', 'Dresses', ['Women'], 1599, 5499),
  garment('Shirt Dress', 'dress', 'Dresses', ['Women'], 1499, 4999),
  garment('Anarkali Dress', 'dress', 'Dresses', ['Women'], 2499, 9499),
  garment('Slip Dress', 'dress', 'Dresses', ['Women'], 1999, 7999),
  garment('Co-ord Set', 'set', 'Sets', ['Women', 'Unisex'], 1999, 6499),
  garment('Kurta Set', 'set', 'Sets', ['Men', 'Women'], 1999, 7999),
  garment('Lounge Set', 'set', 'Sets', all, 1499, 4499),
  garment('Tracksuit', 'set', 'Sets', all, 2499, 6999),
  garment('Festive Set', 'set', 'Sets', ['Men', 'Women'], 3999, 9999),
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
