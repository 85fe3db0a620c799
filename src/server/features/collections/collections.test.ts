import { beforeEach, describe, expect, it } from 'vitest';
import { clearOpenCheques } from '../../../../tests/support/cheques.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { inTransaction, one, rows, sql } from '../../db/client.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { partyDue } from '../../ledger/balances.js';
import { createCollPay } from '../../ledger/collections.js';

const t = useTestApp();
beforeEach(() => t.reset());

const DAY = '2026-03-05';
const CUSTOMER = 1;
const SUPPLIER = 2;
const COMBINE = 3;

/** A party made by SQL (the parties feature is built elsewhere), its opening due posted as a voucher. */
async function party(type: number, name: string, openingDue = 0, mobile = '01711000000'): Promise<number> {
  const p = await one<{ id: number }>(t.db, sql`insert into parties (type, name, mobile, amount) values (${type}, ${name}, ${mobile}, ${openingDue}) returning id`);
  if (openingDue) {
    const owedToUs = type !== SUPPLIER;
    await inTransaction(t.db, (tx) =>
      post(tx, { vcType: 1, vcDate: '2026-01-01', source: { type: 'party_opening', id: p!.id }, lines: owedToUs
        ? [{ ledgerId: LEDGER.receivable, partyId: p!.id, debit: openingDue }, { ledgerId: LEDGER.openingBalanceEquity, credit: openingDue }]
        : [{ ledgerId: LEDGER.openingBalanceEquity, debit: openingDue }, { ledgerId: LEDGER.payable, partyId: p!.id, credit: openingDue }] }),
    );
  }
  return p!.id;
}

async function bank(name = 'Sonali Bank', branch = 'Motijheel'): Promise<number> {
  return (await one<{ id: number }>(t.db, sql`insert into banks (name, branch) values (${name}, ${branch}) returning id`))!.id;
}

/** Each bank has its own ledger (issue 20, finding 1). */
const roleLedger = async (role: string) => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = ${role}`))!.id;

const { call: api } = adminCalls(() => t);

const collect = (partyId: number, amount: number | string, extra: object = {}) =>
  api('POST', '/collPay_post', { supp_id: partyId, date: DAY, rmks: 'March dues', coll_pay_type: 2, cash_bank_type: 'Cash', amount, ...extra });

const pay = (partyId: number, amount: number | string, extra: object = {}) =>
  api('POST', '/collPay_post', { supp_id: partyId, date: DAY, rmks: '', coll_pay_type: 1, cash_bank_type: 'Cash', amount, ...extra });

const voucher = (vcNo: string) =>
  rows(t.db, sql`select vc_type, to_char(vc_date, 'YYYY-MM-DD') vc_date, ledger_id, party_id, acc_type, debit, credit, bank_id, chq_no,
    to_char(chq_date, 'YYYY-MM-DD') chq_date, active, post_status, source_type from voucher_lines where vc_no = ${vcNo} order by id`);

const count = async (table: string) => (await one<{ n: number }>(t.db, sql.raw(`select count(*)::int n from ${table}`)))!.n;

const adminId = async () => (await one<{ id: number }>(t.db, sql`select id from users where role = 'admin' order by id limit 1`))!.id;

describe('a cash collection', () => {
  it('lowers the due, posts a balanced CR voucher on ledgers 7 and 4, and shows in the highlights', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const res = await collect(c, 1000, { created_by: 999, vc_no: 'FAKE-1', pre_due: 1, outstnd: 2 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Collection Successfully');
    expect(body.data).toMatchObject({
      vc_no: 'CR-TT-2026-1000001', inv_no: 'CR-TT-2026-1000001', supp_id: c, party_name: 'Rahim Traders', date: DAY,
      coll_pay_type: 2, cash_bank_type: 'Cash', amount: 1000, pre_due: 5000, outstnd: 4000, bankId: null,
      created_by: await adminId(), created_by_name: 'Administrator',
    });
    expect(await partyDue(t.db, c)).toBe(4000);
    expect(await voucher('CR-TT-2026-1000001')).toEqual([
      { vc_type: 4, vc_date: DAY, ledger_id: 7, party_id: null, acc_type: 4, debit: '1000.00', credit: '0.00', bank_id: null, chq_no: null, chq_date: null, active: 1, post_status: 1, source_type: 'collpay' },
      { vc_type: 4, vc_date: DAY, ledger_id: 4, party_id: c, acc_type: 4, debit: '0.00', credit: '1000.00', bank_id: null, chq_no: null, chq_date: null, active: 0, post_status: 1, source_type: 'collpay' },
    ]);
    const hl = (await api('GET', `/todays-high-light?date=${DAY}`)).json();
    expect(hl.todayCashColl.today_cash_coll).toBe(1000);
    expect(hl.todayBankColl.today_bank_coll).toBe(0);
    expect(hl.pettyCash.cash).toBe(1000);
    expect(await t.violations()).toEqual([]);
  });

  it('adds amounts in decimal and rounds to 2 places', async () => {
    const c = await party(CUSTOMER, 'Karim', 0.3);
    await collect(c, 0.1);
    const res = await collect(c, '0.2');
    expect(res.json().data).toMatchObject({ pre_due: 0.2, amount: 0.2, outstnd: 0 });
    expect(await partyDue(t.db, c)).toBe(0);
    expect(await t.violations()).toEqual([]);
  });
});

describe('a cheque payment', () => {
  it('posts a BP voucher with bank and cheque on the bank’s own ledger and lowers what we owe the supplier', async () => {
    const s = await party(SUPPLIER, 'Delta Supply', 10000);
    const b = await bank();
    const res = await pay(s, '2500.50', { cash_bank_type: 'Cheque', bankId: b, chqNo: 'CHQ-778', chqDate: '2026-03-10' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Payment Successfully');
    expect(res.json().data).toMatchObject({
      vc_no: 'BP-TT-2026-1000001', cash_bank_type: 'Bank', amount: 2500.5, pre_due: 10000, outstnd: 7499.5,
      bankId: b, bank_name: 'Sonali Bank', chqNo: 'CHQ-778', chqDate: '2026-03-10', coll_pay_type: 1,
    });
    expect(await voucher('BP-TT-2026-1000001')).toEqual([
      { vc_type: 3, vc_date: DAY, ledger_id: 1, party_id: s, acc_type: 2, debit: '2500.50', credit: '0.00', bank_id: null, chq_no: null, chq_date: null, active: 0, post_status: 1, source_type: 'collpay' },
      // the cheque sits in Cheques Issued until it is presented (issue 22)
      { vc_type: 3, vc_date: DAY, ledger_id: await roleLedger('chequesIssued'), party_id: null, acc_type: 2, debit: '0.00', credit: '2500.50', bank_id: b, chq_no: 'CHQ-778', chq_date: '2026-03-10', active: 1, post_status: 1, source_type: 'collpay' },
    ]);
    expect(await partyDue(t.db, s)).toBe(7499.5);
    // cheque payment: the cheque issued that day (issue 41)
    expect((await api('GET', `/todays-high-light?date=${DAY}`)).json().todayBankPayment.today_bank_payment).toBe(2500.5);
    await clearOpenCheques(t); // presented on its date, 10 March: the bank pays it then
    const hl = (await api('GET', `/todays-high-light?date=2026-03-10`)).json();
    expect(hl.todayBankPayment.today_bank_payment).toBe(0);
    expect(hl.todayCashPayment.today_cash_payment).toBe(0);
    expect(await t.violations()).toEqual([]);
  });

  it('a payment to a party that is both customer and supplier raises what they owe us', async () => {
    const both = await party(COMBINE, 'Both Ways Ltd', 1000);
    const res = await pay(both, 300);
    expect(res.json().data).toMatchObject({ vc_no: 'CP-TT-2026-1000001', pre_due: 1000, outstnd: 1300 });
    expect(await partyDue(t.db, both)).toBe(1300);
    expect(await t.violations()).toEqual([]);
  });
});

describe('editing and deleting', () => {
  it('editing the amount changes the voucher under the same number', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const id = (await collect(c, 1000)).json().data.id;
    const res = await api('PATCH', `/collPay_edit/${id}`, { supp_id: c, date: DAY, rmks: 'corrected', cash_bank_type: 'Cash', amount: 1500 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Update Successfully', data: { vc_no: 'CR-TT-2026-1000001', amount: 1500, pre_due: 5000, outstnd: 3500, rmks: 'corrected' } });
    const lines = await voucher('CR-TT-2026-1000001');
    expect(lines.map((l) => [l.ledger_id, l.debit, l.credit])).toEqual([[7, '1500.00', '0.00'], [4, '0.00', '1500.00']]);
    expect(await partyDue(t.db, c)).toBe(3500);
    expect(await t.violations()).toEqual([]);
  });

  it('changing cash to cheque moves the voucher to the BR series, into Cheques in Hand', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const b = await bank();
    const id = (await collect(c, 1000)).json().data.id;
    const res = await api('PATCH', `/collPay_edit/${id}`, { supp_id: c, date: DAY, cash_bank_type: 'Cheque', amount: 1000, bankId: b, chqNo: '55', chqDate: DAY, coll_pay_type: 2 });
    expect(res.json().data).toMatchObject({ vc_no: 'BR-TT-2026-1000001', cash_bank_type: 'Bank', bank_name: 'Sonali Bank' });
    expect(await voucher('CR-TT-2026-1000001')).toEqual([]);
    const lines = await voucher('BR-TT-2026-1000001');
    // the cheque waits in Cheques in Hand until deposited and cleared (issue 22)
    expect(lines.map((l) => [l.vc_type, l.ledger_id, l.debit, l.credit, l.bank_id])).toEqual([[5, await roleLedger('chequesInHand'), '1000.00', '0.00', b], [5, 4, '0.00', '1000.00', null]]);
    expect(await t.violations()).toEqual([]);
  });

  it('moving the date to another year draws a number of that year', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const id = (await collect(c, 1000)).json().data.id;
    const res = await api('PATCH', `/collPay_edit/${id}`, { supp_id: c, date: '2025-12-30', cash_bank_type: 'Cash', amount: 1000 });
    expect(res.json().data.vc_no).toBe('CR-TT-2025-1000001');
    expect((await voucher('CR-TT-2025-1000001')).map((l) => l.vc_date)).toEqual(['2025-12-30', '2025-12-30']);
  });

  it('a collection cannot be edited into a payment', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const id = (await collect(c, 1000)).json().data.id;
    const res = await api('PATCH', `/collPay_edit/${id}`, { supp_id: c, date: DAY, cash_bank_type: 'Cash', amount: 10, coll_pay_type: 1 });
    expect(res.statusCode).toBe(400);
    expect((await voucher('CR-TT-2026-1000001')).map((l) => l.debit)).toEqual(['1000.00', '0.00']);
  });

  it('deleting removes the record and its voucher', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const id = (await collect(c, 1000)).json().data.id;
    const res = await api('DELETE', `/collPay_remove/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Deleted successfully!');
    expect(await voucher('CR-TT-2026-1000001')).toEqual([]);
    expect(await partyDue(t.db, c)).toBe(5000);
    expect((await api('GET', `/collPay/${id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/collPay_remove/${id}`)).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('a collection taken on a sale bill is changed through the bill only', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const rec = await inTransaction(t.db, (tx) =>
      createCollPay(tx, { kind: 'collection', partyId: c, date: DAY, amount: 200, method: 'Cash', saleId: 42, createdBy: 1 }),
    );
    const edit = await api('PATCH', `/collPay_edit/${rec.id}`, { supp_id: c, date: DAY, cash_bank_type: 'Cash', amount: 1 });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('This collection was taken on a sale bill; edit the bill instead');
    expect((await api('DELETE', `/collPay_remove/${rec.id}`)).statusCode).toBe(409);
    expect(await partyDue(t.db, c)).toBe(4800);
  });
});

describe('bad input writes nothing', () => {
  it('a collection for a party that does not exist is a 400', async () => {
    const res = await collect(99999, 1000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please select a party that exists', field: 'supp_id' });
    expect(await count('coll_pay')).toBe(0);
    expect(await count('voucher_lines')).toBe(0);
    expect(await t.violations()).toEqual([]);
  });

  it.each([
    ['no party', { supp_id: '' }, 'Please select a party'],
    ['a zero amount', { amount: 0 }, 'Amount must be more than zero'],
    ['a negative amount', { amount: -5 }, 'Amount must be more than zero'],
    ['an amount that is not a number', { amount: 'ten' }, 'Amount must be a number'],
    ['an unknown type', { coll_pay_type: 7 }, 'Type must be 1 (payment) or 2 (collection)'],
    ['an unknown method', { cash_bank_type: 'Card' }, 'Type must be Cash or Cheque'],
    ['an impossible date', { date: '2026-02-30' }, 'Date must be a real date written yyyy-mm-dd'],
    ['a cheque without a bank', { cash_bank_type: 'Cheque' }, 'Please select a bank for a cheque'],
    ['a cheque on a bank that does not exist', { cash_bank_type: 'Cheque', bankId: 777 }, 'Please select a bank that exists'],
    // issue 41, item 10: a cheque without its number would sit in Cheques in Hand as a cheque with none
    ['a cheque without its number', { cash_bank_type: 'Bank', bankId: 'BANK' }, 'Please enter the cheque number'],
    ['a cheque whose number is blank', { cash_bank_type: 'Cheque', bankId: 'BANK', chqNo: '  ' }, 'Please enter the cheque number'],
  ])('%s is a 400 with a clear message', async (_what, change, message) => {
    const c = await party(CUSTOMER, 'Rahim Traders');
    // 'BANK': a bank that exists
    const res = await collect(c, 100, (change as { bankId?: unknown }).bankId === 'BANK' ? { ...change, bankId: await bank() } : change);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count('coll_pay')).toBe(0);
    expect(await count('voucher_lines')).toBe(0);
  });

  it('a failed edit leaves the record and its voucher as they were', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders', 5000);
    const id = (await collect(c, 1000)).json().data.id;
    const res = await api('PATCH', `/collPay_edit/${id}`, { supp_id: 99999, date: DAY, cash_bank_type: 'Cash', amount: 1 });
    expect(res.statusCode).toBe(400);
    expect((await api('GET', `/collPay/${id}`)).json().data).toMatchObject({ supp_id: c, amount: 1000 });
    expect((await voucher('CR-TT-2026-1000001')).map((l) => l.debit)).toEqual(['1000.00', '0.00']);
    expect((await api('PATCH', '/collPay_edit/99999', { supp_id: c, date: DAY, cash_bank_type: 'Cash', amount: 1 })).statusCode).toBe(404);
    expect(await t.violations()).toEqual([]);
  });

  it('answers 401 without a token; a plain user may record a collection', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders');
    expect((await t.app.inject({ method: 'GET', url: '/api/collPay_all' })).statusCode).toBe(401);
    const user = await t.userHeaders();
    const res = await api('POST', '/collPay_post', { supp_id: c, date: DAY, coll_pay_type: 2, cash_bank_type: 'Cash', amount: 10 }, user);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.created_by_name).toBe('Clerk');
  });
});

describe('lists, look-ups and the money receipt', () => {
  async function fixture() {
    const rahim = await party(CUSTOMER, 'Rahim Traders', 5000, '01711111111');
    const karim = await party(CUSTOMER, 'Karim Store', 3000, '01822222222');
    const delta = await party(SUPPLIER, 'Delta Supply', 9000, '01933333333');
    const b = await bank('Dutch-Bangla Bank', 'Gulshan');
    const r1 = (await collect(rahim, 1000, { date: '2026-03-01' })).json().data;
    const r2 = (await collect(karim, 700, { date: '2026-03-01', cash_bank_type: 'Cheque', bankId: b, chqNo: '1' })).json().data;
    const r3 = (await collect(rahim, 250.25, { date: '2026-03-03' })).json().data;
    const p1 = (await pay(delta, 4000, { date: '2026-03-02' })).json().data;
    return { rahim, karim, delta, r1, r2, r3, p1 };
  }

  it('GET /collPay_all filters by type, searches receipt no, type and party, and pages', async () => {
    const f = await fixture();
    const all = (await api('GET', '/collPay_all')).json();
    expect(all.total).toBe(4);
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([f.r3.id, f.p1.id, f.r2.id, f.r1.id]);
    const colls = (await api('GET', '/collPay_all?type=2')).json();
    expect(colls.total).toBe(3);
    expect(colls.data[1]).toMatchObject({ party_name: 'Karim Store', mobile: '01822222222', bank_name: 'Dutch-Bangla Bank', amount: 700 });
    expect((await api('GET', '/collPay_all?type=1')).json().data.map((r: { party_name: string }) => r.party_name)).toEqual(['Delta Supply']);
    expect((await api('GET', '/collPay_all?search=rahim')).json().total).toBe(2);
    expect((await api('GET', '/collPay_all?search=cheque')).json().data.map((r: { id: number }) => r.id)).toEqual([f.r2.id]);
    expect((await api('GET', '/collPay_all?search=bank')).json().total).toBe(1);
    expect((await api('GET', `/collPay_all?search=${f.p1.inv_no.toLowerCase()}`)).json().data[0].id).toBe(f.p1.id);
    expect((await api('GET', '/collPay_all?search=%25')).json().total).toBe(0);
    const page = (await api('GET', '/collPay_all?type=2&limit=2&offset=2')).json();
    expect(page).toMatchObject({ total: 3, data: [{ id: f.r1.id }] });
    const ids = async (query: string) => (await api('GET', `/collPay_all?${query}`)).json().data.map((r: { id: number }) => r.id);
    expect(await ids('limit=2&offset=1')).toEqual([f.p1.id, f.r2.id]);
    expect(await ids('search=rahim&limit=1&offset=1')).toEqual([f.r1.id]);
    expect((await api('GET', '/collPay_all?search=rahim&limit=1')).json()).toMatchObject({ total: 2, data: [{ id: f.r3.id, party_name: 'Rahim Traders', amount: 250.25 }] });
  });

  it('finds a record by id, voucher number and receipt number with what the receipt prints', async () => {
    const f = await fixture();
    const one = (await api('GET', `/collPay/${f.r3.id}`)).json().data;
    expect(one).toMatchObject({
      vc_no: 'CR-TT-2026-1000002', party_name: 'Rahim Traders', mobile: '01711111111', pre_due: 4000, amount: 250.25, outstnd: 3749.75,
      cash_bank_type: 'Cash', created_by_name: 'Administrator', date: '2026-03-03',
    });
    expect(Number.isNaN(Date.parse(one.created_at))).toBe(false);
    expect((await api('GET', `/getByVcNo?vcNo=${f.r2.vc_no}`)).json().data).toMatchObject({ id: f.r2.id, vc_no: 'BR-TT-2026-1000001' });
    expect((await api('GET', `/getByInvNo?invNo=${f.p1.inv_no}`)).json().data).toMatchObject({ id: f.p1.id, vc_no: 'CP-TT-2026-1000001' });
    expect((await api('GET', '/getByVcNo?vcNo=CR-TT-2026-9')).statusCode).toBe(404);
    expect((await api('GET', '/getByInvNo')).statusCode).toBe(400);
  });

  it('the date-wise reports group by date with per-date and grand totals', async () => {
    await fixture();
    const coll = await api('GET', '/date_wise_collection_report?startDate=2026-03-01&endDate=2026-03-31');
    expect(coll.statusCode).toBe(200);
    const c = coll.json();
    expect(c.data.map((d: { date: string; total: number }) => [d.date, d.total])).toEqual([['2026-03-01', 1700], ['2026-03-03', 250.25]]);
    expect(c.data[0].rows.map((r: { customer: string; amount: number; coll_by: string }) => [r.customer, r.amount, r.coll_by])).toEqual([
      ['Rahim Traders', 1000, 'Administrator'],
      ['Karim Store', 700, 'Administrator'],
    ]);
    expect(c.grandTotal).toBe(1950.25);
    const onlyFirst = (await api('GET', '/date_wise_collection_report?startDate=2026-03-02&endDate=2026-03-02')).json();
    expect(onlyFirst).toEqual({ data: [], grandTotal: 0, collected: 0, cheques: {} });
    const p = (await api('GET', '/date_wise_payment_report?startDate=2026-03-01&endDate=2026-03-02')).json();
    expect(p.data).toHaveLength(1);
    expect(p.data[0]).toMatchObject({ date: '2026-03-02', total: 4000, rows: [{ supplier: 'Delta Supply', amount: 4000, cash_bank_type: 'Cash' }] });
    expect(p.grandTotal).toBe(4000);
  });

  it('the reports need both dates in order', async () => {
    const missing = await api('GET', '/date_wise_collection_report?startDate=2026-03-01');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select both start and end dates');
    const reversed = await api('GET', '/date_wise_payment_report?startDate=2026-03-05&endDate=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('End date must be after start date');
  });

  it('previews the next number without reserving it', async () => {
    const c = await party(CUSTOMER, 'Rahim Traders');
    const next = () => api('GET', `/collpay_next_no?type=2&method=Cash&date=${DAY}`).then((r) => r.json().vc_no);
    expect(await next()).toBe('CR-TT-2026-1000001');
    expect(await next()).toBe('CR-TT-2026-1000001');
    await collect(c, 5);
    expect(await next()).toBe('CR-TT-2026-1000002');
    expect((await api('GET', `/collpay_next_no?type=1&method=Cheque&date=${DAY}`)).json().vc_no).toBe('BP-TT-2026-1000001');
    expect((await api('GET', '/collpay_next_no?type=3')).statusCode).toBe(400);
  });
});
