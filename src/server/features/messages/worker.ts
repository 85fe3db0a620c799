// The outbox's worker. Every server runs one; they share the outbox through the database:
//
// - A claim takes due rows of a channel with FOR UPDATE SKIP LOCKED and marks them "sending" with a
//   lease, in one statement, under a transaction lock per channel that keeps the day's cap exact.
//   Two servers never claim one row.
// - The text is written on the row before the send (from the document as it stands), then the
//   provider's reply and "sent" in one update. A row whose reply is stored is never sent again.
// - A failed send goes back to "queued" with a back-off (1, 5, 30, 120 minutes); after 5 attempts,
//   or at once when the provider refused the message itself, it is "failed" (an admin may resend).
// - A row still "sending" after its lease belongs to a server that stopped mid-send: the provider
//   may or may not have it. SMTP and HTTP have no exactly-once; so an SMS whose gateway is given the
//   message's reference ({ref}, or the JSON shape) is sent again with the same reference, for the
//   gateway to drop as a repeat; any other (every email) is marked failed, "may have been sent",
//   and is never sent again on its own: at most once.
// - Nothing is sent in the quiet hours, 21:00 to 09:00 Dhaka time unless an admin sets others (rows
//   wait until morning), nor on a channel an
//   admin has not turned on, nor beyond the channel's daily cap (the rest waits for the next day).
import { inTransaction, rows, sql, type Executor } from '../../db/client.js';
import { dhakaWallClock, todayInDhaka } from '../../../domain/dates.js';
import type { MessageLang, MessageTemplate } from '../../../contracts/messages.js';
import { PermanentFailure, sendEmail, sendSms, smsCarriesRef } from './channels.js';
import { documentFacts, type DocKind } from './documents.js';
import { drawPdf } from './pdf.js';
import { readSettings, type SettingsRow } from './settings.js';
import { render, templatesOf } from './templates.js';

export interface WorkerOptions {
  /** The server's secret, for the channels' password and key. */
  secret: string;
  /** The clock (tests set it). */
  now?: () => Date;
  /** How long a claim lasts before another server may take the row over. */
  leaseMs?: number;
  /** Rows a claim takes at most, sent at once. */
  batch?: number;
}

export const MAX_ATTEMPTS = 5;
const BACKOFF_MINUTES = [1, 5, 30, 120];
const DEFAULT_LEASE_MS = 2 * 60_000;

/** In the quiet hours (from `quiet_from` to `quiet_to` o'clock in Dhaka; equal: none) nothing is sent. */
export function inQuietHours(now: Date, s: Pick<SettingsRow, 'quiet_from' | 'quiet_to'>): boolean {
  const h = dhakaWallClock(now).getUTCHours();
  const { quiet_from: from, quiet_to: to } = s;
  return from < to ? h >= from && h < to : from > to ? h >= from || h < to : false;
}

/** The start of the Dhaka day of `now`, as an instant. */
const dhakaDayStart = (now: Date) => new Date(`${todayInDhaka(now)}T00:00:00+06:00`);

interface Claimed {
  id: number;
  channel: 'sms' | 'email';
  template: MessageTemplate | 'test';
  lang: MessageLang;
  party_id: number | null;
  recipient: string;
  subject: string | null;
  body: string | null;
  doc_kind: DocKind | null;
  doc_id: number | null;
  attach_pdf: boolean;
  attempts: number;
}

/** Rows left "sending" past their lease by a server that stopped: see the top of this file. */
async function takeOverStale(db: Executor, s: SettingsRow, now: Date) {
  const resendable = smsCarriesRef(s);
  await db.execute(
    sql`update messages set state = 'queued', next_at = ${now}, lease_until = null,
          error = 'The server stopped while sending it; sent again with the same reference, which the gateway drops if it had it'
        where state = 'sending' and lease_until < ${now} and provider_reply is null and channel = 'sms' and ${resendable}::boolean`,
  );
  await db.execute(
    sql`update messages set state = 'failed', lease_until = null,
          error = 'The server stopped while sending it: it may have been delivered. It is not sent again on its own; resend it if the customer did not get it.'
        where state = 'sending' and lease_until < ${now} and provider_reply is null`,
  );
}

async function claim(db: Executor, channel: 'sms' | 'email', cap: number, now: Date, leaseMs: number, batch: number): Promise<Claimed[]> {
  return inTransaction(db, async (tx) => {
    // One claim per channel at a time across servers, so that the count against the cap is exact;
    // SKIP LOCKED keeps a claim from waiting on rows another transaction holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`messages:${channel}`}))`);
    return rows<Claimed>(
      tx,
      sql`with used as (select count(*)::int as n from messages where channel = ${channel} and (state = 'sending' or (state = 'sent' and sent_at >= ${dhakaDayStart(now)})))
          update messages m set state = 'sending', attempts = m.attempts + 1, lease_until = ${new Date(now.getTime() + leaseMs)}
          where m.id in (
            select id from messages where channel = ${channel} and state = 'queued' and next_at <= ${now}
            order by next_at, id limit greatest(0, least(${batch}, ${cap} - (select n from used)))
            for update skip locked)
          returning m.id::int as id, m.channel, m.template, m.lang, m.party_id, m.recipient, m.subject, m.body, m.doc_kind, m.doc_id, m.attach_pdf, m.attempts`,
    );
  });
}

/**
 * The text of a message: as written at its first attempt, else from its template and document. An
 * email's PDF has the document's lines, then the message's text (in the customer's language).
 */
async function textOf(
  db: Executor,
  s: SettingsRow,
  m: Claimed,
): Promise<{ subject: string | null; body: string; pdf?: { fileName: string; content: Buffer } }> {
  const facts = m.doc_kind && m.doc_id ? await documentFacts(db, m.doc_kind, m.doc_id) : undefined;
  if (m.doc_kind && !facts) throw new PermanentFailure('The document no longer exists');
  let t = { subject: m.subject, body: m.body ?? '' };
  if (m.body === null) {
    if (m.template === 'test') throw new PermanentFailure('A test message without text');
    const text = templatesOf(s.templates)[m.template][m.lang];
    const r = render(m.template, m.lang, text, facts?.vars ?? {});
    await db.execute(sql`update messages set subject = ${r.subject}, body = ${r.body} where id = ${m.id} and state = 'sending'`);
    t = r;
  }
  const lines = [...(facts?.pdf ?? []), { text: '' }, ...t.body.split('\n').map((text) => ({ text }))];
  const pdf = m.attach_pdf && facts ? { fileName: facts.fileName, content: await drawPdf(lines) } : undefined;
  return { ...t, pdf };
}

/** Sends one claimed message and records how it went. */
export async function sendClaimed(db: Executor, s: SettingsRow, m: Claimed, opts: WorkerOptions): Promise<void> {
  const ref = `msg-${m.id}`;
  try {
    const t = await textOf(db, s, m);
    const reply =
      m.channel === 'sms'
        ? await sendSms(s, opts.secret, m.recipient, t.body, ref)
        : await sendEmail(s, opts.secret, { to: m.recipient, subject: t.subject ?? '', text: t.body, ref, attachment: t.pdf });
    const now = opts.now?.() ?? new Date();
    await db.execute(
      sql`update messages set state = 'sent', provider_reply = ${reply}, sent_at = ${now}, lease_until = null, error = null where id = ${m.id} and state = 'sending'`,
    );
  } catch (e) {
    const now = opts.now?.() ?? new Date();
    const error = (e as Error).message?.slice(0, 2000) || String(e);
    const reply = e instanceof PermanentFailure ? error : null;
    if (e instanceof PermanentFailure || m.attempts >= MAX_ATTEMPTS) {
      await db.execute(
        sql`update messages set state = 'failed', error = ${error}, provider_reply = ${reply}, lease_until = null where id = ${m.id} and state = 'sending'`,
      );
    } else {
      const wait = BACKOFF_MINUTES[Math.min(m.attempts - 1, BACKOFF_MINUTES.length - 1)] * 60_000;
      await db.execute(
        sql`update messages set state = 'queued', error = ${error}, next_at = ${new Date(now.getTime() + wait)}, lease_until = null where id = ${m.id} and state = 'sending'`,
      );
    }
  }
}

/** One round: takes over stale rows, then claims and sends a batch of each channel that is on. Returns how many it claimed. */
export async function drainOnce(db: Executor, opts: WorkerOptions): Promise<number> {
  const now = opts.now?.() ?? new Date();
  const s = await readSettings(db);
  await takeOverStale(db, s, now);
  if (inQuietHours(now, s)) return 0;
  let claimed = 0;
  for (const channel of ['sms', 'email'] as const) {
    if (!(channel === 'sms' ? s.sms_enabled : s.email_enabled)) continue;
    const batch = await claim(db, channel, channel === 'sms' ? s.sms_daily_cap : s.email_daily_cap, now, opts.leaseMs ?? DEFAULT_LEASE_MS, opts.batch ?? 10);
    claimed += batch.length;
    await Promise.all(batch.map((m) => sendClaimed(db, s, m, opts)));
  }
  return claimed;
}

/** Rounds until nothing is due (a round claims at most a batch a channel). */
export async function drain(db: Executor, opts: WorkerOptions): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await drainOnce(db, opts);
    if (!n) return total;
    total += n;
  }
}
