// What a message says about its document, read when it is sent (or previewed): the placeholders'
// values, and for an email the PDF's lines. A sale bill, a quotation, a collection (money receipt)
// and a received cheque; a dues reminder reads the customer only.
import { one, rows, sql, type Executor } from '../../db/client.js';
import { partyNetSql } from '../../ledger/balances.js';
import { displayDate } from '../../../domain/dates.js';
import { formatAmount } from '../../../domain/numberFormat.js';
import type { PdfLine } from './pdf.js';

export type DocKind = 'sale' | 'quotation' | 'collection' | 'cheque' | 'party' | 'claim';

export interface DocumentFacts {
  /** The document's number and kind, for the preview ("Bill INV-...") and the attachment's name. */
  title: string;
  fileName: string;
  vars: Record<string, string>;
  pdf: PdfLine[];
}

const tk = (v: string | number | null | undefined) => formatAmount(v ?? 0);

async function companyOf(ex: Executor) {
  return (
    (await one<{ name: string; address: string; phone: string }>(ex, sql`select name, address, phone from company order by id limit 1`)) ?? {
      name: '',
      address: '',
      phone: '',
    }
  );
}

const dueOf = async (ex: Executor, partyId: number) => (await one<{ due: string }>(ex, sql`select ${partyNetSql(sql`${partyId}::int`)} as due`))?.due ?? '0';

function header(company: { name: string; address: string; phone: string }, title: string): PdfLine[] {
  return [
    { text: company.name, size: 16, bold: true },
    { text: company.address },
    { text: company.phone ? `Phone: ${company.phone}` : '' },
    { text: '' },
    { text: title, size: 13, bold: true },
  ];
}

const itemLines = (items: { name: string; qty: string; unit_price: string; total: string }[]): PdfLine[] => [
  { text: 'Item  |  Qty  |  Rate  |  Total', bold: true },
  ...items.map((i, n) => ({ text: `${n + 1}. ${i.name}  |  ${Number(i.qty)}  |  ${tk(i.unit_price)}  |  ${tk(i.total)}` })),
];

/** The facts of a document, or undefined when it no longer exists. */
export async function documentFacts(ex: Executor, kind: DocKind, id: number): Promise<DocumentFacts | undefined> {
  const company = await companyOf(ex);
  const base = { company: company.name };
  if (kind === 'sale') {
    const s = await one<{
      inv_no: string;
      inv_date: string;
      cus_id: number;
      customer: string;
      sub_total: string;
      inv_disc: string;
      vat: string;
      sd: string;
      grand_total: string;
      collect: string;
    }>(
      ex,
      sql`select s.inv_no, s.inv_date, s.cus_id, p.name as customer, s.sub_total, s.inv_disc, s.vat, s.sd, s.grand_total, s.collect
          from sales s join parties p on p.id = s.cus_id where s.id = ${id}`,
    );
    if (!s) return undefined;
    const items = await rows<{ name: string; qty: string; unit_price: string; total: string }>(
      ex,
      sql`select m.name, i.qty, i.unit_price, i.total from sales_items i join product_models m on m.id = i.m_id where i.sale_id = ${id} order by i.id`,
    );
    const due = await dueOf(ex, s.cus_id);
    return {
      title: `Bill ${s.inv_no}`,
      fileName: `Invoice-${s.inv_no}.pdf`,
      vars: { ...base, customer: s.customer, doc_no: s.inv_no, date: displayDate(s.inv_date), amount: tk(s.grand_total), paid: tk(s.collect), due: tk(due) },
      pdf: [
        ...header(company, `INVOICE ${s.inv_no}`),
        { text: `Date: ${displayDate(s.inv_date)}    Customer: ${s.customer}` },
        { text: '' },
        ...itemLines(items),
        { text: '' },
        { text: `Sub total: ${tk(s.sub_total)}    Discount: ${tk(s.inv_disc)}    VAT: ${tk(s.vat)}    SD: ${tk(s.sd)}` },
        { text: `Grand total: Tk ${tk(s.grand_total)}    Paid: Tk ${tk(s.collect)}`, bold: true },
        { text: `Customer's due now: Tk ${tk(due)}` },
      ],
    };
  }
  if (kind === 'quotation') {
    const q = await one<{ quotation_no: string; quotation_date: string; customer: string | null; total: string; vat: string; sd: string }>(
      ex,
      sql`select q.quotation_no, q.quotation_date, p.name as customer, q.total, q.vat, q.sd from quotations q left join parties p on p.id = q.customer_id where q.id = ${id}`,
    );
    if (!q) return undefined;
    const items = await rows<{ name: string; qty: string; unit_price: string; total: string }>(
      ex,
      sql`select m.name, i.qty, i.unit_price, i.total from quotation_items i join product_models m on m.id = i.m_id where i.quotation_id = ${id} order by i.id`,
    );
    const customer = q.customer ?? 'Customer';
    return {
      title: `Quotation ${q.quotation_no}`,
      fileName: `Quotation-${q.quotation_no}.pdf`,
      vars: { ...base, customer, doc_no: q.quotation_no, date: displayDate(q.quotation_date), amount: tk(q.total), paid: tk(0), due: '' },
      pdf: [
        ...header(company, `QUOTATION ${q.quotation_no}`),
        { text: `Date: ${displayDate(q.quotation_date)}    Customer: ${customer}` },
        { text: '' },
        ...itemLines(items),
        { text: '' },
        { text: `VAT: ${tk(q.vat)}    SD: ${tk(q.sd)}` },
        { text: `Total: Tk ${tk(q.total)}`, bold: true },
      ],
    };
  }
  if (kind === 'collection') {
    const c = await one<{ vc_no: string; date: string; supp_id: number; customer: string; amount: string; cash_bank_type: string; chq_no: string | null }>(
      ex,
      sql`select c.vc_no, c.date, c.supp_id, p.name as customer, c.amount, c.cash_bank_type, c.chq_no from coll_pay c join parties p on p.id = c.supp_id where c.id = ${id} and c.coll_pay_type = 2`,
    );
    if (!c) return undefined;
    const due = await dueOf(ex, c.supp_id);
    return {
      title: `Money receipt ${c.vc_no}`,
      fileName: `Money-receipt-${c.vc_no}.pdf`,
      vars: { ...base, customer: c.customer, doc_no: c.vc_no, date: displayDate(c.date), amount: tk(c.amount), paid: tk(c.amount), due: tk(due) },
      pdf: [
        ...header(company, `MONEY RECEIPT ${c.vc_no}`),
        { text: `Date: ${displayDate(c.date)}` },
        { text: `Received from: ${c.customer}` },
        { text: `Amount: Tk ${tk(c.amount)}  (${c.cash_bank_type}${c.chq_no ? `, cheque ${c.chq_no}` : ''})`, bold: true },
        { text: `Due now: Tk ${tk(due)}` },
      ],
    };
  }
  if (kind === 'cheque') {
    const c = await one<{ chq_no: string; chq_date: string | null; amount: string; customer: string | null }>(
      ex,
      sql`select c.chq_no, c.chq_date, c.amount, p.name as customer from cheques c left join parties p on p.id = c.party_id where c.id = ${id}`,
    );
    if (!c) return undefined;
    return {
      title: `Cheque ${c.chq_no}`,
      fileName: '',
      vars: { ...base, customer: c.customer ?? '', cheque_no: c.chq_no, date: displayDate(c.chq_date), amount: tk(c.amount) },
      pdf: [],
    };
  }
  if (kind === 'claim') {
    const c = await one<{ claim_no: string; claim_date: string; state: string; customer: string | null; contact_name: string; sl_no: string; model: string }>(
      ex,
      sql`select c.claim_no, c.claim_date::text as claim_date, c.state, p.name as customer, c.contact_name,
            coalesce(ns.sl_no, s.sl_no) as sl_no, m.name as model
          from warranty_claims c join serials s on s.id = c.serial_id left join serials ns on ns.id = c.new_serial_id
          join product_models m on m.id = c.m_id left join parties p on p.id = c.cus_id where c.id = ${id}`,
    );
    if (!c) return undefined;
    const outcome = c.state === 'replaced' ? 'replaced' : c.state === 'rejected' ? 'unrepaired' : 'repaired';
    return {
      title: `Claim ${c.claim_no}`,
      fileName: '',
      vars: {
        ...base,
        customer: c.contact_name || c.customer || '',
        doc_no: c.claim_no,
        date: displayDate(c.claim_date),
        serial: c.sl_no,
        model: c.model,
        outcome,
      },
      pdf: [],
    };
  }
  const p = await one<{ name: string }>(ex, sql`select name from parties where id = ${id}`);
  if (!p) return undefined;
  return { title: p.name, fileName: '', vars: { ...base, customer: p.name, due: tk(await dueOf(ex, id)) }, pdf: [] };
}
