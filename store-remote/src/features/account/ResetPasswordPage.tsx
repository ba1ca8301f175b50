import { ApiError, errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { Link, useLocation } from '@store/router';
import { useAuthStore } from '@store/state';
import { Button } from '@store/ui';
import { type FormEvent, useRef, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AuthFrame } from './AuthFrame.tsx';
import { confirmError, newPasswordError } from './password-rules.ts';
import { PASSWORD_TEXT } from './password-text.ts';

/** The token of the link in the mail, from the address's fragment (#token=...), which no server sees. */
function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
}

/**
 * /reset-password#token=... (docs/product.md §2): the new password twice. Once it is set, every
 * session of the account has ended, this browser's too.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Reset password');
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const signedIn = useAuthStore((state) => state.user !== null);
  const logout = useAuthStore((state) => state.logout);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; confirmation?: string | undefined }>(
    {},
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; linkBad: boolean } | null>(
    token ? null : { message: PASSWORD_TEXT.linkInvalid, linkBad: true },
  );
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      password: newPasswordError(password),
      confirmation: newPasswordError(password) ? undefined : confirmError(password, confirmation),
    };
    setErrors(problems);
    const first = problems.password ? 'password' : problems.confirmation ? 'confirmation' : null;
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await accountApi.resetPassword({ token, password });
      // The server has ended every session of the account; this browser's is one of them.
      if (signedIn) logout();
      setDone(answer.message);
    } catch (error) {
      const linkBad = error instanceof ApiError && error.status === 400 && error.issues.length === 0;
      setFailure({ message: errorMessage(error, PASSWORD_TEXT.resetFailed), linkBad });
    } finally {
      setBusy(false);
    }
  };

  const linkClass = 'font-semibold text-ink underline underline-offset-2';
  return (
    <AuthFrame title={PASSWORD_TEXT.resetTitle} intro={PASSWORD_TEXT.resetIntro}>
      {done ? (
        <div role="status" className="rounded-md bg-green-50 px-3 py-3 text-sm text-green-900">
          <p>{done}</p>
          <Link to="/login" className={`mt-2 inline-block ${linkClass}`}>
            {PASSWORD_TEXT.logIn}
          </Link>
        </div>
      ) : (
        <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
          <TextField
            label={PASSWORD_TEXT.next}
            type="password"
            name="password"
            autoComplete="new-password"
            aria-required
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <TextField
            label={PASSWORD_TEXT.confirm}
            type="password"
            name="confirmation"
            autoComplete="new-password"
            aria-required
            value={confirmation}
            error={errors.confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
          />
          {failure && (
            <div role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
              <p>{failure.message}</p>
              {failure.linkBad && (
                <Link to="/forgot-password" className={`mt-1 inline-block ${linkClass}`}>
                  {PASSWORD_TEXT.askAgain}
                </Link>
              )}
            </div>
          )}
          <Button type="submit" className="w-full py-3" busy={busy} disabled={!token}>
            {PASSWORD_TEXT.save}
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
