import { createContext, useContext } from 'react';

/**
 * Sign Out as the admin guard performs it. Logging out re-renders the guard at once (a store update)
 * while the navigation to / is a transition that lands a moment later; the guard must know the
 * admin is leaving, or it would redirect the now signed-out user to /login first.
 */
export const SignOutContext = createContext<() => void>(() => undefined);

export const useSignOut = () => useContext(SignOutContext);
