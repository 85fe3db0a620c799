// Who is signed in. The token is stored at login and cleared at log out; without one, the guard
// sends the user to /login and remembers the path they asked for.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Center, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { api, tokenStore } from '../components/api';
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

/** Signs out: this sign-in ends on the server too (or every sign-in of the user, `everywhere`). */
export function useLogout() {
  const qc = useQueryClient();
  return async (everywhere = false) => {
    // The token is forgotten here whatever the server answers: an unreachable server must not keep anyone signed in.
    await api.post(everywhere ? '/logout_everywhere' : '/logout').catch(() => undefined);
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
