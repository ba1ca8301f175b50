import { z } from 'zod';
import { idSchema, text } from './common.ts';
import {
  ADMIN_PAGE_SIZE,
  ADMIN_PAYMENT_FILTERS,
  type AdminPaymentFilter,
  type OrderStatus,
} from './constants.ts';
import { orderSchema, orderStatusSchema } from './orders.ts';
import { emailSchema, passwordSchema, roleSchema } from './users.ts';

export const adminUserSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserCreateSchema = z.object({
  name: text('Name', 80),
  email: emailSchema,
  password: passwordSchema,
  role: roleSchema.default('customer'),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z
  .object({ name: text('Name', 80), email: emailSchema, role: roleSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one of name, email, role');
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

/** POST /api/admin/users answers { user } (docs/product.md §7). */
export const adminUserResponseSchema = z.object({ user: adminUserSchema });

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(ADMIN_PAGE_SIZE).optional(),
});
export interface AdminListQuery {
  search?: string;
  page?: number;
  limit?: number;
}

/** Query of GET /api/admin/products: the list filters plus `stock=low` (a variant at LOW_STOCK_THRESHOLD or fewer). */
export const adminProductListQuerySchema = adminListQuerySchema.extend({
  stock: z.enum(['low'], { error: 'stock must be low' }).optional(),
});
export interface AdminProductListQuery extends AdminListQuery {
  stock?: 'low';
}

/** Query of GET /api/admin/orders: the list filters plus an optional status. */
export const adminOrderListQuerySchema = adminListQuerySchema.extend({
  status: orderStatusSchema.optional(),
  /**
   * Only orders whose payment is in this state (paid, pending, refund_pending, refunded),
   * cod_to_collect: Cash on Delivery orders not paid yet and not cancelled, or refund_failed: a
   * refund the gateway failed every time it was sent, and the order not refunded since.
   */
  payment: z.enum(ADMIN_PAYMENT_FILTERS).optional(),
});
export interface AdminOrderListQuery extends AdminListQuery {
  status?: OrderStatus;
  payment?: AdminPaymentFilter;
}

export const adminOrderStatusSchema = z.object({ status: orderStatusSchema });
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

/** GET /api/admin/orders (docs/product.md §3). */
export const adminOrdersResponseSchema = z.object({
  orders: z.array(orderSchema),
  totalOrders: z.number().int(),
  /** Sum of totalPrice of every order that is not cancelled, in rupees. */
  totalSales: z.number(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

/** A variant at or below LOW_STOCK_THRESHOLD units, as the dashboard lists it. */
export const lowStockVariantSchema = z.object({
  productId: idSchema,
  name: z.string(),
  sku: z.string(),
  size: z.string(),
  color: z.string(),
  countInStock: z.number().int(),
});
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>;

/** GET /api/admin/stats: the dashboard's figures. */
export const adminStatsSchema = z.object({
  revenue: z.number(),
  totalOrders: z.number().int(),
  totalProducts: z.number().int(),
  /** Last 30 days, oldest first, one entry per day (YYYY-MM-DD, the shop's days: adminShopSchema). */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() })),
  /**
   * Variants at LOW_STOCK_THRESHOLD or fewer units (at most 20): those with a few left first (fewest
   * first), then the sold-out ones.
   */
  lowStock: z.array(lowStockVariantSchema),
  /** How many variants are low in all (lowStock shows at most 20), and how many of them are sold out. */
  lowStockCount: z.number().int(),
  soldOutCount: z.number().int(),
  recentOrders: z.array(orderSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/admin/shop: the shop's settings the admin screens need. */
export const adminShopSchema = z.object({
  /** IANA time zone the admin's days and dates are in (SHOP_TIME_ZONE; Asia/Kolkata by default). */
  timeZone: z.string(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;

export const uploadResponseSchema = z.object({ imageUrl: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  databaseOk: z.boolean(),
  latencyMs: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/health/live: the process answers, without touching the database. */
export const healthLiveSchema = z.object({ status: z.literal('ok') });

/** GET /api/admin/users/{id}: one customer, their orders (newest first) and what they add up to. */
export const adminCustomerSchema = z.object({
  user: adminUserSchema,
  orders: z.array(orderSchema),
  totalOrders: z.number().int(),
  /** Sum of totalPrice of the customer's orders that are not cancelled, in rupees. */
  totalSpent: z.number(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
