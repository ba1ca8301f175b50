import type { ProductImage } from '@store/contracts';

const isColor = (image: ProductImage, color: string) =>
  typeof image.color === 'string' && image.color.toLowerCase() === color.toLowerCase();

/**
 * The pictures of a colour: those drawn in it, then those that fit every colour; every picture when
 * no colour is chosen or none fits it.
 */
export function imagesFor(images: ProductImage[], color: string): ProductImage[] {
  if (!color) return images;
  const own = images.filter((image) => isColor(image, color));
  const shared = images.filter((image) => typeof image.color !== 'string' || image.color === '');
  const fitting = [...own, ...shared];
  return fitting.length > 0 ? fitting : images;
}

/** A card's picture: the first one drawn in `color` when a colour is chosen, else the first. */
export function cardImage(images: ProductImage[], color = ''): ProductImage | undefined {
  return (color ? images.find((image) => isColor(image, color)) : undefined) ?? images[0];
}
