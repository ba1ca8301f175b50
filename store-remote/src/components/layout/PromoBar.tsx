import { Link } from '@store/router';
import { useAuthStore } from '@store/state';
import { useEffect, useState } from 'react';
import {
  refreshFirstOrderOffer,
  selectOfferFor,
  useFirstOrderOffer,
} from '../../features/promotion/index.ts';
import { Icon } from '../icons/index.ts';
import { POLICY_COPY } from '../policy.ts';
import { useHydrated } from '../use-hydrated.ts';

export const PROMO_DISMISSED_KEY = 'promoDismissed';
/** Set on <html> before a server-rendered page is painted when the bar will not stay (see below). */
const HIDDEN_ATTRIBUTE = 'data-promo-hidden';

/**
 * A server-rendered page shows a guest's bar; a shopper who dismissed it, or is signed in (whose
 * offer the server is asked about first), would see it vanish after hydration and the page jump.
 * This runs before the first paint and hides it until the bar knows (docs/architecture.md §2).
 */
export const PROMO_PRE_PAINT = {
  script: `try{var s=localStorage;if(s.getItem('${PROMO_DISMISSED_KEY}')==='1'||s.getItem('userToken'))document.documentElement.setAttribute('${HIDDEN_ATTRIBUTE}','')}catch(e){}`,
  style: `<style>html[${HIDDEN_ATTRIBUTE}] #promo-bar{display:none}</style>`,
};

/** Read while rendering the first frame, so a dismissed bar never appears and then vanishes. */
function readDismissed(): boolean {
  // On the server there is no storage (and a thrown ReferenceError costs a stack trace per page).
  if (typeof window === 'undefined') return false;
  try {
    return window.localStorage.getItem(PROMO_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The first-order promotion (docs/product.md §1): visible until dismissed, and it stays dismissed. It
 * promises the discount only to those who can still get it: every guest, and a signed-in shopper the
 * server confirms has no order that is not cancelled (asked on sign-in, on every page load and when
 * the page comes back into view; checkout asks again after an order).
 */
export function PromoBar() {
  const [storedDismissed, setDismissed] = useState(readDismissed);
  // Storage lives in the browser: a server-rendered page hydrates with the guest's bar.
  const hydrated = useHydrated();
  const dismissed = hydrated && storedDismissed;
  const storedUserId = useAuthStore((state) => state.user?._id ?? null);
  const userId = hydrated ? storedUserId : null;
  // Once the bar shows what it knows, the pre-paint hint has done its job.
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(HIDDEN_ATTRIBUTE);
  }, [hydrated]);
  const signedIn = userId !== null;
  const eligible = useFirstOrderOffer(selectOfferFor(userId ?? ''));

  useEffect(() => {
    if (dismissed || userId === null) return;
    void refreshFirstOrderOffer();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshFirstOrderOffer();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [dismissed, userId]);

  if (dismissed || (signedIn && !eligible)) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      window.localStorage.setItem(PROMO_DISMISSED_KEY, '1');
    } catch {
      // Storage blocked: it stays dismissed for this visit only.
    }
  };

  return (
    <aside id="promo-bar" aria-label="Promotion" className="bg-ink text-white">
      <div className="relative mx-auto flex h-10 max-w-7xl items-center justify-center gap-2 px-10 text-xs sm:text-sm">
        <p className="truncate">
          Get {POLICY_COPY.firstOrder}.{' '}
          {signedIn ? (
            <Link to="/collections/all" className="font-semibold underline underline-offset-2">
              Shop now
            </Link>
          ) : (
            <Link to="/login" className="font-semibold underline underline-offset-2">
              Log in<span className="hidden sm:inline"> to claim it</span>
            </Link>
          )}
        </p>
        {/* Dismissing needs scripts: until they run (and for good without them) it is disabled. */}
        <button
          type="button"
          onClick={dismiss}
          disabled={!hydrated}
          aria-label="Dismiss promotion"
          className="absolute right-2 rounded p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
