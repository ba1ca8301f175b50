/**
 * Responsive pictures (docs/architecture.md, "Pictures"). An uploaded or seeded photo is kept as
 * AVIF and WebP in several widths under one base name that carries its full size:
 * `…/<id>_<W>x<H>.webp` (the picture's URL, the WebP at full width), `…/<id>_<W>x<H>.avif`, and
 * `…/<id>_<W>x<H>_<w>.avif|webp` for each width of PICTURE_WIDTHS below W. The storefront reads the
 * widths from the name alone (store-remote/src/components/Picture.tsx): no API field, no lookup.
 * Any other URL (the seeded SVG drawings) is a single picture.
 */

/** The narrower copies made of a photo (CSS pixels × device pixel ratio of phones, tablets, desktops). */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;

/** The name a photo's copies share, without extension: `<id>_<W>x<H>`. */
export const pictureBase = (id: string, width: number, height: number) => `${id}_${width}x${height}`;
