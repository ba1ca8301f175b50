import type { ShippingAddress } from '@store/contracts';

/** A shipping address as lines (name, street, city and postcode, country, phone). */
export function AddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <address className="text-sm leading-relaxed text-stone-700 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {address.city} {address.postalCode}
      <br />
      {address.country}
      <br />
      {address.phone}
    </address>
  );
}
