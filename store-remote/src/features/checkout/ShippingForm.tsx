import type { ShippingAddress } from '@store/contracts';
import { Button } from '@store/ui';
import type { FormEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';

interface ShippingFormProps {
  email: string;
  address: ShippingAddress;
  onChange: (address: ShippingAddress) => void;
  onSubmit: () => void;
  /** Once the checkout record exists the details are fixed (Edit reopens them). */
  locked: boolean;
  busy: boolean;
  error: string | null;
  onEdit?: () => void;
}

const FIELDS: Array<{
  key: keyof ShippingAddress;
  label: string;
  autoComplete: string;
  type?: string;
  wide?: boolean;
}> = [
  { key: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'address', label: 'Street Address', autoComplete: 'street-address', wide: true },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', autoComplete: 'country-name' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
];

/** Read-only email and the shipping fields of docs/product.md §5, all required. */
export function ShippingForm({
  email,
  address,
  onChange,
  onSubmit,
  locked,
  busy,
  error,
  onEdit,
}: ShippingFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-labelledby="shipping-heading">
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
        <fieldset disabled={locked} className="mt-4 grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Shipping address</legend>
          {FIELDS.map((field) => (
            <TextField
              key={field.key}
              label={field.label}
              name={field.key}
              type={field.type ?? 'text'}
              autoComplete={`shipping ${field.autoComplete}`}
              required
              value={address[field.key]}
              onChange={(event) => onChange({ ...address, [field.key]: event.target.value })}
              className={field.wide ? 'sm:col-span-2' : undefined}
            />
          ))}
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
