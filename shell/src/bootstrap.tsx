import { configureApi } from '@store/api';
import { SERVER_RENDERED_ATTRIBUTE } from '@store/contracts/server-render';
import { BrowserRouter } from '@store/router';
import { startCartSync } from '@store/state';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ShellApp, ShellRoutes, ShellToaster } from './App.tsx';
import { loadRemoteApp, registerAppRemotes } from './remotes/registry.ts';
import { loadRuntimeConfig } from './runtime-config.ts';
import './styles.css';

async function start() {
  const config = await loadRuntimeConfig();
  configureApi({ baseUrl: config.apiBaseUrl });
  registerAppRemotes(config);
  startCartSync();
  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  if (container.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && (await storefrontLoaded())) {
    hydrateServerPage(container);
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <ShellApp />
    </StrictMode>,
  );
}

/** The storefront's App, loaded before hydrating so the first render is the server's markup. */
const storefrontLoaded = () =>
  loadRemoteApp('store').then(
    () => true,
    // The shell's fallback (rendered over the server's markup) says what went wrong, as without it.
    () => false,
  );

/**
 * A page the server rendered (docs/architecture.md §2, Server rendering): the storefront's markup is
 * hydrated in place; the Toaster, which the server does not render, gets a root of its own.
 */
function hydrateServerPage(container: HTMLElement) {
  // As a transition, React hydrates in slices of a few milliseconds and lets the browser run between
  // them, instead of in one long task (a part the shopper taps or types in is hydrated first).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
      </StrictMode>,
      {
        onRecoverableError: (error) =>
          console.error('[shell] hydration error: the server-rendered page was rendered again:', error),
      },
    );
  });
  const toaster = document.createElement('div');
  document.body.append(toaster);
  createRoot(toaster).render(<ShellToaster />);
}

void start();
