/**
 * The rules of a delivery address, without zod (docs/architecture.md §2: the storefront never loads
 * zod): the address book's schema on the server (`addressInputSchema` in addresses.ts) runs these
 * same functions, so the form and the server check the same things in the same words.
 */

/** India's 28 states and 8 union territories, as written on addresses. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'postalCode',
  'country',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFields = Record<AddressField, string>;

/** How messages name each field (the checkout's schema uses the same names). */
export const ADDRESS_FIELD_NAMES: Record<AddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Street address',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
};

export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  firstName: 60,
  lastName: 60,
  address: 200,
  city: 80,
  state: 60,
  postalCode: 12,
  country: 60,
  phone: 20,
};

/** An account keeps at most this many addresses. */
export const MAX_ADDRESSES = 20;

export const ADDRESS_MESSAGES = {
  pinCode: 'Enter a 6-digit PIN code that does not start with 0',
  state: 'Choose a state or union territory',
  mobile: 'Enter a 10-digit mobile number, with or without +91',
  postalCode: 'Postal code may contain letters, digits, space and dash',
  phone: 'Enter a valid phone number',
} as const;

/** The country is India (any case, spaces around): the Indian rules apply. */
export const isIndia = (country: string): boolean => country.trim().toLowerCase() === 'india';

/** "560 001" → "560001": PIN codes are written with or without a space after three digits. */
const pinDigits = (value: string) => value.replace(/\s+/g, '');
/** "+91 98450-12345" → "+919845012345": separators people type in phone numbers removed. */
const phoneDigits = (value: string) => value.replace(/[\s().-]/g, '');

const PIN_CODE = /^[1-9][0-9]{5}$/;
const INDIAN_MOBILE = /^(\+91)?[1-9][0-9]{9}$/;
const POSTAL_CODE = /^[A-Za-z0-9 -]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;

const stateOf = (value: string): IndianState | undefined =>
  INDIAN_STATES.find((state) => state.toLowerCase() === value.trim().toLowerCase());

/**
 * Each field's first problem, by field (none: the address is good). Every field is required but the
 * state, which is required (from the list) for an Indian address only. An Indian address also needs a
 * 6-digit PIN code that does not start with 0 and a 10-digit mobile number, with or without +91;
 * elsewhere the checkout's rules for postal codes and phone numbers apply.
 */
export function addressErrors(
  values: Partial<Record<AddressField, string>>,
): Partial<Record<AddressField, string>> {
  const errors: Partial<Record<AddressField, string>> = {};
  const value = (field: AddressField) => (values[field] ?? '').trim();
  const indian = isIndia(value('country'));
  for (const field of ADDRESS_FIELDS) {
    const text = value(field);
    const name = ADDRESS_FIELD_NAMES[field];
    if (text === '' && field !== 'state') errors[field] = `${name} is required`;
    else if (text.length > ADDRESS_MAX_LENGTH[field])
      errors[field] = `${name} must be at most ${ADDRESS_MAX_LENGTH[field]} characters`;
  }
  if (indian) {
    if (!errors.state && !stateOf(value('state'))) errors.state = ADDRESS_MESSAGES.state;
    if (!errors.postalCode && !PIN_CODE.test(pinDigits(value('postalCode'))))
      errors.postalCode = ADDRESS_MESSAGES.pinCode;
    if (!errors.phone && !INDIAN_MOBILE.test(phoneDigits(value('phone'))))
      errors.phone = ADDRESS_MESSAGES.mobile;
  } else {
    if (!errors.postalCode && !POSTAL_CODE.test(value('postalCode')))
      errors.postalCode = ADDRESS_MESSAGES.postalCode;
    if (!errors.phone && !PHONE.test(value('phone'))) errors.phone = ADDRESS_MESSAGES.phone;
  }
  return errors;
}

/**
 * A good address (addressErrors found nothing) as it is stored: trimmed; an Indian one with its PIN
 * code as six digits, its state spelt as in the list and its mobile number as "+91 98450 12345".
 */
export function normalizeAddress(values: AddressFields): AddressFields {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, values[field].trim()]),
  ) as AddressFields;
  if (!isIndia(trimmed.country)) return trimmed;
  const digits = phoneDigits(trimmed.phone).replace(/^\+91/, '');
  return {
    ...trimmed,
    country: 'India',
    state: stateOf(trimmed.state) ?? trimmed.state,
    postalCode: pinDigits(trimmed.postalCode),
    phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}
