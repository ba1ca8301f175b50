import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { useAuthStore } from '@store/state';
import { Button, capitalise } from '@store/ui';
import { type FormEvent, useId, useState } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { STOCK_ALERT_TEXT } from './stock-alert-text.ts';

interface NotifyMeProps {
  productId: string;
  size: string;
  color: string;
}

/**
 * "Notify me" under a sold-out size and colour (docs/product.md §2, "Back in stock"): an email
 * (the signed-in shopper's, to change if they like) and the server's answer. Render it with a key of
 * the size and colour so a new choice starts a new form.
 */
export function NotifyMe({ productId, size, color }: NotifyMeProps) {
  const accountEmail = useAuthStore((state) => state.user?.email ?? '');
  const [email, setEmail] = useState(accountEmail);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setDone((await accountApi.createStockAlert({ productId, size, color, email })).message);
    } catch (error) {
      setFailure(errorMessage(error, STOCK_ALERT_TEXT.failed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-md border border-stone-300 bg-stone-50 p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {STOCK_ALERT_TEXT.title}
      </h2>
      {done ? (
        <p role="status" className="mt-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-3">
          <p className="text-sm text-stone-700">{STOCK_ALERT_TEXT.intro(size, capitalise(color))}</p>
          <TextField
            label={STOCK_ALERT_TEXT.email}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {failure && (
            <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full py-3 text-base" busy={busy}>
            {STOCK_ALERT_TEXT.submit}
          </Button>
        </form>
      )}
    </section>
  );
}
