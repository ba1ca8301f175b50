import { productApi, toApiError } from '@store/api';
import { useEffect, useState } from 'react';

export function DashboardPage() {
  const [totalProducts, setTotalProducts] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    productApi.listProducts({ limit: 1 }).then(
      (page) => setTotalProducts(page.total),
      (failure: unknown) => setError(toApiError(failure).message),
    );
  }, []);
  return (
    <section>
      <h1 className="text-2xl font-bold">Admin Dashboard</h1>
      {error && <p role="alert">{error}</p>}
      <div className="mt-6 rounded-lg border border-stone-200 p-4">
        <h2 className="text-sm font-semibold text-stone-600">Total Products</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="total-products">
          {totalProducts ?? '…'}
        </p>
      </div>
    </section>
  );
}
