// Commands on customers and suppliers. A party's opening amount is a journal against Opening
// Balance Equity (source 'party_opening', id = party id), dated the party's opening date, posted
// with the party and re-posted when the amount, the type or the date changes. Its lines are built by
// posting.ts, without the database.
import { sql, one, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound, pgError } from '../../errors.js';
import { post, removeBySource } from '../../ledger/ledger.js';
import { dec, money } from '../../../domain/money.js';
import { todayInDhaka, yearOf } from '../../../domain/dates.js';
import { refuseFutureDate } from '../../documentDate.js';
import { partyNameRequired, type PartyBody, type PartyEditBody, type PartyType } from '../../../contracts/parties.js';
import { getParty } from './queries.js';
import { partyOpeningVoucherLines } from '../../ledger/openingPosting.js';
import { SOURCE } from '../../ledger/sources.js';
import { refuseAdminOnlyChanges } from '../../auth/adminFields.js';
import { VC } from '../../../domain/voucherTypes.js';


interface PartyRow {
  id: number;
  type: PartyType;
  name: string;
  phone: string;
  mobile: string;
  contact_person: string;
  address: string;
  zone: string;
  amount: string;
  opening_date: string;
  credit_limit: string | null;
  credit_days: number | null;
  vds_entity: boolean;
}

type Fields = Omit<PartyRow, 'id'>;

function fieldsOf(body: PartyEditBody, cur?: PartyRow): Fields {
  if (body.opening_date) refuseFutureDate(body.opening_date, 'opening_date');
  const type = (body.type ?? cur?.type) as PartyType;
  const name = (body.name ?? cur?.name ?? '').trim();
  if (!name) throw badRequest(partyNameRequired(type), 'name');
  return {
    type,
    name,
    phone: body.phone ?? cur?.phone ?? '',
    mobile: body.mobile ?? cur?.mobile ?? '',
    contact_person: body.contact_person ?? cur?.contact_person ?? '',
    address: body.address ?? cur?.address ?? '',
    zone: body.zone ?? cur?.zone ?? '',
    amount: money(body.amount ?? cur?.amount ?? 0),
    opening_date: body.opening_date ?? cur?.opening_date ?? todayInDhaka(),
    // left out: as it was; null or '': no limit
    credit_limit: body.credit_limit === undefined ? (cur?.credit_limit ?? null) : body.credit_limit === null ? null : money(body.credit_limit),
    credit_days: body.credit_days === undefined ? (cur?.credit_days ?? null) : body.credit_days,
    vds_entity: body.vds_entity ?? cur?.vds_entity ?? false,
  };
}

/** Replaces the party's opening voucher, dated its opening date (same number while the year stays the same). */
async function postOpening(tx: Executor, partyId: number, f: Fields, createdBy: number) {
  const old = await one<{ vc_no: string; vc_date: string }>(
    tx,
    sql`select vc_no, to_char(vc_date, 'YYYY-MM-DD') as vc_date from voucher_lines where source_type = ${SOURCE.partyOpening} and source_id = ${partyId} limit 1`,
  );
  await removeBySource(tx, SOURCE.partyOpening, partyId);
  const lines = partyOpeningVoucherLines({ partyId, type: f.type, name: f.name, amount: f.amount });
  if (!lines.length) return;
  const vcNo = old && yearOf(old.vc_date) === yearOf(f.opening_date) ? old.vc_no : undefined;
  await post(tx, { vcType: VC.journal, vcDate: f.opening_date, vcNo, postStatus: 1, source: { type: SOURCE.partyOpening, id: partyId }, createdBy, lines });
}

async function lockParty(tx: Executor, id: number): Promise<PartyRow> {
  const row = await one<PartyRow>(tx, sql`select *, to_char(opening_date, 'YYYY-MM-DD') as opening_date from parties where id = ${id} for update`);
  if (!row) throw notFound('Party not found');
  return row;
}

export function createParty(db: Executor, body: PartyBody, userId: number, role = 'user') {
  return inTransaction(db, async (tx) => {
    const f = fieldsOf(body);
    // A new party's VDS mark is an admin's (its credit terms are set freely when it is made, as before).
    refuseAdminOnlyChanges(role, 'customer', { credit_limit: f.credit_limit, credit_days: f.credit_days, vds_entity: false }, f);
    const row = await one<{ id: number }>(
      tx,
      sql`insert into parties (type, name, phone, mobile, contact_person, address, zone, amount, opening_date, credit_limit, credit_days, vds_entity, created_by)
          values (${f.type}, ${f.name}, ${f.phone}, ${f.mobile}, ${f.contact_person}, ${f.address}, ${f.zone}, ${f.amount}, ${f.opening_date},
                  ${f.credit_limit}, ${f.credit_days}, ${f.vds_entity}, ${userId})
          returning id`,
    );
    await postOpening(tx, row!.id, f, userId);
    return getParty(tx, row!.id);
  });
}

export function editParty(db: Executor, id: number, body: PartyEditBody, userId: number, role = 'user') {
  return inTransaction(db, async (tx) => {
    const cur = await lockParty(tx, id);
    const f = fieldsOf(body, cur);
    refuseAdminOnlyChanges(role, 'customer', cur, f);
    await tx.execute(
      sql`update parties set type = ${f.type}, name = ${f.name}, phone = ${f.phone}, mobile = ${f.mobile}, contact_person = ${f.contact_person},
            address = ${f.address}, zone = ${f.zone}, amount = ${f.amount}, opening_date = ${f.opening_date},
            credit_limit = ${f.credit_limit}, credit_days = ${f.credit_days}, vds_entity = ${f.vds_entity}
          where id = ${id}`,
    );
    if (!dec(cur.amount).equals(f.amount) || cur.type !== f.type || cur.opening_date !== f.opening_date) await postOpening(tx, id, f, userId);
    return getParty(tx, id);
  });
}

/** Deletes a party that has no transactions; its own opening voucher goes with it. */
export function removeParty(db: Executor, id: number) {
  return inTransaction(db, async (tx) => {
    await lockParty(tx, id);
    if (await one(tx, sql`select 1 from voucher_lines where party_id = ${id} and source_type is distinct from ${SOURCE.partyOpening} limit 1`))
      throw conflict('This party has transactions in the books; it cannot be deleted');
    if (await one(tx, sql`select 1 from coll_pay where supp_id = ${id} limit 1`)) throw conflict('This party has collections or payments; it cannot be deleted');
    await removeBySource(tx, SOURCE.partyOpening, id);
    try {
      await tx.execute(sql`delete from parties where id = ${id}`);
    } catch (e) {
      if (pgError(e).code === '23503') throw conflict('This party is used by documents; it cannot be deleted');
      throw e;
    }
  });
}
