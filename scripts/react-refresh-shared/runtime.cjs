// Development only. React Refresh works with ONE runtime instance per page: the one that saw
// react-dom register. The shell loads react-dom, so remotes use the shell's instance (published on
// globalThis by shell/src/index.ts); run alone, a remote falls back to its own.
module.exports =
  globalThis.__threadlineReactRefreshRuntime ?? require('../../node_modules/react-refresh/runtime.js');
