import type { Product } from '@store/contracts';
import { Link, useLocation, useParams, useSearchParams } from '@store/router';
import { Skeleton } from '@store/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { PRELOAD } from '../../ssr/preload-keys.ts';
import { usePreloaded } from '../../ssr/preloaded.ts';
import { useProductsStore } from '../catalog/index.ts';
import { NotifyMe, RemoveAlertsPanel } from '../stock-alerts/index.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { SimilarProducts } from './SimilarProducts.tsx';
import { SwipeGallery } from './SwipeGallery.tsx';
import { UsualSize } from './UsualSize.tsx';
import { VariantStock } from './variant-stock.ts';

/**
 * The reviews come after the product, with the orders' chunk ("after the purchase"): the product
 * page's first load stays as it was, and no new chunk enters the runtime's map that `/` loads.
 */
const ProductReviews = lazy(() => import(/* webpackChunkName: "reviews" */ '../reviews/index.ts'));

/**
 * The reviews sit below the fold: their chunk and data are fetched when the shopper scrolls to
 * them (or follows a `#reviews` link), so the page asks for nothing on load (tests/e2e/ssr.spec.ts).
 */
function ReviewsWhenNear({ productId, productName }: { productId: string; productName: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const { hash } = useLocation();
  // A "Write a review" link of an order (`#reviews`) brings the shopper to them.
  useEffect(() => {
    if (hash === '#reviews') ref.current?.scrollIntoView();
  }, [hash, ref]);
  return (
    <div ref={ref} id="reviews" className="min-h-px scroll-mt-24">
      {near && (
        <Suspense>
          <ProductReviews productId={productId} productName={productName} />
        </Suspense>
      )}
    </div>
  );
}

/** /product/{id} and /products/{id} (docs/product.md §2). */
export function ProductPage() {
  const { id = '' } = useParams();
  const preloaded = usePreloaded<Product>(PRELOAD.product(id));
  const preloadedSimilar = usePreloaded<Product[]>(PRELOAD.similar(id));
  const preloadedMissing = usePreloaded<string>(PRELOAD.productMissing(id));
  const selectedId = useProductsStore((state) => state.selectedId);
  const stored = useProductsStore((state) => state.selectedProduct);
  const loading = useProductsStore((state) => state.loading);
  const error = useProductsStore((state) => state.error);
  const storedSimilar = useProductsStore((state) => state.similarProducts);
  const fetchProductDetails = useProductsStore((state) => state.fetchProductDetails);
  const fetchSimilarProducts = useProductsStore((state) => state.fetchSimilarProducts);
  const seedProduct = useProductsStore((state) => state.seedProduct);
  const [search] = useSearchParams();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's data serves the first render only
  useEffect(() => {
    // The server already asked: the product does not exist.
    if (preloadedMissing !== undefined) return;
    if (preloaded) {
      seedProduct(id, preloaded, preloadedSimilar ?? []);
      if (!preloadedSimilar) void fetchSimilarProducts(id);
      return;
    }
    void fetchProductDetails(id);
    void fetchSimilarProducts(id);
  }, [id, fetchProductDetails, fetchSimilarProducts, seedProduct]);

  const current = selectedId === id;
  // Until the store holds this product, the one the page was rendered with on the server (if any).
  const fromPage = !current && preloaded !== undefined;
  const product = fromPage ? preloaded : stored;
  const similar = fromPage ? (preloadedSimilar ?? []) : storedSimilar;
  const ready = (fromPage || (current && !loading)) && product !== null && product._id === id;
  useDocumentTitle(ready ? product.name : null);
  const choice = useMemo(() => offeredChoice(product, search), [product, search]);
  const stock = useMemo(() => (product ? new VariantStock(product) : null), [product]);

  const failure =
    !current && preloadedMissing !== undefined ? preloadedMissing : current && !loading && error;
  if (!fromPage && failure) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">We couldn't show this product</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {failure}
        </p>
        <Link
          to="/collections/all"
          className="mt-6 inline-block rounded-md bg-ink px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-700"
        >
          Browse All Collections
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <RemoveAlertsPanel />
      {ready ? (
        <ProductDetails
          key={product._id}
          product={product}
          choice={choice}
          Gallery={SwipeGallery}
          sizeHint={<UsualSize productId={product._id} />}
          notify={(size, color) =>
            size && color && stock?.of(size, color) === 0 ? (
              <NotifyMe key={`${size}\u0000${color}`} productId={product._id} size={size} color={color} />
            ) : null
          }
        >
          <p className="mt-1 text-xs text-stone-600">Inclusive of all taxes</p>
        </ProductDetails>
      ) : (
        <LoadingPlaceholder label="Loading product" className="grid gap-8 md:grid-cols-2 lg:gap-12">
          <Skeleton className="aspect-[4/5] w-full rounded-xl" />
          <div className="space-y-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        </LoadingPlaceholder>
      )}
      {ready && (
        <>
          <ReviewsWhenNear productId={product._id} productName={product.name} />
          <SimilarProducts products={similar} />
        </>
      )}
    </div>
  );
}

/**
 * The size and colour of `?size=&color=` (the link of a back-in-stock mail) when the product offers
 * both, matched as the server stores them (sizes upper-cased, colours lower-cased).
 */
function offeredChoice(product: Product | null | undefined, search: URLSearchParams) {
  const size = search.get('size')?.trim().toUpperCase() ?? '';
  const color = search.get('color')?.trim().toLowerCase() ?? '';
  if (!product?.sizes.includes(size) || !product.colors.includes(color)) return undefined;
  return { size, color };
}
