import { COLOR_HEX, type ColorName } from '@store/contracts/constants';

/**
 * The swatch colour of a colour name, from the catalogue's colour table (the one the seeded product
 * pictures are drawn with, so a swatch matches its garments). Unknown names, which an admin may set,
 * get a neutral grey.
 */
export function swatchColor(name: string): string {
  const key = name.trim().toLowerCase();
  return key in COLOR_HEX ? COLOR_HEX[key as ColorName] : '#d6d3d1';
}
