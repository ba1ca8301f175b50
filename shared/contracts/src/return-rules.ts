/**
 * The rules and words of returns and exchanges without zod (docs/product.md §3, Returns): the
 * storefront's order page and the admin's returns queue import them alone.
 */
import { STORE_POLICY } from './constants.ts';

export const RETURN_REASONS = [
  'too_small',
  'too_large',
  'colour_not_as_shown',
  'defective',
  'not_as_described',
  'changed_mind',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  too_small: 'Too small',
  too_large: 'Too large',
  colour_not_as_shown: 'Colour not as shown',
  defective: 'Defective',
  not_as_described: 'Not as described',
  changed_mind: 'Changed my mind',
};

/** What the shopper wants back: the line's paid amount, or another size or colour of the product. */
export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/**
 * A request's steps (docs/product.md §4, Returns): requested, then approved or rejected (with a
 * reason); an approved one is received; a received one is refunded or its exchange sent.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'received',
  'refunded',
  'exchange_sent',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  refunded: 'Refunded',
  exchange_sent: 'Exchange sent',
};

/** The longest note a shopper may add to a return request. */
export const RETURN_NOTE_MAX = 500;
/** The longest reason an admin may give for rejecting a return. */
export const RETURN_REJECT_REASON_MAX = 200;

/** The return window in days from delivery: the one setting every page that mentions returns states. */
export const RETURN_WINDOW_DAYS = STORE_POLICY.returnsDays;

/** When the return window of an order delivered at `deliveredAt` (ISO) closes. */
export function returnWindowEnd(deliveredAt: string): Date {
  return new Date(new Date(deliveredAt).getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/** Return reasons that say how the garment fits, and the fit they count as in the fit summary. */
export const FIT_REASONS: Partial<Record<ReturnReason, 'small' | 'large'>> = {
  too_small: 'small',
  too_large: 'large',
};
