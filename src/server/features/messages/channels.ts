// The two channels: email through an SMTP server (nodemailer) and SMS through an HTTP gateway of the
// kind Bangladeshi providers offer. Each gives back the provider's reply, kept on the message. An SMS
// carries the message's reference ({ref}: "msg-<id>") so that a gateway that takes one sends a
// message given twice once; an email carries a Message-ID made from it.
import nodemailer from 'nodemailer';
import { decryptSecret } from './secrets.js';
import { fill } from './templates.js';

export interface ChannelSettings {
  smtp_host: string;
  smtp_port: number;
  smtp_tls: 'none' | 'starttls' | 'tls';
  smtp_user: string;
  smtp_pass: string | null;
  smtp_from: string;
  sms_shape: 'get' | 'post' | 'json';
  sms_url: string;
  sms_key: string | null;
  sms_sender: string;
  sms_params: string;
}

/** A send that failed for good (no point retrying): a wrong address, a channel not set up. */
export class PermanentFailure extends Error {}

const SEND_TIMEOUT_MS = 30_000;
const clip = (s: string) => (s.length > 2000 ? `${s.slice(0, 2000)}…` : s);

export interface Email {
  to: string;
  subject: string;
  text: string;
  ref: string;
  attachment?: { fileName: string; content: Buffer };
}

export async function sendEmail(s: ChannelSettings, secret: string, m: Email): Promise<string> {
  if (!s.smtp_host || !s.smtp_from) throw new PermanentFailure('Email is not set up: enter the SMTP host and the from address');
  const pass = decryptSecret(secret, s.smtp_pass);
  const transport = nodemailer.createTransport({
    host: s.smtp_host,
    port: s.smtp_port,
    secure: s.smtp_tls === 'tls',
    requireTLS: s.smtp_tls === 'starttls',
    ignoreTLS: s.smtp_tls === 'none',
    auth: s.smtp_user ? { user: s.smtp_user, pass: pass ?? '' } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    const domain = s.smtp_from.split('@')[1]?.replace(/[>\s]/g, '') || 'localhost';
    const info = await transport.sendMail({
      from: s.smtp_from,
      to: m.to,
      subject: m.subject,
      text: m.text,
      messageId: `<${m.ref}@${domain}>`,
      attachments: m.attachment ? [{ filename: m.attachment.fileName, content: m.attachment.content, contentType: 'application/pdf' }] : [],
    });
    if (info.rejected.length) throw new PermanentFailure(`Refused by the mail server: ${clip(String(info.response))}`);
    return clip(`${info.response} ${info.messageId}`);
  } catch (e) {
    const code = (e as { responseCode?: number }).responseCode;
    // 5xx: the server refused the message itself (an unknown mailbox); sending it again will not help.
    if (code && code >= 500 && !(e instanceof PermanentFailure)) throw new PermanentFailure(clip((e as Error).message));
    throw e;
  } finally {
    transport.close();
  }
}

/** The gateway's request for one SMS, by the provider's shape. */
export function smsRequest(s: ChannelSettings, secret: string, to: string, text: string, ref: string): { url: string; init: RequestInit } {
  if (!s.sms_url) throw new PermanentFailure('SMS is not set up: enter the gateway URL');
  const values = { to, message: text, api_key: decryptSecret(secret, s.sms_key) ?? '', sender_id: s.sms_sender, ref };
  if (s.sms_shape === 'json') {
    return {
      url: s.sms_url,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': ref },
        body: JSON.stringify({ api_key: values.api_key, senderid: values.sender_id, number: to, message: text, ref }),
      },
    };
  }
  // The generic template: each placeholder's value URL-encoded into the query (GET) or form body (POST).
  const encoded = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURIComponent(v)]));
  const params = fill(s.sms_params, encoded);
  if (s.sms_shape === 'get') {
    return { url: s.sms_url + (s.sms_url.includes('?') ? '&' : '?') + params, init: { method: 'GET', headers: { 'idempotency-key': ref } } };
  }
  return { url: s.sms_url, init: { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': ref }, body: params } };
}

/** Whether the gateway is given the message's reference, so that it can drop a repeat: see worker.ts. */
export const smsCarriesRef = (s: Pick<ChannelSettings, 'sms_shape' | 'sms_params'>) => s.sms_shape === 'json' || s.sms_params.includes('{ref}');

export async function sendSms(s: ChannelSettings, secret: string, to: string, text: string, ref: string): Promise<string> {
  const { url, init } = smsRequest(s, secret, to, text, ref);
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  const reply = clip(`${res.status} ${(await res.text()).trim()}`);
  if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new PermanentFailure(`The gateway refused the SMS: ${reply}`);
  if (!res.ok) throw new Error(`The gateway answered ${reply}`);
  return reply;
}
