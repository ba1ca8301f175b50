import { Link } from '@store/router';
import { adminPaths } from '../app/paths.ts';

export function AdminNotFound() {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-8 text-center">
      <h1 className="text-2xl font-bold text-ink">Page not found</h1>
      <p className="mt-2 text-stone-600">There is no admin page at this address.</p>
      <Link to={adminPaths.dashboard} className="mt-4 inline-block font-semibold text-brand-700 underline">
        Go to the dashboard
      </Link>
    </section>
  );
}
