import type { Product } from '@store/contracts';
import { ProductGrid } from '../catalog/index.ts';

/** "You May Also Like": up to four products of the same gender and category. */
export function SimilarProducts({ products: similar }: { products: Product[] }) {
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-16">
      <h2 id="similar-heading" className="mb-6 text-2xl font-bold text-ink">
        You May Also Like
      </h2>
      <ProductGrid products={similar} loading={false} eagerCount={0} />
    </section>
  );
}
