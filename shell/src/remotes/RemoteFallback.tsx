import { Component, lazy, type ReactNode, Suspense } from 'react';
import { fallbackTitle } from './labels.ts';
import type { RemoteFallbackProps } from './RemoteFallbackPage.tsx';

/*
 * The branded fallback page (with the shell's header and cart count) is fetched only when a remote
 * fails, so it is not part of every first load (docs/architecture.md §5). Until it arrives, or if it
 * cannot be fetched either, the same heading and Retry are shown without the header: never a blank
 * screen.
 */
const RemoteFallbackPage = lazy(() =>
  import('./RemoteFallbackPage.tsx').then((module) => ({ default: module.RemoteFallbackPage })),
);

function PlainFallback({ remote, reason, onRetry }: RemoteFallbackProps) {
  return (
    <main className="mx-auto max-w-xl px-6 py-16 text-center">
      <h1 className="text-2xl font-bold text-stone-900" role="alert">
        {fallbackTitle(remote, reason)}
      </h1>
      <button
        type="button"
        onClick={onRetry}
        className="mt-8 rounded-md bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white"
      >
        Retry
      </button>
    </main>
  );
}

/** Shows `fallback` instead of children whose chunk could not be fetched. */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** What is shown in place of a remote that is unavailable; never a blank screen. */
export function RemoteFallback(props: RemoteFallbackProps) {
  const plain = <PlainFallback {...props} />;
  return (
    <ChunkBoundary fallback={plain}>
      <Suspense fallback={plain}>
        <RemoteFallbackPage {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
