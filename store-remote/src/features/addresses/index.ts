export { AddressBook } from './AddressBook.tsx';
export { AddressFields } from './AddressFields.tsx';
export { ADDRESS_TEXT } from './address-text.ts';
export { type AddressErrors, addressFields, EMPTY_ADDRESS, issuesByField } from './address-values.ts';
export { NEW_ADDRESS, SavedAddressPicker } from './SavedAddressPicker.tsx';
export { splitName } from './split-name.ts';
export { focusFirstError, useAddressForm } from './use-address-form.ts';
export { useSavedAddresses } from './use-saved-addresses.ts';
