import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { useAuthStore } from '@store/state';
import { Button } from '@store/ui';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { confirmError, newPasswordError } from './password-rules.ts';
import { PASSWORD_TEXT } from './password-text.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmation';
type Errors = Partial<Record<Field, string>>;

function check(values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (values.currentPassword === '') errors.currentPassword = PASSWORD_TEXT.currentRequired;
  const next = newPasswordError(values.newPassword);
  if (next) errors.newPassword = next;
  const repeat = confirmError(values.newPassword, values.confirmation);
  if (!next && repeat) errors.confirmation = repeat;
  return errors;
}

/**
 * The profile's password change (docs/product.md §2): the current password, the new one twice. The
 * server ends every other session and answers a fresh token, which this session goes on with.
 */
export function ChangePasswordForm() {
  const renewSession = useAuthStore((state) => state.renewSession);
  const empty = { currentPassword: '', newPassword: '', confirmation: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problems = check(values);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await accountApi.changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      renewSession(answer);
      setValues(empty);
      setDone(true);
    } catch (error) {
      setFailure(errorMessage(error, PASSWORD_TEXT.changeFailed));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete={autoComplete}
      aria-required
      value={values[name]}
      error={errors[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  );

  return (
    <section aria-labelledby="password-heading" className="min-w-0">
      <h2 id="password-heading" className="mb-4 text-2xl font-bold text-ink">
        {PASSWORD_TEXT.changeHeading}
      </h2>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
        {field('currentPassword', PASSWORD_TEXT.current, 'current-password')}
        {field('newPassword', PASSWORD_TEXT.next, 'new-password')}
        {field('confirmation', PASSWORD_TEXT.confirm, 'new-password')}
        {failure && (
          <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {failure}
          </p>
        )}
        <p role="status" className="text-sm text-green-800 empty:hidden">
          {done ? PASSWORD_TEXT.changed : ''}
        </p>
        <Button type="submit" busy={busy} className="justify-self-start">
          {PASSWORD_TEXT.change}
        </Button>
      </form>
    </section>
  );
}
