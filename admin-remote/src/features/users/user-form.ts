import { ROLES, type Role } from '@store/contracts/constants';

/** The add-user form's fields as typed; `adminUserCreateSchema` checks and trims them. */
export interface UserFormValues {
  name: string;
  email: string;
  password: string;
  role: Role;
}

const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', admin: 'Admin' };

/** The role choices of the add-user form and of each user's row. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const EMPTY_USER_FORM: UserFormValues = { name: '', email: '', password: '', role: 'customer' };
