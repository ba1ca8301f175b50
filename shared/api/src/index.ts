export * as cartApi from './cart.ts';
export { type CartOwner, emptyCart } from './cart.ts';
export { type ApiConfig, apiUrl, configureApi, getApiConfig, resolveAssetUrl } from './config.ts';
export { ApiError, errorMessage, type FieldIssue, NETWORK_ERROR_MESSAGE, toApiError } from './errors.ts';
// The building blocks of the other entries (`@store/api/account`, `/checkout`, `/admin`), which must use this shared client.
export { get, send } from './http.ts';
export { getPage, type Page } from './paged.ts';
export * as productApi from './products.ts';
export * as userApi from './users.ts';
