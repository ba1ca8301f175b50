import { Link, Navigate, useSearchParams } from '@store/router';
import { useAuthStore } from '@store/state';
import { Button } from '@store/ui';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import { AuthFrame } from './AuthFrame.tsx';
import { afterSignInPath, withRedirect } from './redirect.ts';
import { useSignIn } from './use-sign-in.ts';

interface Props {
  title: string;
  intro: string;
  submitLabel: string;
  /** The login or register call with the form's values; resolves true on success. */
  onSubmit: () => Promise<boolean>;
  /** The link to the other form, keeping the redirect parameter. */
  other: { prompt: string; path: '/login' | '/register'; label: string };
  /** The form's fields. */
  children: ReactNode;
}

/**
 * What /login and /register share (spec §2): a signed-in visitor goes on at once (to /checkout when
 * the redirect parameter names it, else /), the server's message is shown on failure, and the button
 * is busy while the call runs.
 */
export function AuthForm({ title, intro, submitLabel, onSubmit, other, children }: Props) {
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
    void signIn(onSubmit);
  };

  return (
    <AuthFrame title={title} intro={intro}>
      <form onSubmit={submit} className="space-y-5">
        {children}
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
