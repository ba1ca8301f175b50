export {
  type Answer,
  type ApiRequest,
  Held,
  hold,
  type MockApi,
  mockApi,
  networkFailure,
  type Reply,
} from './api-fake.ts';
export { someFacets } from './facets.ts';
export {
  aCart,
  aCheckout,
  aCustomer,
  adminStats,
  aLine,
  aLowStockVariant,
  anAddress,
  anAdmin,
  anAdminUser,
  anOrder,
  aProduct,
  GUEST_ID,
  idEndingIn,
  variantsOf,
} from './fixtures.ts';
