import { STORE_NAME } from '@store/contracts/constants';
import { useEffect } from 'react';

/** "Men · Threadline": each screen names itself in the tab and to screen readers. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${STORE_NAME}` : `${STORE_NAME} · Fashion for everyone`;
  }, [title]);
}
