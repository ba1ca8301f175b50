import { Spinner } from '@store/ui';

/**
 * Stands in while a screen's code loads (the layout's main area keeps the footer below the fold, so
 * nothing visible shifts when the screen arrives).
 */
export function PageFallback() {
  return (
    <div className="flex items-start justify-center pt-24" aria-busy="true">
      <Spinner className="h-6 w-6 text-stone-400" label="Loading" />
    </div>
  );
}
