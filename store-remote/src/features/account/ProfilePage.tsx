import { useNavigate } from '@store/router';
import { useAuthStore } from '@store/state';
import { Button, initials } from '@store/ui';
import { useDocumentTitle } from '../../components/use-document-title.ts';
import { AddressBook } from '../addresses/index.ts';
import { MyOrders } from '../orders/index.ts';
import { MyStockAlerts } from '../stock-alerts/index.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

/**
 * /profile (docs/product.md §2): initials avatar, name, email, Logout, My Orders, the saved addresses
 * the back-in-stock alerts and the password change.
 */
export function ProfilePage() {
  useDocumentTitle('My Account');
  const user = useAuthStore((state) => state.user);
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  if (user === null) return null;

  const signOut = () => {
    // Clears the session and the cart and starts a new guest id (docs/product.md §4).
    logout();
    navigate('/login');
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:py-10 lg:grid-cols-[300px_1fr]">
      <section
        aria-labelledby="profile-name"
        className="h-fit rounded-xl border border-stone-200 p-6 text-center"
      >
        <span
          aria-hidden="true"
          className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-ink text-2xl font-bold text-white"
        >
          {initials(user.name)}
        </span>
        <h1 id="profile-name" className="mt-4 text-xl font-bold break-words text-ink">
          {user.name}
        </h1>
        <p className="mt-1 text-sm break-all text-stone-700">{user.email}</p>
        <Button variant="danger" className="mt-6 w-full" onClick={signOut}>
          Logout
        </Button>
      </section>
      <div className="grid min-w-0 gap-12">
        <section aria-labelledby="orders-heading" className="min-w-0">
          <h2 id="orders-heading" className="mb-4 text-2xl font-bold text-ink">
            My Orders
          </h2>
          <MyOrders />
        </section>
        <AddressBook />
        <MyStockAlerts />
        <ChangePasswordForm />
      </div>
    </div>
  );
}
