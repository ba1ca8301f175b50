import { emptyCart } from '@store/api';
import type { Cart, PublicUser } from '@store/contracts';
import { Route, Routes, useLocation } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { useAuthStore, useCartStore } from '@store/state';
import { aCustomer, GUEST_ID } from '@store/test-support';
import { Toaster, toast } from '@store/ui';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useCartDrawer } from '../features/cart/index.ts';
import { pageCache } from '../query/use-query.ts';

// jsdom does not implement scrolling; the layout scrolls to the top on every new screen.
window.scrollTo = () => undefined;

/** Shows where the app navigated to: `screen.getByTestId('location')` holds path + query. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  /** The URL the test starts at. */
  route?: string;
  /** The route pattern the element is mounted at (params such as :id); the route's path by default. */
  path?: string;
}

/** Renders a screen inside a router with the shell's Toaster and a location probe. */
export function renderScreen(element: ReactElement, { route = '/', path }: Options = {}) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path ?? route.split('?')[0]} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

/** Every store back to a signed-out guest with an empty cart. */
export function resetStores(): void {
  useAuthStore.setState({
    user: null,
    token: null,
    loading: false,
    error: null,
    guestId: GUEST_ID,
  });
  useCartStore.setState({ cart: emptyCart({ guestId: GUEST_ID }), loading: false, error: null, notices: [] });
  pageCache().clear();
  useCartDrawer.setState({ open: false, used: false });
  // Toasts live in sonner's module state: a toast of the previous test must not show in this one.
  toast.dismiss();
}

/** Signs a shopper in (state only, no request), inside act() so mounted screens follow. */
export function signIn(user: PublicUser = aCustomer): void {
  act(() => useAuthStore.setState({ user, token: 'jwt-test' }));
}

/** Replaces the cart, inside act() so mounted screens follow. */
export function setCart(cart: Cart): void {
  act(() => useCartStore.setState({ cart }));
}
