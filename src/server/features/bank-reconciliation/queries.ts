// Reads of a bank reconciliation: the statement's lines with their matches and the automatic
// proposals, the open cheques and uncleared book lines to match them to, and the reconciliation
// statement on the statement date, with each cheque in the state it was in on that day (its events).
//
// A book line of the bank's ledger is in the bank from its bank date: the date marked here
// (bank_clearances), or its own date for the lines the bank itself dated (a cheque's clearing or
// presentation, a bounced cheque's charge: source 'cheque'), an opening balance, and the cheques the
// upgrade found already in the bank.
import type { SQL } from 'drizzle-orm';
import { sql, one, rows, type Executor } from '../../db/client.js';
import { fromPaisa, paisa, toAmount } from '../../../domain/money.js';
import { displayDate } from '../../../domain/dates.js';
import { notFound } from '../../errors.js';
import { ledgerBalance } from '../../ledger/balances.js';
import { CHEQUE_AT, CHEQUE_PARTY, CHEQUE_PARTY_NAME } from '../../ledger/cheques.js';
import type { ReconCandidate, ReconMatch, Reconciliation, ReconStatement } from '../../../contracts/bankReconciliation.js';
import { MATCH_DAYS, proposeMatches, type Candidate } from './matching.js';
import { SOURCE } from '../../ledger/sources.js';

export interface Bank {
  id: number;
  name: string;
  account_no: string;
  ledger_id: number;
}

export async function bankOf(ex: Executor, bankId: number): Promise<Bank | undefined> {
  return one<Bank>(
    ex,
    sql`select id, case when branch <> '' then name || ' - ' || branch else name end as name, account_no, ledger_id from banks where id = ${bankId} and ledger_id is not null`,
  );
}

/** The day a book line `v` reached the bank, or null while it has not. */
export const BANK_DATE = (v: SQL) => sql`(case when ${v}.source_type in (${SOURCE.cheque}, ${SOURCE.ledgerOpening})
      or exists (select 1 from cheques lc where lc.legacy and lc.vc_no = ${v}.vc_no) then ${v}.vc_date
    else (select bc.bank_date from bank_clearances bc where bc.voucher_line_id = ${v}.id) end)`;

const PARTICULARS = sql`coalesce(nullif(v.narr, ''), (select string_agg(distinct l.name, ', ') from voucher_lines o join ledgers l on l.id = o.ledger_id where o.vc_no = v.vc_no and o.id <> v.id))`;

interface BookLine {
  id: number;
  vc_no: string;
  date: string;
  particulars: string;
  chq_no: string | null;
  debit: string;
  credit: string;
}

/** Book lines of the bank's ledger up to `through` not in the bank by `by` (every one not yet cleared when `by` is null). */
async function unclearedLines(ex: Executor, ledgerId: number, through: string, by: string | null): Promise<BookLine[]> {
  return rows<BookLine>(
    ex,
    sql`select v.id, v.vc_no, to_char(v.vc_date, 'YYYY-MM-DD') as date, ${PARTICULARS} as particulars, v.chq_no, v.debit::text, v.credit::text
        from voucher_lines v
        where v.ledger_id = ${ledgerId} and v.post_status = 1 and v.vc_date <= ${through}
          and ${by ? sql`(${BANK_DATE(sql`v`)} is null or ${BANK_DATE(sql`v`)} > ${by})` : sql`${BANK_DATE(sql`v`)} is null`}
        order by v.vc_date, v.id limit 5000`,
  );
}

interface OpenCheque {
  id: number;
  direction: 'received' | 'issued';
  chq_no: string;
  party_name: string;
  amount: string;
  date: string;
}

const chequeLabel = (c: OpenCheque) =>
  `${c.direction === 'received' ? 'Cheque' : 'Our cheque'} ${c.chq_no || '(no number)'} ${c.direction === 'received' ? 'from' : 'to'} ${c.party_name}, ${c.direction === 'received' ? 'deposited' : 'issued'} ${displayDate(c.date)}`;
const bookLabel = (l: BookLine) => `${l.vc_no} ${displayDate(l.date)} ${l.particulars ?? ''}${l.chq_no ? `, cheque ${l.chq_no}` : ''}`;

/** The reconciliation statement of a bank on a date, `unmatched`: the statement's lines not in the books. */
export async function reconStatement(
  ex: Executor,
  bank: Bank,
  date: string,
  closing: string,
  unmatched: { date: string; label: string; debit: string; credit: string }[],
): Promise<ReconStatement> {
  const [ledger, deposited, issued, books] = await Promise.all([
    ledgerBalance(ex, bank.ledger_id, date),
    rows<{ date: string; label: string; amount: string }>(
      ex,
      sql`select to_char(ca.event_date, 'YYYY-MM-DD') as date, 'Cheque ' || c.chq_no || ' from ' || ${CHEQUE_PARTY_NAME} as label, c.amount::text as amount
          from cheques c ${CHEQUE_PARTY} ${CHEQUE_AT(date)}
          where c.direction = 'received' and ca.state = 'deposited' and ca.bank_id = ${bank.id}
          order by ca.event_date, c.id`,
    ),
    rows<{ date: string; label: string; amount: string }>(
      ex,
      sql`select to_char(c.received_date, 'YYYY-MM-DD') as date, 'Cheque ' || c.chq_no || ' to ' || ${CHEQUE_PARTY_NAME} as label, c.amount::text as amount
          from cheques c ${CHEQUE_PARTY} ${CHEQUE_AT(date)}
          where c.direction = 'issued' and not c.legacy and ca.state = 'issued' and ca.bank_id = ${bank.id}
          order by c.received_date, c.id`,
    ),
    unclearedLines(ex, bank.ledger_id, date, date),
  ]);
  const part = (items: { date: string; label: string; amount: number }[]) => ({ total: fromPaisa(items.reduce((s, i) => s + paisa(i.amount), 0)), items });
  const dnc = part(deposited.map((d) => ({ ...d, amount: toAmount(d.amount) })));
  const inp = part(issued.map((d) => ({ ...d, amount: toAmount(d.amount) })));
  const booksOnly = part(books.map((l) => ({ date: l.date, label: bookLabel(l), amount: fromPaisa(paisa(l.debit) - paisa(l.credit)) })));
  const bankOnly = part(unmatched.map((l) => ({ date: l.date, label: l.label, amount: fromPaisa(paisa(l.credit) - paisa(l.debit)) })));
  const ledgerP = paisa(ledger);
  const booksP = ledgerP + paisa(dnc.total) - paisa(inp.total);
  const computed = booksP - paisa(dnc.total) + paisa(inp.total) - paisa(booksOnly.total) + paisa(bankOnly.total);
  const diff = paisa(closing) - computed;
  return {
    bank_ledger_balance: fromPaisa(ledgerP),
    books_balance: fromPaisa(booksP),
    deposited_not_cleared: dnc,
    issued_not_presented: inp,
    in_books_not_bank: booksOnly,
    in_bank_not_books: bankOnly,
    computed_balance: fromPaisa(computed),
    statement_balance: toAmount(closing),
    difference: fromPaisa(diff),
    agrees: diff === 0,
  };
}

/**
 * Cheques the bank may clear or present, the book lines it has not passed yet, and the lines of
 * cheques already cleared or presented through the register from `from` on (the statement shows
 * them too), as match candidates.
 */
async function candidates(
  ex: Executor,
  bank: Bank,
  from: string,
  through: string,
  reconId: number,
): Promise<{ list: Candidate[]; labels: Map<string, ReconCandidate> }> {
  const [cheques, lines, clearings] = await Promise.all([
    rows<OpenCheque>(
      ex,
      sql`select c.id, c.direction, c.chq_no, ${CHEQUE_PARTY_NAME} as party_name, c.amount::text as amount,
            to_char(case when c.direction = 'received' then c.deposited_date else c.received_date end, 'YYYY-MM-DD') as date
          from cheques c ${CHEQUE_PARTY}
          where c.bank_id = ${bank.id} and not c.legacy and ((c.direction = 'received' and c.state = 'deposited') or (c.direction = 'issued' and c.state = 'issued'))
          order by 6, c.id`,
    ),
    unclearedLines(ex, bank.ledger_id, through, null),
    rows<BookLine>(
      ex,
      sql`select v.id, v.vc_no, to_char(v.vc_date, 'YYYY-MM-DD') as date, ${PARTICULARS} as particulars, v.chq_no, v.debit::text, v.credit::text
          from voucher_lines v
          where v.ledger_id = ${bank.ledger_id} and v.post_status = 1 and v.source_type = ${SOURCE.cheque} and v.vc_date between ${from} and ${through}
            and not exists (select 1 from bank_statement_lines s where s.matched_line_id = v.id and s.recon_id <> ${reconId})
          order by v.vc_date, v.id limit 5000`,
    ),
  ]);
  const matchedElsewhere = await rows<{ id: number }>(
    ex,
    sql`select matched_line_id as id from bank_statement_lines where matched_line_id is not null and recon_id <> ${reconId}`,
  );
  const taken = new Set(matchedElsewhere.map((r) => r.id));
  const list: Candidate[] = [];
  const labels = new Map<string, ReconCandidate>();
  for (const c of cheques) {
    const amount = paisa(c.amount);
    list.push({
      kind: 'cheque',
      id: c.id,
      date: c.date,
      chqNo: c.chq_no,
      moneyIn: c.direction === 'received' ? amount : 0,
      moneyOut: c.direction === 'issued' ? amount : 0,
    });
    labels.set(`cheque:${c.id}`, {
      kind: 'cheque',
      id: c.id,
      date: c.date,
      label: chequeLabel(c),
      debit: c.direction === 'received' ? toAmount(c.amount) : 0,
      credit: c.direction === 'issued' ? toAmount(c.amount) : 0,
      in_bank: false,
    });
  }
  const inBank = new Set(clearings.map((l) => l.id));
  for (const l of [...lines, ...clearings]) {
    if (taken.has(l.id)) continue;
    list.push({ kind: 'book', id: l.id, date: l.date, chqNo: l.chq_no ?? '', moneyIn: paisa(l.debit), moneyOut: paisa(l.credit) });
    labels.set(`book:${l.id}`, {
      kind: 'book',
      id: l.id,
      date: l.date,
      label: bookLabel(l),
      debit: toAmount(l.debit),
      credit: toAmount(l.credit),
      in_bank: inBank.has(l.id),
    });
  }
  return { list, labels };
}

interface LineRow {
  id: number;
  line_no: number;
  date: string;
  description: string;
  chq_no: string;
  debit: string;
  credit: string;
  balance: string | null;
  matched_cheque_id: number | null;
  matched_line_id: number | null;
  cheque_label: string | null;
  book_label: string | null;
}

export async function getReconciliation(ex: Executor, id: number): Promise<Reconciliation> {
  const r = await one<{ id: number; bank_id: number; statement_date: string; closing_balance: string; note: string }>(
    ex,
    sql`select id, bank_id, to_char(statement_date, 'YYYY-MM-DD') as statement_date, closing_balance::text, note from bank_reconciliations where id = ${id}`,
  );
  if (!r) throw notFound('This reconciliation does not exist');
  const bank = (await bankOf(ex, r.bank_id))!;
  const lines = await rows<LineRow>(
    ex,
    sql`select s.id, s.line_no, to_char(s.txn_date, 'YYYY-MM-DD') as date, s.description, s.chq_no, s.debit::text, s.credit::text, s.balance::text,
          s.matched_cheque_id, s.matched_line_id,
          case when c.id is not null then 'Cheque ' || c.chq_no || ' of ' || ${CHEQUE_PARTY_NAME} end as cheque_label,
          case when v.id is not null then v.vc_no || ' ' || to_char(v.vc_date, 'DD-Mon-YYYY') || ' ' || coalesce(nullif(v.narr, ''), '') end as book_label
        from bank_statement_lines s
        left join cheques c on c.id = s.matched_cheque_id ${CHEQUE_PARTY}
        left join voucher_lines v on v.id = s.matched_line_id
        where s.recon_id = ${id} order by s.line_no, s.id`,
  );
  const latest = lines.reduce((d, l) => (l.date > d ? l.date : d), r.statement_date);
  const earliest = lines.reduce((d, l) => (l.date < d ? l.date : d), r.statement_date);
  const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const { list, labels } = await candidates(ex, bank, shift(earliest, -MATCH_DAYS), shift(latest, MATCH_DAYS), id);
  const open = lines.filter((l) => !l.matched_cheque_id && !l.matched_line_id);
  const proposals = proposeMatches(
    open.map((l) => ({ id: l.id, date: l.date, chqNo: l.chq_no, debit: paisa(l.debit), credit: paisa(l.credit) })),
    list,
  );
  const asMatch = (c: ReconCandidate | undefined): ReconMatch | null => (c ? { kind: c.kind, id: c.id, label: c.label } : null);
  const unmatched = open
    .filter((l) => l.date <= r.statement_date)
    .map((l) => ({ date: l.date, label: l.description || `Line ${l.line_no}`, debit: l.debit, credit: l.credit }));
  return {
    id: r.id,
    bank_id: bank.id,
    bank_name: bank.name,
    account_no: bank.account_no,
    statement_date: r.statement_date,
    closing_balance: toAmount(r.closing_balance),
    note: r.note,
    lines: lines.map((l) => {
      const p = proposals.get(l.id);
      return {
        id: l.id,
        line_no: l.line_no,
        date: l.date,
        description: l.description,
        chq_no: l.chq_no,
        debit: toAmount(l.debit),
        credit: toAmount(l.credit),
        balance: l.balance === null ? null : toAmount(l.balance),
        matched: l.matched_cheque_id
          ? { kind: 'cheque', id: l.matched_cheque_id, label: l.cheque_label ?? '' }
          : l.matched_line_id
            ? { kind: 'book', id: l.matched_line_id, label: (l.book_label ?? '').trim() }
            : null,
        suggestion: p ? asMatch(labels.get(`${p.kind}:${p.id}`)) : null,
      };
    }),
    candidates: [...labels.values()],
    statement: await reconStatement(ex, bank, r.statement_date, r.closing_balance, unmatched),
  };
}

export async function listReconciliations(ex: Executor, bankId?: number) {
  const found = await rows<{ id: number; bank_id: number; bank_name: string; statement_date: string; closing_balance: string; lines: number }>(
    ex,
    sql`select r.id, r.bank_id, case when b.branch <> '' then b.name || ' - ' || b.branch else b.name end as bank_name,
          to_char(r.statement_date, 'YYYY-MM-DD') as statement_date, r.closing_balance::text,
          (select count(*)::int from bank_statement_lines s where s.recon_id = r.id) as lines
        from bank_reconciliations r join banks b on b.id = r.bank_id
        ${bankId ? sql`where r.bank_id = ${bankId}` : sql``}
        order by r.statement_date desc, r.id desc limit 500`,
  );
  return { data: found.map((f) => ({ ...f, closing_balance: toAmount(f.closing_balance) })) };
}
