/** Back-in-stock alerts (docs/product.md §2): "Notify me" and the mail's removal panel, on the product page. */

export { MyStockAlerts } from './MyStockAlerts.tsx';
export { NotifyMe } from './NotifyMe.tsx';
export { RemoveAlertsPanel } from './RemoveAlertsPanel.tsx';
