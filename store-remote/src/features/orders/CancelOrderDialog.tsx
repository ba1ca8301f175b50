import { Button } from '@store/ui';
import { useId, useRef } from 'react';
import { useModal } from '../../components/overlay/index.ts';
import { ORDER_TEXT } from './order-text.ts';

interface Props {
  open: boolean;
  /** 'Cancel order #deadbeef?' */
  title: string;
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * Asks before the shopper cancels an order: 'Keep Order' (the safe choice, focused first) or
 * 'Cancel Order'. Escape keeps the order; focus returns to the button that opened it.
 */
export function CancelOrderDialog({ open, title, message, busy, onConfirm, onKeep }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useModal(open, panel, () => {
    if (!busy) onKeep();
  });
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center">
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-sm text-stone-700">
          {message}
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onKeep} disabled={busy}>
            {ORDER_TEXT.keepOrder}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={busy}>
            {ORDER_TEXT.cancelOrder}
          </Button>
        </div>
      </div>
    </div>
  );
}
