import { useAuthStore } from '@store/state';
import { create } from 'zustand';

/**
 * Whether the signed-in shopper can still get the first-order discount (docs/product.md §1, promo
 * bar). The server decides, by the rule checkout applies; the answer is kept for the user it was
 * asked for. Unknown (not answered yet) counts as "no": the bar never promises a discount the server
 * has not confirmed.
 */
interface FirstOrderOfferState {
  /** The user the answer is about; null for a guest. */
  userId: string | null;
  eligible: boolean | null;
}

export const useFirstOrderOffer = create<FirstOrderOfferState>()(() => ({ userId: null, eligible: null }));

let asked = 0;

/**
 * Asks the server again for the signed-in shopper (after an order is placed or cancelled, when the
 * page comes back into view). Only the answer to the latest question is kept.
 */
export async function refreshFirstOrderOffer(): Promise<void> {
  const { user } = useAuthStore.getState();
  const question = ++asked;
  if (user === null) {
    useFirstOrderOffer.setState({ userId: null, eligible: null });
    return;
  }
  if (useFirstOrderOffer.getState().userId !== user._id) {
    useFirstOrderOffer.setState({ userId: user._id, eligible: null });
  }
  let eligible: boolean;
  try {
    // Fetched with the first question (a signed-in shopper's): a guest's first load does without the
    // checkout and order calls (docs/architecture.md §5).
    const { checkoutApi } = await import('@store/api/checkout');
    eligible = (await checkoutApi.getFirstOrderDiscount()).eligible === true;
  } catch {
    // Unanswered: the last answer for this user stands (none yet: no promise).
    return;
  }
  if (question !== asked || useAuthStore.getState().user?._id !== user._id) return;
  useFirstOrderOffer.setState({ userId: user._id, eligible });
}

/** True when the signed-in shopper `userId` is confirmed eligible. */
export const selectOfferFor = (userId: string) => (state: FirstOrderOfferState) =>
  state.userId === userId && state.eligible === true;
