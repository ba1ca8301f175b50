import { Link } from '@store/router';
import { shortId } from '@store/ui';
import { adminPaths } from '../app/paths.ts';

/** An order's short number, linking to its admin page (the lists and the customer page). */
export function OrderLink({ orderId }: { orderId: string }) {
  return (
    <Link
      to={adminPaths.order(orderId)}
      aria-label={`Order #${shortId(orderId)}`}
      className="font-mono font-semibold text-ink underline underline-offset-2 hover:text-brand-800"
    >
      #{shortId(orderId)}
    </Link>
  );
}
