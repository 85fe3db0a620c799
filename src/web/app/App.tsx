import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './print.css';
import { Combobox, MantineProvider, createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { createRouter } from './router';
import { prefetchMe } from './auth';
import { seedEarlyReads } from './earlyStart';
import { AfterFirstPaint } from '../components/useAfterFirstPaint';
// Its listener shows the server's warnings on a succeeded write, whatever screen made it.
import '../components/notify';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'sm',
  // A clerk whose system asks for less motion gets dialogs and menus without their transitions.
  respectReducedMotion: true,
  fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
  components: {
    // A closed select's list is not drawn (Mantine keeps it mounted, hidden, by default): a form
    // of six selects would otherwise draw six lists, their options and scroll areas as it opens.
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
  },
});
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
// Lists refetch on focus and on mount (TanStack Query's defaults); a failed read is not retried
// three times before the clerk sees the message.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 0 } } });
seedEarlyReads(queryClient);
prefetchMe(queryClient);

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  // The app opens dialogs and notifications through Mantine's static calls (modals.open,
  // notifications.show), never their hooks, so their hosts need not wrap the screens. The
  // notifications' host joins after the first frame: what is shown before then waits in its store.
  // The dialogs' host is there from the start, as a dialog asked for without it would be lost.
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }} />
        <AfterFirstPaint>
          <Notifications position="top-center" autoClose={2000} />
        </AfterFirstPaint>
      </QueryClientProvider>
    </MantineProvider>
  );
}
