/**
 * `@store/api/returns`: returns and exchanges, and the size a shopper usually keeps, kept out of
 * `@store/api` so the first load does not carry them; the order page and the product page bundle it.
 */
export * as returnsApi from './calls.ts';
