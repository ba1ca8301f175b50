import { BRANDS, CATEGORIES, COLORS, MATERIALS, SIZES } from '@store/contracts';
import { ADJECTIVES, COLLECTIONS, GARMENTS, type Garment, type Shape } from './garments.ts';
import { createRandom, type Random } from './random.ts';

export interface CatalogItem {
  name: string;
  description: string;
  pricePaise: number;
  discountPricePaise: number | null;
  /** The sum of `variantStock`. */
  countInStock: number;
  /** Units of each size × colour, in grid order (every colour of the first size, then the next...). */
  variantStock: number[];
  sku: string;
  category: string;
  gender: string;
  brand: string;
  material: string;
  colors: string[];
  sizes: string[];
  collections: string[];
  /**
   * The stars the seed's reviewers lean to (seed/reviews.ts) and how many seeded customers bought
   * and reviewed it: the product's rating comes from those reviews, never from here.
   */
  reviewTendency: number;
  reviewers: number;
  featured: boolean;
  unitsSold: number;
  createdAt: Date;
  shape: Shape;
}

/** At most this many seeded customers review one product. */
export const MAX_SEED_REVIEWERS = 4;

const MATERIAL_PHRASES: Record<string, string> = {
  Cotton: 'soft, breathable cotton',
  Woolmate: 'a warm wool blend that keeps its shape',
  Denim: 'sturdy denim that softens with every wash',
  Polyester: 'quick-drying polyester that resists creases',
  Silk: 'smooth silk with a gentle sheen',
  Linen: 'airy linen made for hot afternoons',
  Viscose: 'fluid viscose that drapes beautifully',
  Fleece: 'cosy brushed fleece',
};

const FITS = [
  'a relaxed fit',
  'a tailored fit',
  'a regular fit',
  'an easy, roomy fit',
  'a clean, modern cut',
];
const CARE = [
  'Machine wash cold, dry in shade.',
  'Gentle machine wash; iron on low.',
  'Hand wash recommended to keep the colour rich.',
  'Wash inside out with similar colours.',
];

function garmentFor(index: number, random: Random): Garment {
  const category = CATEGORIES[index % CATEGORIES.length];
  return random.pick(GARMENTS.filter((garment) => garment.category === category));
}

/** Rounds a rupee amount to a shop price ending in 9 (1,299, 909...). */
function shopPrice(rupees: number): number {
  return Math.max(99, Math.round(rupees / 10) * 10 - 1);
}

/** Every `WHOLLY_SOLD_OUT`-th product (from the 24th) has no stock at all: 3 of the 120 seeded. */
const WHOLLY_SOLD_OUT = 37;
const isWhollySoldOut = (index: number) => index % WHOLLY_SOLD_OUT === 23;

/**
 * Units per size × colour (grid order), so every state shows: low stock (1 to 5), sold-out cells,
 * now and then a size sold out in every colour. The first colour's first two sizes always have
 * stock: that is what a shopper (and the end-to-end tests) pick first.
 */
export function drawVariantStock(
  random: Random,
  sizes: readonly string[],
  colors: readonly string[],
): number[] {
  const goneSize = sizes.length > 2 && random.chance(0.25) ? random.int(2, sizes.length - 1) : -1;
  const stock: number[] = [];
  for (const [s] of sizes.entries())
    for (const [c] of colors.entries()) {
      const roll = random.next();
      if (c === 0 && s === 0) stock.push(random.int(10, 30));
      else if (c === 0 && s === 1) stock.push(random.int(3, 20));
      else if (s === goneSize || roll < 0.15) stock.push(0);
      else stock.push(roll < 0.3 ? random.int(1, 5) : random.int(6, 25));
    }
  return stock;
}

/**
 * A deterministic catalogue. The first products walk through every brand, material, category,
 * colour and size so that every filter option (docs/product.md §9) matches something.
 */
export function generateCatalog(count: number, options: { seed?: number; now?: number } = {}): CatalogItem[] {
  const seed = options.seed ?? 20261122;
  const random = createRandom(seed);
  // Stock has a stream of its own: the bench redraws it for wider products without moving the rest.
  const stockRandom = createRandom(seed + 1);
  const now = options.now ?? Date.now();
  const items: CatalogItem[] = [];
  for (let index = 0; index < count; index++) {
    const garment = garmentFor(index, random);
    const brand = BRANDS[index % BRANDS.length] as string;
    const material = MATERIALS[index % MATERIALS.length] as string;
    const gender = garment.genders[Math.floor(index / CATEGORIES.length) % garment.genders.length] as string;
    const primary = COLORS[index % COLORS.length] as string;
    const colors = [
      primary,
      ...random.sample(
        COLORS.filter((color) => color !== primary),
        random.int(0, 2),
      ),
    ];
    const first = index < SIZES.length ? 0 : random.int(0, 2);
    const last = index < SIZES.length ? SIZES.length - 1 : random.int(3, SIZES.length - 1);
    const sizes = SIZES.slice(first, last + 1);
    const price = shopPrice(random.int(garment.price[0], garment.price[1]));
    const onSale = random.chance(0.35);
    const discount = onSale ? shopPrice(price * (1 - random.int(10, 40) / 100)) : null;
    const adjective = random.pick(ADJECTIVES);
    const name = `${adjective} ${material} ${garment.name}`;
    const collections = new Set<string>(random.sample(COLLECTIONS.slice(0, 7), random.int(1, 2)));
    if (price >= 4000) collections.add('premium');
    if (/Kurta|Anarkali|Festive/.test(garment.name)) collections.add('festive');
    const soldOut = isWhollySoldOut(index);
    const variantStock = soldOut
      ? sizes.flatMap(() => colors.map(() => 0))
      : drawVariantStock(stockRandom, sizes, colors);
    const tendency = Math.round((3.5 + random.next() * 1.5) * 10) / 10;
    const reviewers = random.int(0, 420) % (MAX_SEED_REVIEWERS + 1);
    const unitsSold = random.int(0, 600);
    const age = random.int(0, 120 * 24 * 60) * 60_000;
    items.push({
      name,
      description: `${name} by ${brand}. Made from ${MATERIAL_PHRASES[material]}, with ${random.pick(FITS)}. ${random.pick(CARE)}`,
      pricePaise: price * 100,
      discountPricePaise: discount !== null && discount < price ? discount * 100 : null,
      countInStock: variantStock.reduce((sum, units) => sum + units, 0),
      variantStock,
      sku: `${brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}-${garment.category.replace(/\s/g, '').slice(0, 3).toUpperCase()}-${String(index + 1).padStart(5, '0')}`,
      category: garment.category,
      gender,
      brand,
      material,
      colors,
      sizes,
      collections: [...collections],
      // A sold-out product is never the top rated, the best seller or the newest (the home page's picks).
      reviewTendency: soldOut ? Math.min(tendency, 3) : tendency,
      reviewers,
      featured: index % 7 === 0,
      unitsSold: soldOut ? Math.min(unitsSold, 40) : unitsSold,
      createdAt: new Date(now - (soldOut ? Math.max(age, 30 * 24 * 3600_000) : age)),
      shape: garment.shape,
    });
  }
  return items;
}
