import { resolveAssetUrl } from '@store/api';
import type { ProductImage } from '@store/contracts';
import { cn } from '@store/ui';
import { useState } from 'react';

/** The main picture (fixed 4:5 frame) and a thumbnail per image to switch it. */
export function ImageGallery({
  images,
  name,
  eager = true,
}: {
  images: ProductImage[];
  name: string;
  eager?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <div className="flex flex-col-reverse gap-3 md:flex-row">
      {images.length > 1 && (
        <ul className="flex gap-3 md:flex-col" aria-label="Product images">
          {images.map((image, position) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show image ${position + 1} of ${images.length}`}
                aria-pressed={position === index}
                className={cn(
                  'block w-16 overflow-hidden rounded-md border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:w-20',
                  position === index ? 'border-ink' : 'border-transparent',
                )}
              >
                <img
                  src={resolveAssetUrl(image.url)}
                  alt=""
                  width={80}
                  height={100}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/5] w-full bg-stone-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="aspect-[4/5] flex-1 overflow-hidden rounded-xl bg-stone-100">
        {current && (
          <img
            src={resolveAssetUrl(current.url)}
            alt={current.altText || name}
            width={800}
            height={1000}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
    </div>
  );
}
