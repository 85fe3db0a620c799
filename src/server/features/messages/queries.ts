// The outbox list, newest first, and a customer's consent.
import { one, sql, type Executor } from '../../db/client.js';
import { pagedRows, searchAny, whereAll } from '../../db/paging.js';
import { notFound } from '../../errors.js';
import type { Consent, OutboxMessage } from '../../../contracts/messages.js';

const iso = (col: string) => sql.raw(`to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export async function listOutbox(ex: Executor, q: { state?: string; search?: string; limit?: number; offset?: number }) {
  const where = whereAll([q.state ? sql`m.state = ${q.state}` : undefined, searchAny([sql`m.recipient`, sql`p.name`, sql`m.body`], q.search)]);
  const page = await pagedRows<OutboxMessage>(ex, {
    select: sql`m.id::int as id, m.channel, m.template, m.lang, m.party_id, p.name as party_name, m.recipient, m.subject, m.body, m.doc_kind, m.doc_id,
                m.state, m.attempts, ${iso('m.next_at')} as next_at, m.provider_reply, m.error, ${iso('m.created_at')} as created_at, ${iso('m.sent_at')} as sent_at`,
    from: sql`from messages m left join parties p on p.id = m.party_id ${where}`,
    orderBy: sql`m.id desc`,
    page: { limit: q.limit ?? 50, offset: q.offset },
  });
  return { data: page.rows, total: page.total };
}

export async function readConsent(ex: Executor, partyId: number): Promise<Consent> {
  const r = await one<Consent>(ex, sql`select email, msg_sms, msg_email, msg_lang from parties where id = ${partyId}`);
  if (!r) throw notFound('Party not found');
  return r;
}
