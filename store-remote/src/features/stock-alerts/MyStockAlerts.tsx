import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import type { StockAlert } from '@store/contracts';
import { Link } from '@store/router';
import { Button, capitalise } from '@store/ui';
import { useEffect, useState } from 'react';
import { MY_ALERTS_TEXT } from './stock-alert-text.ts';

const nameOf = (alert: StockAlert) => `${alert.productName} in ${alert.size} / ${capitalise(alert.color)}`;
const linkOf = (alert: StockAlert) =>
  `/product/${alert.productId}?${new URLSearchParams({ size: alert.size, color: alert.color }).toString()}`;

/**
 * My Account's waiting back-in-stock alerts (docs/product.md §2, "Back in stock"): each links to its
 * size and colour and can be removed.
 */
export function MyStockAlerts() {
  const [alerts, setAlerts] = useState<StockAlert[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    accountApi.listStockAlerts().then(
      (loaded) => current && setAlerts(loaded),
      (error: unknown) => current && setFailure(errorMessage(error, MY_ALERTS_TEXT.loadFailed)),
    );
    return () => {
      current = false;
    };
  }, []);

  const remove = async (alert: StockAlert) => {
    setRemoving(alert._id);
    setFailure(null);
    try {
      setNotice((await accountApi.deleteStockAlert(alert._id)).message);
      setAlerts((list) => (list ?? []).filter((item) => item._id !== alert._id));
    } catch (error) {
      setFailure(errorMessage(error, MY_ALERTS_TEXT.removeFailed));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="stock-alerts-heading" className="min-w-0">
      <h2 id="stock-alerts-heading" className="mb-4 text-2xl font-bold text-ink">
        {MY_ALERTS_TEXT.title}
      </h2>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {failure && (
        <p role="alert" className="mb-4 rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {failure}
        </p>
      )}
      {alerts === null ? (
        !failure && <p className="text-sm text-stone-700">{MY_ALERTS_TEXT.loading}</p>
      ) : alerts.length === 0 ? (
        <p className="text-sm text-stone-700">{MY_ALERTS_TEXT.none}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {alerts.map((alert) => (
            <li key={alert._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <Link
                  to={linkOf(alert)}
                  className="font-semibold break-words text-ink underline underline-offset-2"
                >
                  {nameOf(alert)}
                </Link>
                <p className="mt-1 text-sm break-all text-stone-700">{MY_ALERTS_TEXT.to(alert.email)}</p>
              </div>
              <Button
                variant="secondary"
                busy={removing === alert._id}
                aria-label={MY_ALERTS_TEXT.removeLabel(nameOf(alert))}
                onClick={() => void remove(alert)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
