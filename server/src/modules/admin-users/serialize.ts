import type { AdminUser, Role } from '@store/contracts';

/** An account as the admin's user list shows it (never the password hash). */
export function adminUser(row: {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date;
}): AdminUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
