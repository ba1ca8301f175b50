import { Link } from '@store/router';
import { useId } from 'react';

interface StatCardProps {
  label: string;
  value: string;
  link?: { to: string; label: string };
}

export function StatCard({ label, value, link }: StatCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-sm font-semibold text-stone-600">
        {label}
      </h2>
      <p className="mt-1 text-3xl font-bold tabular-nums text-ink">{value}</p>
      {link && (
        <Link to={link.to} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {link.label}
        </Link>
      )}
    </section>
  );
}
