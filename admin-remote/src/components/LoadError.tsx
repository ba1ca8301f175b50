import { Button } from '@store/ui';

interface LoadErrorProps {
  /** The screen's failure, e.g. 'Error loading users' (docs/product.md §8). */
  title: string;
  /** What went wrong, in the server's words when it sent some. */
  detail: string | null;
  onRetry: () => void;
}

export function LoadError({ title, detail, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-lg border border-rose-200 bg-rose-50 p-4 text-rose-900">
      <p className="font-semibold">{title}</p>
      {detail && <p className="mt-1 text-sm">{detail}</p>}
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
