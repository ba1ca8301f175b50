import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES, reviewPhotoResponseSchema, uploadResponseSchema } from '@store/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireAdmin, requireUser } from '../../plugins/auth.ts';
import { NO_IMAGE, storeProductImage, storeReviewPhoto } from './uploads-service.ts';

const MALFORMED = 'The upload is not valid multipart/form-data (no boundary, or cut short).';

/**
 * Reads the multipart body: the parser's own refusals (too large, too many files) keep their status;
 * anything else it throws (no boundary, data cut short) is the client's malformed body, a 400.
 */
async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: unknown }).statusCode !== undefined)
      throw error;
    throw badRequest(MALFORMED);
  }
}

/** Review photos a customer may upload per hour (each is re-encoded: CPU and storage). */
const REVIEW_PHOTOS_PER_HOUR = 20;

/** The bytes of the multipart field "image" (415 when the body is not multipart, 400 when empty). */
async function imageBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the picture as multipart/form-data.');
  const bytes = await readMultipart(async () => {
    const file = await request.file();
    if (file?.fieldname !== 'image') throw badRequest(NO_IMAGE);
    return file.toBuffer();
  });
  if (bytes.length === 0) throw badRequest('The picture is empty.');
  return bytes;
}

export function uploadRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Multipart is parsed only here: another route sent multipart/form-data answers 415.
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    app.post(
      '/api/upload',
      {
        schema: signedIn('Admin: products')({
          summary: `Upload a product picture (multipart field "image", at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
          description:
            'Admin only. The bytes must be a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image of at most 50 megapixels; it is kept without metadata as AVIF and WebP copies 320, 640, 960 and 1280 px wide (those narrower than the picture) and at its own width (at most 1600 px), served from /uploads with immutable cache headers. The answered imageUrl is the full-width WebP, `/uploads/products/<id>_<width>x<height>.webp`; the copies are the same name with `.avif`, `_<w>.webp` and `_<w>.avif`.',
          consumes: ['multipart/form-data'],
          response: { 201: uploadResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
        }),
      },
      async (request, reply) => {
        requireAdmin(request);
        const imageUrl = await storeProductImage(ctx.uploads, await imageBytes(request));
        return reply.status(201).send({ imageUrl });
      },
    );

    app.post(
      '/api/reviews/photos',
      {
        // Per signed-in customer (the auth hook has run by then), per address for anyone else.
        config: {
          rateLimit: {
            max: REVIEW_PHOTOS_PER_HOUR,
            timeWindow: '1 hour',
            keyGenerator: (request: FastifyRequest) =>
              request.user ? `review-photo:${request.user.id}` : `review-photo-ip:${request.ip}`,
          },
        },
        schema: signedIn('Reviews')({
          summary: `Upload a photo for your review (multipart field "image", at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, ${REVIEW_PHOTOS_PER_HOUR} an hour)`,
          description:
            'Signed-in customers. The bytes must be a JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF image; it is stored re-encoded as WebP without metadata under /uploads/reviews/. Send the answered photoUrl with your review (POST /api/products/{id}/reviews or PUT /api/reviews/{id}); only its uploader can attach it.',
          consumes: ['multipart/form-data'],
          response: { 201: reviewPhotoResponseSchema, ...errorResponses(400, 401, 413, 415, 429) },
        }),
      },
      async (request, reply) => {
        const user = requireUser(request);
        const photoUrl = await storeReviewPhoto(ctx.uploads, ctx.db, user.id, await imageBytes(request));
        return reply.status(201).send({ photoUrl });
      },
    );
  };
}
