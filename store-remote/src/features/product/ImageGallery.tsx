import { resolveAssetUrl } from '@store/api';
import type { ProductImage } from '@store/contracts';
import { cn } from '@store/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../../components/icons/index.ts';

// The zoom is fetched on first use (or when a finger or pointer nears it), not with the page.
const loadZoom = () => import(/* webpackChunkName: "product-zoom" */ './ZoomDialog.tsx');
const ZoomDialog = lazy(() => loadZoom().then((m) => ({ default: m.ZoomDialog })));

/**
 * The pictures (fixed 4:5 frame) side by side in a strip that snaps to each, so a finger swipes from
 * one to the next (natively, scripts or not), with a thumbnail per picture to show it and a 'Zoom
 * picture' button (docs/product.md §2, Product). `linked` (before the scripts run): the thumbnails
 * are links to their picture's slide, and the zoom, which needs scripts, is not offered.
 */
export function ImageGallery({
  images,
  name,
  eager = true,
  linked = false,
}: {
  images: ProductImage[];
  name: string;
  eager?: boolean;
  linked?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  const strip = useRef<HTMLElement>(null);
  const current = Math.min(index, Math.max(images.length - 1, 0));
  const several = images.length > 1;

  const show = (position: number) => {
    setIndex(position);
    const node = strip.current;
    // Smoothly unless the shopper asked for reduced motion (the strip's scroll-behavior).
    node?.scrollTo?.({ left: position * node.clientWidth });
  };
  // The picture in view follows the strip, whatever moved it (a swipe, the arrow keys, a thumbnail).
  const followScroll = () => {
    const node = strip.current;
    if (node === null || node.clientWidth === 0) return;
    const position = Math.round(node.scrollLeft / node.clientWidth);
    setIndex(Math.min(Math.max(position, 0), images.length - 1));
  };

  return (
    <div className="flex min-w-0 flex-col-reverse gap-3 md:flex-row">
      {several && (
        <ul className="flex gap-3 md:flex-col" aria-label="Product images">
          {images.map((image, position) => {
            const props = {
              'aria-label': `Show image ${position + 1} of ${images.length}`,
              className: cn(
                'block w-16 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-20',
                position === current ? 'border-ink' : 'border-transparent',
              ),
              children: (
                <img
                  src={resolveAssetUrl(image.url)}
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full bg-stone-100 object-cover"
                />
              ),
            };
            return (
              <li key={image.url}>
                {linked ? (
                  <a href={`#picture-${position + 1}`} {...props} />
                ) : (
                  <button
                    type="button"
                    onClick={() => show(position)}
                    aria-pressed={position === current}
                    {...props}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="relative min-w-0 flex-1">
        <section
          ref={strip}
          aria-label={`Pictures of ${name}`}
          // Several pictures scroll sideways: the arrow keys move the strip once it has focus.
          tabIndex={several ? 0 : undefined}
          onScroll={followScroll}
          onTouchStart={linked ? undefined : () => void loadZoom()}
          className="flex aspect-[4/5] snap-x snap-mandatory overflow-x-auto motion-safe:scroll-smooth overscroll-x-contain rounded-xl bg-stone-100 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, position) => (
            <div
              key={image.url}
              id={`picture-${position + 1}`}
              className="h-full w-full shrink-0 snap-center snap-always scroll-mt-24"
            >
              {/* biome-ignore lint/a11y/useKeyWithClickEvents: a pointer shortcut; 'Zoom picture' is the keyboard's way */}
              <img
                src={resolveAssetUrl(image.url)}
                alt={image.altText || name}
                width={800}
                height={1000}
                loading={eager && position === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && position === 0 ? 'high' : 'auto'}
                decoding="async"
                onClick={linked ? undefined : () => setZoomAt(position)}
                className={cn('h-full w-full object-cover', !linked && 'cursor-zoom-in')}
              />
            </div>
          ))}
        </section>
        {!linked && images.length > 0 && (
          <button
            type="button"
            aria-label="Zoom picture"
            onPointerEnter={() => void loadZoom()}
            onFocus={() => void loadZoom()}
            onClick={() => setZoomAt(current)}
            className="absolute right-3 bottom-3 rounded-full bg-white/90 p-2 text-ink shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Icon name="search" className="h-5 w-5" />
          </button>
        )}
      </div>
      {zoomAt !== null && (
        <Suspense fallback={null}>
          <ZoomDialog images={images} start={zoomAt} name={name} onClose={() => setZoomAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
