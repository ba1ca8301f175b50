import type { Address } from '@store/contracts';
import { ADDRESS_TEXT } from './address-text.ts';
import { addressFields, addressLine } from './address-values.ts';

export const NEW_ADDRESS = 'new';

interface Props {
  addresses: Address[];
  /** The chosen address's id, or NEW_ADDRESS. */
  chosen: string;
  onChoose: (choice: string) => void;
  disabled?: boolean;
}

/** Checkout's choice of a saved address (the default first) or 'A new address'. */
export function SavedAddressPicker({ addresses, chosen, onChoose, disabled = false }: Props) {
  const option = (value: string, title: string, detail?: string) => (
    <label
      key={value}
      className={`flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm ${chosen === value ? 'border-stone-900 bg-stone-50' : 'border-stone-200'}`}
    >
      <input
        type="radio"
        name="saved-address"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="mt-1 h-4 w-4 accent-stone-900"
      />
      <span>
        <span className="block font-semibold text-ink">{title}</span>
        {detail && <span className="block break-words text-stone-700">{detail}</span>}
      </span>
    </label>
  );
  return (
    <fieldset disabled={disabled} className="mt-4">
      <legend className="text-sm font-semibold text-ink">Deliver to</legend>
      <div className="mt-2 grid gap-2">
        {addresses.map((address) =>
          option(
            address._id,
            `${address.firstName} ${address.lastName}${address.isDefault ? ` (${ADDRESS_TEXT.defaultBadge.toLowerCase()})` : ''}`,
            addressLine(addressFields(address)),
          ),
        )}
        {option(NEW_ADDRESS, 'A new address')}
      </div>
    </fieldset>
  );
}
