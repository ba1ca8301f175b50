import { addressInputSchema, addressSchema, idParamsSchema, messageResponseSchema } from '@store/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { signedIn } from '../../lib/route-docs.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import {
  ADDRESS_DELETED,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses-service.ts';

const schema = signedIn('Addresses');
const refusals = errorResponses(400, 401, 403, 404);

/** The signed-in customer's address book (docs/product.md §7): only their own addresses, ever. */
export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/api/users/addresses',
      {
        schema: schema({
          summary: "The signed-in customer's saved addresses, the default first, then the newest",
          response: { 200: z.array(addressSchema), ...errorResponses(401) },
        }),
      },
      async (request) => listAddresses(db, requireUser(request)),
    );

    app.post(
      '/api/users/addresses',
      {
        schema: schema({
          summary:
            'Save an address (an Indian one needs a 6-digit PIN code, a state or union territory, a 10-digit mobile number); the first is the default',
          body: addressInputSchema,
          response: { 201: addressSchema, ...errorResponses(400, 401, 409) },
        }),
      },
      async (request, reply) =>
        reply.status(201).send(await createAddress(db, requireUser(request), request.body)),
    );

    app.put(
      '/api/users/addresses/:id',
      {
        schema: schema({
          summary: 'Change a saved address (every field, as for a new one)',
          params: idParamsSchema,
          body: addressInputSchema,
          response: { 200: addressSchema, ...refusals },
        }),
      },
      async (request) => updateAddress(db, requireUser(request), request.params.id, request.body),
    );

    app.put(
      '/api/users/addresses/:id/default',
      {
        schema: schema({
          summary: 'Make a saved address the default (the one checkout fills in)',
          params: idParamsSchema,
          response: { 200: addressSchema, ...refusals },
        }),
      },
      async (request) => setDefaultAddress(db, requireUser(request), request.params.id),
    );

    app.delete(
      '/api/users/addresses/:id',
      {
        schema: schema({
          summary: 'Delete a saved address (the newest left becomes the default when it was)',
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...refusals },
        }),
      },
      async (request) => {
        await deleteAddress(db, requireUser(request), request.params.id);
        return { message: ADDRESS_DELETED };
      },
    );
  };
}
