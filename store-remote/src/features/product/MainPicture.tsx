import type { ProductImage } from '@store/contracts';
import { MAIN_PICTURE_SIZES, Picture } from '../../components/Picture.tsx';

/**
 * The home page's Best Seller's picture: the first of the chosen colour's, in a fixed 4:5 frame. Its
 * code comes with the first load of `/`, so it is the picture alone; the product page's gallery has
 * the thumbnails, the swipe and the zoom (SwipeGallery, in the product page's chunk).
 */
export function MainPicture({
  images,
  name,
  eager = true,
}: {
  images: ProductImage[];
  name: string;
  eager?: boolean;
}) {
  const picture = images[0];
  return (
    <div className="aspect-[4/5] overflow-hidden rounded-xl bg-stone-100">
      {picture && (
        <Picture
          src={picture.url}
          sizes={MAIN_PICTURE_SIZES}
          alt={picture.altText || name}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          className="h-full w-full object-cover"
        />
      )}
    </div>
  );
}
