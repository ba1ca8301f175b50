import {
  adminCustomerSchema,
  adminUserCreateSchema,
  adminUserResponseSchema,
  adminUserSchema,
  adminUserUpdateSchema,
  idParamsSchema,
} from '@store/contracts';
import type { AppContext } from '../../app-context.ts';
import { adminArea } from '../../lib/admin-routes.ts';
import { createUser, customerDetails, listUsers, removeUser, updateUser } from './admin-users-service.ts';

export function adminUserRoutes(ctx: AppContext) {
  return adminArea('Admin: users', (admin, app) => {
    admin.page(
      '/api/admin/users',
      {
        summary: 'Accounts, newest first, optionally searched by name or email (never password hashes)',
        item: adminUserSchema,
      },
      (query) => listUsers(ctx.db, query),
    );

    app.get(
      '/api/admin/users/:id',
      {
        schema: admin.schema({
          summary: 'One account with its orders (newest first), their count and what they add up to',
          description: 'totalSpent sums the totalPrice of the orders that are not cancelled.',
          params: idParamsSchema,
          response: { 200: adminCustomerSchema },
        }),
      },
      async (request) => customerDetails(ctx.db, request.params.id),
    );

    app.post(
      '/api/admin/users',
      {
        schema: admin.schema({
          summary: 'Create an account with a role',
          body: adminUserCreateSchema,
          response: { 201: adminUserResponseSchema },
        }),
      },
      async (request, reply) => reply.status(201).send({ user: await createUser(ctx, request.body) }),
    );

    admin.update(
      '/api/admin/users/:id',
      {
        summary: "Change an account's name, email or role (the last admin cannot be demoted)",
        body: adminUserUpdateSchema,
        item: adminUserSchema,
      },
      (id, body) => updateUser(ctx, id, body),
    );

    admin.deletion(
      '/api/admin/users/:id',
      {
        summary: 'Delete an account (the last admin cannot be removed); its orders are kept',
        message: 'User deleted',
      },
      (id) => removeUser(ctx, id),
    );
  });
}
