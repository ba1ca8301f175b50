import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (and stays true once it has): what
 * lies below the fold is fetched when the shopper scrolls to it, not with the page. Without
 * IntersectionObserver (old browsers, jsdom) it is near at once.
 */
export function useNearViewport<T extends Element>(margin = '0px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
