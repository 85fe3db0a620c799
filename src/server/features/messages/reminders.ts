// The day's reminders, queued once a day across servers (the day is claimed in
// message_settings.reminders_last_date first, as the daily backup claims its day), after 09:00 Dhaka:
// - dues: a customer who owed money N days ago (the setting) and owes now, at most once a week;
// - cheques: a post-dated cheque received from a customer, the day before its date.
// Only to customers who take SMS, and only while the SMS channel is on.
import { one, rows, sql, type Executor } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyNetSql } from '../../ledger/balances.js';
import { SMS_NUMBER } from '../../messages/outbox.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { inQuietHours } from './worker.js';
import { readSettings } from './settings.js';

const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Queues the day's reminders if no server has yet; returns how many it queued. */
export async function queueRemindersIfDue(db: Executor, now = new Date()): Promise<number> {
  const s = await readSettings(db);
  if (inQuietHours(now, s)) return 0;
  if (!s.sms_enabled || (!s.dues_enabled && !s.cheque_enabled)) return 0;
  const today = todayInDhaka(now);
  const claimed = await one(
    db,
    sql`update message_settings set reminders_last_date = ${today} where id = 1 and (reminders_last_date is null or reminders_last_date < ${today}) returning 1`,
  );
  if (!claimed) return 0;
  let queued = 0;
  if (s.dues_enabled) {
    const cutoff = addDays(today, -s.dues_days);
    const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
    const r = await rows(
      db,
      sql`insert into messages (channel, template, lang, party_id, recipient, doc_kind, doc_id, next_at)
          select 'sms', 'dues_sms', p.msg_lang, p.id, ${SMS_NUMBER}, 'party', p.id, ${now}
          from parties p
          where p.type in (1, 3) and p.msg_sms and ${SMS_NUMBER} is not null
            and ${partyNetSql(sql`p.id`)} > 0
            and (select coalesce(sum(v.debit - v.credit), 0) from voucher_lines v
                  where v.party_id = p.id and v.ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}) and v.post_status = 1 and v.vc_date <= ${cutoff}) > 0
            and not exists (select 1 from messages x where x.party_id = p.id and x.template = 'dues_sms' and x.created_at > ${weekAgo})
          returning id`,
    );
    queued += r.length;
  }
  if (s.cheque_enabled) {
    const r = await rows(
      db,
      sql`insert into messages (channel, template, lang, party_id, recipient, doc_kind, doc_id, next_at)
          select 'sms', 'cheque_sms', p.msg_lang, p.id, ${SMS_NUMBER}, 'cheque', c.id, ${now}
          from cheques c join parties p on p.id = c.party_id
          where c.direction = 'received' and c.state = 'received' and c.chq_date = ${addDays(today, 1)}
            and p.msg_sms and ${SMS_NUMBER} is not null
            and not exists (select 1 from messages x where x.doc_kind = 'cheque' and x.doc_id = c.id)
          returning id`,
    );
    queued += r.length;
  }
  return queued;
}
