import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import { useLocation } from '@store/router';
import { Button } from '@store/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { STOCK_ALERT_TEXT } from './stock-alert-text.ts';

/** The token of a removal link (`#remove-alerts=...`): in the fragment, which no server sees. */
const tokenOf = (hash: string) =>
  new URLSearchParams(hash.replace(/^#/, '')).get('remove-alerts')?.trim() ?? '';

/**
 * The removal link of a back-in-stock mail opens the product page with `#remove-alerts={token}`
 * (docs/product.md §2, "Back in stock"); this panel then offers to remove every alert still waiting
 * for the mail's address. Opening the link removes nothing (mail scanners open links): the shopper
 * confirms with the button. Shown only in the browser, once the fragment is read.
 */
export function RemoveAlertsPanel() {
  const { hash } = useLocation();
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  // After hydration: the server rendered the page without the fragment.
  useEffect(() => setToken(tokenOf(hash)), [hash]);
  if (!token) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setDone((await accountApi.removeStockAlerts(token)).message);
    } catch (error) {
      setFailure(errorMessage(error, STOCK_ALERT_TEXT.removeFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mb-8 rounded-md border border-stone-300 bg-stone-50 p-4">
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {STOCK_ALERT_TEXT.removeTitle}
      </h2>
      {done ? (
        <p role="status" className="mt-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          {done}
        </p>
      ) : (
        <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-3">
          <p className="text-sm text-stone-700">{STOCK_ALERT_TEXT.removeIntro}</p>
          {failure && (
            <p role="alert" className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
              {failure}
            </p>
          )}
          <Button type="submit" className="w-full py-3 text-base sm:w-auto sm:px-6" busy={busy}>
            {STOCK_ALERT_TEXT.remove}
          </Button>
        </form>
      )}
    </section>
  );
}
