import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/**
 * Buttons scroll 300 px; their state is checked again 350 ms later, after smooth scrolling
 * (docs/product.md §9).
 */
export const CAROUSEL_STEP = 300;
export const CAROUSEL_RECHECK_MS = 350;
/** A press that moves further than this is a drag, not a click. */
const DRAG_THRESHOLD = 5;

export interface Carousel {
  ref: RefObject<HTMLDivElement | null>;
  canLeft: boolean;
  canRight: boolean;
  scroll: (direction: -1 | 1) => void;
  /** Re-reads whether each end is reached (after the content changed). */
  update: () => void;
  dragHandlers: {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => void;
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => void;
    onClickCapture: (event: React.MouseEvent<HTMLDivElement>) => void;
  };
}

/** Horizontal scroller with left/right buttons disabled at their ends and mouse drag-to-scroll. */
export function useCarousel(): Carousel {
  const ref = useRef<HTMLDivElement>(null);
  const [canLeft, setCanLeft] = useState(false);
  const [canRight, setCanRight] = useState(false);
  const drag = useRef<{ x: number; left: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback(() => {
    const node = ref.current;
    if (node === null) return;
    setCanLeft(node.scrollLeft > 1);
    setCanRight(node.scrollLeft + node.clientWidth < node.scrollWidth - 1);
  }, []);

  useEffect(() => {
    const node = ref.current;
    if (node === null) return;
    update();
    node.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      node.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      clearTimeout(timer.current);
    };
  }, [update]);

  const scroll = (direction: -1 | 1) => {
    ref.current?.scrollBy({ left: direction * CAROUSEL_STEP, behavior: 'smooth' });
    clearTimeout(timer.current);
    timer.current = setTimeout(update, CAROUSEL_RECHECK_MS);
  };

  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current === null) return;
    suppressClick.current = drag.current.moved;
    if (event.currentTarget.hasPointerCapture?.(drag.current.id))
      event.currentTarget.releasePointerCapture(drag.current.id);
    drag.current = null;
    update();
  };

  return {
    ref,
    canLeft,
    canRight,
    scroll,
    update,
    dragHandlers: {
      // Touch and pens scroll natively; the mouse drags.
      onPointerDown: (event) => {
        if (event.pointerType !== 'mouse' || event.button !== 0 || ref.current === null) return;
        suppressClick.current = false;
        drag.current = { x: event.clientX, left: ref.current.scrollLeft, moved: false, id: event.pointerId };
      },
      onPointerMove: (event) => {
        const state = drag.current;
        if (state === null || ref.current === null) return;
        const dx = event.clientX - state.x;
        if (!state.moved && Math.abs(dx) > DRAG_THRESHOLD) {
          state.moved = true;
          event.currentTarget.setPointerCapture?.(state.id);
        }
        if (state.moved) ref.current.scrollLeft = state.left - dx;
      },
      onPointerUp: end,
      onPointerCancel: end,
      // A drag that ends over a link must not follow it.
      onClickCapture: (event) => {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
