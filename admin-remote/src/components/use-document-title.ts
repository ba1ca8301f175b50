import { useEffect } from 'react';

/** "User Management · Threadline Admin" in the tab while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${title} · Threadline Admin`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
