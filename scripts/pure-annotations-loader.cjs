/**
 * For react-router's production build (rspack.base.ts): marks the creation of its components and
 * contexts (`React.forwardRef(…)`, `React.createContext(…)`, `React.memo(…)`) as free of side
 * effects and drops the names it gives them for React's devtools (`X.displayName = "…"`). The
 * minifier can then leave out those no app uses (NavLink, Form, the prefetching of react-router's
 * framework mode), which it otherwise keeps: `@store/router` is shared whole, so whatever stays is on
 * every first load.
 */
module.exports = function pureAnnotations(source) {
  return source
    .replace(/(?<![\w$.])(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1')
    .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, '');
};
