import { get, send } from '@store/api';
import type { OrderReturns, ReturnCreate, ReturnRequest, UsualSize } from '@store/contracts';

const returnsOf = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/returns`;

/** The order's return requests, its return window, and what each line may still do. */
export const getOrderReturns = (orderId: string) => get<OrderReturns>(returnsOf(orderId));
/** Asks to return units of one line, for a refund or an exchange. */
export const createReturn = (orderId: string, body: ReturnCreate) =>
  send<ReturnRequest>('post', returnsOf(orderId), body);
/** The size the signed-in shopper usually keeps in the product's category. */
export const usualSize = (productId: string) =>
  get<UsualSize>(`/api/products/${encodeURIComponent(productId)}/usual-size`);
