if (process.env.NODE_ENV !== 'production') {
  // Development: publish the shell's React Refresh runtime for the remotes (scripts/react-refresh-shared).
  // require() keeps it out of production builds, where this branch is removed.
  (globalThis as { __threadlineReactRefreshRuntime?: unknown }).__threadlineReactRefreshRuntime =
    require('react-refresh/runtime');
}

/**
 * A page the server rendered is painted before the app's code runs: evaluating the shell, the
 * router and React DOM took 58 ms of the main thread unthrottled (about 230 ms on a phone), and
 * when the deferred script ran before the first frame the shopper saw nothing, and the largest
 * picture later, until it was done (docs/architecture.md §2, Hydration in small pieces). One frame
 * is let through first (requestAnimationFrame runs before a paint, the timeout after it). A page in a
 * hidden tab, which paints nothing and runs no animation frames, and a page the browser renders
 * (an empty #root) start at once.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const serverRendered = document.getElementById('root')?.firstElementChild != null;
    if (!serverRendered || document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

// The async boundary lets Module Federation negotiate shared singletons before any of them is used.
void afterFirstPaint().then(() => import('./bootstrap.tsx'));
