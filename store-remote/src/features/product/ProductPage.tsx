import type { Product } from '@store/contracts';
import { Link, useLocation, useParams, useSearchParams } from '@store/router';
import { Skeleton } from '@store/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Deferred, deferredSection } from '../../components/deferred-section.tsx';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder.tsx';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { useNearViewport } from '../../components/use-near-viewport.ts';
import { useQuery } from '../../query/use-query.ts';
import type { ScreenPage } from '../../ssr/screen-page.ts';
import { productQuery, similarQuery } from '../catalog/index.ts';
import { NotifyMe, RemoveAlertsPanel } from '../stock-alerts/index.ts';
import { ProductDetails } from './ProductDetails.tsx';
import { SwipeGallery } from './SwipeGallery.tsx';
import { UsualSize } from './UsualSize.tsx';
import { VariantStock } from './variant-stock.ts';

/**
 * The reviews come after the product, with the orders' chunk ("after the purchase"): the product
 * page's first load stays as it was, and no new chunk enters the runtime's map that `/` loads.
 */
const ProductReviews = lazy(() => import(/* webpackChunkName: "reviews" */ '../reviews/index.ts'));

/** Below the product and its reviews: hydrated when the shopper nears it. */
const similarProducts = deferredSection(() =>
  import(/* webpackChunkName: "similar" */ './SimilarProducts.tsx').then((m) => m.SimilarProducts),
);

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
  const found = useQuery(productQuery(id));
  const similarAnswer = useQuery(similarQuery(id));
  const [search] = useSearchParams();
  const product = found.status === 'ready' ? found.data : null;
  // "You may also like" is optional: without an answer the product itself still shows.
  const similar = similarAnswer.status === 'ready' ? similarAnswer.data : [];
  useDocumentTitle(product?.name ?? null);
  const choice = useMemo(() => offeredChoice(product, search), [product, search]);
  const stock = useMemo(() => (product ? new VariantStock(product) : null), [product]);

  if (found.status === 'failed') {
    return (
      <div className="mx-auto max-w-7xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-ink">We couldn't show this product</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {found.error}
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
      {product ? (
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
      {product && (
        <>
          <ReviewsWhenNear productId={product._id} productName={product.name} />
          <Deferred key={product._id} part={similarProducts} products={similar} offscreen />
        </>
      )}
    </div>
  );
}

/** What the server loads for a product page, and what its head says (app/routes.tsx). */
export const productPage: ScreenPage = {
  async load({ params }, cache) {
    const id = params.id ?? '';
    const [found] = await Promise.all([cache.fetch(productQuery(id)), cache.fetch(similarQuery(id))]);
    // A product that does not exist, or an id that cannot be one (the API answers 400 'That id is not
    // valid'), is the screen's message with the status of a page that is not there; any other failure
    // leaves the page to the browser.
    if (found.status === 'failed' && found.httpStatus !== 404 && found.httpStatus !== 400)
      throw new Error(`product ${id}: ${found.error}`);
  },
  facts({ params }, cache) {
    const product = cache.data(productQuery(params.id ?? ''));
    return product ? { kind: 'product', product } : { kind: 'not-found' };
  },
};

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
