import { useAuthStore } from '@store/state';
import { useState } from 'react';
import { POLICY_COPY } from '../../components/policy.ts';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthForm } from './AuthForm.tsx';

/** /register (spec §2): name, email and password; the guest cart is merged into the new account. */
export function RegisterPage() {
  useDocumentTitle('Create an account');
  const register = useAuthStore((state) => state.register);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AuthForm
      title="Create your account"
      intro={`It takes a minute, and you get ${POLICY_COPY.firstOrder}.`}
      submitLabel="Sign Up"
      onSubmit={() => register({ name, email, password })}
      other={{ prompt: 'Already have an account?', path: '/login', label: 'Log in' }}
    >
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
    </AuthForm>
  );
}
