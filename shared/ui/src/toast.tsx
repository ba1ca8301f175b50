import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * The store's toasts, through sonner, which is fetched with the first toast instead of with the page
 * (docs/architecture.md §5: a first screen shows no toast). Every app imports `toast` and `Toaster`
 * from here, never from sonner (the linter enforces it): sonner stays one shared singleton, so a
 * remote's toast reaches the shell's Toaster.
 */
type Sonner = typeof import('sonner');
type Title = ReactNode | (() => ReactNode);

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (sonner === null) {
    sonner = import('sonner');
    // Its chunk could not be fetched (offline): the next toast tries again.
    sonner.catch(() => {
      sonner = null;
    });
    for (const listener of listeners) listener();
  }
  return sonner;
}

/** Shows a toast once sonner is in; the Toaster, mounted meanwhile, replays it when it subscribes. */
function whenLoaded(show: (loaded: Sonner) => void): void {
  loadSonner().then(show, (error: unknown) => console.warn('[toast] could not load sonner:', error));
}

export const toast = {
  success: (message: Title, data?: ExternalToast) => whenLoaded(({ toast }) => toast.success(message, data)),
  error: (message: Title, data?: ExternalToast) => whenLoaded(({ toast }) => toast.error(message, data)),
  info: (message: Title, data?: ExternalToast) => whenLoaded(({ toast }) => toast.info(message, data)),
  /** Dismisses one toast by id, or all; nothing to do while no toast was ever shown. */
  dismiss: (id?: string | number) => {
    if (sonner !== null) whenLoaded(({ toast }) => toast.dismiss(id));
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const wanted = () => sonner !== null;

const SonnerToaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** sonner's Toaster, rendered (and fetched) only once the first toast is asked for. */
export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(subscribe, wanted, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster {...props} />
    </Suspense>
  );
}
