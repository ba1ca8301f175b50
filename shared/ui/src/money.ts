import { useId, useLayoutEffect, useSyncExternalStore } from 'react';

/*
 * Money on screen (docs/product.md §9, "Money"): rupees with ₹, grouped the Indian way (₹1,00,000).
 * A screen shows whole rupees (₹2,349) unless one of its amounts has paise; then every amount on it
 * shows two decimals (₹2,349.00 beside ₹1,879.20), so amounts never look different side by side.
 */

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const toPaise = (value: number) => Math.round(value * 100);

/** True when the amount is not a whole number of rupees (to the paisa). */
export const hasPaise = (value: number): boolean => toPaise(value) % 100 !== 0;

/**
 * One amount on its own: ₹1,299, or ₹1,299.50 when it has paise; `paise` forces two decimals
 * (₹1,299.00). On a screen use useRupees() or <Price>, which follow the screen's rule.
 */
export function formatRupees(value: number, paise = hasPaise(value)): string {
  const amount = toPaise(value) / 100;
  return paise ? withPaise.format(amount) : wholeRupees.format(amount);
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
