import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession, type Session } from '../session';

interface AccountSessionValue {
  session: Session;
  /** Marks the session's end as the shopper's own doing (log-out): no detour through the sign-in page. */
  leave: () => void;
}

const AccountSessionContext = createContext<AccountSessionValue | null>(null);

/**
 * Account pages only for a signed-in shopper: without a session (never signed in, signed out in another tab,
 * or ended by a 401) the visitor goes to sign in and comes back here afterwards.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const value = useMemo(() => (session ? { session, leave: () => setLeaving(true) } : null), [session]);

  if (!value || !value.session.token) {
    // After a log-out the next page is on its way (it may still be loading): show nothing meanwhile.
    if (leaving) return null;
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={paths.account.authorization.href(next)} replace />;
  }
  return <AccountSessionContext.Provider value={value}>{children}</AccountSessionContext.Provider>;
}

function useAccountContext(): AccountSessionValue {
  const value = useContext(AccountSessionContext);
  if (!value) throw new Error('Account pages must be rendered within RequireSession');
  return value;
}

/** The session of the shopper whose account is shown (only inside RequireSession). */
export const useAccountSession = (): Session => useAccountContext().session;

/** Call before ending the session on purpose, so the guard does not ask to sign in again. */
export const useLeaveAccount = (): (() => void) => useAccountContext().leave;
