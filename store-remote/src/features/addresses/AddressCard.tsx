import type { Address } from '@store/contracts';
import { Button } from '@store/ui';
import { useEffect, useRef, useState } from 'react';
import { ADDRESS_TEXT } from './address-text.ts';
import { addressFields, addressLine } from './address-values.ts';

interface Props {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One saved address: who and where, 'Default', and Edit, Make default and Delete (asked first). */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onRemove }: Props) {
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The safe choice takes the focus when the question appears.
    if (confirming) keep.current?.focus();
  }, [confirming]);
  const name = `${address.firstName} ${address.lastName}`;
  return (
    <li className="rounded-xl border border-stone-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{name}</p>
        {address.isDefault && (
          <span className="rounded-full bg-stone-900 px-2 py-0.5 text-xs font-semibold text-white">
            {ADDRESS_TEXT.defaultBadge}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm break-words text-stone-700">{addressLine(addressFields(address))}</p>
      <p className="text-sm text-stone-700">{address.phone}</p>
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p className="text-sm font-semibold text-ink">{ADDRESS_TEXT.confirmRemove}</p>
          <Button ref={keep} variant="secondary" onClick={() => setConfirming(false)}>
            {ADDRESS_TEXT.keep}
          </Button>
          <Button variant="danger" busy={busy} onClick={onRemove}>
            {ADDRESS_TEXT.remove}
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={onEdit}
            aria-label={`${ADDRESS_TEXT.edit} the address of ${name}, ${address.address}`}
          >
            {ADDRESS_TEXT.edit}
          </Button>
          {!address.isDefault && (
            <Button
              variant="secondary"
              busy={busy}
              onClick={onMakeDefault}
              aria-label={`${ADDRESS_TEXT.makeDefault}: ${address.address}`}
            >
              {ADDRESS_TEXT.makeDefault}
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={() => setConfirming(true)}
            aria-label={`${ADDRESS_TEXT.remove} the address of ${name}, ${address.address}`}
          >
            {ADDRESS_TEXT.remove}
          </Button>
        </div>
      )}
    </li>
  );
}
