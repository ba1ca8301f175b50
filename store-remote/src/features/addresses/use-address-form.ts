import { type AddressField, type AddressFields, addressErrors } from '@store/contracts/address';
import { useCallback, useRef, useState } from 'react';
import type { AddressErrors } from './address-values.ts';

/**
 * An address form's values and each field's problem, by the rules the server checks
 * (`addressErrors` of @store/contracts/address, zod-free): a field is checked when it loses the focus
 * after a change, every field at once on submit (`check`), and a field's problem goes as soon as it is
 * fixed. `showErrors` shows the server's problems the same way.
 */
export function useAddressForm(initial: AddressFields) {
  const [values, setValues] = useState(initial);
  const current = useRef(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const changed = useRef(new Set<AddressField>());
  const submitted = useRef(false);

  const change = useCallback((field: AddressField, value: string) => {
    changed.current.add(field);
    const next = { ...current.current, [field]: value };
    current.current = next;
    setValues(next);
    // A problem shown goes as soon as it is fixed; the country decides the state's, PIN's and phone's rules.
    const found = addressErrors(next);
    setErrors((shown) => {
      const kept: AddressErrors = {};
      for (const key of Object.keys(shown) as AddressField[]) if (found[key]) kept[key] = found[key];
      return kept;
    });
  }, []);

  const blur = useCallback((field: AddressField) => {
    if (!submitted.current && !changed.current.has(field)) return;
    const problem = addressErrors(current.current)[field];
    setErrors((shown) => ({ ...shown, [field]: problem }));
  }, []);

  /** Checks every field and shows every problem; answers them (none: the address is good). */
  const check = useCallback((): AddressErrors => {
    submitted.current = true;
    const found = addressErrors(current.current);
    setErrors(found);
    return found;
  }, []);

  const reset = useCallback((next: AddressFields) => {
    changed.current.clear();
    submitted.current = false;
    current.current = next;
    setValues(next);
    setErrors({});
  }, []);

  /** True once the shopper has typed into a field since the last reset. */
  const touched = useCallback(() => changed.current.size > 0, []);

  return { values, errors, change, blur, check, reset, touched, showErrors: setErrors };
}
export type AddressForm = ReturnType<typeof useAddressForm>;

/** Moves the focus to the first field in error of `form` (after the errors have rendered). */
export function focusFirstError(form: HTMLFormElement | null, errors: AddressErrors): void {
  const first = Object.keys(errors)[0];
  if (!form || !first) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus());
}
