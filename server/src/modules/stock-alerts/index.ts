/** Back-in-stock alerts: what other modules call when stock goes up (docs/product.md §2). */
export { fireStockAlerts } from './stock-alerts-service.ts';
