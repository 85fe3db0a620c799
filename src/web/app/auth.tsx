// Who is signed in. The token is stored at login and cleared at log out; without one, the guard
// sends the user to /login and remembers the path they asked for.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { errorMessage, tokenStore } from '../components/api';
import { call } from '../components/client';
import { usersApi } from './queryKeys/users';
import { meRead, queryOf } from '../components/reads';

export interface Me {
  id: number;
  role: 'admin' | 'user';
  name: string;
  email: string;
}

const meQuery = { ...queryOf(meRead), staleTime: 60_000 };

export function useMe() {
  return useQuery({ ...meQuery, enabled: !!tokenStore.get() });
}

/**
 * Asks who is signed in at start-up, while the page's code is still loading: the router renders
 * the guard only once the lazy route has loaded, and the question would otherwise wait for it.
 */
export function prefetchMe(client: QueryClient) {
  if (tokenStore.get()) void client.prefetchQuery(meQuery);
}

export const useIsAdmin = () => useMe().data?.role === 'admin';

/** Where the sign-in page finds why the last sign-out did not reach the server. */
export const SIGN_OUT_FAILED = 'signOutFailed';

/** The warning to show after a sign-out the server did not confirm (read once), or undefined. */
export function takeSignOutFailure(): string | undefined {
  const reason = sessionStorage.getItem(SIGN_OUT_FAILED);
  if (reason === null) return undefined;
  sessionStorage.removeItem(SIGN_OUT_FAILED);
  return `You are signed out on this device, but the server did not confirm it (${reason}). The sign-in may still be open on the server: sign in and use "Sign out everywhere", or change your password.`;
}

/** Signs out: this sign-in ends on the server too (or every sign-in of the user, `everywhere`). */
export function useLogout() {
  const qc = useQueryClient();
  return async (everywhere = false) => {
    // The token is forgotten here whatever the server answers: an unreachable server must not keep
    // anyone signed in. But when the server was not told, the sign-in may still be open there, and
    // the user is told so on the sign-in page (the page reloads, so a toast here would be lost).
    await (everywhere ? call(usersApi.logoutEverywhere) : call(usersApi.logout)).then(
      () => undefined,
      (e: unknown) => {
        sessionStorage.setItem(SIGN_OUT_FAILED, errorMessage(e, 'The server could not be reached'));
      },
    );
    tokenStore.clear();
    qc.clear();
    window.location.assign('/login');
  };
}

export function RequireAuth() {
  const location = useLocation();
  const me = useMe();
  if (!tokenStore.get()) return <Redirect to={`/login?next=${encodeURIComponent(location.pathname + location.search)}`} />;
  if (me.isLoading) {
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  }
  return <Outlet />;
}

/** Goes to another path once mounted. (React Router's <Navigate> returns its navigation promise from an effect.) */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** Admin-only screens: a user who opens one by its address sees why it is closed. */
export function RequireAdmin({ children }: { children: React.ReactNode }) {
  const me = useMe();
  if (me.data?.role !== 'admin') return <Center p="xl">Only an admin can open this screen.</Center>;
  return <>{children}</>;
}
