import type { PublicUser } from '@store/contracts';
import { Route, Routes, useLocation } from '@store/router';
import { MemoryRouter } from '@store/router/memory';
import { useAuthStore } from '@store/state';
import { anAdmin } from '@store/test-support';
import { Toaster } from '@store/ui';
import { render } from '@testing-library/react';
import type { StoreApi } from 'zustand';
import AdminApp from '../app/App.tsx';
import { useStatsStore } from '../features/dashboard/stats-store.ts';
import { useOpenOrder, useOrderChanges, useOrderList } from '../features/orders/orders-store.ts';
import { useEditedProduct, useProductChanges, useProductList } from '../features/products/products-store.ts';
import { useReviewChanges, useReviewList } from '../features/reviews/reviews-store.ts';
import { useCustomer, useUserChanges, useUserList } from '../features/users/users-store.ts';
import { useShopTime } from '../lib/shop-time.ts';

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Fresh admin stores for every test (they are module singletons, like in the browser). */
export function resetAdminStores(): void {
  reset(useStatsStore);
  reset(useUserList);
  reset(useUserChanges);
  reset(useProductList);
  reset(useEditedProduct);
  reset(useProductChanges);
  reset(useOrderList);
  reset(useOrderChanges);
  reset(useOpenOrder);
  reset(useCustomer);
  reset(useReviewList);
  reset(useReviewChanges);
  // The shop's time zone as the server answers by default, known already: screens ask nothing for it.
  useShopTime.setState({ ...useShopTime.getInitialState(), status: 'loaded' });
}

function reset<S>(store: StoreApi<S>): void {
  store.setState(store.getInitialState(), true);
}

/**
 * Renders the admin remote as the shell mounts it (under /admin/*, everything else a stand-in for the
 * storefront) at `path`, signed in as `user` (null: a guest), with the shell's Toaster.
 */
export function renderAdmin(path: string, user: PublicUser | null = anAdmin) {
  useAuthStore.setState({ user, token: user ? 'test-token' : null });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<p>Storefront</p>} />
      </Routes>
      <Location />
      <Toaster />
    </MemoryRouter>,
  );
}
