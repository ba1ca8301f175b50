import {
  idParamsSchema,
  type Product,
  productFacetsSchema,
  productListQuerySchema,
  productSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
} from '@store/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { setTotalCount } from '../../lib/paging.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { bestSeller, findProduct, listProducts, newArrivals, similarProducts } from './catalog-service.ts';
import { productFacets } from './facets.ts';
import { facetsFromCatalogIndex, listFromCatalogIndex } from './indexed-listing.ts';
import { closestTerms } from './search-suggestions.ts';
import { similarFromCatalogIndex } from './similar.ts';

const tags = ['Catalogue'];
const refusals = errorResponses(400, 404);

/**
 * Sends JSON that is already serialized as it is (a Buffer payload skips the reply serializer); `T`
 * is the type of the value the JSON holds, as the route's schema declares it. Cached answers are
 * kept as UTF-8 bytes: a listing page with its variants is about 100 KB, and encoding the string
 * again on every hit cost the cached listing a good part of its throughput.
 */
const sendJson = <T>(reply: FastifyReply, json: Buffer) =>
  reply.type('application/json').send(json as unknown as T);
const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value));

export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /**
   * Answers from the product cache (serialized JSON, 2 s, cleared by every product write and stock
   * change in this process), computing and storing the answer on a miss.
   */
  async function cached<T>(reply: FastifyReply, key: string, compute: () => Promise<T>) {
    return sendJson<T>(
      reply,
      await ctx.productCache.getOrCompute(key, async () => jsonBytes(await compute())),
    );
  }

  return async (app) => {
    app.get(
      '/api/products',
      {
        schema: {
          tags,
          summary: 'List products with filters, sort, search and paging',
          description: 'A bare array; the number of matches is in the X-Total-Count header.',
          querystring: productListQuerySchema,
          response: { 200: z.array(productSchema), ...refusals },
        },
      },
      async (request, reply) => {
        const page = await ctx.catalogCache.getOrCompute(JSON.stringify(request.query), async () => {
          const indexed = await listFromCatalogIndex(ctx, request.query);
          if (indexed) return indexed;
          const { items, total } = await listProducts(db, request.query, ctx.searchVocabulary);
          return { body: jsonBytes(items), total };
        });
        setTotalCount(reply, page.total);
        return sendJson<Product[]>(reply, page.body);
      },
    );

    app.get(
      '/api/products/facets',
      {
        schema: {
          tags,
          summary: 'Facet counts of the listing: for each filter value, the products choosing it would leave',
          description:
            'Takes the listing’s query. For size, color, gender, category, material and brand, every value the ' +
            'listing offers with the number of products the listing would show with that value chosen and every ' +
            'other filter kept (zero included). Sort and paging are ignored.',
          querystring: productListQuerySchema,
          response: { 200: productFacetsSchema, ...refusals },
        },
      },
      async (request, reply) => {
        // Sort and paging change no count: listings that differ only by them share one entry.
        const { sortBy: _sortBy, page: _page, limit: _limit, ...filters } = request.query;
        return cached(
          reply,
          `facets:${JSON.stringify(filters)}`,
          async () =>
            (await facetsFromCatalogIndex(ctx, request.query)) ??
            productFacets(db, request.query, ctx.searchVocabulary),
        );
      },
    );

    app.get(
      '/api/products/search-suggestions',
      {
        schema: {
          tags,
          summary: 'The catalogue’s words closest to a search, for a search that found nothing',
          description:
            'Words of product names, brands, categories, materials, genders, colours and collections, ' +
            'closest to the search’s words first (a word the search starts, then the fewest typos), at most 5.',
          querystring: searchSuggestionsQuerySchema,
          response: { 200: searchSuggestionsSchema, ...refusals },
        },
      },
      async (request) => ({
        suggestions: closestTerms(request.query.search, await ctx.searchVocabulary.get()),
      }),
    );

    app.get(
      '/api/products/new-arrivals',
      { schema: { tags, summary: 'The 8 newest products', response: { 200: z.array(productSchema) } } },
      async (_request, reply) => cached(reply, 'new-arrivals', () => newArrivals(db)),
    );

    app.get(
      '/api/products/best-seller',
      {
        schema: { tags, summary: 'The best-selling product', response: { 200: productSchema, ...refusals } },
      },
      async (_request, reply) => cached(reply, 'best-seller', () => bestSeller(db)),
    );

    app.get(
      '/api/products/similar/:id',
      {
        schema: {
          tags,
          summary: 'Up to 4 products of the same gender and category',
          params: idParamsSchema,
          response: { 200: z.array(productSchema), ...refusals },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const answer = await ctx.productCache.getOrCompute(
          `similar:${id}`,
          async () => (await similarFromCatalogIndex(ctx, id)) ?? jsonBytes(await similarProducts(db, id)),
        );
        return sendJson<Product[]>(reply, answer);
      },
    );

    app.get(
      '/api/products/:id',
      {
        schema: {
          tags,
          summary: 'One product',
          params: idParamsSchema,
          response: { 200: productSchema, ...refusals },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        // The product's kept JSON (the one listings are assembled from), else the database's 404.
        const answer = await ctx.productCache.getOrCompute(
          `product:${id}`,
          async () => (await ctx.productDocuments.one(id)) ?? jsonBytes(await findProduct(db, id)),
        );
        return sendJson<Product>(reply, answer);
      },
    );
  };
}
