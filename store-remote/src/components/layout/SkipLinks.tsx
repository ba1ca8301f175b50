import { matchPath, useLocation } from '@store/router';
import type { MouseEvent } from 'react';
import { SKIP_TARGETS, skipTo } from '../skip-targets.ts';

const skipLink =
  'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:shadow';

/**
 * The first stops of every screen: 'Skip to content', and on a listing 'Skip to results' (its
 * products). Plain fragment links, so they work before the scripts run; with them, focus moves
 * without a history entry (a new entry would count as a navigation and take focus to the heading).
 */
export function SkipLinks() {
  const { pathname } = useLocation();
  const onListing = matchPath('/collections/:collection', pathname) !== null;
  const skip = (id: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (skipTo(id)) event.preventDefault();
  };
  return (
    <>
      <a href={`#${SKIP_TARGETS.content}`} className={skipLink}>
        Skip to content
      </a>
      {onListing && (
        <a href={`#${SKIP_TARGETS.results}`} onClick={skip(SKIP_TARGETS.results)} className={skipLink}>
          Skip to results
        </a>
      )}
    </>
  );
}
