/** Back-in-stock alerts (docs/product.md §2): "Notify me" and the mail's removal panel, on the product page. */
export { NotifyMe } from './NotifyMe.tsx';
export { RemoveAlertsPanel } from './RemoveAlertsPanel.tsx';
