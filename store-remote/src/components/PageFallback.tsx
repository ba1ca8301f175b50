import { Spinner } from '@store/ui';

/**
 * Stands in while a screen's code loads: it takes the screen's height so the footer stays below the
 * fold and nothing shifts when the screen arrives.
 */
export function PageFallback() {
  return (
    <div className="flex min-h-[80vh] items-start justify-center pt-24" aria-busy="true">
      <Spinner className="h-6 w-6 text-stone-400" label="Loading" />
    </div>
  );
}
