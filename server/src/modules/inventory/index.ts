/** Stock: what other modules may use of inventory (stock messages, taking and returning stock). */
export {
  assertStock,
  notSoldMessage,
  productsOf,
  returnStock,
  stockMessage,
  takeStock,
  variantName,
} from './inventory-service.ts';
