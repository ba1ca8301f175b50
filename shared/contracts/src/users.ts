import { z } from 'zod';
import { idSchema, text } from './common.ts';
import { ROLES } from './constants.ts';

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const roleSchema = z.enum(ROLES, { error: 'Role must be customer or admin' });

export const publicUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const registerSchema = z.object({
  name: text('Name', 80),
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginBody = z.input<typeof loginSchema>;

export const authResponseSchema = z.object({ user: publicUserSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** PUT /api/users/password: the current password, and the new one (the password rules). */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(128, 'Password must be at most 128 characters'),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordSchema>;

/** POST /api/users/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.input<typeof forgotPasswordSchema>;

export const RESET_LINK_INVALID = 'This reset link is not valid any more. Ask for a new one.';

/** POST /api/users/reset-password: the token of the link in the mail, and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: RESET_LINK_INVALID })
    .trim()
    .min(1, RESET_LINK_INVALID)
    .max(200, RESET_LINK_INVALID),
  password: passwordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordSchema>;
