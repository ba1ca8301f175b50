import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_UPLOAD_BYTES, uploadResponseSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { newId } from '../../lib/ids.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireAdmin } from '../../plugins/auth.ts';

/** Formats accepted, as sharp detects them from the bytes (never from the name or declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
export const NOT_AN_IMAGE = 'That file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF picture.';
export const NO_IMAGE = 'Send the picture in the form field "image".';
/** Longest side of a stored picture: plenty for a zoomed product page. */
const MAX_SIDE = 2000;
/** Refuses decompression bombs: a small file that would unpack into a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Re-encodes an uploaded picture as WebP: orientation applied, longest side at most 2000 px, every
 * piece of metadata (EXIF, GPS, ICC comments) dropped. Throws 415 when the bytes are not an image.
 */
export async function reencodeImage(input: Buffer): Promise<Buffer> {
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

export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/upload',
      {
        schema: {
          tags: ['Admin: products'],
          security: [{ bearer: [] }],
          summary: `Upload a product picture (multipart field "image", at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
          description:
            'Admin only. The bytes must be a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image; it is stored re-encoded as WebP without metadata and served from /uploads.',
          consumes: ['multipart/form-data'],
          response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        requireAdmin(request);
        if (!request.isMultipart()) throw new HttpError(415, 'Send the picture as multipart/form-data.');
        const file = await request.file();
        if (file?.fieldname !== 'image') throw badRequest(NO_IMAGE);
        const bytes = await file.toBuffer();
        if (bytes.length === 0) throw badRequest('The picture is empty.');
        const image = await reencodeImage(bytes);
        const name = `${newId()}.webp`;
        const folder = path.join(ctx.config.uploadsDir, 'products');
        await mkdir(folder, { recursive: true });
        await writeFile(path.join(folder, name), image);
        return reply.status(201).send({ imageUrl: `/uploads/products/${name}` });
      },
    );
  };
}
