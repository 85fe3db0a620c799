// Party and account ledgers and the individual voucher report, from posted lines only. A ledger
// starts with an opening row (the balance before the from date) and runs a balance down its rows.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { dec, fromPaisa, money, paisa, sum, toAmount, type Decimal } from '../../../domain/money.js';
import { LEDGER } from '../../ledger/accounts.js';
import { PARTY_TYPE, ledgerTotals } from '../../ledger/balances.js';
import { SOURCE } from '../../ledger/sources.js';
import { VOUCHER_TYPES } from '../../numbering/numbering.js';
import type { VoucherType } from '../../../domain/voucherTypes.js';
import type { LedgerRow, LedgerTotals, PartyLedgerRow } from '../../../contracts/ledger-reports.js';

interface RawLine {
  date: string;
  vc_no: string;
  vc_type: number;
  particulars: string;
  description: string;
  debit: string;
  credit: string;
  source_type: string | null;
  source_id: number | null;
}

export interface Range {
  fromDate?: string;
  toDate?: string;
}

const typeName = (t: number) => VOUCHER_TYPES[t as VoucherType]?.name ?? 'Journal';

const inRange = (r: Range) => sql`${r.fromDate ? sql`and v.vc_date >= ${r.fromDate}` : sql``} ${r.toDate ? sql`and v.vc_date <= ${r.toDate}` : sql``}`;
const beforeRange = (r: Range) => (r.fromDate ? sql`and v.vc_date < ${r.fromDate}` : sql`and false`);

/**
 * The opening row, then each line with the balance so far. `sign` 1 runs debit minus credit,
 * -1 credit minus debit. Summed in whole paisa: a year's ledger has thousands of lines.
 */
function runningLedger<L extends RawLine, E extends object = object>(
  opening: Decimal,
  lines: L[],
  sign: 1 | -1,
  openingDate: string,
  /** What the opening row carries beyond a ledger row's fields (a party ledger's `cheque: null`). */
  openingExtra = {} as E,
): { rows: (LedgerRow & Omit<L, keyof RawLine>)[]; totals: LedgerTotals } {
  const open = paisa(money(opening));
  let balance = open;
  let debit = 0;
  let credit = 0;
  const openingRow: LedgerRow = {
    date: openingDate, vc_no: '', vc_type: null, particulars: 'Opening Balance', description: '', debit: 0, credit: 0,
    balance: fromPaisa(open), source_type: null, source_id: null, ...openingExtra,
  };
  const rest = lines.map((l) => {
    const d = paisa(l.debit);
    const c = paisa(l.credit);
    debit += d;
    credit += c;
    balance += (d - c) * sign;
    return { ...l, debit: fromPaisa(d), credit: fromPaisa(c), balance: fromPaisa(balance) };
  });
  return {
    rows: [openingRow as LedgerRow & Omit<L, keyof RawLine>, ...rest],
    totals: { debit: fromPaisa(debit), credit: fromPaisa(credit), opening: fromPaisa(open), closing: fromPaisa(balance) },
  };
}

/** Debits less credits of the posted lines before the range. */
async function openingNet(ex: Executor, where: SQL, r: Range): Promise<Decimal> {
  const o = await one<{ net: string }>(ex, sql`select coalesce(sum(v.debit - v.credit), 0) as net from voucher_lines v where ${where} and v.post_status = 1 ${beforeRange(r)}`);
  return dec(o?.net);
}

// ---- party ledger ------------------------------------------------------------------------------

/** What a party's line came from, in a clerk's words. */
const PARTICULARS = sql`case v.source_type
  when 'sale' then 'Sales' when 'purchase' then 'Purchase' when 'sales_return' then 'Sales Return'
  when 'purchase_return' then 'Purchase Return' when 'party_opening' then 'Opening Balance'
  when 'collpay' then case v.vc_type when 4 then 'Cash Collection' when 5 then 'Cheque Collection'
                                    when 2 then 'Cash Payment' else 'Cheque Payment' end
  else case v.vc_type when 2 then 'Cash Payment' when 3 then 'Bank Payment' when 4 then 'Cash Received'
                      when 5 then 'Bank Received' else 'Journal' end end`;

export async function partyLedger(ex: Executor, partyId: number, r: Range) {
  const where = sql`v.party_id = ${partyId} and v.ledger_id in (${LEDGER.receivable}, ${LEDGER.payable})`;
  // Three reads at once: the party, its lines and its opening balance.
  const [party, lines, opening] = await Promise.all([
    one<{ id: number; name: string; mobile: string; address: string; type: number; amount: string; created_at: Date | string; created_date: string }>(
      ex,
      // without a from date the ledger opens on the earlier of the party's opening date and the day it was made
      sql`select id, name, mobile, address, type, amount, created_at,
            to_char(least(opening_date, (created_at at time zone 'Asia/Dhaka')::date), 'YYYY-MM-DD') as created_date
          from parties where id = ${partyId}`,
    ),
    // a receipt or payment by cheque (a collection's, a bill's, a purchase's) with its cheque as it now stands
    rows<RawLine & { cheque: PartyLedgerRow['cheque'] }>(
      ex,
      sql`select to_char(v.vc_date, 'YYYY-MM-DD') as date, v.vc_no, v.vc_type, ${PARTICULARS} as particulars, v.narr as description,
            v.debit, v.credit, v.source_type, v.source_id,
            (select json_build_object('chq_no', ch.chq_no, 'direction', ch.direction, 'state', ch.state) from cheques ch
              where ch.source_type = v.source_type and ch.source_id = v.source_id and v.source_type in (${SOURCE.collPay}, ${SOURCE.purchase})
                and ch.vc_no = v.vc_no) as cheque
          from voucher_lines v where ${where} and v.post_status = 1 ${inRange(r)} order by v.vc_date, v.id`,
    ),
    openingNet(ex, where, r),
  ]);
  if (!party) throw notFound('This party does not exist');
  const sign = party.type === PARTY_TYPE.supplier ? -1 : 1;
  const { created_date, ...head } = party;
  const ledger = runningLedger(opening.times(sign), lines, sign, r.fromDate ?? created_date, { cheque: null });
  return {
    party: { ...head, amount: toAmount(party.amount), created_at: new Date(party.created_at).toISOString() },
    ledger: ledger.rows,
    totals: ledger.totals,
  };
}

// ---- account ledger ----------------------------------------------------------------------------

export async function accountLedger(ex: Executor, ledgerId: number, r: Range) {
  const where = sql`v.ledger_id = ${ledgerId}`;
  // Three reads at once: the ledger, its lines and its opening balance.
  const [ledger, lines, opening] = await Promise.all([
    one<{ id: number; name: string; sub_name: string; main_name: string; group_name: string; nature: string; open_date: string | null }>(
      ex,
      sql`select l.id, l.name, s.name as sub_name, m.name as main_name, g.name as group_name, g.nature, to_char(l.open_date, 'YYYY-MM-DD') as open_date
          from ledgers l join acc_subs s on s.id = l.s_id join acc_mains m on m.id = l.m_id join acc_groups g on g.id = m.g_id where l.id = ${ledgerId}`,
    ),
    // Particulars: the other ledgers of the voucher, as Tally shows them.
    rows<RawLine>(
      ex,
      sql`select to_char(v.vc_date, 'YYYY-MM-DD') as date, v.vc_no, v.vc_type,
            coalesce((select string_agg(distinct l2.name, ', ') from voucher_lines v2 join ledgers l2 on l2.id = v2.ledger_id
                      where v2.vc_no = v.vc_no and v2.ledger_id <> v.ledger_id), '') as particulars,
            concat_ws(' - ', nullif(v.narr, ''), p.name) as description, v.debit, v.credit, v.source_type, v.source_id
          from voucher_lines v left join parties p on p.id = v.party_id
          where ${where} and v.post_status = 1 ${inRange(r)} order by v.vc_date, v.vc_no, v.id`,
    ),
    r.fromDate
      ? one<{ net: string }>(ex, sql`select coalesce(sum(debit - credit), 0) as net from ${ledgerTotals(r.fromDate, 'before', [ledgerId])} t`)
      : undefined,
  ]);
  if (!ledger) throw notFound('This ledger does not exist');
  const { open_date, ...head } = ledger;
  const acc = runningLedger(dec(opening?.net), lines, 1, r.fromDate ?? open_date ?? lines[0]?.date ?? '');
  return { ledger: head, acc: acc.rows, totals: acc.totals };
}

// ---- one voucher -------------------------------------------------------------------------------

export async function voucherReport(ex: Executor, vcNo: string) {
  const lines = await rows<{ vc_type: number; vc_date: string; ledger_id: number; ledger_name: string; sub_name: string; party_name: string | null; narr: string; debit: string; credit: string }>(
    ex,
    sql`select v.vc_type, to_char(v.vc_date, 'YYYY-MM-DD') as vc_date, v.ledger_id, l.name as ledger_name, s.name as sub_name, p.name as party_name,
          v.narr, v.debit, v.credit
        from voucher_lines v join ledgers l on l.id = v.ledger_id join acc_subs s on s.id = l.s_id left join parties p on p.id = v.party_id
        where v.vc_no = ${vcNo} and v.post_status = 1 order by v.id`,
  );
  if (!lines.length) throw notFound(`No posted voucher has the number ${vcNo}`);
  return {
    vc_no: vcNo,
    vc_type: lines[0].vc_type,
    type_name: typeName(lines[0].vc_type),
    vc_date: lines[0].vc_date,
    description: [...new Set(lines.map((l) => l.narr).filter(Boolean))].join('; '),
    total_debit: toAmount(sum(lines.map((l) => l.debit))),
    total_credit: toAmount(sum(lines.map((l) => l.credit))),
    lines: lines.map(({ vc_type: _t, vc_date: _d, ...l }) => ({ ...l, debit: toAmount(l.debit), credit: toAmount(l.credit) })),
  };
}

/** Ledger names for the report pickers, for every signed-in user. */
export const ledgerOptions = (ex: Executor) =>
  rows<{ id: number; name: string; sub_name: string; main_name: string }>(
    ex,
    sql`select l.id, l.name, s.name as sub_name, m.name as main_name from ledgers l join acc_subs s on s.id = l.s_id join acc_mains m on m.id = l.m_id order by l.name`,
  );
