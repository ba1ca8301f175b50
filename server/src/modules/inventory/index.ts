/** Stock: what other modules may use of inventory (stock messages, taking and returning stock). */
export { assertStock, returnStock, stockMessage, takeStock, unitsByProduct } from './inventory-service.ts';
