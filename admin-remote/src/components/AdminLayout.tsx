import { Link, Outlet, useNavigate } from '@store/router';
import { useAuthStore } from '@store/state';

export function AdminLayout() {
  const logout = useAuthStore((state) => state.logout);
  const navigate = useNavigate();
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="bg-ink p-6 text-white md:w-64">
        <Link to="/admin" className="text-xl font-bold">
          Admin Portal
        </Link>
        <button
          type="button"
          className="mt-8 w-full rounded-md bg-rose-700 px-4 py-2 text-sm font-semibold hover:bg-rose-800"
          onClick={() => {
            logout();
            navigate('/');
          }}
        >
          Sign Out
        </button>
      </aside>
      <main className="flex-1 p-6">
        <Outlet />
      </main>
    </div>
  );
}
