export * as adminApi from './admin.ts';
export * as cartApi from './cart.ts';
export { type CartOwner, emptyCart } from './cart.ts';
export * as checkoutApi from './checkout.ts';
export { type ApiConfig, apiUrl, configureApi, getApiConfig, resolveAssetUrl } from './config.ts';
export {
  ApiError,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
  toApiError,
} from './errors.ts';
export type { ProductPage, ProductQuery } from './products.ts';
export * as productApi from './products.ts';
export { toSearchParams } from './search-params.ts';
export { uploadImage } from './upload.ts';
export * as userApi from './users.ts';
