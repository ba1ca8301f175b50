import type { ProductImage } from '@store/contracts';
import { cn } from '@store/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from '../../components/icons/index.ts';
import { MAIN_PICTURE_SIZES, Picture } from '../../components/Picture.tsx';
import { useHydrated } from '../../components/use-hydrated.ts';

// The zoom is fetched on first use, not with the page.
const ZoomDialog = lazy(() =>
  import(/* webpackChunkName: "product-zoom" */ './ZoomDialog.tsx').then((m) => ({ default: m.ZoomDialog })),
);

/**
 * The product page's gallery: the pictures (fixed 4:5 frame) side by side in a strip that snaps to each, so a finger swipes from
 * one to the next (natively, scripts or not), with a thumbnail per picture to show it and a 'Zoom
 * picture' button (docs/product.md §2, Product). Before the scripts run the thumbnails show disabled
 * and the zoom, which needs them, is not offered.
 */
export function SwipeGallery({
  images,
  name,
  eager = true,
}: {
  images: ProductImage[];
  name: string;
  eager?: boolean;
}) {
  const hydrated = useHydrated();
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
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                disabled={!hydrated}
                onClick={() => show(position)}
                aria-label={`Show image ${position + 1} of ${images.length}`}
                aria-pressed={position === current}
                className={cn(
                  'block w-16 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-20',
                  position === current ? 'border-ink' : 'border-transparent',
                )}
              >
                <Picture
                  src={image.url}
                  sizes="80px"
                  alt=""
                  className="aspect-[4/5] w-full bg-stone-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative min-w-0 flex-1">
        <section
          ref={strip}
          aria-label={`Pictures of ${name}`}
          // Several pictures scroll sideways: the arrow keys move the strip once it has focus.
          tabIndex={several ? 0 : undefined}
          onScroll={followScroll}
          className="flex aspect-[4/5] snap-x snap-mandatory overflow-x-auto motion-safe:scroll-smooth overscroll-x-contain rounded-xl bg-stone-100 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-scrollbar]:hidden"
        >
          {images.map((image, position) => (
            <div key={image.url} className="h-full w-full shrink-0 snap-center snap-always">
              {/* A click zooms: a pointer shortcut; 'Zoom picture' is the keyboard's way. */}
              <Picture
                src={image.url}
                sizes={MAIN_PICTURE_SIZES}
                alt={image.altText || name}
                loading={eager && position === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && position === 0 ? 'high' : 'auto'}
                onClick={() => setZoomAt(position)}
                className="h-full w-full cursor-zoom-in object-cover"
              />
            </div>
          ))}
        </section>
        {hydrated && images.length > 0 && (
          <button
            type="button"
            aria-label="Zoom picture"
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
