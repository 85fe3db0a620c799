import { beforeEach, describe, expect, it } from 'vitest';
import { clearOpenCheques } from '../../../../tests/support/cheques.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { inTransaction, one, sql } from '../../db/client.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { issue, receive } from '../../stock/stock.js';
import type { SourceType } from '../../ledger/sources.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call: api, journal } = adminCalls(() => t);
const ok = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await api(method, url, payload);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};

/** A party made by SQL (its feature is built elsewhere) with its opening posted as the parties feature does. */
async function party(type: 1 | 2, name: string, opening: number) {
  const id = (await one<{ id: number }>(t.db, sql`insert into parties (type, name, mobile, amount) values (${type}, ${name}, '0171', ${opening}) returning id`))!.id;
  const [ours, theirs] = [{ ledgerId: type === 1 ? LEDGER.receivable : LEDGER.payable, partyId: id }, { ledgerId: LEDGER.openingBalanceEquity }];
  await inTransaction(t.db, (tx) =>
    post(tx, { vcType: 1, vcDate: '2026-01-01', source: { type: 'party_opening', id }, lines: type === 1
      ? [{ ...ours, debit: opening }, { ...theirs, credit: opening }]
      : [{ ...theirs, debit: opening }, { ...ours, credit: opening }] }),
  );
  return id;
}

interface Fixture { cityBank: number; loan: number; capital: number; rent: number; customer: number; supplier: number; rentVc: string; waitingVc: string }

/**
 * Openings on 1 January (bank 50,000 Dr, loan 20,000 Cr, capital 30,000 Cr, customer 5,000, supplier 4,000);
 * 1 March cash collection 2,000; 2 March rent 1,200 by cash and a credit sale of 3,000 (journals, approved),
 * plus a rent journal of 999 never approved; 3 March cheque collection 700; 4 March cash payment 500.
 */
async function fixture(): Promise<Fixture> {
  const ledger = async (m_id: number, s_id: number, name: string, amount = 0) =>
    (await ok('POST', '/ledger_post', { m_id, s_id, name, amount, open_date: '2026-01-01' })).data.id as number;
  const cityBank = await ledger(1, 2, 'City Bank A/C', 50000);
  const loan = await ledger(3, 5, 'Bank Loan', 20000);
  const capital = await ledger(4, 6, 'Owner Capital', 30000);
  const rent = await ledger(7, 9, 'Office Rent');
  const customer = await party(1, 'Rahim Traders', 5000);
  const supplier = await party(2, 'Delta Supply', 4000);
  const bank = (await one<{ id: number }>(t.db, sql`insert into banks (name) values ('Sonali Bank') returning id`))!.id;

  await ok('POST', '/collPay_post', { supp_id: customer, date: '2026-03-01', coll_pay_type: 2, cash_bank_type: 'Cash', amount: 2000 });
  const rentVc = await journal('2026-03-02', [{ ledger_id: rent, debit: 1200, narr: 'March rent' }, { ledger_id: LEDGER.cash, credit: 1200, narr: 'March rent' }], true);
  await journal('2026-03-02', [{ ledger_id: LEDGER.receivable, partyId: customer, debit: 3000, narr: 'Credit sale' }, { ledger_id: LEDGER.sales, credit: 3000 }], true);
  const waitingVc = await journal('2026-03-02', [{ ledger_id: rent, debit: 999 }, { ledger_id: LEDGER.cash, credit: 999 }], false);
  await ok('POST', '/collPay_post', { supp_id: customer, date: '2026-03-03', coll_pay_type: 2, cash_bank_type: 'Cheque', amount: 700, bankId: bank, chqNo: 'Q1' });
  // A cheque reaches the bank when it clears (issue 22): this one clears the same day.
  await clearOpenCheques(t);
  await ok('POST', '/collPay_post', { supp_id: supplier, date: '2026-03-04', coll_pay_type: 1, cash_bank_type: 'Cash', amount: 500 });
  expect(await t.violations()).toEqual([]);
  return { cityBank, loan, capital, rent, customer, supplier, rentVc, waitingVc };
}

const brief = (rows: { date: string; particulars: string; debit: number; credit: number; balance: number }[]) =>
  rows.map((r) => [r.date, r.particulars, r.debit, r.credit, r.balance]);

describe('party ledgers', () => {
  it("a customer's ledger runs its due from the opening row", async () => {
    const f = await fixture();
    const all = await ok('GET', `/combine_ledger_all?partyId=${f.customer}`);
    expect(all.party).toMatchObject({ id: f.customer, name: 'Rahim Traders', mobile: '0171', type: 1, amount: 5000 });
    expect(brief(all.ledger).slice(1)).toEqual([
      ['2026-01-01', 'Opening Balance', 5000, 0, 5000],
      ['2026-03-01', 'Cash Collection', 0, 2000, 3000],
      ['2026-03-02', 'Journal', 3000, 0, 6000],
      ['2026-03-03', 'Cheque Collection', 0, 700, 5300],
    ]);
    expect(all.ledger[0]).toMatchObject({ particulars: 'Opening Balance', balance: 0 });
    expect(all.totals).toEqual({ opening: 0, debit: 8000, credit: 2700, closing: 5300 });

    const march = await ok('GET', `/combine_ledger_all?partyId=${f.customer}&fromDate=2026-03-02&toDate=2026-03-31`);
    expect(brief(march.ledger)).toEqual([
      ['2026-03-02', 'Opening Balance', 0, 0, 3000],
      ['2026-03-02', 'Journal', 3000, 0, 6000],
      ['2026-03-03', 'Cheque Collection', 0, 700, 5300],
    ]);
    expect(march.ledger[1].description).toBe('Credit sale');
    expect(march.totals).toEqual({ opening: 3000, debit: 3000, credit: 700, closing: 5300 });
  });

  it("a supplier's ledger runs what we owe them", async () => {
    const f = await fixture();
    const s = await ok('GET', `/combine_ledger_all?partyId=${f.supplier}&toDate=2026-03-31`);
    expect(brief(s.ledger).slice(1)).toEqual([
      ['2026-01-01', 'Opening Balance', 0, 4000, 4000],
      ['2026-03-04', 'Cash Payment', 500, 0, 3500],
    ]);
    expect(s.totals.closing).toBe(3500);
  });

  it('asks for a party that exists and dates in order', async () => {
    expect((await api('GET', '/combine_ledger_all?partyId=999')).statusCode).toBe(404);
    expect((await api('GET', '/combine_ledger_all')).json().message).toBe('Please select a party');
    expect((await api('GET', '/combine_ledger_all?partyId=1&fromDate=2026-03-05&toDate=2026-03-01')).json().message).toBe('End date must be after start date');
  });
});

describe('account ledger and one voucher', () => {
  it('the cash ledger shows posted lines with their other ledgers and a running balance', async () => {
    const f = await fixture();
    const cash = await ok('GET', `/account_ledger?legId=${LEDGER.cash}&fromDate=2026-03-01&toDate=2026-03-31`);
    expect(cash.ledger).toMatchObject({ id: LEDGER.cash, name: 'Cash', sub_name: 'Cash-in-Hand', group_name: 'Assets' });
    expect(brief(cash.acc)).toEqual([
      ['2026-03-01', 'Opening Balance', 0, 0, 0],
      ['2026-03-01', 'Accounts Receivable', 2000, 0, 2000],
      ['2026-03-02', 'Office Rent', 0, 1200, 800],
      ['2026-03-04', 'Accounts Payable', 0, 500, 300],
    ]);
    expect(cash.acc[1].description).toBe('Collection');
    expect(cash.acc[2]).toMatchObject({ vc_no: f.rentVc, description: 'March rent' });
    expect(cash.totals).toEqual({ opening: 0, debit: 2000, credit: 1700, closing: 300 });

    const bank = await ok('GET', `/account_ledger?legId=${f.cityBank}&fromDate=2026-02-01`);
    expect(brief(bank.acc)).toEqual([['2026-02-01', 'Opening Balance', 0, 0, 50000]]);
    expect((await api('GET', '/account_ledger?legId=9999')).statusCode).toBe(404);
  });

  it('the individual voucher report shows a posted voucher only', async () => {
    const f = await fixture();
    const v = (await ok('GET', `/indv_voucher_report?vcNo=${f.rentVc}`)).data;
    expect(v).toMatchObject({ vc_no: f.rentVc, type_name: 'Journal', vc_date: '2026-03-02', description: 'March rent', total_debit: 1200, total_credit: 1200 });
    expect(v.lines.map((l: { ledger_name: string; debit: number; credit: number }) => [l.ledger_name, l.debit, l.credit])).toEqual([['Office Rent', 1200, 0], ['Cash', 0, 1200]]);
    expect((await api('GET', `/indv_voucher_report?vcNo=${f.waitingVc}`)).statusCode).toBe(404);
  });
});

describe('day book (issue 42, item 14)', () => {
  it('lists every voucher of the range once, in date order, with its party, narration, amount and source; a waiting voucher is marked', async () => {
    const f = await fixture();
    const r = await ok('GET', '/day_book?startDate=2026-03-02&endDate=2026-03-02');
    const brief = r.data.map((v: { vc_no: string; vc_type: number; source_type: string; party_name: string | null; narration: string; amount: number; posted: boolean }) => [
      v.vc_type,
      v.source_type,
      v.party_name,
      v.narration,
      v.amount,
      v.posted,
    ]);
    expect(brief).toEqual([
      [1, null, null, 'March rent', 1200, true],
      [1, null, 'Rahim Traders', 'Credit sale', 3000, true],
      [1, null, null, '', 999, false],
    ]);
    expect(r.data[0].vc_no).toBe(f.rentVc);
    expect(r.data[2].vc_no).toBe(f.waitingVc);
    expect(r.total).toBe(5199);
    // the month: the openings of January are not in it; the two collections, the cheque's moves and the payment are
    const march = await ok('GET', '/day_book?startDate=2026-03-01&endDate=2026-03-31');
    expect(march.data.map((v: { vc_date: string }) => v.vc_date)).toEqual([...march.data.map((v: { vc_date: string }) => v.vc_date)].sort());
    expect(march.data.filter((v: { source_type: string }) => v.source_type === 'collpay').map((v: { amount: number }) => v.amount)).toEqual([2000, 700, 500]);
    expect(new Set(march.data.map((v: { vc_no: string }) => v.vc_no)).size).toBe(march.data.length);
    expect((await api('GET', '/day_book?startDate=2026-03-02')).json().message).toBe('Please select both start and end dates');
  });
});

describe('financial statements', () => {
  it('the transaction ledger splits each account at the start date', async () => {
    const f = await fixture();
    const r = await ok('GET', '/date_wise_transaction_report?startDate=2026-03-02&endDate=2026-03-31');
    const row = (id: number) => r.data.find((d: { ledger_id: number }) => d.ledger_id === id);
    expect(row(LEDGER.cash)).toMatchObject({ name: 'Cash', opening: 2000, debit: 0, credit: 1700, balance: 300 });
    expect(row(LEDGER.receivable)).toMatchObject({ opening: 3000, debit: 3000, credit: 700, balance: 5300 });
    expect(row(f.cityBank)).toMatchObject({ opening: 50000, debit: 0, credit: 0, balance: 50000 });
    expect(row(f.rent)).toMatchObject({ opening: 0, debit: 1200, credit: 0, balance: 1200 });
    expect(r.currentStock).toBe(0);
    // 5,400 as before, and the cheque's 700 into and out of Cheques in Hand and in Clearing (issue 22)
    expect(r.totals).toEqual({ opening: 0, debit: 6800, credit: 6800, balance: 0 });
    expect((await api('GET', '/date_wise_transaction_report?startDate=2026-03-02')).json().message).toBe('Please select both start and end dates');
  });

  it('the transaction ledger values the stock as it stood on the end date', async () => {
    const modelId = (await one<{ id: number }>(t.db, sql`insert into product_models (name) values ('LED TV 32') returning id`))!.id;
    const source = (type: SourceType, id: number) => ({ type, id });
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-01-15', qty: 10, unitCost: '100.10', source: source('purchase', 1) }));
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-03-10', qty: 10, unitCost: '100.10', source: source('purchase', 2) }));
    await inTransaction(t.db, (tx) => issue(tx, { modelId, date: '2026-03-31', qty: 4, source: source('sale', 1) }));
    await inTransaction(t.db, (tx) => receive(tx, { modelId, date: '2026-04-01', qty: 1, unitCost: '55.55', source: source('purchase', 3) }));
    const stockOn = async (endDate: string) => (await ok('GET', `/date_wise_transaction_report?startDate=2026-01-01&endDate=${endDate}`)).currentStock;
    expect(await stockOn('2026-01-14')).toBe(0);
    expect(await stockOn('2026-03-30')).toBe(2002); // 1,001.00 twice
    expect(await stockOn('2026-03-31')).toBe(1601.6); // less 4 at 100.10
    expect(await stockOn('2026-12-31')).toBe(1657.15); // and 55.55 more on 1 April
  });

  it('the trial balance nets to zero and equals the ledger balances', async () => {
    const f = await fixture();
    const tb = await ok('GET', '/trail_balance?trDate=2026-03-31');
    expect(tb).toMatchObject({ trDate: '2026-03-31', totalDebit: 57500, totalCredit: 57500 });
    expect(tb.data.map((g: { g_name: string; debti: number; debit: number; credit: number }) => [g.g_name, g.debti, g.debit, g.credit])).toEqual([
      ['Assets', 56300, 56300, 0],
      ['Liabilities', 0, 0, 23500],
      ['Equity', 0, 0, 31000],
      ['Income', 0, 0, 3000],
      ['Expenses', 1200, 1200, 0],
    ]);
    const assets = tb.data[0].heads[0];
    expect(assets.acc_head).toBe('Current Assets');
    expect(assets.sub_heads.map((s: { sub_name: string; debit: number; ledgers: { name: string; debit: number }[] }) => [s.sub_name, s.debit, s.ledgers.map((l) => [l.name, l.debit])])).toEqual([
      ['Bank Accounts', 50700, [['City Bank A/C', 50000], ['Sonali Bank', 700]]],
      ['Cash-in-Hand', 300, [['Cash', 300]]],
      // the cheque of 700 passed through them on its way to the bank (issue 22): moved, nothing left
      ['Cheques in Hand', 0, [['Cheques in Clearing', 0], ['Cheques in Hand', 0]]],
      ['Sundry Debtors', 5300, [['Accounts Receivable', 5300]]],
    ]);
    const equity = tb.data[2].heads[0].sub_heads[0].ledgers;
    expect(equity.map((l: { name: string; open: number; credit: number; balance: number }) => [l.name, l.open, l.credit, l.balance])).toEqual([
      ['Opening Balance Equity', -1000, 1000, -1000],
      ['Owner Capital', -30000, 30000, -30000],
    ]);

    // Every ledger with a balance appears with that balance, and nothing else does.
    const tbLedgers = new Map<number, number>();
    // (a ledger that moved and nets to nil, such as Cheques in Hand, shows at 0 beside them)
    for (const g of tb.data) for (const h of g.heads) for (const s of h.sub_heads) for (const l of s.ledgers) if (l.balance !== 0) tbLedgers.set(l.id, l.balance);
    const chart = (await ok('GET', '/ledger_all')).data.filter((l: { balance: number }) => l.balance !== 0);
    expect(new Map(chart.map((l: { id: number; balance: number }) => [l.id, l.balance]))).toEqual(tbLedgers);
    expect(tbLedgers.get(f.loan)).toBe(-20000);
  });

  it('an earlier date leaves out later lines; an unapproved voucher counts nowhere', async () => {
    await fixture();
    const early = await ok('GET', '/trail_balance?trDate=2026-03-01');
    expect(early).toMatchObject({ totalDebit: 55000, totalCredit: 55000 });
    await t.db.execute(sql`update voucher_lines set post_status = 1 where post_status = 0`);
    // Rent 999 more on the debit side; cash, 699 overdrawn, moves to the credit side.
    expect(await ok('GET', '/trail_balance?trDate=2026-03-31')).toMatchObject({ totalDebit: 58199, totalCredit: 58199 });
  });

  it('the balance sheet balances, with the profit to date in equity', async () => {
    const f = await fixture();
    const bs = await ok('GET', '/balance_sheet?trDate=2026-03-31');
    expect(bs).toMatchObject({ trDate: '2026-03-31', currentProfit: 1800, totalAssets: 56300, totalLiabilitiesAndEquity: 56300 });
    expect(bs.assets.total).toBe(56300);
    expect(bs.liabilities.heads[0].subs[0].ledgers).toEqual([
      { id: LEDGER.payable, name: 'Accounts Payable', amount: 3500 },
      { id: f.loan, name: 'Bank Loan', amount: 20000 },
    ]);
    expect(bs.equity).toMatchObject({ total: 32800, currentProfit: 1800 });
    expect(bs.equity.heads[0].subs[0].ledgers.map((l: { name: string; amount: number }) => [l.name, l.amount])).toEqual([['Opening Balance Equity', 1000], ['Owner Capital', 30000]]);

    const march1 = await ok('GET', '/balance_sheet?trDate=2026-03-01');
    expect(march1).toMatchObject({ currentProfit: 0, totalAssets: 55000, totalLiabilitiesAndEquity: 55000 });
  });

  it('reports are open to every signed-in user, and to no one else', async () => {
    const user = await t.userHeaders();
    expect((await api('GET', '/trail_balance', undefined, user)).statusCode).toBe(200);
    expect((await api('GET', '/ledger_options', undefined, user)).json().data.length).toBe(19); // the seeded chart, Retained Earnings and the four cheque ledgers (migration 0048) included
    expect((await t.app.inject({ method: 'GET', url: '/api/balance_sheet' })).statusCode).toBe(401);
  });
});
