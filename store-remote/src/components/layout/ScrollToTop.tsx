import { useLocation } from '@store/router';
import { useEffect } from 'react';

/** A new screen starts at its top; a filter or sort change (same path) keeps the scroll position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
