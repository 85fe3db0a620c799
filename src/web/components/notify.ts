// Toasts: top-center, closing after 2 seconds (set once on the Notifications provider).
import { notifications } from '@mantine/notifications';
import { errorMessage } from './api';

export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });
export const notifyError = (e: unknown, fallback?: string) => notifications.show({ color: 'red', message: errorMessage(e, fallback) });
export const notifyWarning = (message: string) => notifications.show({ color: 'yellow', message });
