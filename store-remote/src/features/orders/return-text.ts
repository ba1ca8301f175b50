import { RETURN_WINDOW_DAYS, type ReturnStatus } from '@store/contracts/return-rules';
import type { Tone } from './order-text.ts';

/** The words of returns on the order page (docs/product.md §8, Storefront screens). */
export const RETURN_TEXT = {
  heading: 'Returns and exchanges',
  loadFailed: 'Your returns could not be loaded. Please reload the page.',
  start: 'Return or exchange',
  formTitle: (name: string) => `Return ${name}`,
  quantity: 'Quantity',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  wanted: 'What would you like?',
  refund: 'A refund to the way you paid',
  exchange: 'Another size or colour',
  exchangeFor: 'Size and colour',
  chooseExchange: 'Choose a size and colour',
  noExchange: 'No other size or colour of it is in stock for an exchange.',
  note: 'Note (optional)',
  noteHint: 'Up to 500 characters.',
  submit: 'Request return',
  cancel: 'Cancel',
  reasonRequired: 'Choose a reason for the return',
  exchangeRequired: 'Choose the size and colour you want instead',
  requested: 'Return requested. We have e-mailed you the details.',
  failed: 'Your return could not be requested. Please try again.',
  windowOpen: (date: string) => `You can return or exchange items until ${date}.`,
  windowClosed: (date: string) => `The ${RETURN_WINDOW_DAYS}-day return window closed on ${date}.`,
} as const;

/** A request's badge colour: green once refunded or sent, grey when rejected, amber meanwhile. */
export function returnTone(status: ReturnStatus): Tone {
  if (status === 'refunded' || status === 'exchange_sent') return 'done';
  return status === 'rejected' ? 'stopped' : 'waiting';
}
