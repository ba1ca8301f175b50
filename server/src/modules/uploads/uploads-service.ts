import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { reviewPhotos } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UploadStore } from '../../lib/upload-store.ts';

/** Formats accepted, as sharp detects them from the bytes (never from the name or declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const NOT_AN_IMAGE = 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.';
export const NO_IMAGE = 'Send the picture in the form field "image".';
/** Longest side of a stored picture: plenty for a zoomed product page. */
const MAX_SIDE = 2000;
/** Refuses decompression bombs: a small file that would unpack into a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded picture as WebP: orientation applied, longest side at most 2000 px, every
 * piece of metadata (EXIF, GPS, ICC comments) dropped. Throws 415 when the bytes are not an image.
 */
async function reencodeImage(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED.has(format)) throw new HttpError(415, NOT_AN_IMAGE);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
}

/** Stores a picture (re-encoded) under the prefix in the upload store; answers the URL it is served at. */
async function storeImage(store: UploadStore, prefix: string, bytes: Buffer): Promise<string> {
  const image = await reencodeImage(bytes);
  const name = `${prefix}/${newId()}.webp`;
  await store.put(name, 'image/webp', image);
  return `/uploads/${name}`;
}

/** Stores a product picture (re-encoded) in the upload store and answers the URL it is served at. */
export function storeProductImage(store: UploadStore, bytes: Buffer): Promise<string> {
  return storeImage(store, 'products', bytes);
}

/**
 * Stores a customer's review photo (re-encoded, under reviews/) and records that they uploaded it:
 * a review only accepts a photo its author uploaded (reviews-service).
 */
export async function storeReviewPhoto(
  store: UploadStore,
  db: Database,
  userId: string,
  bytes: Buffer,
): Promise<string> {
  const url = await storeImage(store, 'reviews', bytes);
  await db.insert(reviewPhotos).values({ url, userId });
  return url;
}
