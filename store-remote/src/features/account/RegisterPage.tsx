import { Link, Navigate, useSearchParams } from '@store/router';
import { useAuthStore } from '@store/state';
import { Button } from '@store/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { POLICY_COPY } from '../../components/policy.ts';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { afterSignInPath, withRedirect } from './redirect.ts';
import { useSignIn } from './use-sign-in.ts';

/** /register (spec §2): name, email and password; the guest cart is merged into the new account. */
export function RegisterPage() {
  useDocumentTitle('Create an account');
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const { user, loading, error, register, clearError } = useAuthStore();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    clearError();
    return clearError;
  }, [clearError]);

  if (user) return <Navigate to={afterSignInPath(params)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(() => register({ name, email, password }));
  };

  return (
    <AuthFrame
      title="Create your account"
      intro={`It takes a minute, and you get ${POLICY_COPY.firstOrder}.`}
    >
      <form onSubmit={submit} className="space-y-5">
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
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
          autoComplete="new-password"
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
          Sign Up
        </Button>
      </form>
      <p className="mt-6 text-sm text-stone-700">
        Already have an account?{' '}
        <Link
          to={withRedirect('/login', params)}
          className="font-semibold text-ink underline underline-offset-2"
        >
          Log in
        </Link>
      </p>
    </AuthFrame>
  );
}
