import { cn } from '@store/ui';
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icons/index.ts';
import { useModal } from './use-modal.ts';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  /** Pinned under the scrolling body (totals, actions). */
  footer?: ReactNode;
}

/** A slide-over dialog (cart, mobile menu, mobile filters), rendered into <body>. */
export function Drawer({ open, onClose, title, side = 'right', children, footer }: DrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(open, panel, onClose);
  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-stone-900/40 transition-opacity starting:opacity-0"
        onClick={onClose}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cn(
          'absolute inset-y-0 flex w-full max-w-md flex-col bg-white shadow-xl transition-transform duration-200',
          side === 'right' ? 'right-0 starting:translate-x-full' : 'left-0 starting:-translate-x-full',
        )}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 px-4">
          <h2 id={titleId} className="text-lg font-semibold text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="rounded-md p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto overscroll-contain p-4">{children}</div>
        {footer && <div className="shrink-0 border-t border-stone-200 p-4">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
