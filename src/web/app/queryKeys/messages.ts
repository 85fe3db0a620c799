// Keys and routes of the messages to customers: the settings, the outbox and a customer's consent.
import { endpoints } from '../../components/client';
import type { messagesRoutes } from '../../../contracts/messages';

export const messageKeys = {
  settings: ['messages', 'settings'] as const,
  /** Every page of the outbox. */
  outboxAll: ['messages', 'outbox'] as const,
  outbox: (state: string, offset: number) => ['messages', 'outbox', state, offset] as const,
  preview: (template: string, lang: string, text: string) => ['messages', 'preview', template, lang, text] as const,
  consent: (id: number) => ['messages', 'consent', id] as const,
};

export const messagesApi = endpoints<typeof messagesRoutes>({
  settings: 'GET /messages/settings',
  saveSettings: 'PUT /messages/settings',
  testSend: 'POST /messages/test',
  preview: 'POST /messages/preview',
  outbox: 'GET /messages',
  resend: 'POST /messages/:id/resend',
  sendDocument: 'POST /messages/send_document',
  consent: 'GET /messages/consent/:id',
  saveConsent: 'PUT /messages/consent/:id',
});
