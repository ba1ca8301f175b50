import { errorMessage } from '@store/api';
import { useNavigate } from '@store/router';
import { toast } from '@store/ui';
import { useEffect, useState } from 'react';
import { isNotFound } from './load-failure.ts';
import { ORDER_TEXT } from './order-text.ts';

export type RecordState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'not-found' };

/**
 * Loads the order (or checkout) a screen shows (docs/product.md §8): one that is unknown or not the shopper's
 * is "not found" (the screen says 'Order not found' with Go Home); any other failure toasts
 * 'Failed to load order details' and goes to /my-orders. An empty id loads nothing.
 */
export function useOrderRecord<T>(id: string, load: (id: string) => Promise<T>): RecordState<T> {
  const navigate = useNavigate();
  const [state, setState] = useState<RecordState<T>>({ status: 'loading' });

  useEffect(() => {
    if (id === '') return;
    let live = true;
    setState({ status: 'loading' });
    load(id).then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => {
        if (!live) return;
        if (isNotFound(error)) {
          setState({ status: 'not-found' });
          return;
        }
        toast.error(ORDER_TEXT.loadFailed, {
          description: errorMessage(error, ORDER_TEXT.fetchOrderFallback),
        });
        navigate('/my-orders', { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [id, load, navigate]);

  return state;
}
