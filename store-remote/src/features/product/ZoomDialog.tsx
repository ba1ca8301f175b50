import { resolveAssetUrl } from '@store/api';
import type { ProductImage } from '@store/contracts';
import { cn } from '@store/ui';
import { type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../components/icons/index.ts';
import { useModal } from '../../components/overlay/index.ts';

/** How much larger than the screen's width a zoomed-in picture is drawn. */
export const ZOOM_SCALE = 2.5;

const barButton =
  'rounded-md p-2 text-ink hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700';

/**
 * A picture over the whole screen (docs/product.md §2, Product): fitted at first; a tap or click on
 * it, or 'Zoom in', draws it 2.5 times as wide around that point, and the shopper drags or scrolls
 * to look around ('Zoom out' fits it again). Escape or 'Close zoom' leaves, focus back where it was.
 */
export function ZoomDialog({
  images,
  start,
  name,
  onClose,
}: {
  images: ProductImage[];
  start: number;
  name: string;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const area = useRef<HTMLDivElement>(null);
  const [zoomed, setZoomed] = useState(false);
  // The point of the picture (as fractions of its size) to keep in the middle after zooming in.
  const focusPoint = useRef({ x: 0.5, y: 0.5 });
  useModal(true, panel, onClose);
  const image = images[start] ?? images[0];

  useLayoutEffect(() => {
    const node = area.current;
    if (!zoomed || node === null) return;
    const { x, y } = focusPoint.current;
    node.scrollLeft = x * node.scrollWidth - node.clientWidth / 2;
    node.scrollTop = y * node.scrollHeight - node.clientHeight / 2;
  }, [zoomed]);

  const toggleAt = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (!zoomed && box.width > 0 && box.height > 0) {
      focusPoint.current = {
        x: (event.clientX - box.left) / box.width,
        y: (event.clientY - box.top) / box.height,
      };
    }
    setZoomed(!zoomed);
  };
  const toggle = () => {
    focusPoint.current = { x: 0.5, y: 0.5 };
    setZoomed(!zoomed);
  };

  if (!image) return null;
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={`Zoomed picture of ${name}`}
      className="fixed inset-0 z-50 flex flex-col bg-white"
    >
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-stone-200 px-4">
        <p className="mr-auto text-sm font-medium text-stone-700">
          Picture {start + 1} of {images.length}
        </p>
        <button
          type="button"
          onClick={toggle}
          aria-label={zoomed ? 'Zoom out' : 'Zoom in'}
          className={barButton}
        >
          <Icon name={zoomed ? 'minus' : 'plus'} />
        </button>
        <button type="button" onClick={onClose} aria-label="Close zoom" className={barButton}>
          <Icon name="close" />
        </button>
      </div>
      <div
        ref={area}
        data-testid="zoom-area"
        className="min-h-0 flex-1 overflow-auto overscroll-contain bg-stone-100"
      >
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; 'Zoom in' and 'Zoom out' are the keyboard's way */}
        <img
          src={resolveAssetUrl(image.url)}
          alt={image.altText || name}
          width={800}
          height={1000}
          decoding="async"
          onClick={toggleAt}
          style={zoomed ? { width: `${ZOOM_SCALE * 100}%`, maxWidth: 'none' } : undefined}
          className={cn(
            zoomed ? 'h-auto cursor-zoom-out' : 'mx-auto h-full w-full cursor-zoom-in object-contain',
          )}
        />
      </div>
    </div>,
    document.body,
  );
}
