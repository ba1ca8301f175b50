import { entityTag } from '@store/contracts';
import { badRequest } from './http-errors.ts';

/**
 * The precondition of a change (docs/api.md, "Stale changes: If-Match and 409"): the entity tags of
 * the versions the client saw, or any version (`*`). A change without If-Match has none and goes
 * ahead as before.
 */
export type Precondition = { any: true } | { any: false; tags: string[] };

const TAG = /^(W\/)?"[\x21\x23-\x7e]*"$/;
export const IF_MATCH_INVALID =
  'If-Match must be "*" or entity tags from an ETag, such as "2026-01-31T18:00:00.000Z".';

/** Reads an If-Match header; null when absent, 400 when it is not a list of entity tags. */
export function readIfMatch(header: string | string[] | undefined): Precondition | null {
  if (header === undefined) return null;
  const parts = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw badRequest(IF_MATCH_INVALID);
  if (parts.length === 1 && parts[0] === '*') return { any: true };
  if (!parts.every((part) => TAG.test(part))) throw badRequest(IF_MATCH_INVALID);
  // If-Match compares strongly: a weak tag never matches (RFC 9110 §13.1.1).
  return { any: false, tags: parts.filter((part) => !part.startsWith('W/')) };
}

/** Whether a record last changed at `updatedAt` is the version the precondition names. */
export const satisfies = (precondition: Precondition | null, updatedAt: Date): boolean =>
  precondition === null || precondition.any || precondition.tags.includes(entityTag(updatedAt.toISOString()));

/**
 * The time to record as a change's `updatedAt`: now, but always after the version it replaces, so
 * two changes within one millisecond still leave two versions (a stale tag never matches again).
 */
export const nextVersionTime = (previous: Date): Date =>
  new Date(Math.max(Date.now(), previous.getTime() + 1));
