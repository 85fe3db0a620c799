import { beforeEach, describe, expect, it } from 'vitest';
import { clearOpenCheques } from '../../../../tests/support/cheques.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { inTransaction, one, sql, type Executor } from '../../db/client.js';
import { post } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { issue, receive } from '../../stock/stock.js';
import { todayInDhaka } from '../../../domain/dates.js';

const t = useTestApp();
beforeEach(() => t.reset());

const DAY = '2026-03-05';
const BEFORE = '2026-03-04';
const AFTER = '2026-03-06';

const insertId = async (query: ReturnType<typeof sql>) => (await one<{ id: number }>(t.db, query))!.id;

const highlights = async (date?: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/todays-high-light${date ? `?date=${date}` : ''}`, headers: t.admin });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const collPay = async (payload: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/collPay_post', headers: t.admin, payload: { date: DAY, rmks: '', ...payload } });
  expect(res.statusCode).toBe(201);
};

/**
 * A day of trading written the way the documents write it: stock moved through the stock ledger,
 * vouchers posted with the documents' source types (purchase, sale, returns), collections and
 * payments through the API.
 */
async function tradingDay() {
  const customer = await insertId(sql`insert into parties (type, name) values (1, 'Rahim Traders') returning id`);
  const supplier = await insertId(sql`insert into parties (type, name) values (2, 'Delta Supply') returning id`);
  const bank = await insertId(sql`insert into banks (name, branch) values ('Sonali Bank', 'Motijheel') returning id`);
  const model = await insertId(sql`insert into product_models (name) values ('LED 32') returning id`);
  const doc = (type: string, fn: (tx: Executor) => Promise<void>) => inTransaction(t.db, fn).then(() => type);

  await doc('purchase', async (tx) => {
    const { value } = await receive(tx, { modelId: model, date: DAY, qty: 10, unitCost: 200, source: { type: 'purchase', id: 1 } });
    await post(tx, { vcType: 1, vcDate: DAY, source: { type: 'purchase', id: 1 }, lines: [
      { ledgerId: LEDGER.inventory, debit: value }, { ledgerId: LEDGER.payable, partyId: supplier, credit: value }] });
  });
  await doc('purchase_return', async (tx) => {
    const { value } = await issue(tx, { modelId: model, date: DAY, qty: 2, source: { type: 'purchase_return', id: 1 } });
    await post(tx, { vcType: 1, vcDate: DAY, source: { type: 'purchase_return', id: 1 }, lines: [
      { ledgerId: LEDGER.payable, partyId: supplier, debit: value }, { ledgerId: LEDGER.inventory, credit: value }] });
  });
  await doc('sale', async (tx) => {
    const { value } = await issue(tx, { modelId: model, date: DAY, qty: 3, source: { type: 'sale', id: 1 } });
    await post(tx, { vcType: 1, vcDate: DAY, source: { type: 'sale', id: 1 }, lines: [
      { ledgerId: LEDGER.receivable, partyId: customer, debit: 1150 }, { ledgerId: LEDGER.discountAllowed, debit: 50 },
      { ledgerId: LEDGER.sales, credit: 1200 }, { ledgerId: LEDGER.costOfGoodsSold, debit: value }, { ledgerId: LEDGER.inventory, credit: value }] });
  });
  await doc('sales_return', async (tx) => {
    const { value } = await receive(tx, { modelId: model, date: DAY, qty: 1, unitCost: 200, source: { type: 'sales_return', id: 1 } });
    await post(tx, { vcType: 1, vcDate: DAY, source: { type: 'sales_return', id: 1 }, lines: [
      { ledgerId: LEDGER.salesReturns, debit: 400 }, { ledgerId: LEDGER.receivable, partyId: customer, credit: 400 },
      { ledgerId: LEDGER.inventory, debit: value }, { ledgerId: LEDGER.costOfGoodsSold, credit: value }] });
  });

  await collPay({ supp_id: customer, coll_pay_type: 2, cash_bank_type: 'Cash', amount: 1000 });
  await collPay({ supp_id: customer, coll_pay_type: 2, cash_bank_type: 'Cheque', amount: 700, bankId: bank, chqNo: 'A1' });
  await collPay({ supp_id: supplier, coll_pay_type: 1, cash_bank_type: 'Cash', amount: 300 });
  await collPay({ supp_id: supplier, coll_pay_type: 1, cash_bank_type: 'Cheque', amount: 250.5, bankId: bank, chqNo: 'B2' });
  // A cheque reaches the bank when it clears (issue 22): these two clear the same day.
  await clearOpenCheques(t);
  // The day before and the day after: in the balances up to their dates, never in this day's figures.
  await collPay({ supp_id: customer, coll_pay_type: 2, cash_bank_type: 'Cash', amount: 500, date: BEFORE });
  await collPay({ supp_id: customer, coll_pay_type: 2, cash_bank_type: 'Cash', amount: 80, date: AFTER });
  // A hand voucher still waiting for approval counts nowhere.
  await inTransaction(t.db, (tx) => post(tx, { vcType: 4, vcDate: DAY, postStatus: 0, lines: [
    { ledgerId: LEDGER.cash, debit: 999, active: 1 }, { ledgerId: LEDGER.receivable, partyId: customer, credit: 999 }] }));
}

describe('GET /todays-high-light', () => {
  it('shows every figure of the day, read from posted lines', async () => {
    await tradingDay();
    expect(await highlights(DAY)).toEqual({
      date: DAY,
      todaysSales: { todays_sales: 1150 },
      todaysPurchase: { todays_purchase: 2000 },
      todaysSalesReturn: { todays_Sales_return: 400 },
      todaysPurchaseReturn: { todays_purchase_return: 400 },
      todayCashColl: { today_cash_coll: 1000 },
      todayCashPayment: { today_cash_payment: 300 },
      todayBankColl: { today_bank_coll: 700 },
      todayBankPayment: { today_bank_payment: 250.5 },
      // Cash: 500 the day before + 1000 − 300; bank: 700 − 250.50. The 80 of the next day is not yet in.
      pettyCash: { cash: 1200, bank: 449.5, mobile: 0 },
      // mobile money accounts, their own kind since issue 22: none here
      todayMobileColl: { today_mobile_coll: 0 },
      todayMobilePayment: { today_mobile_payment: 0 },
    });
    expect(await t.violations()).toEqual([]);
  });

  it('another day shows only its own figures', async () => {
    await tradingDay();
    const before = await highlights(BEFORE);
    expect(before.todayCashColl.today_cash_coll).toBe(500);
    expect(before.todaysSales.todays_sales).toBe(0);
    expect(before.todaysPurchase.todays_purchase).toBe(0);
    expect(before.pettyCash).toEqual({ cash: 500, bank: 0, mobile: 0 });
    const after = await highlights(AFTER);
    expect(after.todayCashColl.today_cash_coll).toBe(80);
    expect(after.todayBankPayment.today_bank_payment).toBe(0);
    expect(after.pettyCash).toEqual({ cash: 1280, bank: 449.5, mobile: 0 });
  });

  it('a deleted collection leaves the figures', async () => {
    await tradingDay();
    const rec = await one<{ id: number }>(t.db, sql`select id from coll_pay where date = ${DAY} and cash_bank_type = 'Cash' and coll_pay_type = 2`);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/collPay_remove/${rec!.id}`, headers: t.admin });
    expect(res.statusCode).toBe(200);
    const h = await highlights(DAY);
    expect(h.todayCashColl.today_cash_coll).toBe(0);
    expect(h.pettyCash.cash).toBe(200);
    expect(await t.violations()).toEqual([]);
  });

  it("defaults to today's date in Dhaka and refuses a date that is not real", async () => {
    expect((await highlights()).date).toBe(todayInDhaka());
    const bad = await t.app.inject({ method: 'GET', url: '/api/todays-high-light?date=2026-13-01', headers: t.admin });
    expect(bad.statusCode).toBe(400);
  });
});
