import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { Link } from '@store/router';
import { Button } from '@store/ui';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { PASSWORD_TEXT } from './password-text.ts';

/**
 * /forgot-password (docs/product.md §2): an email, and the server's one answer whether or not an
 * account has it (a link arrives by mail when one does).
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setSent((await accountApi.forgotPassword({ email })).message);
    } catch (error) {
      setFailure(errorMessage(error, PASSWORD_TEXT.sendFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame title={PASSWORD_TEXT.forgotTitle} intro={PASSWORD_TEXT.forgotIntro}>
      {sent ? (
        <p role="status" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {sent}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="space-y-5">
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {failure && (
            <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full py-3" busy={busy}>
            {PASSWORD_TEXT.send}
          </Button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className="font-semibold text-ink underline underline-offset-2">
          {PASSWORD_TEXT.backToLogin}
        </Link>
      </p>
    </AuthFrame>
  );
}
