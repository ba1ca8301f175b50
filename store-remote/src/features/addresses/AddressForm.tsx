import { ApiError, errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import type { Address } from '@store/contracts';
import { Button, toast } from '@store/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AddressFields } from './AddressFields.tsx';
import { ADDRESS_TEXT } from './address-text.ts';
import { addressFields, EMPTY_ADDRESS, issuesByField } from './address-values.ts';
import { focusFirstError, useAddressForm } from './use-address-form.ts';

interface Props {
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** The customer's first address becomes the default whatever the box says. */
  onSaved: () => void;
  onCancel: () => void;
  /** The name to start a new address with (the account's). */
  names?: { firstName: string; lastName: string };
}

/**
 * A new or changed saved address. Every field's problem shows under it at once (the same rules as the
 * server's); the server's own problems, should it find any, show the same way.
 */
export function AddressForm({ address, onSaved, onCancel, names }: Props) {
  const form = useAddressForm(address ? addressFields(address) : { ...EMPTY_ADDRESS, ...names });
  const [makeDefault, setMakeDefault] = useState(address?.isDefault ?? false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const element = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = form.check();
    if (Object.keys(problems).length > 0) {
      focusFirstError(element.current, problems);
      return;
    }
    setBusy(true);
    try {
      const body = { ...form.values, isDefault: makeDefault };
      if (address) await accountApi.updateAddress(address._id, body);
      else await accountApi.createAddress(body);
      toast.success(address ? ADDRESS_TEXT.updated : ADDRESS_TEXT.added);
      onSaved();
    } catch (error) {
      const byField = error instanceof ApiError ? issuesByField(error.issues) : {};
      if (Object.keys(byField).length > 0) {
        form.showErrors(byField);
        focusFirstError(element.current, byField);
      } else setFailure(errorMessage(error, ADDRESS_TEXT.saveFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={element}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 p-4 sm:p-6"
    >
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {address ? ADDRESS_TEXT.editHeading : ADDRESS_TEXT.newHeading}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <AddressFields values={form.values} errors={form.errors} onChange={form.change} onBlur={form.blur} />
      </div>
      <label className="mt-4 flex items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
          className="h-4 w-4 accent-stone-900"
        />
        {ADDRESS_TEXT.defaultCheckbox}
      </label>
      {failure && (
        <p role="alert" className="mt-4 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" busy={busy}>
          {ADDRESS_TEXT.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {ADDRESS_TEXT.cancel}
        </Button>
      </div>
    </form>
  );
}
