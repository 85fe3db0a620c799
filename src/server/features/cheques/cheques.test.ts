// Issue 22: cheques that clear or bounce. A cheque received sits in Cheques in Hand, then Cheques in
// Clearing once deposited, and reaches the bank's own ledger on the day it cleared; one issued sits
// in Cheques Issued until presented. Every figure below is worked out by hand in the comments, and
// the books check runs after each step.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call, ok } = adminCalls(() => t);
const sound = async () => expect(await t.violations()).toEqual([]);

const role = async (r: string) => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = ${r}`))!.id;
/** Posted debit minus credit of a ledger up to a date (all dates when none). */
const net = async (ledgerId: number, asOf = '2099-12-31') =>
  Number(
    (await one<{ n: string }>(
      t.db,
      sql`select coalesce(sum(debit - credit), 0)::text n from voucher_lines where ledger_id = ${ledgerId} and post_status = 1 and vc_date <= ${asOf}`,
    ))!.n,
  );
const lineCount = async () => (await one<{ n: number }>(t.db, sql`select count(*)::int n from voucher_lines`))!.n;
const due = (partyId: number) => partyDue(t.db, partyId);

async function bank(name: string, opening = 0) {
  return (await ok('POST', '/bank_post', { name, branch: 'Motijheel', opening_balance: opening, opening_date: '2026-10-01' }, 201)).data as {
    id: number;
    ledger_id: number;
  };
}
async function party(type: 1 | 2, name: string, opening = 0) {
  return (await ok('POST', '/party_post', { type, name, amount: opening, opening_date: '2026-10-01' }, 201)).data.id as number;
}
const collect = (supp_id: number, amount: number, bankId: number, date: string, chqNo: string, chqDate: string) =>
  ok('POST', '/collPay_post', { coll_pay_type: 2, supp_id, date, amount, cash_bank_type: 'Cheque', bankId, chqNo, chqDate, drawnOn: 'Dutch-Bangla Bank' }, 201);
const pay = (supp_id: number, amount: number, bankId: number, date: string, chqNo: string) =>
  call('POST', '/collPay_post', { coll_pay_type: 1, supp_id, date, amount, cash_bank_type: 'Cheque', bankId, chqNo, chqDate: date });
const chequeOf = async (vcNo: string) => (await one<{ id: number }>(t.db, sql`select id from cheques where vc_no = ${vcNo}`))!.id;
const move = (id: number, body: object) => call('POST', `/cheques/${id}/state`, body);
const bankBook = async (bankId: number, endDate: string) => (await ok('GET', `/bank_book?startDate=2026-10-01&endDate=${endDate}&bankId=${bankId}`)).banks[0];
const highlights = async (date: string) => ok('GET', `/todays-high-light?date=${date}`);

describe('issue 22: a cheque received', () => {
  it('post-dated: received on 5 Oct dated 20 Oct, refused a deposit before its date, deposited on 20 Oct, cleared on 22 Oct', async () => {
    const b = await bank('Sonali Bank', 10000);
    const karim = await party(1, 'Karim Traders', 50000);
    const [hand, clearing] = [await role('chequesInHand'), await role('chequesInClearing')];

    // Received: Dr Cheques in Hand 20,000, Cr Karim. His due 50,000 - 20,000 = 30,000 at once; the bank still 10,000.
    const rec = await collect(karim, 20000, b.id, '2026-10-05', 'DB-101', '2026-10-20');
    expect(rec.data).toMatchObject({ cash_bank_type: 'Bank', bankId: b.id, chqNo: 'DB-101', amount: 20000, pre_due: 50000, outstnd: 30000 });
    const id = await chequeOf(rec.data.vc_no);
    expect((await ok('GET', `/cheques/${id}`)).data).toMatchObject({
      direction: 'received',
      state: 'received',
      amount: 20000,
      drawn_on: 'Dutch-Bangla Bank',
      actions: ['deposited', 'returned', 'cancelled'],
    });
    expect([await due(karim), await net(hand), await net(b.ledger_id)]).toEqual([30000, 20000, 10000]);
    expect((await bankBook(b.id, '2026-10-31')).closing).toBe(10000);
    // cheque collection: the cheque received that day (issue 41), though the bank has none of it yet
    expect((await highlights('2026-10-05')).todayBankColl.today_bank_coll).toBe(20000);
    // the home screen's list: in hand and dated within the next 7 days (or already due)
    expect(await ok('GET', '/cheques_due')).toMatchObject({ total: 1, amount: 20000, data: [{ id, chq_no: 'DB-101', chq_date: '2026-10-20' }] });
    await sound();

    // Skipped (cleared before deposited) and post-dated (deposited before 20 Oct): refused, nothing written.
    const lines = await lineCount();
    const skipped = await move(id, { to: 'cleared', date: '2026-10-06' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('A cheque that is in hand cannot be marked cleared; it can be deposited or returned or cancelled');
    const early = await move(id, { to: 'deposited', date: '2026-10-10' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'This cheque is dated 20-Oct-2026: it cannot be deposited before that day', field: 'date' });
    expect(await lineCount()).toBe(lines);

    // Deposited on 20 Oct: Dr Cheques in Clearing 20,000, Cr Cheques in Hand. The bank still 10,000; Karim 30,000.
    const dep = await move(id, { to: 'deposited', date: '2026-10-20' });
    expect(dep.statusCode, dep.body).toBe(200);
    expect(dep.json().data).toMatchObject({ state: 'deposited', deposited_date: '2026-10-20', actions: ['cleared', 'bounced'] });
    expect([await due(karim), await net(hand), await net(clearing), await net(b.ledger_id)]).toEqual([30000, 0, 20000, 10000]);
    expect((await ok('GET', '/cheques_due')).total).toBe(0);
    expect((await bankBook(b.id, '2026-10-31')).closing).toBe(10000);
    await sound();

    // Repeated: 409.
    expect((await move(id, { to: 'deposited', date: '2026-10-21' })).statusCode).toBe(409);

    // Cleared on the bank's date, 22 Oct: Dr the bank 20,000, Cr Cheques in Clearing. The bank 30,000 from 22 Oct, not before.
    const clr = await move(id, { to: 'cleared', date: '2026-10-22' });
    expect(clr.statusCode, clr.body).toBe(200);
    expect(clr.json().data).toMatchObject({ state: 'cleared', cleared_date: '2026-10-22', actions: [] });
    expect(clr.json().data.events.map((e: { state: string; date: string }) => [e.state, e.date])).toEqual([
      ['received', '2026-10-05'],
      ['deposited', '2026-10-20'],
      ['cleared', '2026-10-22'],
    ]);
    expect([await due(karim), await net(hand), await net(clearing), await net(b.ledger_id)]).toEqual([30000, 0, 0, 30000]);
    expect(await net(b.ledger_id, '2026-10-21')).toBe(10000);
    const book = await bankBook(b.id, '2026-10-31');
    expect([book.opening, book.total_debit, book.total_credit, book.closing]).toEqual([0, 30000, 0, 30000]);
    expect(book.rows.map((r: { date: string; debit: number; balance: number }) => [r.date, r.debit, r.balance])).toEqual([
      ['2026-10-01', 10000, 10000],
      ['2026-10-22', 20000, 30000],
    ]);
    // its clearing is no second collection (issue 41)
    expect((await highlights('2026-10-22')).todayBankColl.today_bank_coll).toBe(0);
    expect((await highlights('2026-10-22')).pettyCash.bank).toBe(30000);
    expect((await highlights('2026-10-21')).pettyCash.bank).toBe(10000);
    await sound();

    // The cash flow: nothing received until it cleared; then 20,000 received from customers.
    const flow = async (toDate: string) => ok('GET', `/cash_flow?fromDate=2026-10-02&toDate=${toDate}`);
    expect(await flow('2026-10-21')).toMatchObject({ opening: 10000, receipts: [], totalReceipts: 0, closing: 10000 });
    expect(await flow('2026-10-31')).toMatchObject({
      opening: 10000,
      receipts: [{ kind: 'customers', amount: 20000 }],
      totalReceipts: 20000,
      totalPayments: 0,
      closing: 30000,
    });
    // The hledger export follows: the cheque into Cheques in Hand, through Cheques in Clearing, into the bank on the 22nd.
    const journal = (await call('GET', '/export/hledger')).body;
    expect(journal).toMatch(/2026-10-22[^\n]*\n(\s+[^\n]*\n)*\s+Assets:Current Assets:Bank Accounts:Sonali Bank - Motijheel\s+(BDT ?)?20,?000/);
    expect(journal).toMatch(/2026-10-20[^\n]*\n(\s+[^\n]*\n)*\s+Assets:Current Assets:Cheques in Hand:Cheques in Clearing\s+(BDT ?)?20,?000/);

    // Each change is in the audit log.
    const audit = await one<{ s: string }>(
      t.db,
      sql`select string_agg((before->>'state') || '>' || (after->>'state'), ',' order by id) s from audit_log where table_name = 'cheques' and action = 'update' and user_id is not null`,
    );
    expect(audit!.s).toBe('received>deposited,deposited>cleared');
    // The collection cannot be deleted under a cleared cheque.
    const del = await call('DELETE', `/collPay_remove/${rec.data.id}`);
    expect(del.statusCode).toBe(409);
  });

  it('bounced with a 500 charge passed on: the due rises by 15,500, the bank keeps none of the cheque, Bank Charges nets nil', async () => {
    const b = await bank('Sonali Bank', 10000);
    const karim = await party(1, 'Karim Traders', 50000);
    const charges = await role('bankCharges');
    const id = await chequeOf((await collect(karim, 15000, b.id, '2026-10-05', 'DB-202', '2026-10-05')).data.vc_no);
    expect(await due(karim)).toBe(35000);
    expect((await move(id, { to: 'deposited', date: '2026-10-06' })).statusCode).toBe(200);
    await sound();

    const res = await move(id, { to: 'bounced', date: '2026-10-08', charge: 500, chargeToParty: true, note: 'Insufficient funds' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'bounced', bounced_date: '2026-10-08', bounce_charge: 500, charge_to_party: true });
    // Due: 35,000 + 15,000 + 500 = 50,500. Bank: 10,000, less the 500 the bank took as its fee = 9,500
    // (the cheque itself never reached it). Bank Charges: Dr 500 from the bank, Cr 500 charged on = nil.
    expect([await due(karim), await net(b.ledger_id), await net(charges), await net(await role('chequesInClearing'))]).toEqual([50500, 9500, 0, 0]);
    const vc = await one<{ narr: string }>(
      t.db,
      sql`select narr from voucher_lines where source_type = 'cheque' and source_id = ${id} and party_id = ${karim} order by id limit 1`,
    );
    expect(vc!.narr).toBe('Cheque DB-202 of Karim Traders bounced: Insufficient funds');
    expect((await move(id, { to: 'cleared', date: '2026-10-09' })).statusCode).toBe(409);
    // The register: filtered by party, bank and dates, with totals per state.
    const reg = await ok('GET', `/cheques?direction=received&partyId=${karim}&bankId=${b.id}&fromDate=2026-10-01&toDate=2026-10-31`);
    expect(reg.data.map((c: { chq_no: string; state: string; actions: string[] }) => [c.chq_no, c.state, c.actions])).toEqual([['DB-202', 'bounced', ['deposited']]]);
    expect(reg.totals).toEqual([{ direction: 'received', state: 'bounced', count: 1, amount: 15000 }]);
    expect((await ok('GET', `/cheques?state=cleared`)).total).toBe(0);
    expect((await ok('GET', `/cheques?toDate=2026-10-04`)).total).toBe(0);
    // The cash flow: the cheque never reached the bank; the bank's fee is an expense paid.
    expect(await ok('GET', '/cash_flow?fromDate=2026-10-02&toDate=2026-10-31')).toMatchObject({
      opening: 10000,
      receipts: [],
      payments: [{ kind: 'expenses', amount: 500 }],
      closing: 9500,
    });
    await sound();
  });

  it('bounced with a 500 charge kept: Bank Charges 500, the due rises by the cheque only', async () => {
    const b = await bank('Sonali Bank', 10000);
    const karim = await party(1, 'Karim Traders', 50000);
    const id = await chequeOf((await collect(karim, 15000, b.id, '2026-10-05', 'DB-203', '2026-10-05')).data.vc_no);
    await move(id, { to: 'deposited', date: '2026-10-06' });
    expect((await move(id, { to: 'bounced', date: '2026-10-08', charge: 500 })).statusCode).toBe(200);
    expect([await due(karim), await net(b.ledger_id), await net(await role('bankCharges'))]).toEqual([50000, 9500, 500]);
    await sound();
  });

  it('returned to the party undeposited: the due re-opens; an in-hand cheque follows its collection on edit and delete', async () => {
    const b = await bank('Sonali Bank');
    const karim = await party(1, 'Karim Traders', 50000);
    const rec = await collect(karim, 8000, b.id, '2026-10-05', 'DB-301', '2026-10-05');
    // edited while in hand: the cheque follows (9,000)
    const ed = await call('PATCH', `/collPay_edit/${rec.data.id}`, {
      coll_pay_type: 2,
      supp_id: karim,
      date: '2026-10-05',
      amount: 9000,
      cash_bank_type: 'Cheque',
      bankId: b.id,
      chqNo: 'DB-301',
      chqDate: '2026-10-05',
    });
    expect(ed.statusCode, ed.body).toBe(200);
    const id = await chequeOf(rec.data.vc_no);
    expect((await ok('GET', `/cheques/${id}`)).data.amount).toBe(9000);
    expect(await due(karim)).toBe(41000);
    expect((await move(id, { to: 'returned', date: '2026-10-07' })).statusCode).toBe(200);
    expect([await due(karim), await net(await role('chequesInHand'))]).toEqual([50000, 0]);
    await sound();

    // another, deleted while in hand: its cheque goes with it
    const rec2 = await collect(karim, 1000, b.id, '2026-10-05', 'DB-302', '2026-10-05');
    expect((await call('DELETE', `/collPay_remove/${rec2.data.id}`)).statusCode).toBe(200);
    expect(await one(t.db, sql`select 1 from cheques where chq_no = 'DB-302'`)).toBeUndefined();
    await sound();
  });
});

describe('issue 22: a cheque issued', () => {
  it('paid on 5 Oct, presented on 9 Oct: the supplier is paid at once, the bank pays on the 9th; a number once per bank', async () => {
    const b = await bank('Sonali Bank', 50000);
    const other = await bank('Janata Bank', 0);
    const rahim = await party(2, 'Rahim Supply', 40000);
    const issued = await role('chequesIssued');

    // Dr Rahim 12,000, Cr Cheques Issued. He is owed 40,000 - 12,000 = 28,000; the bank still 50,000.
    const res = await pay(rahim, 12000, b.id, '2026-10-05', 'OUR-1');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ pre_due: 40000, outstnd: 28000 });
    const id = await chequeOf(res.json().data.vc_no);
    expect([await due(rahim), await net(issued), await net(b.ledger_id)]).toEqual([28000, -12000, 50000]);
    // cheque payment: the cheque issued that day (issue 41)
    expect((await highlights('2026-10-05')).todayBankPayment.today_bank_payment).toBe(12000);
    await sound();

    // The same number on the same bank: 409; on another bank it is another cheque.
    const dup = await pay(rahim, 100, b.id, '2026-10-05', 'our-1');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Cheque number our-1 of this bank is already used');
    expect((await pay(rahim, 100, other.id, '2026-10-05', 'OUR-1')).statusCode).toBe(201);

    // Deposited is not a state of an issued cheque.
    expect((await move(id, { to: 'deposited', date: '2026-10-06' })).statusCode).toBe(409);
    // Presented on 9 Oct: Dr Cheques Issued 12,000, Cr the bank. The bank 38,000 from the 9th.
    const pr = await move(id, { to: 'cleared', date: '2026-10-09' });
    expect(pr.statusCode, pr.body).toBe(200);
    expect(pr.json().message).toBe('Cheque marked presented');
    expect([await due(rahim), await net(issued, '2026-10-09'), await net(b.ledger_id, '2026-10-08'), await net(b.ledger_id)]).toEqual([
      27900, -100, 50000, 38000,
    ]);
    expect((await highlights('2026-10-09')).todayBankPayment.today_bank_payment).toBe(0);
    expect((await move(id, { to: 'cleared', date: '2026-10-10' })).statusCode).toBe(409);
    await sound();
  });

  it('cancelled: the supplier is owed again, and the leaf’s number stays used', async () => {
    const b = await bank('Sonali Bank', 50000);
    const rahim = await party(2, 'Rahim Supply', 40000);
    const res = await pay(rahim, 12000, b.id, '2026-10-05', 'OUR-7');
    const id = await chequeOf(res.json().data.vc_no);
    const c = await move(id, { to: 'cancelled', date: '2026-10-06' });
    expect(c.statusCode, c.body).toBe(200);
    expect([await due(rahim), await net(await role('chequesIssued')), await net(b.ledger_id)]).toEqual([40000, 0, 50000]);
    // a cancelled leaf's number stays used
    expect((await pay(rahim, 100, b.id, '2026-10-06', 'OUR-7')).statusCode).toBe(409);
    await sound();
  });
});

describe('issue 22: mobile money accounts', () => {
  it('a bKash account is a money account of its own kind: its ledger, collections by transaction ID (409 on a repeat), highlights and cash flow', async () => {
    const bkash = (
      await ok(
        'POST',
        '/bank_post',
        { name: 'bKash Merchant', kind: 'bkash', wallet_no: '01711000000', opening_balance: 2000, opening_date: '2026-10-01' },
        201,
      )
    ).data;
    expect(bkash).toMatchObject({ kind: 'bkash', wallet_no: '01711000000', balance: 2000 });
    const sub = await one<{ name: string }>(t.db, sql`select s.name from ledgers l join acc_subs s on s.id = l.s_id where l.id = ${bkash.ledger_id}`);
    expect(sub!.name).toBe('Mobile Money Accounts');
    const karim = await party(1, 'Karim Traders', 50000);
    const rahim = await party(2, 'Rahim Supply', 40000);
    const viaBkash = (kind: 1 | 2, supp_id: number, amount: number, txnId: string | null) =>
      call('POST', '/collPay_post', { coll_pay_type: kind, supp_id, date: '2026-10-05', amount, cash_bank_type: 'Mobile', bankId: bkash.id, txnId });

    // In 3,500 from Karim (TXN 8AB1), out 1,200 to Rahim (TXN 9CD2): straight to the account, no cheque.
    const inn = await viaBkash(2, karim, 3500, '8AB1');
    expect(inn.statusCode, inn.body).toBe(201);
    expect(inn.json().data).toMatchObject({ cash_bank_type: 'Mobile', txnId: '8AB1', bankId: bkash.id, outstnd: 46500 });
    expect((await viaBkash(1, rahim, 1200, '9CD2')).statusCode).toBe(201);
    expect(await one(t.db, sql`select 1 from cheques`)).toBeUndefined();
    // 2,000 + 3,500 - 1,200 = 4,300; Karim owes 46,500, Rahim is owed 38,800
    expect([await net(bkash.ledger_id), await due(karim), await due(rahim)]).toEqual([4300, 46500, 38800]);

    // The same transaction ID on the account again: 409, nothing written; a missing one: 400; a cheque on it: 400.
    const lines = await lineCount();
    const again = await viaBkash(2, karim, 10, '8ab1');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Transaction ID 8ab1 is already recorded on this account', field: 'txnId' });
    expect((await viaBkash(2, karim, 10, null)).json()).toMatchObject({ message: 'Please enter the transaction ID', field: 'txnId' });
    const cheque = await call('POST', '/collPay_post', {
      coll_pay_type: 2,
      supp_id: karim,
      date: '2026-10-05',
      amount: 10,
      cash_bank_type: 'Cheque',
      bankId: bkash.id,
      chqNo: 'X',
    });
    expect(cheque.statusCode).toBe(400);
    expect(await lineCount()).toBe(lines);

    // The highlights and the cash flow show it as its own kind.
    const h = await highlights('2026-10-05');
    expect([
      h.todayMobileColl.today_mobile_coll,
      h.todayMobilePayment.today_mobile_payment,
      h.pettyCash.mobile,
      h.pettyCash.bank,
      h.todayBankColl.today_bank_coll,
    ]).toEqual([3500, 1200, 4300, 0, 0]);
    const cf = await ok('GET', '/cash_flow?fromDate=2026-10-02&toDate=2026-10-31');
    expect(
      cf.accounts.map((a: { name: string; type: string; opening: number; receipts: number; payments: number; closing: number }) => [
        a.name,
        a.type,
        a.opening,
        a.receipts,
        a.payments,
        a.closing,
      ]),
    ).toEqual([['bKash Merchant', 'mobile', 2000, 3500, 1200, 4300]]);
    await sound();
  });
});
