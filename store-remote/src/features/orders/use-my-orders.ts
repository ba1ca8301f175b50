import { errorMessage } from '@store/api';
import { checkoutApi } from '@store/api/checkout';
import type { Order } from '@store/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ORDER_TEXT } from './order-text.ts';

export type MyOrdersState =
  | { status: 'loading' }
  | { status: 'ready'; orders: Order[] }
  | { status: 'failed'; message: string };

/** The signed-in shopper's orders, newest first, with a way to try again. */
export function useMyOrders(): { state: MyOrdersState; reload: () => void } {
  const [state, setState] = useState<MyOrdersState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt fetches again
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    checkoutApi.getMyOrders().then(
      (response) => live && setState({ status: 'ready', orders: response.orders }),
      (error: unknown) =>
        live && setState({ status: 'failed', message: errorMessage(error, ORDER_TEXT.fetchOrdersFallback) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
