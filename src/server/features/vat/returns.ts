// The VAT returns and registers, read from the same lines as the books so they tie to the VAT ledgers
// to the paisa: the monthly Mushak 9.1 summary, the sales register (Mushak 6.2), and the monthly
// settlement voucher that moves the month's output less input to the VAT payable to the treasury.
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict } from '../../errors.js';
import { post } from '../../ledger/ledger.js';
import { dec, money, toAmount } from '../../../domain/money.js';
import { addDays } from '../../../domain/fiscalYear.js';
import { printedTax } from './printedTax.js';
import { vatLedgers } from '../../vat/saleVat.js';
import { SOURCE } from '../../ledger/sources.js';
import { VC } from '../../../domain/voucherTypes.js';

/** 'yyyy-mm' → its first and last day. */
export function monthRange(month: string): { from: string; to: string; id: number } {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badRequest('Month must be written yyyy-mm', 'month');
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1), id: y * 100 + m };
}

type Ledgers = Awaited<ReturnType<typeof vatLedgers>>;

/**
 * The month's Mushak 9.1, by its notes (the numbers of the NBR's form): supplies by kind (1 zero-rated,
 * 3 exempt, 4 standard rate, 7 other than standard rate; exempt ones are not taxable supplies),
 * purchases by kind (10 zero-rated, 12 exempt, 14 standard rate with its input VAT credited, 18 VAT
 * not admissible for credit, which went into cost; and those that bore none), the increasing
 * adjustments (26 debit notes: input VAT given back) and the decreasing ones (29 VAT deducted at
 * source by VDS customers, 31 credit notes: output tax given back), each shown, not netted; the net
 * tax (34), the negative balance of the months before brought forward (46) and what is carried to the
 * next month (65). Every figure is also read from the VAT ledgers, and `ties` says they agree.
 */
export async function mushak91(ex: Executor, month: string) {
  const { from, to, id } = monthRange(month);
  const s = await one<Record<string, string>>(
    ex,
    sql`select
          (select coalesce(sum(i.net - i.disc), 0) from sales s join sales_items i on i.sale_id = s.id
            where s.mushak_no is not null and not i.vat_exempt and s.inv_date between ${from} and ${to}) as taxable_sales,
          (select coalesce(sum(s.vat), 0) from sales s where s.mushak_no is not null and s.inv_date between ${from} and ${to}) as output_vat,
          (select coalesce(sum(s.sd), 0) from sales s where s.mushak_no is not null and s.inv_date between ${from} and ${to}) as output_sd,
          (select coalesce(sum(r.vat), 0) from sales_returns r where r.credit_note_no is not null and r.return_date between ${from} and ${to}) as credit_note_vat,
          (select coalesce(sum(r.sd), 0) from sales_returns r where r.credit_note_no is not null and r.return_date between ${from} and ${to}) as credit_note_sd,
          (select count(*) from sales s where s.mushak_no is not null and s.inv_date between ${from} and ${to})::int as invoices,
          (select count(*) from sales_returns r where r.credit_note_no is not null and r.return_date between ${from} and ${to})::int as credit_notes,
          (select coalesce(sum(c.vds_vat), 0) from coll_pay c where c.vds_vat > 0 and c.date between ${from} and ${to}) as vds_vat,
          (select count(*) from coll_pay c where c.vds_vat > 0 and c.date between ${from} and ${to})::int as vds_collections`,
  );
  const l = await vatLedgers(ex).catch(() => null);
  const ledger = l
    ? await one<Record<string, string>>(
        ex,
        sql`select
              coalesce(sum(credit - debit) filter (where ledger_id = ${l.output}), 0) as output,
              coalesce(sum(credit - debit) filter (where ledger_id = ${l.sd}), 0) as sd,
              coalesce(sum(debit - credit) filter (where ledger_id = ${l.input}), 0) as input,
              coalesce(sum(debit - credit) filter (where ledger_id = ${l.vds}), 0) as vds
            from voucher_lines
            where vc_date between ${from} and ${to} and post_status = 1 and ledger_id in (${l.output}, ${l.sd}, ${l.input}, ${l.vds})
              and coalesce(source_type, '') <> ${SOURCE.vatSettlement}`,
      )
    : { output: '0', sd: '0', input: '0', vds: '0' };
  const outputNet = dec(s!.output_vat).minus(s!.credit_note_vat);
  const sdNet = dec(s!.output_sd).minus(s!.credit_note_sd);
  const input = dec(ledger!.input);
  const vds = dec(s!.vds_vat);
  const settled = await one<{ vc_no: string }>(
    ex,
    sql`select vc_no from voucher_lines where source_type = ${SOURCE.vatSettlement} and source_id = ${id} limit 1`,
  );
  const notes = await returnNotes(ex, from, to);
  const carriedIn = (await carryChain(ex, from, l)).carried;
  // Note 34: output less credit notes, less input VAT (purchases' less debit notes'), less VAT deducted at source.
  const netVat = outputNet.minus(input).minus(vds);
  const afterCarry = netVat.minus(carriedIn);
  const decreasing = {
    credit_notes: Number(s!.credit_notes),
    credit_note_vat: toAmount(s!.credit_note_vat),
    credit_note_sd: toAmount(s!.credit_note_sd),
    vds_collections: Number(s!.vds_collections),
    vds_vat: toAmount(vds),
    total_vat: toAmount(vds.plus(s!.credit_note_vat)),
  };
  return {
    month,
    from,
    to,
    invoices: Number(s!.invoices),
    credit_notes: Number(s!.credit_notes),
    taxable_sales: toAmount(s!.taxable_sales),
    output_vat: toAmount(s!.output_vat),
    output_sd: toAmount(s!.output_sd),
    credit_note_vat: toAmount(s!.credit_note_vat),
    credit_note_sd: toAmount(s!.credit_note_sd),
    input_vat: toAmount(input),
    vds_vat: toAmount(vds),
    net_vat_payable: toAmount(netVat),
    net_sd_payable: toAmount(sdNet),
    ledger_output_vat: toAmount(ledger!.output),
    ledger_sd: toAmount(ledger!.sd),
    ledger_vds: toAmount(ledger!.vds),
    /** The documents' figures equal the VAT ledgers' movements of the month. */
    ties: outputNet.eq(ledger!.output) && sdNet.eq(ledger!.sd) && vds.eq(ledger!.vds),
    settlement_vc_no: settled?.vc_no ?? null,
    supplies: notes.supplies,
    purchases: notes.purchases,
    purchase_vat: notes.purchase_vat,
    increasing: notes.increasing,
    decreasing,
    carried_forward_in: toAmount(carriedIn),
    /** This month's net VAT less the negative balance brought forward from the months before. */
    net_vat_after_carry_forward: toAmount(afterCarry),
    /** A negative net (more input and deductions than output) carried to the next month. */
    carry_forward_out: toAmount(afterCarry.isNegative() ? afterCarry.neg() : 0),
  };
}

const KINDS = ['standard', 'reduced', 'zero_rated', 'exempt'] as const;
type SupplyKind = (typeof KINDS)[number];
const PURCHASE_KINDS = ['standard', 'not_admissible', 'zero_rated', 'exempt', 'no_vat'] as const;
type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** A bill line's kind of supply. */
const SUPPLY_KIND = sql`(case when i.vat_exempt then 'exempt' when i.vat_bp = 0 then 'zero_rated' when i.vat_bp < 1500 then 'reduced' else 'standard' end)`;
/**
 * A purchase line's kind: VAT that went into cost is not admissible for credit (no BIN, goods sold
 * exempt or at a reduced rate); VAT credited is a standard-rate purchase; one without VAT is exempt
 * (its goods are), zero-rated (a rate of 0 on the supplier's invoice) or bore none.
 */
const PURCHASE_KIND = sql`(case when i.vat_in_cost > 0 then 'not_admissible' when i.input_vat > 0 then 'standard'
  when coalesce(m.vat_exempt, c.vat_exempt, false) then 'exempt' when i.vat_bp = 0 then 'zero_rated' else 'no_vat' end)`;
const PURCHASE_LINES = sql`purchases p join purchase_items i on i.purchase_id = p.id
  join product_models m on m.id = i.m_id left join product_categories c on c.id = m.c_id`;

/** The 9.1's notes of supplies, purchases and debit notes of the month. */
async function returnNotes(ex: Executor, from: string, to: string) {
  const byKind = await rows<{ kind: string; value: string; sd: string; vat: string; lines: number }>(
    ex,
    sql`select ${SUPPLY_KIND} as kind, sum(i.net - i.disc) as value, sum(i.sd) as sd, sum(i.vat) as vat, count(*)::int as lines
        from sales s join sales_items i on i.sale_id = s.id
        where s.mushak_no is not null and s.inv_date between ${from} and ${to} group by 1`,
  );
  const bought = await rows<{ kind: string; value: string; vat: string; credited: string; lines: number }>(
    ex,
    sql`select ${PURCHASE_KIND} as kind, sum(i.total) as value, sum(i.input_vat + i.vat_in_cost) as vat, sum(i.input_vat) as credited, count(*)::int as lines
        from ${PURCHASE_LINES} where p.pu_date between ${from} and ${to} group by 1`,
  );
  const a = await one<Record<string, string>>(
    ex,
    sql`select
          (select coalesce(sum(r.input_vat), 0) from purchase_returns r where r.debit_note_no is not null and r.return_date between ${from} and ${to}) as debit_note_vat,
          (select count(*) from purchase_returns r where r.debit_note_no is not null and r.return_date between ${from} and ${to})::int as debit_notes,
          (select coalesce(sum(p.input_vat), 0) from purchases p where p.pu_date between ${from} and ${to}) as purchase_vat`,
  );
  const supplies = Object.fromEntries(
    KINDS.map((k) => {
      const r = byKind.find((x) => x.kind === k);
      return [k, { value: toAmount(r?.value ?? 0), sd: toAmount(r?.sd ?? 0), vat: toAmount(r?.vat ?? 0), lines: r?.lines ?? 0 }];
    }),
  ) as Record<SupplyKind, { value: number; sd: number; vat: number; lines: number }>;
  const purchases = Object.fromEntries(
    PURCHASE_KINDS.map((k) => {
      const r = bought.find((x) => x.kind === k);
      return [k, { value: toAmount(r?.value ?? 0), vat: toAmount(r?.vat ?? 0), credited: toAmount(r?.credited ?? 0), lines: r?.lines ?? 0 }];
    }),
  ) as Record<PurchaseKind, { value: number; vat: number; credited: number; lines: number }>;
  return {
    supplies,
    purchases,
    purchase_vat: toAmount(a!.purchase_vat),
    /** Increasing adjustments: input VAT given back on debit notes. */
    increasing: { debit_notes: Number(a!.debit_notes), debit_note_vat: toAmount(a!.debit_note_vat), total_vat: toAmount(a!.debit_note_vat) },
  };
}

/**
 * The months before `from`, each with its net VAT (note 34) and the negative balance it brought
 * forward and carried on: a month's net less what it brought forward, when below zero, is carried to
 * the next, which counts it against its own; a month without VAT carries it on unchanged. Worked from
 * the documents and the input ledger, so it holds whether or not the months were settled.
 */
async function carryChain(ex: Executor, from: string, l: Ledgers | null) {
  const months: { month: string; net: number; brought_forward: number; carried_forward: number }[] = [];
  if (!l) return { months, carried: dec(0) };
  const list = await rows<{ month: string; net: string }>(
    ex,
    sql`select to_char(mo, 'YYYY-MM') as month, sum(v) as net from (
          select date_trunc('month', s.inv_date) as mo, sum(s.vat) as v from sales s where s.mushak_no is not null and s.inv_date < ${from} group by 1
          union all
          select date_trunc('month', r.return_date), -sum(r.vat) from sales_returns r where r.credit_note_no is not null and r.return_date < ${from} group by 1
          union all
          select date_trunc('month', v.vc_date), sum(v.credit - v.debit) from voucher_lines v
            where v.ledger_id = ${l.input} and v.post_status = 1 and v.vc_date < ${from} and coalesce(v.source_type, '') <> ${SOURCE.vatSettlement} group by 1
          union all
          select date_trunc('month', c.date), -sum(c.vds_vat) from coll_pay c where c.vds_vat > 0 and c.date < ${from} group by 1) x
        group by 1 order by 1`,
  );
  let carried = dec(0);
  for (const m of list) {
    const after = dec(m.net).minus(carried);
    const out = after.isNegative() ? after.neg() : dec(0);
    months.push({ month: m.month, net: toAmount(m.net), brought_forward: toAmount(carried), carried_forward: toAmount(out) });
    carried = out;
  }
  return { months, carried };
}

/** The notes a 9.1 lists documents for, each with its number on the NBR's form and what it is. */
export const MUSHAK91_NOTES = {
  zero_rated: { no: 1, title: 'Zero-rated supplies' },
  exempt: { no: 3, title: 'Exempt supplies' },
  standard: { no: 4, title: 'Standard-rated supplies (15 %)' },
  reduced: { no: 7, title: 'Supplies other than standard rate (reduced rates)' },
  purchases_zero_rated: { no: 10, title: 'Zero-rated purchases' },
  purchases_exempt: { no: 12, title: 'Exempt purchases' },
  purchases_standard: { no: 14, title: 'Standard-rated purchases (input VAT credited)' },
  purchases_not_admissible: { no: 18, title: 'Purchases whose VAT is not admissible for credit (in cost)' },
  purchases_no_vat: { no: 22, title: 'Purchases that bore no VAT' },
  debit_notes: { no: 26, title: 'Increasing adjustment: debit notes issued' },
  vds: { no: 29, title: 'Decreasing adjustment: VAT deducted at source by VDS customers' },
  credit_notes: { no: 31, title: 'Decreasing adjustment: credit notes issued' },
  carried_forward: { no: 46, title: 'Negative balance brought forward from the months before' },
} as const;
export type Mushak91NoteKey = keyof typeof MUSHAK91_NOTES;

interface NoteRow {
  id: number;
  date: string;
  doc_no: string;
  party: string;
  bin: string | null;
  value: number;
  sd: number;
  vat: number;
  /** What the document is: a tax invoice, a purchase, a debit or credit note, a collection. */
  kind: string;
  /** A collection's VDS certificate (Mushak 6.6), a purchase's supplier challan. */
  reference: string;
}

/** One note of the month's 9.1 opened: the documents it counts, each with its figures, and their totals. */
export async function mushak91Note(ex: Executor, month: string, note: Mushak91NoteKey) {
  const { from, to } = monthRange(month);
  const meta = MUSHAK91_NOTES[note];
  if (!meta) throw badRequest('No such note of the Mushak 9.1', 'note');
  let list: Record<string, string | number | null>[] = [];
  if ((KINDS as readonly string[]).includes(note)) {
    list = await rows(
      ex,
      sql`select s.id, s.inv_date::text as date, s.mushak_no as doc_no, p.name as party, p.bin, 'Tax invoice' as kind, s.inv_no as reference,
            sum(i.net - i.disc) as value, sum(i.sd) as sd, sum(i.vat) as vat
          from sales s join sales_items i on i.sale_id = s.id join parties p on p.id = s.cus_id
          where s.mushak_no is not null and s.inv_date between ${from} and ${to} and ${SUPPLY_KIND} = ${note}
          group by s.id, p.id order by s.inv_date, s.id`,
    );
  } else if (note.startsWith('purchases_')) {
    list = await rows(
      ex,
      sql`select p.id, p.pu_date::text as date, p.pu_no as doc_no, sp.name as party, coalesce(nullif(p.supp_bin, ''), sp.bin) as bin, 'Purchase' as kind,
            concat_ws(' / ', nullif(p.supp_inv, ''), nullif(p.supp_mushak_no, '')) as reference,
            sum(i.total) as value, sum(i.sd) as sd, sum(i.input_vat + i.vat_in_cost) as vat
          from ${PURCHASE_LINES} join parties sp on sp.id = p.supp_id
          where p.pu_date between ${from} and ${to} and ${PURCHASE_KIND} = ${note.slice('purchases_'.length)}
          group by p.id, sp.id order by p.pu_date, p.id`,
    );
  } else if (note === 'debit_notes') {
    list = await rows(
      ex,
      sql`select r.id, r.return_date::text as date, r.debit_note_no as doc_no, sp.name as party, sp.bin, 'Debit note' as kind, r.return_no as reference,
            r.total as value, 0 as sd, r.input_vat as vat
          from purchase_returns r join parties sp on sp.id = r.supp_id
          where r.debit_note_no is not null and r.return_date between ${from} and ${to} order by r.return_date, r.id`,
    );
  } else if (note === 'credit_notes') {
    list = await rows(
      ex,
      sql`select r.id, r.return_date::text as date, r.credit_note_no as doc_no, p.name as party, p.bin,
            case when (select bool_and(x.allowance) from sales_return_items x where x.return_id = r.id) then 'Credit note (price allowance)' else 'Credit note' end as kind,
            r.return_no as reference,
            r.total - r.disc as value, r.sd, r.vat
          from sales_returns r join parties p on p.id = r.cuss_id
          where r.credit_note_no is not null and r.return_date between ${from} and ${to} order by r.return_date, r.id`,
    );
  } else if (note === 'vds') {
    list = await rows(
      ex,
      sql`select c.id, c.date::text as date, c.vc_no as doc_no, p.name as party, p.bin, 'Collection' as kind, coalesce(c.vds_cert_no, '') as reference,
            c.amount as value, 0 as sd, c.vds_vat as vat
          from coll_pay c join parties p on p.id = c.supp_id
          where c.vds_vat > 0 and c.date between ${from} and ${to} order by c.date, c.id`,
    );
  } else {
    // Note 46: the months before, each with its net and what it brought forward and carried on.
    const chain = await carryChain(ex, from, await vatLedgers(ex).catch(() => null));
    list = chain.months
      .filter((m) => m.net !== 0 || m.carried_forward !== 0 || m.brought_forward !== 0)
      .map((m, i) => ({
        id: i + 1,
        date: monthRange(m.month).to,
        doc_no: `Mushak 9.1 ${m.month}`,
        party: '',
        bin: null,
        kind: 'Month',
        reference: `brought forward ${m.brought_forward.toFixed(2)}, carried forward ${m.carried_forward.toFixed(2)}`,
        value: m.net,
        sd: 0,
        vat: m.carried_forward,
      }));
  }
  const out: NoteRow[] = list.map((r) => ({
    id: Number(r.id),
    date: String(r.date),
    doc_no: String(r.doc_no),
    party: String(r.party ?? ''),
    bin: (r.bin as string | null) ?? null,
    kind: String(r.kind),
    reference: String(r.reference ?? ''),
    value: toAmount(String(r.value)),
    sd: toAmount(String(r.sd)),
    vat: toAmount(String(r.vat)),
  }));
  const total = (f: 'value' | 'sd' | 'vat') => toAmount(out.reduce((a, r) => a.plus(r[f]), dec(0)));
  // Note 46's total is the balance the month brought forward: the last month's carried forward.
  const totals =
    note === 'carried_forward'
      ? { value: 0, sd: 0, vat: out.length ? out[out.length - 1]!.vat : 0 }
      : { value: total('value'), sd: total('sd'), vat: total('vat') };
  return { month, from, to, note, no: meta.no, title: meta.title, rows: out, totals };
}

/**
 * The month's settlement: one JV on its last day, Dr VAT Payable (Output) the month's output VAT,
 * Cr VAT Current Account (Input) its input VAT, Cr VAT Deducted at Source what VDS customers
 * deducted, and the difference to VAT Payable to Treasury; Dr SD Payable its SD, Cr SD Payable to
 * Treasury the same (SD is deposited under its own economic code). Once per month (409 the second time).
 */
export function settleMonth(db: Executor, month: string, userId: number) {
  return inTransaction(db, async (tx) => {
    const r = await mushak91(tx, month);
    if (r.settlement_vc_no) throw conflict(`${month} is already settled by ${r.settlement_vc_no}`);
    if (!r.ties) throw conflict(`The VAT ledgers of ${month} do not agree with its invoices and credit notes: run the books check before settling`);
    const l = await vatLedgers(tx);
    const { to, id } = monthRange(month);
    const narr = `VAT settlement for ${month} (Mushak 9.1)`;
    const treasury = dec(r.ledger_output_vat).minus(r.input_vat).minus(r.ledger_vds);
    const vcNo = await post(tx, {
      vcType: VC.journal,
      vcDate: to,
      postStatus: 1,
      source: { type: SOURCE.vatSettlement, id },
      createdBy: userId,
      lines: [
        { ledgerId: l.output, debit: money(r.ledger_output_vat), narr },
        { ledgerId: l.sd, debit: money(r.ledger_sd), narr },
        { ledgerId: l.input, credit: money(r.input_vat), narr },
        { ledgerId: l.vds, credit: money(r.ledger_vds), narr },
        treasury.isNegative() ? { ledgerId: l.treasury, debit: money(treasury.neg()), narr } : { ledgerId: l.treasury, credit: money(treasury), narr },
        { ledgerId: l.sdTreasury, credit: money(r.ledger_sd), narr },
      ],
    });
    return { vc_no: vcNo, treasury: toAmount(treasury), sd_treasury: toAmount(r.ledger_sd) };
  });
}

/** The sales register (Mushak 6.2) of a period: one row per line of each tax invoice and credit note. */
export async function salesRegister(ex: Executor, from: string, to: string) {
  if (from > to) throw badRequest('End date must be after start date', 'to');
  const list = await rows<Record<string, string | number | boolean | null>>(
    ex,
    sql`select * from (
          select s.inv_date::text as date, s.mushak_no as doc_no, 'Tax invoice' as kind, p.name as buyer, p.bin, pm.name as description, i.qty,
            i.net as value, i.disc as discount, i.sd_bp, i.sd, i.vat_bp, i.vat_exempt as exempt, i.vat, i.id as line_id
          from sales s join sales_items i on i.sale_id = s.id join parties p on p.id = s.cus_id join product_models pm on pm.id = i.m_id
          where s.mushak_no is not null and s.inv_date between ${from} and ${to}
          union all
          select r.return_date::text, r.credit_note_no, 'Credit note', p.name, p.bin, pm.name, -ri.r_qty,
            -ri.net, -ri.disc, si.sd_bp, -ri.sd, si.vat_bp, si.vat_exempt, -ri.vat, ri.id
          from sales_returns r join sales_return_items ri on ri.return_id = r.id join sales_items si on si.id = ri.inv_item_id
            join parties p on p.id = r.cuss_id join product_models pm on pm.id = ri.m_id
          where r.credit_note_no is not null and r.return_date between ${from} and ${to}) x
        order by date, doc_no, line_id`,
  );
  const out = list.map((r) => ({
    date: String(r.date),
    doc_no: String(r.doc_no),
    kind: String(r.kind),
    buyer: String(r.buyer),
    bin: (r.bin as string | null) ?? null,
    description: String(r.description),
    qty: Number(r.qty),
    value: toAmount(String(r.value)),
    discount: toAmount(String(r.discount)),
    ...printedTax(r, r.exempt),
  }));
  const t = await one<Record<string, string>>(
    ex,
    sql`select coalesce(sum(value), 0) as value, coalesce(sum(discount), 0) as discount, coalesce(sum(sd), 0) as sd, coalesce(sum(vat), 0) as vat from (
          select i.net as value, i.disc as discount, i.sd, i.vat from sales s join sales_items i on i.sale_id = s.id
          where s.mushak_no is not null and s.inv_date between ${from} and ${to}
          union all
          select -ri.net, -ri.disc, -ri.sd, -ri.vat from sales_returns r join sales_return_items ri on ri.return_id = r.id
          where r.credit_note_no is not null and r.return_date between ${from} and ${to}) x`,
  );
  return { from, to, rows: out, totals: { value: toAmount(t!.value), discount: toAmount(t!.discount), sd: toAmount(t!.sd), vat: toAmount(t!.vat) } };
}

/**
 * The purchase register (Mushak 6.1) of a period: each purchase with its supplier, tax invoice, value,
 * SD, the input VAT credited and the VAT not admissible for credit (in the goods' cost).
 */
export async function purchaseRegister(ex: Executor, from: string, to: string) {
  if (from > to) throw badRequest('End date must be after start date', 'to');
  const list = await rows<Record<string, string | null>>(
    ex,
    sql`select p.pu_date::text as date, p.pu_no, p.supp_inv, p.supp_mushak_no, s.name as supplier, coalesce(nullif(p.supp_bin, ''), s.bin) as bin, p.total, p.input_vat,
          p.sd, p.vat_in_cost
        from purchases p join parties s on s.id = p.supp_id
        where p.pu_date between ${from} and ${to} order by p.pu_date, p.id`,
  );
  const out = list.map((r) => ({
    date: String(r.date),
    pu_no: String(r.pu_no),
    supp_inv: String(r.supp_inv),
    supp_mushak_no: String(r.supp_mushak_no ?? ''),
    supplier: String(r.supplier),
    bin: r.bin,
    value: toAmount(String(r.total)),
    input_vat: toAmount(String(r.input_vat)),
    sd: toAmount(String(r.sd)),
    vat_in_cost: toAmount(String(r.vat_in_cost)),
  }));
  const t = await one<{ value: string; input_vat: string; sd: string; vat_in_cost: string }>(
    ex,
    sql`select coalesce(sum(total), 0) as value, coalesce(sum(input_vat), 0) as input_vat, coalesce(sum(sd), 0) as sd, coalesce(sum(vat_in_cost), 0) as vat_in_cost
        from purchases where pu_date between ${from} and ${to}`,
  );
  return {
    from,
    to,
    rows: out,
    totals: { value: toAmount(t!.value), sd: toAmount(t!.sd), input_vat: toAmount(t!.input_vat), vat_in_cost: toAmount(t!.vat_in_cost) },
  };
}

/**
 * The purchase-sales register of a trader (Mushak 6.2.1): per model, its opening stock, each movement
 * of the period (purchases and returns in, sales and returns out) with the running stock; a sale's
 * taxable value, SD and VAT and its 6.3 number, a purchase's VAT and SD on its lines of the model
 * and the supplier's BIN (as on the purchase, else the party's) and 6.3 (challan) number; a debit
 * note's input VAT taken back; read from the stock ledger, so its closing is the stock report's.
 */
export async function traderRegister(ex: Executor, from: string, to: string) {
  if (from > to) throw badRequest('End date must be after start date', 'to');
  const list = await rows<Record<string, string | number | null>>(
    ex,
    sql`with moved as (select distinct model_id from stock_movements where mv_date between ${from} and ${to}),
        opening as (
          select m.model_id, coalesce(sum(s.qty), 0) as qty, coalesce(sum(s.value), 0) as value
          from moved m left join stock_movements s on s.model_id = m.model_id and s.mv_date < ${from} group by m.model_id)
        select s.model_id, pm.name as model, s.mv_date::text as date, s.source_type, s.source_id, s.qty, s.value,
          o.qty + sum(s.qty) over w as stock_qty, o.value + sum(s.value) over w as stock_value,
          o.qty as opening_qty, o.value as opening_value,
          case when s.source_type = ${SOURCE.modelOpening} then 'Opening stock'
            else coalesce(sa.mushak_no, sa.inv_no, pu.pu_no, sr.credit_note_no, sr.return_no, pr.debit_note_no, pr.return_no, '') end as doc_no,
          coalesce(sa.mushak_no, pu.supp_mushak_no, sr.credit_note_no, pr.debit_note_no, '') as challan_no,
          coalesce(cp.bin, nullif(pu.supp_bin, ''), sp.bin, rc.bin, rs.bin) as bin,
          coalesce(si.vat, -ri.vat, pi.vat, -pri.vat, 0) as vat, coalesce(si.sd, -ri.sd, pi.sd, 0) as sd, coalesce(si.taxable, ri.taxable) as taxable
        from stock_movements s join opening o on o.model_id = s.model_id join product_models pm on pm.id = s.model_id
          left join sales sa on s.source_type = ${SOURCE.sale} and sa.id = s.source_id
          left join parties cp on cp.id = sa.cus_id
          left join lateral (select sum(x.vat) as vat, sum(x.sd) as sd, case when sa.mushak_no is not null then sum(x.net - x.disc) end as taxable
            from sales_items x where x.sale_id = sa.id and x.m_id = s.model_id) si on sa.id is not null
          left join purchases pu on s.source_type = ${SOURCE.purchase} and pu.id = s.source_id
          left join parties sp on sp.id = pu.supp_id
          -- the VAT of the supplier's invoice on this model's lines (credited or in cost) and their SD
          left join lateral (select sum(x.input_vat + x.vat_in_cost) as vat, sum(x.sd) as sd
            from purchase_items x where x.purchase_id = pu.id and x.m_id = s.model_id) pi on pu.id is not null
          left join sales_returns sr on s.source_type = ${SOURCE.salesReturn} and sr.id = s.source_id
          left join parties rc on rc.id = sr.cuss_id
          left join lateral (select sum(x.vat) as vat, sum(x.sd) as sd, case when sr.credit_note_no is not null then -sum(x.net - x.disc) end as taxable
            from sales_return_items x where x.return_id = sr.id and x.m_id = s.model_id) ri on sr.id is not null
          left join purchase_returns pr on s.source_type = ${SOURCE.purchaseReturn} and pr.id = s.source_id
          left join parties rs on rs.id = pr.supp_id
          -- the input VAT the debit note takes back on this model's lines
          left join lateral (select sum(x.input_vat) as vat from purchase_return_items x where x.return_id = pr.id and x.m_id = s.model_id) pri on pr.id is not null
        where s.mv_date between ${from} and ${to}
        window w as (partition by s.model_id order by s.mv_date, s.id rows unbounded preceding)
        order by lower(pm.name), s.model_id, s.mv_date, s.id`,
  );
  const models = new Map<number, { model_id: number; model: string; opening_qty: number; opening_value: number; rows: unknown[] }>();
  for (const r of list) {
    const id = Number(r.model_id);
    if (!models.has(id))
      models.set(id, { model_id: id, model: String(r.model), opening_qty: Number(r.opening_qty), opening_value: toAmount(String(r.opening_value)), rows: [] });
    models.get(id)!.rows.push({
      date: String(r.date),
      doc_no: String(r.doc_no),
      /** The tax invoice, credit or debit note number (the supplier's 6.3 number on a purchase). */
      challan_no: String(r.challan_no),
      /** The buyer's or supplier's BIN. */
      bin: (r.bin as string | null) ?? null,
      kind: String(r.source_type),
      qty_in: Number(r.qty) > 0 ? Number(r.qty) : 0,
      qty_out: Number(r.qty) < 0 ? -Number(r.qty) : 0,
      /** A sale's (or credit note's) taxable value, after discount without tax; other rows their stock value. */
      value: toAmount(String(r.taxable ?? r.value)),
      stock_cost: toAmount(String(r.value)),
      sd: toAmount(String(r.sd)),
      vat: toAmount(String(r.vat)),
      stock_qty: Number(r.stock_qty),
      stock_value: toAmount(String(r.stock_value)),
    });
  }
  return { from, to, models: [...models.values()] };
}
