import type { ShippingAddress } from '@store/contracts';

/** "Pune, Maharashtra 411001": the city, then the state (when the address has one) and the postcode. */
export function placeLine(address: ShippingAddress): string {
  const region = [address.state, address.postalCode].filter(Boolean).join(' ');
  return [address.city, region].filter(Boolean).join(', ');
}

/** A shipping address as lines (name, street, city with state and postcode, country, phone). */
export function AddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <address className="text-sm leading-relaxed text-stone-700 not-italic">
      {address.firstName} {address.lastName}
      <br />
      {address.address}
      <br />
      {placeLine(address)}
      <br />
      {address.country}
      <br />
      {address.phone}
    </address>
  );
}
