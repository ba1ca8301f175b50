import { useAuthStore } from '@store/state';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthForm, EMAIL_FIELD } from './AuthForm.tsx';
import { PASSWORD_TEXT } from './password-text.ts';

const FIELDS = [
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** /login (docs/product.md §2): email and password; the guest cart is merged before the user is set. */
export function LoginPage() {
  useDocumentTitle('Login');
  const login = useAuthStore((state) => state.login);
  return (
    <AuthForm
      title="Welcome back"
      intro="Log in to check out, see your orders and keep your cart everywhere."
      submitLabel="Log In"
      fields={FIELDS}
      onSubmit={login}
      other={{ prompt: 'New here?', path: '/register', label: 'Create an account' }}
      aside={{ path: '/forgot-password', label: PASSWORD_TEXT.forgotLink }}
    />
  );
}
