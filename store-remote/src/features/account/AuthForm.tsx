import { Link, Navigate, useSearchParams } from '@store/router';
import { useAuthStore } from '@store/state';
import { Button } from '@store/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { AuthFrame } from './AuthFrame.tsx';
import { afterSignInPath, withRedirect } from './redirect.ts';
import { useSignIn } from './use-sign-in.ts';

/** One required text field of the form; `name` is also the key of its value. */
export interface AuthField<Name extends string> {
  name: Name;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
}

export const EMAIL_FIELD = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' } as const;

interface Props<Name extends string> {
  title: string;
  intro: string;
  submitLabel: string;
  fields: readonly AuthField<Name>[];
  /** The login or register call with the form's values; resolves true on success. */
  onSubmit: (values: Record<Name, string>) => Promise<boolean>;
  /** The link to the other form, keeping the redirect parameter. */
  other: { prompt: string; path: '/login' | '/register'; label: string };
  /** A link under the fields (login: 'Forgot password?'). */
  aside?: { path: string; label: string };
}

/**
 * What /login and /register share (docs/product.md §2): required fields, a signed-in visitor goes on
 * at once (to /checkout when the redirect parameter names it, else /), the server's message is shown
 * on failure, and the button is busy while the call runs.
 */
export function AuthForm<Name extends string>({
  title,
  intro,
  submitLabel,
  fields,
  onSubmit,
  other,
  aside,
}: Props<Name>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<Name, string>,
  );
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const { user, loading, error, clearError } = useAuthStore();

  useEffect(() => {
    clearError();
    return clearError;
  }, [clearError]);

  if (user) return <Navigate to={afterSignInPath(params)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(() => onSubmit(values));
  };

  return (
    <AuthFrame title={title} intro={intro}>
      <form onSubmit={submit} className="space-y-5">
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            type={field.type}
            name={field.name}
            autoComplete={field.autoComplete}
            required
            value={values[field.name]}
            onChange={(event) => {
              const { value } = event.target;
              setValues((current) => ({ ...current, [field.name]: value }));
            }}
          />
        ))}
        {aside && (
          <p className="-mt-2 text-right text-sm">
            <Link to={aside.path} className="font-semibold text-ink underline underline-offset-2">
              {aside.label}
            </Link>
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full py-3" busy={loading}>
          {submitLabel}
        </Button>
      </form>
      <p className="mt-6 text-sm text-stone-700">
        {other.prompt}{' '}
        <Link
          to={withRedirect(other.path, params)}
          className="font-semibold text-ink underline underline-offset-2"
        >
          {other.label}
        </Link>
      </p>
    </AuthFrame>
  );
}
