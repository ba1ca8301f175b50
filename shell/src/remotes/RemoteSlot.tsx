import { toast } from '@store/ui';
import { type ComponentType, useEffect, useState } from 'react';
import type { RemoteName } from '../runtime-config.ts';
import { REMOTE_LABELS } from './labels.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { RemoteFallback } from './RemoteFallback.tsx';
import { loadedRemoteApp, loadRemoteApp } from './registry.ts';

type Slot = { status: 'loading' } | { status: 'ready'; App: ComponentType } | { status: 'failed' };

/** Renders `<remote>/App`, fetched on first use; a failure shows the fallback with Retry. */
export function RemoteSlot({ remote }: { remote: RemoteName }) {
  // A new loader per remote (never show one remote's app while another loads) and per Retry.
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteLoader
      key={`${remote}:${attempt}`}
      remote={remote}
      onRetry={() => setAttempt((value) => value + 1)}
    />
  );
}

function RemoteLoader({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const [slot, setSlot] = useState<Slot>(() => {
    const App = loadedRemoteApp(remote);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  useEffect(() => {
    if (loadedRemoteApp(remote)) return;
    let cancelled = false;
    loadRemoteApp(remote).then(
      (App) => {
        if (!cancelled) setSlot({ status: 'ready', App });
      },
      (error: unknown) => {
        if (cancelled) return;
        const label = REMOTE_LABELS[remote];
        const cause =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        console.error(`[shell] the ${label} (${remote}) could not be loaded: ${cause}`);
        toast.error(`The ${label} could not be loaded`, { id: `remote-${remote}` });
        setSlot({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote]);

  if (slot.status === 'failed') return <RemoteFallback remote={remote} reason="load" onRetry={onRetry} />;
  if (slot.status === 'loading') {
    return (
      <div className="min-h-screen" aria-busy="true">
        <div className="fixed inset-x-0 top-0 h-0.5 animate-pulse bg-amber-600" />
        <span className="sr-only">Loading the {REMOTE_LABELS[remote]}…</span>
      </div>
    );
  }
  const { App } = slot;
  return (
    <RemoteErrorBoundary remote={remote}>
      <App />
    </RemoteErrorBoundary>
  );
}
