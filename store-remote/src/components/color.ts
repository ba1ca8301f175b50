import { COLOR_HEX, type ColorName } from '@store/contracts/constants';

/** The swatch colour of a colour name; unknown names (set by an admin) get a neutral grey. */
export function colorHex(name: string): string {
  const key = name.trim().toLowerCase();
  return key in COLOR_HEX ? COLOR_HEX[key as ColorName] : '#d6d3d1';
}
