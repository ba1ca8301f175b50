import { z } from 'zod';
import { ADDRESS_FIELD_NAMES, type AddressField, addressErrors, normalizeAddress } from './address-rules.ts';
import { idSchema } from './common.ts';

const field = (name: AddressField) => z.string({ error: `${ADDRESS_FIELD_NAMES[name]} is required` });

/**
 * Body of POST and PUT /api/users/addresses: the fields checked by `addressErrors` (the same
 * functions the storefront's form runs, address-rules.ts), each field's first problem an issue of
 * its own, and stored as `normalizeAddress` writes it. `isDefault: true` makes it the default.
 */
export const addressInputSchema = z
  .object({
    firstName: field('firstName'),
    lastName: field('lastName'),
    address: field('address'),
    city: field('city'),
    state: z.string({ error: 'State must be text' }).optional(),
    postalCode: field('postalCode'),
    country: field('country'),
    phone: field('phone'),
    isDefault: z.boolean({ error: 'isDefault must be true or false' }).optional(),
  })
  .superRefine((value, context) => {
    for (const [path, message] of Object.entries(addressErrors(value))) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
  })
  .transform(({ isDefault, ...value }) => ({
    ...normalizeAddress({ ...value, state: value.state ?? '' }),
    isDefault,
  }));
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  _id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
