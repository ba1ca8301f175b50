import type { Ref } from 'react';
import { type LinkProps as RouterLinkProps, useHref, useLinkClickHandler } from 'react-router';

/** react-router's Link props but those of what this Link leaves out. */
export type LinkProps = Omit<
  RouterLinkProps,
  'discover' | 'prefetch' | 'mask' | 'defaultShouldRevalidate'
> & {
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * react-router's `Link`, without the code of what we never use: prefetching and discovering route
 * modules (react-router's framework mode), masked addresses and links to other sites. Its own
 * carries that code into every first load, since `@store/router` is shared whole. The same
 * navigation: the same `href`, and a plain left click navigates in the page (with `replace`,
 * `state`, `preventScrollReset`, `relative` and `viewTransition` as react-router's), unless the
 * click is modified, the target is another window or `reloadDocument` is set.
 */
export function Link({
  ref,
  to,
  replace,
  state,
  target,
  relative,
  preventScrollReset,
  viewTransition,
  reloadDocument,
  onClick,
  ...anchor
}: LinkProps) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
  });
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !reloadDocument) navigate(event);
      }}
    />
  );
}
