import { type ReactNode, useSyncExternalStore } from 'react';
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
/** sonner's Toaster once its module is in; until then the facade's Toaster renders nothing. */
let loadedToaster: Sonner['Toaster'] | null = null;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (sonner === null) {
    sonner = import('sonner').then((module) => {
      loadedToaster = module.Toaster;
      for (const listener of listeners) listener();
      return module;
    });
    // Its chunk could not be fetched (offline): nothing breaks, and the next toast tries again.
    sonner.catch(() => {
      sonner = null;
    });
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

/**
 * sonner's Toaster, rendered once the first toast has fetched sonner. A failed fetch leaves it
 * unrendered rather than throwing, so an offline shopper's page never breaks over a toast.
 */
export function Toaster(props: ToasterProps) {
  const SonnerToaster = useSyncExternalStore(
    subscribe,
    () => loadedToaster,
    () => null,
  );
  return SonnerToaster === null ? null : <SonnerToaster {...props} />;
}
