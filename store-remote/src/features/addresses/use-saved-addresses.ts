import { errorMessage } from '@store/api';
import { accountApi } from '@store/api/account';
import type { Address } from '@store/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ADDRESS_TEXT } from './address-text.ts';

/** The signed-in customer's saved addresses (the default first), loaded on mount; `reload` reads them again. */
export function useSavedAddresses() {
  const [addresses, setAddresses] = useState<Address[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // Only the answer to the request started last is applied (docs/product.md §4).
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    setLoading(true);
    setError(null);
    try {
      const list = await accountApi.listAddresses();
      if (request === latest.current) setAddresses(list);
    } catch (caught) {
      if (request === latest.current) setError(errorMessage(caught, ADDRESS_TEXT.loadFailed));
    } finally {
      if (request === latest.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { addresses, loading, error, reload };
}
