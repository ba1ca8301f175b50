import type { Address } from '@store/contracts';
import type { AddressField, AddressFields as Values } from '@store/contracts/address';
import { Button } from '@store/ui';
import type { FormEvent, Ref } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { type AddressErrors, AddressFields, NEW_ADDRESS, SavedAddressPicker } from '../addresses/index.ts';

interface ShippingFormProps {
  email: string;
  values: Values;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
  onSubmit: () => void;
  /** Once the checkout record exists the details are fixed (Edit reopens them). */
  locked: boolean;
  busy: boolean;
  error: string | null;
  onEdit?: (() => void) | undefined;
  /** The customer's saved addresses, and which one is chosen (or NEW_ADDRESS). */
  saved: Address[];
  chosen: string;
  onChoose: (choice: string) => void;
  /** Whether a new address is saved to the address book on Continue to Payment. */
  save: boolean;
  onSaveChange: (save: boolean) => void;
  formRef?: Ref<HTMLFormElement>;
}

export const SAVE_ADDRESS_LABEL = 'Save this address to my address book';

/**
 * Read-only email and the shipping fields of docs/product.md §5, checked by the address book's rules
 * (each field's problem under it, no browser bubbles); a saved address can be chosen instead, and a
 * new one saved.
 */
export function ShippingForm({
  email,
  values,
  errors,
  onChange,
  onBlur,
  onSubmit,
  locked,
  busy,
  error,
  onEdit,
  saved,
  chosen,
  onChoose,
  save,
  onSaveChange,
  formRef,
}: ShippingFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby="shipping-heading">
      <section aria-labelledby="contact-heading">
        <h2 id="contact-heading" className="text-lg font-semibold text-ink">
          Contact Details
        </h2>
        <TextField label="Email" type="email" value={email} disabled readOnly className="mt-4" />
      </section>
      <section className="mt-8">
        <div className="flex items-center justify-between">
          <h2 id="shipping-heading" className="text-lg font-semibold text-ink">
            Delivery
          </h2>
          {locked && onEdit && (
            <button
              type="button"
              onClick={onEdit}
              className="text-sm font-semibold text-ink underline underline-offset-2"
            >
              Edit details
            </button>
          )}
        </div>
        {saved.length > 0 && (
          <SavedAddressPicker addresses={saved} chosen={chosen} onChoose={onChoose} disabled={locked} />
        )}
        <fieldset disabled={locked} className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Shipping address</legend>
          <AddressFields
            values={values}
            errors={errors}
            onChange={onChange}
            onBlur={onBlur}
            section="shipping"
          />
          {chosen === NEW_ADDRESS && (
            <label className="flex items-center gap-2 text-sm text-ink sm:col-span-2">
              <input
                type="checkbox"
                checked={save}
                onChange={(event) => onSaveChange(event.target.checked)}
                className="h-4 w-4 accent-stone-900"
              />
              {SAVE_ADDRESS_LABEL}
            </label>
          )}
        </fieldset>
      </section>
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {error}
        </p>
      )}
      {!locked && (
        <Button type="submit" className="mt-6 w-full py-3" busy={busy}>
          Continue to Payment
        </Button>
      )}
    </form>
  );
}
