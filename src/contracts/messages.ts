// Messages to customers (issue 46): the channels (SMTP email, an HTTP SMS gateway), the templates, the
// outbox and each customer's consent. Admin-only but for the outbox list, a document's "send by email"
// and the customer's consent.
import { z } from 'zod';
import { idParam, listQuery, messageBody, pagedOf } from './common.js';
import { route } from './route.js';

export const MESSAGE_TEMPLATES = [
  'sale_sms',
  'collection_sms',
  'dues_sms',
  'cheque_sms',
  'invoice_email',
  'quotation_email',
  'receipt_email',
  'claim_sms',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];
export const MESSAGE_LANGS = ['en', 'bn'] as const;
export type MessageLang = (typeof MESSAGE_LANGS)[number];

/** A template's text in each language; an email's first line is its subject. */
const templateText = z.string().trim().min(1, 'A template cannot be empty').max(2000, 'A template is too long (2000 characters at most)');
export const templateSet = z.object({ en: templateText, bn: templateText });
export type TemplateSet = z.infer<typeof templateSet>;

const shortText = (label: string, max = 200) =>
  z
    .string({ message: `${label} must be text` })
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`);
/** A secret: left out keeps the stored one, '' removes it, any other text replaces it. */
const secret = z.string().max(500, 'Too long (500 characters at most)').optional();
const hour = (label: string) =>
  z.coerce
    .number({ message: `${label} must be an hour, 0 to 23` })
    .int(`${label} must be a whole hour, 0 to 23`)
    .min(0, `${label} must be 0 to 23`)
    .max(23, `${label} must be 0 to 23`);
const cap = z.coerce.number({ message: 'The daily cap must be a number' }).int('The daily cap must be a whole number').min(0).max(100000);

export const messageSettingsBody = z.object({
  email_enabled: z.boolean(),
  smtp_host: shortText('SMTP host'),
  smtp_port: z.coerce.number({ message: 'SMTP port must be a number' }).int().min(1, 'SMTP port must be 1 to 65535').max(65535, 'SMTP port must be 1 to 65535'),
  smtp_tls: z.enum(['none', 'starttls', 'tls'], { message: "TLS must be 'none', 'starttls' or 'tls'" }),
  smtp_user: shortText('SMTP user'),
  smtp_pass: secret,
  smtp_from: shortText('From address'),
  sms_enabled: z.boolean(),
  sms_shape: z.enum(['get', 'post', 'json'], { message: "The gateway's shape must be 'get', 'post' or 'json'" }),
  sms_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: 'The gateway URL must be an http or https address' })]),
  sms_key: secret,
  sms_sender: shortText('Sender id', 40),
  sms_params: shortText('Gateway parameters', 1000),
  email_daily_cap: cap,
  sms_daily_cap: cap,
  dues_enabled: z.boolean(),
  dues_days: z.coerce.number({ message: 'Days must be a number' }).int().min(1, 'Days must be 1 to 365').max(365, 'Days must be 1 to 365'),
  cheque_enabled: z.boolean(),
  /** No message is sent from this hour to that one, Dhaka time (21 and 9 unless set); equal hours: none. Left out: kept. */
  quiet_from: hour('Quiet hours start').optional(),
  quiet_to: hour('Quiet hours end').optional(),
  /** Only the templates changed; the others keep their text. */
  templates: z.partialRecord(z.enum(MESSAGE_TEMPLATES), templateSet).optional(),
});
export type MessageSettingsBody = z.infer<typeof messageSettingsBody>;

export const messageSettings = messageSettingsBody.omit({ smtp_pass: true, sms_key: true, templates: true }).extend({
  quiet_from: z.number(),
  quiet_to: z.number(),
  /** Whether a password / API key is stored; the secret itself is never sent back. */
  smtp_pass_set: z.boolean(),
  sms_key_set: z.boolean(),
  templates: z.record(z.enum(MESSAGE_TEMPLATES), templateSet),
  default_templates: z.record(z.enum(MESSAGE_TEMPLATES), templateSet),
});
export type MessageSettings = z.infer<typeof messageSettings>;

export const testSendBody = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string().trim().min(3, 'Enter where to send the test').max(200),
});
export const testSendReply = z.object({ ok: z.boolean(), reply: z.string() });

export const smsCount = z.object({ encoding: z.enum(['GSM-7', 'UCS-2']), length: z.number(), segments: z.number() });
export type SmsCount = z.infer<typeof smsCount>;

export const previewBody = z.object({
  template: z.enum(MESSAGE_TEMPLATES),
  lang: z.enum(MESSAGE_LANGS),
  /** The text to preview (unsaved); the saved template when left out. */
  text: z.string().max(2000).optional(),
});
export const previewReply = z.object({
  subject: z.string().nullable(),
  body: z.string(),
  /** The document the preview was filled from, if one exists. */
  document: z.string().nullable(),
  sms: smsCount.nullable(),
});

export const outboxMessage = z.object({
  id: z.number(),
  channel: z.string(),
  template: z.string(),
  lang: z.string(),
  party_id: z.number().nullable(),
  party_name: z.string().nullable(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string().nullable(),
  doc_kind: z.string().nullable(),
  doc_id: z.number().nullable(),
  state: z.string(),
  attempts: z.number(),
  next_at: z.string(),
  provider_reply: z.string().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;
export const outboxQuery = listQuery.extend({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['queued', 'sending', 'sent', 'failed']).optional()),
});
export const outboxList = pagedOf(outboxMessage);

export const sendDocumentBody = z.object({
  kind: z.enum(['sale', 'quotation', 'collection']),
  id: z.coerce.number().int().positive(),
  /** The address to send to; the customer's email when left out. */
  to: z.union([z.literal(''), z.email('Not an email address')]).optional(),
});

export const consent = z.object({
  email: z.union([z.literal(''), z.email('Not an email address')]),
  msg_sms: z.boolean(),
  msg_email: z.boolean(),
  msg_lang: z.enum(MESSAGE_LANGS),
});
export type Consent = z.infer<typeof consent>;

export const messagesRoutes = {
  settings: route('GET', '/messages/settings', { reply: messageSettings }),
  saveSettings: route('PUT', '/messages/settings', { body: messageSettingsBody, reply: messageSettings }),
  testSend: route('POST', '/messages/test', { body: testSendBody, reply: testSendReply }),
  preview: route('POST', '/messages/preview', { body: previewBody, reply: previewReply }),
  outbox: route('GET', '/messages', { query: outboxQuery, reply: outboxList }),
  resend: route('POST', '/messages/:id/resend', { params: idParam, reply: messageBody }),
  sendDocument: route('POST', '/messages/send_document', { body: sendDocumentBody, reply: messageBody, status: 201 }),
  consent: route('GET', '/messages/consent/:id', { params: idParam, reply: consent }),
  saveConsent: route('PUT', '/messages/consent/:id', { params: idParam, body: consent, reply: consent }),
};
