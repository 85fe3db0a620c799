// The outbox's door for the documents (issue 46): a bill or a collection queues its customer's SMS
// in its own transaction, so the message exists exactly when the document does. One statement, sent
// without waiting (writeBehind): nothing is read back, and a customer who takes no SMS, has no mobile
// number, or an SMS channel an admin has not turned on gives no row. The text is written when the
// message is sent (features/messages/worker.ts), from the document as it stands then.
import { sql, writeBehind, type Executor } from '../db/client.js';

/** The documents that queue a message when saved: a sale bill, a collection from a customer, a warranty claim back for pickup. */
export type MessageDocument = 'sale' | 'collection' | 'claim';

/** The party's mobile number, else its phone: what an SMS is sent to. */
export const SMS_NUMBER = sql`coalesce(nullif(trim(p.mobile), ''), nullif(trim(p.phone), ''))`;

export function queueDocumentMessages(tx: Executor, kind: MessageDocument, id: number): Promise<void> {
  const source =
    kind === 'sale'
      ? sql`from sales d join parties p on p.id = d.cus_id where d.id = ${id}`
      : kind === 'claim'
        ? sql`from warranty_claims d join parties p on p.id = d.cus_id where d.id = ${id}`
        : sql`from coll_pay d join parties p on p.id = d.supp_id where d.id = ${id} and d.coll_pay_type = 2 and d.sale_id is null`;
  // A claim goes to the number its customer left at the desk, else the customer's own.
  const to = kind === 'claim' ? sql`coalesce(nullif(trim(d.contact_mobile), ''), ${SMS_NUMBER})` : SMS_NUMBER;
  return writeBehind(
    tx,
    sql`insert into messages (channel, template, lang, party_id, recipient, doc_kind, doc_id)
        select 'sms', ${`${kind}_sms`}, p.msg_lang, p.id, ${to}, ${kind}, ${id}
        ${source} and p.msg_sms and ${to} is not null
          and exists (select 1 from message_settings m where m.id = 1 and m.sms_enabled)`,
  );
}
