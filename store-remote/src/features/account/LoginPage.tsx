import { useAuthStore } from '@store/state';
import { useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthForm } from './AuthForm.tsx';

/** /login (spec §2): email and password; the guest cart is merged before the user is set. */
export function LoginPage() {
  useDocumentTitle('Login');
  const login = useAuthStore((state) => state.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AuthForm
      title="Welcome back"
      intro="Log in to check out, see your orders and keep your cart everywhere."
      submitLabel="Log In"
      onSubmit={() => login({ email, password })}
      other={{ prompt: 'New here?', path: '/register', label: 'Create an account' }}
    >
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
    </AuthForm>
  );
}
