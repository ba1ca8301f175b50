import type { AdminUserCreate } from '@store/contracts';
import { ROLES, type Role } from '@store/contracts/constants';

export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', admin: 'Admin' };

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>;

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', password: '', role: 'customer' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Admin add user (spec §5): name, email and password required; role customer or admin. */
export function validateUserForm(
  values: UserFormValues,
): { ok: true; body: AdminUserCreate } | { ok: false; errors: UserFormErrors } {
  const errors: UserFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name === '') errors.name = 'Name is required';
  if (email === '') errors.email = 'Email is required';
  else if (!EMAIL.test(email)) errors.email = 'Enter a valid email address';
  if (values.password === '') errors.password = 'Password is required';
  if (!ROLES.includes(values.role)) errors.role = 'Role must be customer or admin';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: { name, email, password: values.password, role: values.role } };
}
