/**
 * Responsive pictures (docs/architecture.md, "Pictures"). An uploaded or seeded photo is kept as
 * AVIF and WebP in several widths under one base name that carries its full size:
 * `…/<id>_<W>x<H>.webp` (the picture's URL, the WebP at full width), `…/<id>_<W>x<H>.avif`, and
 * `…/<id>_<W>x<H>_<w>.avif|webp` for each width of PICTURE_WIDTHS below W. The browser reads the
 * widths from the name alone: no API field, no lookup. Any other URL (the seeded SVG drawings) is
 * a single picture.
 */

/** The narrower copies made of a photo (CSS pixels × device pixel ratio of phones, tablets, desktops). */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;

/** The name a photo's copies share, without extension: `<id>_<W>x<H>`. */
export const pictureBase = (id: string, width: number, height: number) => `${id}_${width}x${height}`;

export interface PictureSources {
  width: number;
  height: number;
  /** `srcset` values, narrowest first. */
  avif: string;
  webp: string;
}

/** The srcsets of a photo stored in several widths, or null for a single picture. */
export function pictureSources(url: string): PictureSources | null {
  const match = /^(.+_(\d+)x(\d+))\.webp$/.exec(url);
  if (!match) return null;
  const base = match[1] as string;
  const width = Number(match[2]);
  const set = (type: string) =>
    [
      ...PICTURE_WIDTHS.filter((narrower) => narrower < width).map((w) => `${base}_${w}.${type} ${w}w`),
      `${base}.${type} ${width}w`,
    ].join(', ');
  return { width, height: Number(match[3]), avif: set('avif'), webp: set('webp') };
}

/**
 * `sizes` of a product's main picture: half the page beside its details from 768 px, the whole
 * width on phones. The picture and its preload in the server-rendered head must agree.
 */
export const MAIN_PICTURE_SIZES = '(min-width: 768px) 50vw, 100vw';
