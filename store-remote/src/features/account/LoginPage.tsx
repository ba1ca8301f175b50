import { Link, Navigate, useSearchParams } from '@store/router';
import { useAuthStore } from '@store/state';
import { Button } from '@store/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { afterSignInPath, withRedirect } from './redirect.ts';
import { useSignIn } from './use-sign-in.ts';

/** /login (spec §2): email and password; the guest cart is merged before the user is set. */
export function LoginPage() {
  useDocumentTitle('Login');
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const { user, loading, error, login, clearError } = useAuthStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    clearError();
    return clearError;
  }, [clearError]);

  if (user) return <Navigate to={afterSignInPath(params)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(() => login({ email, password }));
  };

  return (
    <AuthFrame
      title="Welcome back"
      intro="Log in to check out, see your orders and keep your cart everywhere."
    >
      <form onSubmit={submit} className="space-y-5">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {error && (
          <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {error}
          </p>
        )}
        <Button type="submit" className="w-full py-3" busy={loading}>
          Log In
        </Button>
      </form>
      <p className="mt-6 text-sm text-stone-700">
        New here?{' '}
        <Link
          to={withRedirect('/register', params)}
          className="font-semibold text-ink underline underline-offset-2"
        >
          Create an account
        </Link>
      </p>
    </AuthFrame>
  );
}
