import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './print.css';
import { MantineProvider, createTheme, localStorageColorSchemeManager } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { router } from './router';
import { prefetchMe } from './auth';
import { seedEarlyReads } from './earlyStart';

const theme = createTheme({ primaryColor: 'indigo', defaultRadius: 'sm', fontFamily: 'Inter, system-ui, -apple-system, Segoe UI, Roboto, sans-serif' });
const colorSchemeManager = localStorageColorSchemeManager({ key: 'color-scheme' });
// Lists refetch on focus and on mount (TanStack Query's defaults); a failed read is not retried
// three times before the clerk sees the message.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 0 } } });
seedEarlyReads(queryClient);
prefetchMe(queryClient);

export function App() {
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={2000} />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
