import { BRANDS, CATEGORIES, COLORS, MATERIALS, SIZES } from '@store/contracts';
import { ADJECTIVES, COLLECTIONS, GARMENTS, type Garment, type Shape } from './garments.ts';
import { createRandom, type Random } from './random.ts';

export interface CatalogItem {
  name: string;
  description: string;
  pricePaise: number;
  discountPricePaise: number | null;
  countInStock: number;
  sku: string;
  category: string;
  gender: string;
  brand: string;
  material: string;
  colors: string[];
  sizes: string[];
  collections: string[];
  rating: number;
  numReviews: number;
  featured: boolean;
  unitsSold: number;
  createdAt: Date;
  shape: Shape;
}

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

/**
 * A deterministic catalogue. The first products walk through every brand, material, category,
 * colour and size so that every filter option (docs/product.md §9) matches something.
 */
export function generateCatalog(count: number, options: { seed?: number; now?: number } = {}): CatalogItem[] {
  const random = createRandom(options.seed ?? 20261122);
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
    const stockRoll = random.next();
    items.push({
      name,
      description: `${name} by ${brand}. Made from ${MATERIAL_PHRASES[material]}, with ${random.pick(FITS)}. ${random.pick(CARE)}`,
      pricePaise: price * 100,
      discountPricePaise: discount !== null && discount < price ? discount * 100 : null,
      countInStock: stockRoll < 0.04 ? 0 : stockRoll < 0.12 ? random.int(1, 5) : random.int(6, 80),
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
      rating: Math.round((3.5 + random.next() * 1.5) * 10) / 10,
      numReviews: random.int(0, 420),
      featured: index % 7 === 0,
      unitsSold: random.int(0, 600),
      createdAt: new Date(now - random.int(0, 120 * 24 * 60) * 60_000),
      shape: garment.shape,
    });
  }
  return items;
}
