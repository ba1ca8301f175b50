export * as accountApi from './account.ts';
export * as cartApi from './cart.ts';
export { type CartOwner, emptyCart } from './cart.ts';
export * as checkoutApi from './checkout.ts';
export { type ApiConfig, apiUrl, configureApi, getApiConfig, resolveAssetUrl } from './config.ts';
export { ApiError, errorMessage, type FieldIssue, NETWORK_ERROR_MESSAGE, toApiError } from './errors.ts';
// The building blocks of other entries (`@store/api/admin`), which must use this shared client.
export { get, send } from './http.ts';
export { getPage, type Page } from './paged.ts';
export * as productApi from './products.ts';
export * as userApi from './users.ts';
