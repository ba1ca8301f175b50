import type { FieldIssue } from '@store/api';
import type { Address, ShippingAddress } from '@store/contracts';
import { ADDRESS_FIELDS, type AddressField, type AddressFields } from '@store/contracts/address';

export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressFields = {
  firstName: '',
  lastName: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  phone: '',
};

/** The form's fields of a saved address or a shipping address. */
export function addressFields(address: Partial<Address | ShippingAddress>): AddressFields {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as AddressFields;
}

/** "12 MG Road, Bengaluru, Karnataka 560001, India": an address on one line. */
export function addressLine(address: AddressFields): string {
  const place = [address.state, address.postalCode].filter(Boolean).join(' ');
  return [address.address, address.city, place, address.country].filter(Boolean).join(', ');
}

/** The server's problems of a refused address, by field (its `issues`), for the form to show. */
export function issuesByField(issues: readonly FieldIssue[]): AddressErrors {
  const errors: AddressErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.').pop() as AddressField;
    if ((ADDRESS_FIELDS as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}
