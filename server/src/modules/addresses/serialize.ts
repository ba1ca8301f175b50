import type { Address } from '@store/contracts';
import type { addresses } from '../../db/schema.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** A saved address as the API answers it. */
export function serializeAddress(row: AddressRow): Address {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
