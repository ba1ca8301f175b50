import {
  adminReviewSchema,
  helpfulVoteSchema,
  hideReviewSchema,
  idParamsSchema,
  myReviewSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewPageSchema,
  reviewSchema,
} from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  createReview,
  hideReview,
  listAllReviews,
  listReviews,
  myReview,
  updateReview,
  voteHelpful,
} from './reviews-service.ts';

const signedInSchema = signedIn('Reviews');

/** Reviews of products by the customers who received them (docs/product.md §3, Reviews). */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/api/products/:id/reviews',
      {
        schema: {
          tags: ['Reviews'],
          summary:
            'The published reviews of a product: average, distribution by stars, fit counts and summary, and one page (5) newest or most helpful first',
          params: idParamsSchema,
          querystring: reviewListQuerySchema,
          response: { 200: reviewPageSchema, ...errorResponses(400, 404) },
        },
      },
      async (request) => listReviews(db, request.params.id, request.query),
    );

    app.get(
      '/api/products/:id/reviews/mine',
      {
        schema: signedInSchema({
          summary:
            "The signed-in customer's review of the product, or whether a delivered order lets them write one",
          params: idParamsSchema,
          response: { 200: myReviewSchema, ...errorResponses(400, 401, 404) },
        }),
      },
      async (request) => myReview(db, requireUser(request), request.params.id),
    );

    app.post(
      '/api/products/:id/reviews',
      {
        schema: signedInSchema({
          summary:
            'Review a product received on a delivered order (403 otherwise), once (409 the second time); the size comes from the order',
          params: idParamsSchema,
          body: reviewInputSchema,
          response: { 201: reviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
        }),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createReview(ctx, requireUser(request), request.params.id, request.body)),
    );

    app.put(
      '/api/reviews/:id',
      {
        schema: signedInSchema({
          summary: 'Edit your own review (403 for anyone else’s)',
          params: idParamsSchema,
          body: reviewInputSchema,
          response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404) },
        }),
      },
      async (request) => updateReview(ctx, requireUser(request), request.params.id, request.body),
    );

    app.post(
      '/api/reviews/:id/helpful',
      {
        schema: signedInSchema({
          summary:
            'Mark a published review helpful, once (409 the second time), not your own (403); answers its helpful count',
          params: idParamsSchema,
          response: { 200: helpfulVoteSchema, ...errorResponses(400, 401, 403, 404, 409) },
        }),
      },
      async (request) => voteHelpful(ctx, requireUser(request), request.params.id),
    );
  };
}

export function adminReviewRoutes(ctx: AppContext) {
  return adminArea('Admin: reviews', (admin, app) => {
    admin.page(
      '/api/admin/reviews',
      { summary: 'Every review, hidden ones too, newest first', item: adminReviewSchema },
      (query) => listAllReviews(ctx.db, query),
    );

    app.put(
      '/api/admin/reviews/:id/hide',
      {
        schema: admin.schema({
          summary: 'Hide a review with a reason: it is no longer shown or counted in the rating',
          params: idParamsSchema,
          body: hideReviewSchema,
          response: { 200: adminReviewSchema },
        }),
      },
      async (request) => hideReview(ctx, request.params.id, request.body.reason),
    );
  });
}
