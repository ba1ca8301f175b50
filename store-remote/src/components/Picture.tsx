import { resolveAssetUrl } from '@store/api';
import type { ImgHTMLAttributes } from 'react';

/**
 * `sizes` of a product's main picture: half the page beside its details from 768 px, the whole
 * width on phones. The picture and its preload in the server-rendered head (ssr/head.ts) agree.
 */
export const MAIN_PICTURE_SIZES = '(min-width:768px) 50vw,100vw';

/**
 * The srcsets of a photo kept in several widths, or null for a single picture (a drawing). The
 * names are those of @store/contracts/pictures (`…_<W>x<H>.webp`, `…_<w>.avif`); the widths are
 * its PICTURE_WIDTHS, written out here because this runs in the first load of every page (a test
 * holds them equal). Written for size, for the same reason.
 */
export function pictureSources(url: string) {
  const match = /^(.+_(\d+)x\d+)\.webp$/.exec(url);
  if (!match) return null;
  const [, base, width] = match as unknown as [string, string, string];
  const set = (type: string) =>
    `${[320, 640, 960, 1280]
      .filter((w) => w < +width)
      .map((w) => `${base}_${w}.${type} ${w}w,`)
      .join('')}${base}.${type} ${width}w`;
  return { avif: set('avif'), webp: set('webp') };
}

/**
 * A product picture, in a 4:5 frame its caller draws. A photo kept in several widths becomes a
 * <picture> with AVIF and WebP sources and `sizes`, so the browser fetches the narrowest copy sharp
 * enough for the frame; a drawing is a plain <img>. `width` and `height` give the frame's 4:5 (the
 * picture is cropped to it): nothing shifts when the bytes arrive. Lazy unless the caller says
 * otherwise.
 */
export function Picture({
  src,
  sizes,
  alt,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string; alt: string }) {
  const url = resolveAssetUrl(src);
  const sources = pictureSources(url);
  const img = (
    <img
      src={url}
      alt={alt}
      srcSet={sources?.webp}
      sizes={sources ? sizes : undefined}
      width={800}
      height={1000}
      loading="lazy"
      decoding="async"
      {...image}
    />
  );
  return sources ? (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      {img}
    </picture>
  ) : (
    img
  );
}
