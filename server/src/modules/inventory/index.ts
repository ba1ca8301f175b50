/** Stock: what other modules may use of inventory (stock messages, taking and returning stock). */
export {
  assertStock,
  lockStock,
  notSoldMessage,
  productsOf,
  returnStock,
  sellHeld,
  stockMessage,
  takeStock,
  variantName,
} from './inventory-service.ts';
