// Issue 20, finding 1: banks have no ledgers of their own. Each bank now has its own ledger under
// Bank Accounts, with an opening balance against Opening Balance Equity; collections, payments and
// hand vouchers that name a bank post to it; the bank book, cash book, trial balance, balance sheet,
// highlights and hledger export show each bank. Every figure below is worked out by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOpenCheques } from '../../../../tests/support/cheques.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, rows, sql } from '../../db/client.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call, ok } = adminCalls(() => t);

const BANK_ACCOUNTS_SUB = 2;
const D1 = '2026-03-01';
const D2 = '2026-03-05';
const D3 = '2026-03-10';

async function bank(name: string, branch: string, extra: object = {}) {
  return (await ok('POST', '/bank_post', { name, branch, ...extra }, 201)).data;
}
async function party(type: 1 | 2, name: string) {
  return (await ok('POST', '/party_post', { type, name }, 201)).data.id as number;
}
const collect = (supp_id: number, amount: number, bankId: number | null, date = D2, extra: object = {}) =>
  call('POST', '/collPay_post', { coll_pay_type: 2, supp_id, date, amount, cash_bank_type: bankId ? 'Cheque' : 'Cash', bankId, chqNo: 'C-1', chqDate: date, ...extra });
const pay = (supp_id: number, amount: number, bankId: number | null, date = D3) =>
  call('POST', '/collPay_post', { coll_pay_type: 1, supp_id, date, amount, cash_bank_type: bankId ? 'Cheque' : 'Cash', bankId, chqNo: 'P-1', chqDate: date });

/** Posted debit minus credit of a ledger, from the raw lines. */
const net = async (ledgerId: number) =>
  Number((await one<{ n: string }>(t.db, sql`select coalesce(sum(debit - credit), 0)::text n from voucher_lines where ledger_id = ${ledgerId} and post_status = 1`))!.n);
const lineCount = async (ledgerId: number) => (await one<{ n: number }>(t.db, sql`select count(*)::int n from voucher_lines where ledger_id = ${ledgerId}`))!.n;

describe('issue 20 finding 1: a ledger per bank', () => {
  it('a bank that received 200,000 and paid 10,000 holds 190,000 in its bank book, not -10,000; ledgers 6 and 8 stay empty', async () => {
    const b = await bank('Sonali Bank', 'Motijheel', { account_no: '0001-2345' });
    const customer = await party(1, 'Karim Traders');
    const supplier = await party(2, 'Rahim Supply');
    expect((await collect(customer, 200000, b.id)).statusCode).toBe(201);
    expect((await pay(supplier, 10000, b.id)).statusCode).toBe(201);
    // A cheque reaches the bank when it clears (issue 22): both clear on their own day.
    await clearOpenCheques(t);

    // By hand: in 200,000 on 5 March, out 10,000 on 10 March; 190,000 left.
    const book = await ok('GET', `/bank_book?startDate=${D1}&endDate=${D3}&bankId=${b.id}`);
    expect(book.banks).toHaveLength(1);
    const s = book.banks[0];
    expect([s.bank_name, s.branch, s.account_no, s.ledger_id]).toEqual(['Sonali Bank', 'Motijheel', '0001-2345', b.ledger_id]);
    expect([s.opening, s.total_debit, s.total_credit, s.closing]).toEqual([0, 200000, 10000, 190000]);
    expect(s.rows.map((r: { debit: number; credit: number; balance: number }) => [r.debit, r.credit, r.balance])).toEqual([
      [200000, 0, 200000],
      [0, 10000, 190000],
    ]);

    // The lines on the bank and the parties: Cr receivable 200,000, Dr payable 10,000 (against the
    // cheque ledgers, issue 22); then Dr Sonali 200,000 when the cheque cleared, Cr Sonali 10,000 when ours was presented.
    const lines = await rows<{ ledger_id: number; debit: string; credit: string; bank_id: number | null }>(
      t.db,
      sql`select ledger_id, debit::text, credit::text, bank_id from voucher_lines where ledger_id in (${b.ledger_id}, ${LEDGER.receivable}, ${LEDGER.payable}) order by id`,
    );
    expect(lines).toEqual([
      { ledger_id: LEDGER.receivable, debit: '0.00', credit: '200000.00', bank_id: null },
      { ledger_id: LEDGER.payable, debit: '10000.00', credit: '0.00', bank_id: null },
      { ledger_id: b.ledger_id, debit: '200000.00', credit: '0.00', bank_id: b.id },
      { ledger_id: b.ledger_id, debit: '0.00', credit: '10000.00', bank_id: b.id },
    ]);
    expect([await lineCount(LEDGER.bankCollection), await lineCount(LEDGER.bankPayment)]).toEqual([0, 0]);

    // The trial balance: the bank's own ledger with 190,000 on the debit side, no "Bank (Payments)" below zero.
    const tb = await ok('GET', `/trail_balance?trDate=${D3}`);
    const tbLedgers = tb.data.flatMap((g: { heads: { sub_heads: { ledgers: { id: number; name: string; debit: number; credit: number; balance: number }[] }[] }[] }) =>
      g.heads.flatMap((h) => h.sub_heads.flatMap((sh) => sh.ledgers)),
    );
    const sonali = tbLedgers.find((l: { id: number }) => l.id === b.ledger_id);
    expect(sonali).toMatchObject({ name: 'Sonali Bank - Motijheel', debit: 190000, credit: 0 });
    expect(tbLedgers.filter((l: { name: string; debit: number; credit: number }) => l.name.startsWith('Bank (') && (l.debit || l.credit))).toEqual([]);
    expect(tb.totalDebit).toBe(tb.totalCredit);
    expect(await t.violations()).toEqual([]);
  });

  it('two banks, each with its own opening and cheques, are each right in the bank book, balance sheet, highlights and hledger export', async () => {
    const a = await bank('Sonali Bank', 'Motijheel', { account_no: 'SB-1', opening_balance: 50000, opening_date: D1 });
    const b = await bank('Dutch-Bangla Bank', 'Mirpur', { account_no: 'DBBL-9' });
    const customer = await party(1, 'Karim Traders');
    const supplier = await party(2, 'Rahim Supply');
    expect((await collect(customer, 30000, b.id)).statusCode).toBe(201);
    expect((await pay(supplier, 5000, a.id)).statusCode).toBe(201);
    expect((await collect(customer, 1000, null)).statusCode).toBe(201); // cash, for the cash book
    await clearOpenCheques(t); // the cheques clear on their own day (issue 22)

    // Sonali: 50,000 opening on 1 March, 5,000 out on 10 March → 45,000. DBBL: 30,000 in → 30,000.
    const all = await ok('GET', `/bank_book?startDate=${D2}&endDate=${D3}`);
    expect(all.banks.map((x: { bank_name: string; opening: number; total_debit: number; total_credit: number; closing: number }) => [x.bank_name, x.opening, x.total_debit, x.total_credit, x.closing])).toEqual([
      ['Dutch-Bangla Bank', 0, 30000, 0, 30000],
      ['Sonali Bank', 50000, 0, 5000, 45000],
    ]);
    expect([await net(a.ledger_id), await net(b.ledger_id)]).toEqual([45000, 30000]);

    // The opening: Dr Sonali 50,000, Cr Opening Balance Equity 50,000, dated 1 March.
    const opening = await rows<{ ledger_id: number; debit: string; credit: string; vc_date: string }>(
      t.db,
      sql`select ledger_id, debit::text, credit::text, vc_date::text from voucher_lines where source_type = 'ledger_opening' and source_id = ${a.ledger_id} order by id`,
    );
    expect(opening).toEqual([
      { ledger_id: a.ledger_id, debit: '50000.00', credit: '0.00', vc_date: D1 },
      { ledger_id: LEDGER.openingBalanceEquity, debit: '0.00', credit: '50000.00', vc_date: D1 },
    ]);

    // The balance sheet: both banks under Bank Accounts, 75,000 together.
    const bs = await ok('GET', `/balance_sheet?trDate=${D3}`);
    const sub = bs.assets.heads.flatMap((h: { subs: { s_id: number }[] }) => h.subs).find((s: { s_id: number }) => s.s_id === BANK_ACCOUNTS_SUB);
    expect(sub.total).toBe(75000);
    expect(sub.ledgers.map((l: { name: string; amount: number }) => [l.name, l.amount]).sort()).toEqual([
      ['Dutch-Bangla Bank - Mirpur', 30000],
      ['Sonali Bank - Motijheel', 45000],
    ]);

    // Today's highlights on 10 March: the day's cheque payment 5,000; every bank together 75,000.
    const h = await ok('GET', `/todays-high-light?date=${D3}`);
    expect([h.todayBankPayment.today_bank_payment, h.pettyCash.bank, h.pettyCash.cash]).toEqual([5000, 75000, 1000]);
    const h5 = await ok('GET', `/todays-high-light?date=${D2}`);
    expect(h5.todayBankColl.today_bank_coll).toBe(30000);

    // The hledger export names each bank's account.
    const journal = (await call('GET', '/export/hledger')).body;
    expect(journal).toMatch(/Bank Accounts:Sonali Bank - Motijheel\s+(BDT ?)?-?5,?000/);
    expect(journal).toContain('Bank Accounts:Dutch-Bangla Bank - Mirpur');
    expect(journal).not.toContain('Bank (Payments)');
    expect(await t.violations()).toEqual([]);
  });

  it('the cash book names the bank that cash was deposited into (a contra voucher on ledger 8 with a bank posts to the bank)', async () => {
    const b = await bank('BRAC Bank', 'Gulshan');
    const customer = await party(1, 'Karim Traders');
    expect((await collect(customer, 8000, null, D1)).statusCode).toBe(201);
    // Cash 3,000 into BRAC: a journal typed by hand on the spec's "Bank (Payments)" ledger with the bank named.
    const v = await ok('POST', '/voucher_post', {
      vc_date: D2,
      vc_type: 1,
      lines: [
        { ledger_id: LEDGER.bankPayment, debit: 3000, credit: 0, narr: 'Deposit', bankId: b.id },
        { ledger_id: LEDGER.cash, debit: 0, credit: 3000, narr: 'Deposit' },
      ],
    }, 201);
    await ok('PUT', `/vc_posting/${encodeURIComponent(v.data.vc_no)}`);
    expect([await net(b.ledger_id), await net(LEDGER.cash), await lineCount(LEDGER.bankPayment)]).toEqual([3000, 5000, 0]);
    const cash = await ok('GET', `/account_ledger?legId=${LEDGER.cash}&fromDate=${D1}&toDate=${D3}`);
    const deposit = cash.acc.find((r: { vc_no: string }) => r.vc_no === v.data.vc_no);
    expect(deposit).toMatchObject({ credit: 3000, balance: 5000 });
    expect(deposit.particulars).toContain('BRAC Bank - Gulshan');
    expect(await t.violations()).toEqual([]);
  });

  it('a bank call with no bank is refused with a clear 400, and nothing is written', async () => {
    const customer = await party(1, 'Karim Traders');
    const res = await call('POST', '/collPay_post', { coll_pay_type: 2, supp_id: customer, date: D2, amount: 500, cash_bank_type: 'Cheque', chqNo: 'C-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please select a bank for a cheque', field: 'bankId' });
    const voucher = await call('POST', '/voucher_post', {
      vc_date: D2,
      vc_type: 5,
      lines: [
        { ledger_id: LEDGER.bankCollection, debit: 500, credit: 0, narr: 'In' },
        { ledger_id: LEDGER.capital, debit: 0, credit: 500, narr: 'In' },
      ],
    });
    expect(voucher.statusCode).toBe(400);
    expect(voucher.json()).toMatchObject({ message: 'Please select a bank: money in a bank posts to that bank’s own ledger', field: 'bankId' });
    expect((await one<{ n: number }>(t.db, sql`select (select count(*) from voucher_lines) + (select count(*) from coll_pay) as n`))!.n).toBe(0);
  });

  it('a hand voucher on a bank ledger names that bank, and one naming another bank is refused', async () => {
    const a = await bank('Sonali Bank', 'Motijheel');
    const b = await bank('BRAC Bank', 'Gulshan');
    const lines = (bankId?: number) => [
      { ledger_id: a.ledger_id, debit: 700, credit: 0, narr: 'Capital in', ...(bankId ? { bankId } : {}) },
      { ledger_id: LEDGER.capital, debit: 0, credit: 700, narr: 'Capital in' },
    ];
    const wrong = await call('POST', '/voucher_post', { vc_date: D2, vc_type: 5, lines: lines(b.id) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The ledger of Sonali Bank is chosen on a line that names another bank');
    await ok('POST', '/voucher_post', { vc_date: D2, vc_type: 5, lines: lines() }, 201);
    expect(await one(t.db, sql`select bank_id from voucher_lines where ledger_id = ${a.ledger_id}`)).toEqual({ bank_id: a.id });
  });
});

describe('issue 20 finding 1: the bank master keeps the bank’s ledger', () => {
  it('creating a bank creates its ledger under Bank Accounts; renaming renames it; the opening is re-posted when changed; an old client’s edit keeps it', async () => {
    const b = await bank('Sonali Bank', 'Motijheel', { account_no: '0001', opening_balance: 12345.67, opening_date: D1 });
    expect(b).toMatchObject({ name: 'Sonali Bank', branch: 'Motijheel', account_no: '0001', opening_balance: 12345.67, opening_date: D1, balance: 12345.67, ledger_name: 'Sonali Bank - Motijheel' });
    const ledger = await one(t.db, sql`select s_id, m_id, name, system_role from ledgers where id = ${b.ledger_id}`);
    expect(ledger).toEqual({ s_id: BANK_ACCOUNTS_SUB, m_id: 1, name: 'Sonali Bank - Motijheel', system_role: `bank:${b.id}` });

    const edited = await ok('PATCH', `/bank_edit/${b.id}`, { name: 'Sonali Bank PLC', branch: 'Gulshan', account_no: '0002', opening_balance: -2000, opening_date: D2 });
    expect(edited.data).toMatchObject({ ledger_name: 'Sonali Bank PLC - Gulshan', account_no: '0002', opening_balance: -2000, opening_date: D2, balance: -2000 });
    // An overdraft: Cr the bank 2,000, Dr Opening Balance Equity 2,000.
    expect(await rows(t.db, sql`select ledger_id, debit::text, credit::text, vc_date::text from voucher_lines order by id`)).toEqual([
      { ledger_id: b.ledger_id, debit: '0.00', credit: '2000.00', vc_date: D2 },
      { ledger_id: LEDGER.openingBalanceEquity, debit: '2000.00', credit: '0.00', vc_date: D2 },
    ]);

    // The spec's form sends name and branch only: the account number and opening stay.
    const old = await ok('PATCH', `/bank_edit/${b.id}`, { id: b.id, name: 'Sonali Bank PLC', branch: 'Banani' });
    expect(old.data).toMatchObject({ ledger_name: 'Sonali Bank PLC - Banani', account_no: '0002', opening_balance: -2000, opening_date: D2 });
    expect(await net(b.ledger_id)).toBe(-2000);
    expect((await ok('GET', '/bank_all')).data).toMatchObject([{ id: b.id, account_no: '0002', opening_balance: -2000, balance: -2000 }]);
    expect(await t.violations()).toEqual([]);
  });

  it('refuses a bank whose ledger name the chart already has (409)', async () => {
    await ok('POST', '/ledger_post', { m_id: 1, s_id: 2, name: 'City Bank - Gulshan', amount: 0 }, 201);
    const res = await call('POST', '/bank_post', { name: 'City Bank', branch: 'Gulshan' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("The chart of accounts already has a ledger named City Bank - Gulshan; rename that ledger or name the bank's branch");
  });

  it('a bank with postings cannot be deleted (409); one with only its opening goes with its ledger and opening', async () => {
    const used = await bank('Sonali Bank', 'Motijheel');
    const customer = await party(1, 'Karim Traders');
    expect((await collect(customer, 500, used.id)).statusCode).toBe(201);
    const res = await call('DELETE', `/bank_remove/${used.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This bank is used by collections, payments or vouchers; it cannot be deleted');

    const unused = await bank('BRAC Bank', 'Gulshan', { opening_balance: 900, opening_date: D1 });
    expect(await net(LEDGER.openingBalanceEquity)).toBe(-900);
    await ok('DELETE', `/bank_remove/${unused.id}`);
    expect(await one(t.db, sql`select 1 as x from ledgers where id = ${unused.ledger_id}`)).toBeUndefined();
    expect(await net(LEDGER.openingBalanceEquity)).toBe(0);
    expect(await t.violations()).toEqual([]);
  });
});
