import { Link } from '@store/router';
import { useDocumentTitle } from './use-document-title.ts';

/** Any storefront path that is not a screen. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-800 uppercase">404</p>
      <h1 className="mt-3 text-3xl font-bold text-ink">Page not found</h1>
      <p className="mt-3 text-stone-700">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-md bg-ink px-6 text-sm font-semibold text-white hover:bg-stone-700"
      >
        Back to the store
      </Link>
    </div>
  );
}
