import type { AdminStats } from '@store/contracts';
import { useRupees } from '@store/ui';
import { useId } from 'react';
import { formatDay, niceCeiling } from './chart-scale.ts';

type Day = AdminStats['revenueByDay'][number];

const WIDTH = 600;
const HEIGHT = 180;

/** Revenue per day for the last 30 days as bars: plain SVG, no chart library. */
export function RevenueChart({ days }: { days: Day[] }) {
  const rupees = useRupees();
  const titleId = useId();
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const best = days.reduce<Day | null>(
    (top, day) => (top === null || day.revenue > top.revenue ? day : top),
    null,
  );
  const top = niceCeiling(best?.revenue ?? 0);
  const slot = days.length > 0 ? WIDTH / days.length : WIDTH;
  const barWidth = Math.max(2, slot * 0.7);
  const summary =
    total > 0 && best
      ? `${rupees(total)} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last 30 days; best day ${formatDay(best.date)} with ${rupees(best.revenue)}.`
      : 'No sales in the last 30 days.';
  const first = days[0];
  const middle = days[Math.floor(days.length / 2)];
  const last = days[days.length - 1];

  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="font-semibold text-ink">
          Revenue, last 30 days
        </h2>
        <p className="text-sm font-semibold tabular-nums text-stone-700">{rupees(total)}</p>
      </div>
      <div className="mt-4 flex gap-2">
        <div className="flex w-20 shrink-0 flex-col justify-between text-right text-xs tabular-nums text-stone-500">
          <span>{rupees(top)}</span>
          <span>{rupees(top / 2)}</span>
          <span>{rupees(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={`Revenue per day. ${summary}`}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="h-40 w-full min-w-0"
        >
          {[0, 0.5, 1].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={WIDTH}
              y1={HEIGHT - fraction * (HEIGHT - 1) - 0.5}
              y2={HEIGHT - fraction * (HEIGHT - 1) - 0.5}
              stroke="#e7e5e4"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {days.map((day, index) => {
            const height = top > 0 ? Math.max(day.revenue > 0 ? 2 : 0, (day.revenue / top) * HEIGHT) : 0;
            return (
              <rect
                key={day.date}
                data-testid="revenue-bar"
                x={index * slot + (slot - barWidth) / 2}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx={2}
                className="fill-brand-600"
              >
                <title>{`${formatDay(day.date)}: ${rupees(day.revenue)} (${day.orders} ${day.orders === 1 ? 'order' : 'orders'})`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {first && middle && last && (
        <div aria-hidden="true" className="ml-22 mt-1 flex justify-between text-xs text-stone-500">
          <span>{formatDay(first.date)}</span>
          <span>{formatDay(middle.date)}</span>
          <span>{formatDay(last.date)}</span>
        </div>
      )}
      <p className="mt-3 text-sm text-stone-600">{summary}</p>
    </section>
  );
}
