import sharp, { type Metadata } from 'sharp';
import type { Database } from '../../db/client.ts';
import { reviewPhotos } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import type { UploadStore } from '../../lib/upload-store.ts';
import { MAX_INPUT_PIXELS, pictureCopies } from './picture-copies.ts';

/** Formats accepted, as sharp detects them from the bytes (never from the name or declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const NOT_AN_IMAGE = 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.';
export const NO_IMAGE = 'Send the picture in the form field "image".';
const TOO_MANY_PIXELS = `The picture is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`;
/** Longest side of a stored review photo: plenty for a zoomed review. */
const MAX_SIDE = 2000;

/**
 * Throws 415 unless the bytes are an image of an accepted format (read from the content, never the
 * name), and 413 for one that would unpack into more than MAX_INPUT_PIXELS.
 */
async function checkImage(input: Buffer): Promise<void> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  if (!metadata.format || !ACCEPTED.has(metadata.format)) throw new HttpError(415, NOT_AN_IMAGE);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
}

/**
 * Re-encodes a review photo as WebP: orientation applied, longest side at most 2000 px, every
 * piece of metadata (EXIF, GPS, ICC comments) dropped. Throws 415 when the bytes are not an image.
 */
async function reencodeImage(input: Buffer): Promise<Buffer> {
  await checkImage(input);
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

/**
 * Stores a product photo as AVIF and WebP copies in several widths (picture-copies.ts) and answers
 * the URL of its full-width WebP, from which the storefront derives the others
 * (@store/contracts/pictures).
 */
export async function storeProductImage(store: UploadStore, bytes: Buffer): Promise<string> {
  await checkImage(bytes);
  let copies: Awaited<ReturnType<typeof pictureCopies>>;
  try {
    copies = await pictureCopies(bytes, newId());
  } catch {
    throw new HttpError(415, NOT_AN_IMAGE);
  }
  // The main copy last: once the URL resolves, every narrower copy does too.
  const main = copies.files.find((file) => file.name === copies.main);
  await Promise.all(
    copies.files
      .filter((file) => file !== main)
      .map((file) => store.put(`products/${file.name}`, file.contentType, file.bytes)),
  );
  if (main) await store.put(`products/${main.name}`, main.contentType, main.bytes);
  return `/uploads/products/${copies.main}`;
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
