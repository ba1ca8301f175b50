import type { RemoteName } from '../runtime-config.ts';
import { ShellHeader } from '../ShellHeader.tsx';
import { fallbackTitle } from './labels.ts';

export interface RemoteFallbackProps {
  remote: RemoteName;
  /** "load": the remote's files could not be fetched; "crash": it failed while rendering. */
  reason: 'load' | 'crash';
  onRetry: () => void;
}

/** The branded page shown in place of a remote that is unavailable (fetched when first needed). */
export function RemoteFallbackPage({ remote, reason, onRetry }: RemoteFallbackProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <ShellHeader />
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-6 py-16 text-center">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-700">Threadline</p>
        <h1 className="mt-3 text-2xl font-bold text-stone-900" role="alert">
          {fallbackTitle(remote, reason)}
        </h1>
        <p className="mt-3 text-stone-600">
          {reason === 'load'
            ? 'We could not reach it. Check your connection, then try again.'
            : 'This part of the page stopped working. Trying again usually fixes it.'}
        </p>
        <div className="mt-8 flex gap-3">
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-stone-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Retry
          </button>
          {remote === 'admin' && (
            <a
              href="/"
              className="rounded-md border border-stone-300 px-5 py-2.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
            >
              Back to the store
            </a>
          )}
        </div>
      </main>
    </div>
  );
}
