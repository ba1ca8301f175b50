import { STORE_POLICY } from '@store/contracts/constants';
import { formatRupees } from '@store/ui';

/**
 * The store's promises, worded once from STORE_POLICY and shown identically on every screen
 * (docs/product.md §1: one source, so home, cart and support pages never disagree).
 */
export const POLICY_COPY = {
  shipping: {
    title: 'Free shipping',
    detail:
      STORE_POLICY.freeShippingMinimum === 0
        ? 'On every order, no minimum'
        : `On orders over ${formatRupees(STORE_POLICY.freeShippingMinimum)}`,
  },
  returns: {
    title: 'Easy returns',
    detail: `${STORE_POLICY.returnsDays}-day returns on unworn items`,
  },
  payments: {
    title: 'Secure payments',
    detail: 'Encrypted checkout, every time',
  },
  firstOrder: `${STORE_POLICY.firstOrderDiscountPercent}% off your first order`,
} as const;
