import { Skeleton, useRupees } from '@store/ui';
import { adminPaths } from '../../app/paths.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLoaded } from '../../lib/load-store.ts';
import { LowStockList } from './LowStockList.tsx';
import { RecentOrdersTable } from './RecentOrdersTable.tsx';
import { RevenueChart } from './RevenueChart.tsx';
import { StatCard } from './StatCard.tsx';
import { useStatsStore } from './stats-store.ts';

/** /admin: revenue, order and product counts, revenue per day, low stock, recent orders (docs/product.md §2). */
export function DashboardPage() {
  const rupees = useRupees();
  const { data: stats, error, retry } = useLoaded(useStatsStore, undefined);

  return (
    <>
      <PageHeader title="Admin Dashboard" />
      {error ? (
        <LoadError title="Error loading dashboard" detail={error} onRetry={() => void retry()} />
      ) : !stats ? (
        <div aria-busy="true" className="grid gap-4 sm:grid-cols-3">
          <span className="sr-only">Loading the dashboard…</span>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28" />
          ))}
          <Skeleton className="h-64 sm:col-span-3" />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard label="Revenue" value={rupees(stats.revenue)} />
            <StatCard
              label="Total Orders"
              value={String(stats.totalOrders)}
              link={{ to: adminPaths.orders, label: 'Manage Orders' }}
            />
            <StatCard
              label="Total Products"
              value={String(stats.totalProducts)}
              link={{ to: adminPaths.products, label: 'Manage Products' }}
            />
          </div>
          <RevenueChart days={stats.revenueByDay} />
          {/* Full width, in columns: every low-stock row whole, none clipped or squeezed. */}
          <LowStockList
            variants={stats.lowStock}
            lowCount={stats.lowStockCount}
            soldOutCount={stats.soldOutCount}
          />
          <RecentOrdersTable orders={stats.recentOrders} />
        </div>
      )}
    </>
  );
}
