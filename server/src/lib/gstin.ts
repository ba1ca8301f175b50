/**
 * GST identities (docs/product.md §10): the states' two-digit GST codes and the GSTIN's format and
 * check character. Used at start-up on the shop's own GSTIN and on every document for the buyer's state.
 */
import type { IndianState } from '@store/contracts/address';

/** The GST state code of each state and union territory (the first two digits of a GSTIN there). */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** The state as spelt in the list, matched without regard to case; undefined when it is not one. */
export function indianState(value: string | undefined): IndianState | undefined {
  const wanted = (value ?? '').trim().toLowerCase();
  return (Object.keys(GST_STATE_CODES) as IndianState[]).find((state) => state.toLowerCase() === wanted);
}

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN's 15th character, from its first 14 (the GSTN's base-36 weighted checksum). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = CHARACTERS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** Why `gstin` is not a valid GSTIN, or null when it is (format, state code, check character). */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) {
    return 'must be 15 characters: state code, PAN, entity number, Z and a check character (e.g. 29AAACT1234F1ZN)';
  }
  if (!Object.values(GST_STATE_CODES).includes(gstin.slice(0, 2))) return 'does not start with a state code';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return 'has a wrong check character';
  return null;
}
