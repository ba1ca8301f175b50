import { useEffect } from 'react';
import { ProductGrid, useProductsStore } from '../catalog/index.ts';

export function HomePage() {
  const { products, loading, error, fetchProducts } = useProductsStore();
  useEffect(() => {
    void fetchProducts({ limit: 8 });
  }, [fetchProducts]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h2 className="mb-6 text-2xl font-bold text-ink">Top picks for you</h2>
      {error ? (
        <p role="alert" className="text-rose-700">
          {error}
        </p>
      ) : (
        <ProductGrid products={products} loading={loading} />
      )}
    </section>
  );
}
