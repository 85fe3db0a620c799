// The posted books as a journal: the general ledger's posted vouchers, and the construction books
// (their ledgers' opening amounts, then their vouchers) under a "Construction" account.
import { sql, one, rows, type Executor } from '../../db/client.js';
import { dec, money } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { VOUCHER_TYPES } from '../../numbering/numbering.js';
import type { VoucherType } from '../../../domain/voucherTypes.js';
import type { HledgerQuery } from '../../../contracts/ledgerJournal.js';
import { accountNamer, COMMODITY, formatJournal, type Transaction } from './journal.js';

/** What a document's voucher came from, in a clerk's words. */
const SOURCE_LABELS: Record<string, string> = {
  purchase: 'Purchase',
  purchase_return: 'Purchase return',
  sale: 'Sale',
  sales_return: 'Sales return',
  collpay: 'Collection or payment',
  adjustment: 'Stock adjustment',
  model_opening: 'Opening stock',
  party_opening: 'Party opening balance',
  ledger_opening: 'Ledger opening balance',
  year_close: 'Year-end closing',
};

interface TradingLine {
  vc_no: string;
  vc_type: number;
  vc_date: string;
  ledger_id: number;
  party_id: number | null;
  net: string;
  narr: string;
  source_type: string | null;
  source_id: number | null;
  group_name: string;
  main_name: string;
  sub_name: string;
  ledger_name: string;
  party_name: string | null;
}

/** Groups rows by a key, keeping the first-seen order. */
function groupBy<T>(items: T[], key: (t: T) => string): T[][] {
  const map = new Map<string, T[]>();
  for (const i of items) {
    const group = map.get(key(i));
    if (group) group.push(i);
    else map.set(key(i), [i]);
  }
  return [...map.values()];
}

/** "Sale - Rahim Traders - Sales invoice INV-...": what the voucher came from, the party, the narration. */
function tradingDescription(lines: TradingLine[]): string {
  const first = lines[0];
  const label = first.source_type ? (SOURCE_LABELS[first.source_type] ?? first.source_type) : (VOUCHER_TYPES[first.vc_type as VoucherType]?.name ?? 'Voucher');
  const narr = lines.find((l) => l.narr.trim())?.narr.trim();
  const party = lines.find((l) => l.party_name)?.party_name;
  const what = narr?.toLowerCase().startsWith(label.toLowerCase()) ? narr : [label, narr].filter(Boolean).join(' - ');
  return [what, party].filter(Boolean).join(' - ');
}

/** The general ledger: one transaction per posted voucher; a party's lines under its ledger. */
export async function tradingTransactions(ex: Executor, q: HledgerQuery): Promise<Transaction[]> {
  const lines = await rows<TradingLine>(
    ex,
    sql`select v.vc_no, v.vc_type, v.vc_date, v.ledger_id, v.party_id, (v.debit - v.credit)::text as net, v.narr, v.source_type, v.source_id,
          g.name as group_name, m.name as main_name, s.name as sub_name, l.name as ledger_name, p.name as party_name
        from voucher_lines v
        join ledgers l on l.id = v.ledger_id
        join acc_subs s on s.id = l.s_id
        join acc_mains m on m.id = l.m_id
        join acc_groups g on g.id = m.g_id
        left join parties p on p.id = v.party_id
        where v.post_status = 1 ${q.toDate ? sql`and v.vc_date <= ${q.toDate}` : sql``}
        order by v.vc_date, v.vc_no, v.id`,
  );
  const name = accountNamer();
  const accountOf = (l: TradingLine) => {
    const ledger = name(`ledger:${l.ledger_id}`, l.ledger_id, [l.group_name, l.main_name, l.sub_name, l.ledger_name]);
    if (l.party_id === null) return ledger;
    return name(`party:${l.ledger_id}:${l.party_id}`, l.party_id, [l.party_name ?? `Party ${l.party_id}`], ledger);
  };
  return groupBy(lines, (l) => l.vc_no).map((voucher) => ({
    date: voucher[0].vc_date,
    code: voucher[0].vc_no,
    description: tradingDescription(voucher),
    comment: voucher[0].source_type ? `source: ${voucher[0].source_type} ${voucher[0].source_id}` : undefined,
    postings: voucher.map((l) => ({ account: accountOf(l), amount: money(l.net), comment: l.narr })),
  }));
}

interface ProjectLedger {
  id: number;
  name: string;
  amount: string;
  open_date: string | null;
  group_name: string;
  main_name: string;
  sub_name: string;
}

interface ProjectLine {
  project_vc_no: string;
  project_vc_type: number;
  project_vc_date: string;
  project_ledger_id: number;
  net: string;
  remarks: string;
  work_id: string | null;
}

export const CONSTRUCTION_ROOT = 'Construction';
const CONSTRUCTION_OPENING = `${CONSTRUCTION_ROOT}:Opening balances`;

/**
 * The construction books. A ledger's opening amount is not a voucher there, so each becomes an
 * opening transaction against "Construction:Opening balances", which keeps every transaction
 * balanced and each ledger's balance equal to its opening amount plus its debits less its credits.
 */
export async function constructionTransactions(ex: Executor, q: HledgerQuery): Promise<Transaction[]> {
  const ledgers = await rows<ProjectLedger>(
    ex,
    sql`select l.id, l.name, l.amount::text as amount, l.open_date, g.name as group_name, m.name as main_name, s.name as sub_name
        from project_ledgers l
        join project_acc_mains m on m.id = l.project_acc_main_id
        join project_acc_groups g on g.id = m.project_g_id
        join project_acc_subs s on s.id = l.project_acc_sub_id
        order by l.id`,
  );
  const lines = await rows<ProjectLine>(
    ex,
    sql`select v.project_vc_no, v.project_vc_type, v.project_vc_date, v.project_ledger_id, (v.debit - v.credit)::text as net, v.remarks, p.work_id
        from project_voucher_lines v left join projects p on p.id = v.project_id
        ${q.toDate ? sql`where v.project_vc_date <= ${q.toDate}` : sql``}
        order by v.project_vc_date, v.project_vc_no, v.inx, v.id`,
  );
  const name = accountNamer();
  const byId = new Map(ledgers.map((l) => [l.id, name(`ledger:${l.id}`, l.id, [CONSTRUCTION_ROOT, l.group_name, l.main_name, l.sub_name, l.name])]));
  const firstDate = lines[0]?.project_vc_date ?? q.toDate ?? todayInDhaka();
  const openings: Transaction[] = ledgers
    .filter((l) => !dec(l.amount).isZero() && (!q.toDate || !l.open_date || l.open_date <= q.toDate))
    .map((l) => ({
      date: l.open_date ?? firstDate,
      code: 'opening',
      description: `Opening balance - ${l.name}`,
      postings: [
        { account: byId.get(l.id)!, amount: money(l.amount) },
        { account: CONSTRUCTION_OPENING, amount: money(dec(l.amount).neg()) },
      ],
    }));
  const vouchers = groupBy(lines, (l) => l.project_vc_no).map((voucher) => ({
    date: voucher[0].project_vc_date,
    code: voucher[0].project_vc_no,
    description: voucher.find((l) => l.remarks.trim())?.remarks ?? 'Construction voucher',
    comment: voucher[0].work_id ? `project: ${voucher[0].work_id}` : undefined,
    postings: voucher.map((l) => ({ account: byId.get(l.project_ledger_id) ?? `${CONSTRUCTION_ROOT}:Ledger ${l.project_ledger_id}`, amount: money(l.net) })),
  }));
  return [...openings, ...vouchers];
}

/** The journal text of the whole books. */
export async function hledgerJournal(ex: Executor, q: HledgerQuery): Promise<string> {
  const company = await one<{ name: string; code: string }>(ex, sql`select name, code from company where id = 1`);
  const header = [
    `The books of ${company ? `${company.name} (${company.code})` : 'the company'}: posted vouchers${q.toDate ? ` dated up to ${q.toDate}` : ''}.`,
    `Written ${new Date().toISOString()}. Amounts in ${COMMODITY}, debit positive, credit negative.`,
    'Accounts: group:main head:sub head:ledger, a party under its ledger; the construction books under Construction.',
  ];
  return formatJournal(header, [...(await tradingTransactions(ex, q)), ...(await constructionTransactions(ex, q))]);
}
