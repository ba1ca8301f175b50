import { get, send } from '@store/api';
import type {
  Address,
  AddressInput,
  AuthResponse,
  ChangePasswordBody,
  ForgotPasswordBody,
  MessageResponse,
  ResetPasswordBody,
  StockAlert,
  StockAlertCreate,
} from '@store/contracts';

const address = (id: string) => `/api/users/addresses/${encodeURIComponent(id)}`;

/** The signed-in customer's saved addresses, the default first. */
export async function listAddresses(): Promise<Address[]> {
  const data = await get<Address[]>('/api/users/addresses');
  return Array.isArray(data) ? data : [];
}
export const createAddress = (body: AddressInput) => send<Address>('post', '/api/users/addresses', body);
export const updateAddress = (id: string, body: AddressInput) => send<Address>('put', address(id), body);
export const setDefaultAddress = (id: string) => send<Address>('put', `${address(id)}/default`);
export const deleteAddress = (id: string) => send<MessageResponse>('delete', address(id));

/** Changes the password; the answer's token replaces the session's (every other session has ended). */
export const changePassword = (body: ChangePasswordBody) =>
  send<AuthResponse>('put', '/api/users/password', body);
export const forgotPassword = (body: ForgotPasswordBody) =>
  send<MessageResponse>('post', '/api/users/forgot-password', body);
export const resetPassword = (body: ResetPasswordBody) =>
  send<MessageResponse>('post', '/api/users/reset-password', body);

/** "Notify me" on a sold-out size and colour (docs/product.md §2, "Back in stock"). */
export const createStockAlert = (body: StockAlertCreate) =>
  send<MessageResponse>('post', '/api/stock-alerts', body);
/** The removal link of a back-in-stock mail: every alert still waiting for its address goes. */
export const removeStockAlerts = (token: string) =>
  send<MessageResponse>('post', '/api/stock-alerts/remove', { token });
/** The signed-in shopper's waiting alerts, oldest first. */
export async function listStockAlerts(): Promise<StockAlert[]> {
  const data = await get<StockAlert[]>('/api/stock-alerts');
  return Array.isArray(data) ? data : [];
}
export const deleteStockAlert = (id: string) =>
  send<MessageResponse>('delete', `/api/stock-alerts/${encodeURIComponent(id)}`);
