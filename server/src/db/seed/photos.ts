import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProductImage } from '@store/contracts';
import { PICTURE_WIDTHS, pictureBase } from '@store/contracts/pictures';
import sharp from 'sharp';
import { folderUploadStore, type UploadStore } from '../../lib/upload-store.ts';
import { pictureCopies } from '../../modules/uploads/picture-copies.ts';
import type { CatalogItem } from './catalog.ts';
import { garmentSvg } from './images.ts';

/**
 * Raster photos for part of the seeded catalogue, made here by sharp (nothing is downloaded): the
 * garment's drawing at a photo's size over a lit backdrop, with grain, saved as a JPEG and then put
 * through the same AVIF/WebP copies as an admin's upload. Their bytes are those of real shop
 * photos (tens of kilobytes per copy), so the web benchmark measures what pictures cost.
 *
 * Only SEED_PHOTO_COUNT products get one (the first featured ones: the listing's and the home
 * page's first screen): making the copies takes about a second per photo on a small machine, and
 * tests seed often. The copies are kept in the uploads folder of the data directory, and a seed that
 * finds them there (a database emptied and seeded again) reads them instead of making them again.
 */
export const SEED_PHOTO_COUNT = 6;
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 1000;

/** The products that get a photo: the first featured ones. */
export function photoItems(items: readonly CatalogItem[]): CatalogItem[] {
  return items.filter((item) => item.featured).slice(0, SEED_PHOTO_COUNT);
}

const photoId = (item: CatalogItem, color: string) =>
  `${item.sku}-${color}-photo`.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A fabric-like grain: low-resolution noise scaled up (smooth, compressible like a real photo). */
async function grain(): Promise<Buffer> {
  return sharp({
    create: {
      width: PHOTO_WIDTH / 4,
      height: PHOTO_HEIGHT / 4,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .resize(PHOTO_WIDTH, PHOTO_HEIGHT, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** The "camera original": a JPEG as an admin would upload it. */
async function shoot(item: CatalogItem, color: string, texture: Buffer): Promise<Buffer> {
  const drawing = garmentSvg({ shape: item.shape, color, material: item.material, view: 'front' }).replace(
    'width="800" height="1000"',
    `width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}"`,
  );
  return sharp(Buffer.from(drawing))
    .composite([{ input: texture, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The copies pictureCopies makes of a PHOTO_WIDTH × PHOTO_HEIGHT photo, by name. */
function copyNames(id: string): Array<{ name: string; contentType: string }> {
  const base = pictureBase(id, PHOTO_WIDTH, PHOTO_HEIGHT);
  const names = [
    ...PICTURE_WIDTHS.filter((width) => width < PHOTO_WIDTH).map((width) => `${base}_${width}`),
    base,
  ];
  return names.flatMap((name) => [
    { name: `${name}.avif`, contentType: 'image/avif' },
    { name: `${name}.webp`, contentType: 'image/webp' },
  ]);
}

/** The copies of an earlier seed in this data directory's uploads folder, or null. */
async function readCached(folder: string, id: string) {
  const names = copyNames(id);
  try {
    const bytes = await Promise.all(names.map(({ name }) => readFile(path.join(folder, name))));
    return names.map((file, index) => ({ ...file, bytes: bytes[index] as Buffer }));
  } catch {
    return null;
  }
}

/**
 * Makes (or reads back) each chosen product's photo in its first colour and writes its copies under
 * catalog/ in the upload store (and in the uploads folder, the cache, when the store is elsewhere).
 * Answers the picture to put first in each chosen product's images, by SKU.
 */
export async function writeSeedPhotos(
  store: UploadStore,
  uploadsDir: string,
  items: readonly CatalogItem[],
): Promise<Map<string, ProductImage>> {
  const photos = new Map<string, ProductImage>();
  const chosen = photoItems(items);
  if (chosen.length === 0) return photos;
  const folder = path.join(uploadsDir, 'catalog');
  const cache = folderUploadStore(uploadsDir);
  let texture: Promise<Buffer> | undefined;
  // Side by side: sharp works on libuv's threads, so two photos keep both cores busy.
  await Promise.all(
    chosen.map(async (item) => {
      const color = item.colors[0] as string;
      const id = photoId(item, color);
      let files = await readCached(folder, id);
      if (files === null) {
        texture ??= grain();
        const copies = await pictureCopies(await shoot(item, color, await texture), id);
        files = copies.files;
        if (store.kind !== 'folder')
          await Promise.all(
            files.map((file) => cache.put(`catalog/${file.name}`, file.contentType, file.bytes)),
          );
      } else if (store.kind === 'folder') {
        files = [];
      }
      await Promise.all(files.map((file) => store.put(`catalog/${file.name}`, file.contentType, file.bytes)));
      photos.set(item.sku, {
        url: `/uploads/catalog/${pictureBase(id, PHOTO_WIDTH, PHOTO_HEIGHT)}.webp`,
        altText: `${item.name} in ${color}, photo`,
        color,
      });
    }),
  );
  return photos;
}
