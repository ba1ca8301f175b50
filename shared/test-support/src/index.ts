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
export {
  aCart,
  aCheckout,
  aCustomer,
  adminStats,
  aLine,
  anAddress,
  anAdmin,
  anAdminUser,
  anOrder,
  aProduct,
  GUEST_ID,
  idEndingIn,
} from './fixtures.ts';
