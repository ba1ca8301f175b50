/**
 * Where each admin screen lives. The shell mounts this remote at /admin (its `/admin/*` route), so
 * the paths are absolute under that mount; the remote's own <Routes> use the relative forms.
 */
export const ADMIN_BASE = '/admin';

export const adminPaths = {
  dashboard: ADMIN_BASE,
  users: `${ADMIN_BASE}/users`,
  user: (id: string) => `${ADMIN_BASE}/users/${encodeURIComponent(id)}`,
  products: `${ADMIN_BASE}/products`,
  /** The product list filtered to products with a size in a colour low in stock. */
  lowStockProducts: `${ADMIN_BASE}/products?stock=low`,
  newProduct: `${ADMIN_BASE}/products/new`,
  editProduct: (id: string) => `${ADMIN_BASE}/products/${encodeURIComponent(id)}/edit`,
  orders: `${ADMIN_BASE}/orders`,
  order: (id: string) => `${ADMIN_BASE}/orders/${encodeURIComponent(id)}`,
  reviews: `${ADMIN_BASE}/reviews`,
  returns: `${ADMIN_BASE}/returns`,
  gst: `${ADMIN_BASE}/gst`,
  /** The returns queue of one order. */
  orderReturns: (id: string) => `${ADMIN_BASE}/returns?order=${encodeURIComponent(id)}`,
} as const;
