import { useAuthStore } from '@store/state';
import { POLICY_COPY } from '../../components/policy.ts';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthForm, EMAIL_FIELD } from './AuthForm.tsx';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  EMAIL_FIELD,
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * /register (docs/product.md §2): name, email and password; the guest cart is merged into the new
 * account.
 */
export function RegisterPage() {
  useDocumentTitle('Create an account');
  const register = useAuthStore((state) => state.register);
  return (
    <AuthForm
      title="Create your account"
      intro={`It takes a minute, and you get ${POLICY_COPY.firstOrder}.`}
      submitLabel="Sign Up"
      fields={FIELDS}
      onSubmit={register}
      other={{ prompt: 'Already have an account?', path: '/login', label: 'Log in' }}
    />
  );
}
