// Toasts: top-center, closing after 2 seconds (set once on the Notifications provider).
import { notifications } from '@mantine/notifications';
import { errorMessage, SERVER_WARNING } from './api';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });
export const notifyError = (e: unknown, fallback?: string) => notifications.show({ color: 'red', message: errorMessage(e, fallback) });
export const notifyWarning = (message: string) => notifications.show({ color: 'yellow', message });

// A succeeded write's warning from the server stays longer than a toast: it asks for a look.
if (typeof window !== 'undefined')
  window.addEventListener(SERVER_WARNING, (e) =>
    notifications.show({ color: 'orange', title: 'Warning', message: (e as CustomEvent<string>).detail, autoClose: 10_000 }),
  );
