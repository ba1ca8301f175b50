import type { PublicUser, Role } from '@store/contracts';

/** An account as the sign-in and register answers show it (never the password hash). */
export const publicUser = (row: { id: string; name: string; email: string; role: Role }): PublicUser => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
});
