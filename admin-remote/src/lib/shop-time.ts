import { adminApi } from '@store/api/admin';
import { DEFAULT_SHOP_TIME_ZONE } from '@store/contracts/constants';
import { useMemo } from 'react';
import { create } from 'zustand';

/**
 * The shop's time zone (docs/product.md §2: days are the shop's days). Every date the admin shows is
 * in it, whatever the zone of the admin's computer; it comes from GET /api/admin/shop (SHOP_TIME_ZONE
 * on the server) and is Asia/Kolkata, the default, until then.
 */
interface ShopTimeState {
  timeZone: string;
  status: 'idle' | 'loading' | 'loaded';
}

export const useShopTime = create<ShopTimeState>()(() => ({
  timeZone: DEFAULT_SHOP_TIME_ZONE,
  status: 'idle',
}));

/** Asks the server for the shop's time zone once; a failure keeps the default and is asked again later. */
export async function loadShopTime(): Promise<void> {
  if (useShopTime.getState().status !== 'idle') return;
  useShopTime.setState({ status: 'loading' });
  try {
    const { timeZone } = await adminApi.getShop();
    useShopTime.setState({ timeZone: usableZone(timeZone), status: 'loaded' });
  } catch {
    useShopTime.setState({ status: 'idle' });
  }
}

/** The zone when this browser knows it, else the default (dates must always render). */
function usableZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_SHOP_TIME_ZONE;
  }
}

export interface ShopDates {
  /** '1 Mar 2025'; empty for no date. */
  date: (value: string | null) => string;
  /** '1 Mar 2025, 2:30 pm'. */
  moment: (value: string) => string;
}

/** Date formatters in `timeZone`. */
export function shopDates(timeZone: string): ShopDates {
  const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  const moment = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const valid = (value: string | null): Date | null => {
    const date = value === null ? null : new Date(value);
    return date === null || Number.isNaN(date.getTime()) ? null : date;
  };
  return {
    date: (value) => {
      const date = valid(value);
      return date === null ? '' : day.format(date);
    },
    moment: (value) => {
      const date = valid(value);
      return date === null ? '' : moment.format(date);
    },
  };
}

/** The shop's date formatters, for a screen. */
export function useShopDates(): ShopDates {
  const timeZone = useShopTime((state) => state.timeZone);
  return useMemo(() => shopDates(timeZone), [timeZone]);
}
