// Commands on messages: a document's email (queued with its PDF, drawn when sent), a resend, a test
// send, a preview with a real document, and a customer's consent.
import { inTransaction, one, sql, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { Consent, MessageLang, MessageTemplate } from '../../../contracts/messages.js';
import { sendEmail, sendSms } from './channels.js';
import { documentFacts, type DocKind } from './documents.js';
import { readSettings } from './settings.js';
import { render, smsCount, templatesOf } from './templates.js';

const EMAIL_OF = { sale: 'invoice_email', quotation: 'quotation_email', collection: 'receipt_email' } as const;

/** The customer of a document, with their email and language. */
async function customerOf(tx: Executor, kind: 'sale' | 'quotation' | 'collection', id: number) {
  const from =
    kind === 'sale'
      ? sql`from sales d left join parties p on p.id = d.cus_id where d.id = ${id}`
      : kind === 'quotation'
        ? sql`from quotations d left join parties p on p.id = d.customer_id where d.id = ${id}`
        : sql`from coll_pay d left join parties p on p.id = d.supp_id where d.id = ${id} and d.coll_pay_type = 2`;
  return one<{ party_id: number | null; email: string | null; msg_email: boolean | null; lang: MessageLang | null }>(
    tx,
    sql`select p.id as party_id, p.email, p.msg_email, p.msg_lang as lang ${from}`,
  );
}

/** Queues a document's email with its PDF; `to` overrides the customer's address. */
export async function queueDocumentEmail(db: Executor, kind: 'sale' | 'quotation' | 'collection', id: number, to: string | undefined, userId: number) {
  return inTransaction(db, async (tx) => {
    const s = await readSettings(tx);
    if (!s.email_enabled) throw conflict('Email is turned off: an admin turns it on under Settings → Messages');
    const c = await customerOf(tx, kind, id);
    if (!c) throw notFound('This document does not exist');
    const address = to || c.email;
    if (!address) throw badRequest('This customer has no email address: enter one', 'to');
    // A customer who takes no email gets one only when the clerk types the address.
    if (!to && c.msg_email === false) throw conflict('This customer does not take email: enter an address to send it anyway');
    await tx.execute(
      sql`insert into messages (channel, template, lang, party_id, recipient, doc_kind, doc_id, attach_pdf, created_by)
          values ('email', ${EMAIL_OF[kind]}, ${c.lang ?? 'en'}, ${c.party_id}, ${address}, ${kind}, ${id}, true, ${userId})`,
    );
    return address;
  });
}

/** Sends a message again, as a new message: the old one keeps its reply. */
export async function resend(db: Executor, id: number, userId: number) {
  const r = await one(
    db,
    sql`insert into messages (channel, template, lang, party_id, recipient, subject, body, doc_kind, doc_id, attach_pdf, created_by)
        select channel, template, lang, party_id, recipient, subject, body, doc_kind, doc_id, attach_pdf, ${userId}
        from messages where id = ${id} and state in ('sent', 'failed') returning id`,
  );
  if (!r) {
    if (await one(db, sql`select 1 from messages where id = ${id}`)) throw conflict('This message is still queued or being sent');
    throw notFound('No such message');
  }
}

/** A test message sent at once (the channel need not be on yet), recorded in the outbox with its reply. */
export async function testSend(db: Executor, secret: string, channel: 'sms' | 'email', to: string, userId: number): Promise<{ ok: boolean; reply: string }> {
  const s = await readSettings(db);
  const body = channel === 'sms' ? 'Test SMS from the back office.' : 'This is a test email from the back office. Email is set up.';
  const subject = channel === 'email' ? 'Test email' : null;
  const m = (await one<{ id: number }>(
    db,
    sql`insert into messages (channel, template, recipient, subject, body, state, attempts, lease_until, created_by)
        values (${channel}, 'test', ${to}, ${subject}, ${body}, 'sending', 1, now() + interval '2 minutes', ${userId}) returning id::int as id`,
  ))!;
  try {
    const reply =
      channel === 'sms'
        ? await sendSms(s, secret, to, body, `msg-${m.id}`)
        : await sendEmail(s, secret, { to, subject: subject!, text: body, ref: `msg-${m.id}` });
    await db.execute(sql`update messages set state = 'sent', provider_reply = ${reply}, sent_at = now(), lease_until = null where id = ${m.id}`);
    return { ok: true, reply };
  } catch (e) {
    const error = (e as Error).message || String(e);
    await db.execute(sql`update messages set state = 'failed', error = ${error}, lease_until = null where id = ${m.id}`);
    return { ok: false, reply: error };
  }
}

const PREVIEW_DOC: Record<MessageTemplate, { kind: DocKind; latest: ReturnType<typeof sql> }> = {
  sale_sms: { kind: 'sale', latest: sql`select max(id) as id from sales` },
  invoice_email: { kind: 'sale', latest: sql`select max(id) as id from sales` },
  collection_sms: { kind: 'collection', latest: sql`select max(id) as id from coll_pay where coll_pay_type = 2` },
  receipt_email: { kind: 'collection', latest: sql`select max(id) as id from coll_pay where coll_pay_type = 2` },
  quotation_email: { kind: 'quotation', latest: sql`select max(id) as id from quotations` },
  cheque_sms: { kind: 'cheque', latest: sql`select max(id) as id from cheques where direction = 'received'` },
  dues_sms: { kind: 'party', latest: sql`select max(id) as id from parties where type in (1, 3)` },
  claim_sms: { kind: 'claim', latest: sql`select max(id) as id from warranty_claims` },
};

/** The template filled from the latest real document of its kind, and an SMS's length and parts. */
export async function preview(db: Executor, template: MessageTemplate, lang: MessageLang, text: string | undefined) {
  const s = await readSettings(db);
  const doc = PREVIEW_DOC[template];
  const id = (await one<{ id: number | null }>(db, doc.latest))?.id;
  const facts = id ? await documentFacts(db, doc.kind, id) : undefined;
  const r = render(template, lang, text ?? templatesOf(s.templates)[template][lang], facts?.vars ?? {});
  return { ...r, document: facts?.title ?? null, sms: template.endsWith('_sms') ? smsCount(r.body) : null };
}

export async function saveConsent(db: Executor, partyId: number, c: Consent): Promise<Consent> {
  const r = await one<Consent>(
    db,
    sql`update parties set email = ${c.email}, msg_sms = ${c.msg_sms}, msg_email = ${c.msg_email}, msg_lang = ${c.msg_lang} where id = ${partyId}
        returning email, msg_sms, msg_email, msg_lang`,
  );
  if (!r) throw notFound('Party not found');
  return r;
}
