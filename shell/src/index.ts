if (process.env.NODE_ENV !== 'production') {
  // Development: publish the shell's React Refresh runtime for the remotes (scripts/react-refresh-shared).
  // require() keeps it out of production builds, where this branch is removed.
  (globalThis as { __threadlineReactRefreshRuntime?: unknown }).__threadlineReactRefreshRuntime =
    require('react-refresh/runtime');
}

// The async boundary lets Module Federation negotiate shared singletons before any of them is used.
import('./bootstrap.tsx');
