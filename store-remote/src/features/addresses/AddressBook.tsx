import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import type { Address } from '@store/contracts';
import { useAuthStore } from '@store/state';
import { Button, Skeleton, toast } from '@store/ui';
import { useState } from 'react';
import { AddressCard } from './AddressCard.tsx';
import { AddressForm } from './AddressForm.tsx';
import { ADDRESS_TEXT } from './address-text.ts';
import { splitName } from './split-name.ts';
import { useSavedAddresses } from './use-saved-addresses.ts';

/**
 * The profile's address book (docs/product.md §2): the saved addresses, the default first, each with
 * Edit, Make default and Delete; 'Add an address' opens the form. Checkout offers the same addresses.
 */
export function AddressBook() {
  const user = useAuthStore((state) => state.user);
  const { addresses, loading, error, reload } = useSavedAddresses();
  /** The address being edited, 'new' for a new one, null while the list shows. */
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  const act = async (address: Address, call: () => Promise<unknown>, done: string, failed: string) => {
    setPending(address._id);
    try {
      await call();
      toast.success(done);
      await reload();
    } catch (caught) {
      toast.error(errorMessage(caught, failed));
    } finally {
      setPending(null);
    }
  };

  const saved = () => {
    setEditing(null);
    void reload();
  };

  return (
    <section aria-labelledby="addresses-heading" className="min-w-0">
      <h2 id="addresses-heading" className="mb-4 text-2xl font-bold text-ink">
        {ADDRESS_TEXT.heading}
      </h2>
      {editing !== null ? (
        <AddressForm
          key={editing === 'new' ? 'new' : editing._id}
          {...(editing === 'new' ? { names: splitName(user?.name ?? '') } : { address: editing })}
          onSaved={saved}
          onCancel={() => setEditing(null)}
        />
      ) : loading && addresses.length === 0 ? (
        <Skeleton className="h-32 w-full rounded-xl" />
      ) : error ? (
        <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-800">
          <p>{error}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void reload()}>
            {ADDRESS_TEXT.retry}
          </Button>
        </div>
      ) : (
        <>
          {addresses.length === 0 ? (
            <p className="text-stone-700">{ADDRESS_TEXT.empty}</p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {addresses.map((address) => (
                <AddressCard
                  key={address._id}
                  address={address}
                  busy={pending === address._id}
                  onEdit={() => setEditing(address)}
                  onMakeDefault={() =>
                    void act(
                      address,
                      () => accountApi.setDefaultAddress(address._id),
                      ADDRESS_TEXT.defaultChanged,
                      ADDRESS_TEXT.defaultFailed,
                    )
                  }
                  onRemove={() =>
                    void act(
                      address,
                      () => accountApi.deleteAddress(address._id),
                      ADDRESS_TEXT.removed,
                      ADDRESS_TEXT.removeFailed,
                    )
                  }
                />
              ))}
            </ul>
          )}
          <Button variant="secondary" className="mt-4" onClick={() => setEditing('new')}>
            {ADDRESS_TEXT.add}
          </Button>
        </>
      )}
    </section>
  );
}
