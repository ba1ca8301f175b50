import { useId, useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * Money on screen (docs/product.md §9, "Money"): rupees with ₹, grouped the Indian way (₹1,00,000).
 * A screen shows whole rupees (₹2,349) unless one of its amounts has paise; then every amount on it
 * shows two decimals (₹2,349.00 beside ₹1,879.20), so amounts never look different side by side.
 */

/*
 * Formatted by hand, not with Intl.NumberFormat: a page's first Intl formatter loads the locale's
 * data, 45 to 117 ms of the main thread on a phone (Chromium at 4x CPU slowdown, 27 Nov), inside the
 * task that evaluates the shared UI while the page loads. The output is the en-IN currency format
 * exactly (money.test.tsx compares the two); amounts are rounded half away from zero, as Intl does.
 */
const RUPEE = '₹';

/** "1234567" → "12,34,567": the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

const toPaise = (value: number) => Math.round(value * 100);

/** True when the amount is not a whole number of rupees (to the paisa). */
export const hasPaise = (value: number): boolean => toPaise(value) % 100 !== 0;

/**
 * One amount on its own: ₹1,299, or ₹1,299.50 when it has paise; `paise` forces two decimals
 * (₹1,299.00). On a screen use useRupees() or <Price>, which follow the screen's rule.
 */
export function formatRupees(value: number, paise = hasPaise(value)): string {
  const inPaise = toPaise(value);
  const sign = inPaise < 0 ? '-' : '';
  const magnitude = Math.abs(inPaise);
  if (!paise) return `${sign}${RUPEE}${groupIndian(String(Math.floor((magnitude + 50) / 100)))}`;
  const rupees = groupIndian(String(Math.floor(magnitude / 100)));
  return `${sign}${RUPEE}${rupees}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * Which mounted components show an amount with paise. The page is the screen: remotes share this
 * module as one instance, and a component reports when it is mounted or re-rendered and is forgotten
 * when it unmounts (a closed drawer, the previous screen).
 */
class PaiseOnScreen {
  readonly #holders = new Map<string, boolean>();
  readonly #listeners = new Set<() => void>();
  #any = false;

  report(holder: string, paise: boolean): void {
    if (this.#holders.get(holder) === paise) return;
    this.#holders.set(holder, paise);
    this.#update();
  }

  forget(holder: string): void {
    if (this.#holders.delete(holder)) this.#update();
  }

  readonly subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  readonly any = () => this.#any;

  #update(): void {
    const any = Array.from(this.#holders.values()).some(Boolean);
    if (any === this.#any) return;
    this.#any = any;
    for (const listener of this.#listeners) listener();
  }
}

const screenAmounts = new PaiseOnScreen();
const noPaiseYet = () => false;

/**
 * The formatter of a component that shows amounts: whole rupees, or two decimals on every amount as
 * soon as any amount on the screen has paise. The component reports the amounts it formatted while
 * rendering; the switch happens before the browser paints (a layout effect), so no amount is ever
 * seen in the other form. Format only what is shown: an amount formatted for a closed panel counts.
 */
export function useRupees(): (value: number) => string {
  const holder = useId();
  // On the server and while hydrating nothing has reported yet: amounts show as they are.
  const screenHasPaise = useSyncExternalStore(screenAmounts.subscribe, screenAmounts.any, noPaiseYet);
  let mine = false;
  useLayoutEffect(() => {
    screenAmounts.report(holder, mine);
  });
  useLayoutEffect(() => () => screenAmounts.forget(holder), [holder]);
  return (value: number) => {
    const paise = hasPaise(value);
    if (paise) mine = true;
    return formatRupees(value, screenHasPaise || paise);
  };
}
