import { type KeyboardEvent, type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** While a modal dialog is open, focus starts on `initial`; when it closes, focus returns to its opener. */
export function useDialogFocus(open: boolean, initial: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    initial.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initial]);
}

/**
 * The keys of a modal dialog: Escape cancels (not while its request runs, so nothing is left half
 * done), and Tab and Shift+Tab cycle through its controls without leaving it.
 */
export function dialogKeys(dialog: RefObject<HTMLElement | null>, busy: boolean, onCancel: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
