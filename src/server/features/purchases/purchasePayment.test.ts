// Issue 20, item 7: a purchase is paid in cash or by a bank cheque on its own form, as a sale's
// collection is taken. A cheque posts a bank payment voucher (BP) to the chosen bank's own ledger,
// naming the bank and the cheque; an edit moves the payment, a delete removes it. Figures by hand.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearOpenCheques } from '../../../../tests/support/cheques.js';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { client, digest, usePurchasingShop } from '../../../../tests/support/purchasing.js';
import { one, rows, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
const api = client(t);
const shop = usePurchasingShop(t, ['cable']);
let bank: { id: number; ledger_id: number };

const D0 = '2026-03-01';
const D1 = '2026-03-05';
const D2 = '2026-03-10';

beforeEach(async () => {
  // Sonali Bank holds 50,000 from 1 March.
  const res = await api.post('/bank_post', { name: 'Sonali Bank', branch: 'Motijheel', account_no: 'SB-1', opening_balance: 50000, opening_date: D0 });
  expect(res.statusCode, res.body).toBe(201);
  bank = res.json().data;
});

/** 100 cables at 100: 10,000. */
const body = (over: Record<string, unknown> = {}) => ({
  pu_date: D1,
  supp_id: shop.supplier,
  supp_inv: 'SUP-1',
  items: [{ m_id: shop.cable, qty: 100, unit_price: 100 }],
  ...over,
});
const byCheque = { paid: 4000, cash_bank_type: 'Cheque', bankId: 0, chqNo: 'CHQ-778', chqDate: D2 };

async function buy(over: Record<string, unknown>) {
  const res = await api.post('/create_purchase', body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().purchaseId as number;
}
async function edit(id: number, over: Record<string, unknown>) {
  const res = await api.patch(`/purchase_update/${id}`, body(over));
  expect(res.statusCode, res.body).toBe(200);
}

/** Posted debit less credit of a ledger, from the raw lines. */
const net = async (ledgerId: number) =>
  Number((await one<{ n: string }>(t.db, sql`select coalesce(sum(debit - credit), 0)::text n from voucher_lines where ledger_id = ${ledgerId} and post_status = 1`))!.n);

const issuedLedger = async () => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = 'chequesIssued'`))!.id;
type Line = { vc_no: string; vc_type: number; ledger_id: number; party_id: number | null; debit: string; credit: string; bank_id: number | null; chq_no: string | null; chq_date: string | null };
const purchaseLines = (id: number) =>
  rows<Line>(
    t.db,
    sql`select vc_no, vc_type, ledger_id, party_id, debit::text, credit::text, bank_id, chq_no, to_char(chq_date, 'YYYY-MM-DD') as chq_date
        from voucher_lines where source_type = 'purchase' and source_id = ${id} order by id`,
  );

async function bankBook() {
  const res = await api.get(`/bank_book?startDate=${D1}&endDate=${D2}&bankId=${bank.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const b = res.json().banks[0];
  return { opening: b.opening, rows: b.rows.map((r: { vc_no: string; chq_no: string | null; debit: number; credit: number; balance: number }) => [r.vc_no, r.chq_no, r.debit, r.credit, r.balance]), closing: b.closing };
}

/** The purchase's own journal (the bank's opening took JV 1000001): Dr Inventory / Cr Payable (supplier) 10,000. */
const purchaseJv = (): Line[] => [
  { vc_no: 'JV-2026-1000002', vc_type: 1, ledger_id: LEDGER.inventory, party_id: null, debit: '10000.00', credit: '0.00', bank_id: null, chq_no: null, chq_date: null },
  { vc_no: 'JV-2026-1000002', vc_type: 1, ledger_id: LEDGER.payable, party_id: shop.supplier, debit: '0.00', credit: '10000.00', bank_id: null, chq_no: null, chq_date: null },
];

describe('a purchase of 10,000 paid 4,000 by a bank cheque', () => {
  it('credits the bank’s own ledger 4,000 with the cheque (BP voucher); the supplier owes 6,000; cash is untouched; the bank book shows it', async () => {
    const id = await buy({ ...byCheque, bankId: bank.id });

    expect(await purchaseLines(id)).toEqual([
      ...purchaseJv(),
      { vc_no: 'BP-TT-2026-1000001', vc_type: 3, ledger_id: LEDGER.payable, party_id: shop.supplier, debit: '4000.00', credit: '0.00', bank_id: null, chq_no: null, chq_date: null },
      // the cheque sits in Cheques Issued until it is presented (issue 22)
      { vc_no: 'BP-TT-2026-1000001', vc_type: 3, ledger_id: await issuedLedger(), party_id: null, debit: '0.00', credit: '4000.00', bank_id: bank.id, chq_no: 'CHQ-778', chq_date: D2 },
    ]);
    // 10,000 bought less 4,000 paid
    expect(await partyDue(t.db, shop.supplier)).toBe(6000);
    expect(await net(LEDGER.cash)).toBe(0);
    expect([await net(bank.ledger_id), await net(await issuedLedger())]).toEqual([50000, -4000]);
    expect(await one(t.db, sql`select direction, state, amount::text, chq_no, bank_id from cheques where source_type = 'purchase' and source_id = ${id}`)).toEqual({
      direction: 'issued', state: 'issued', amount: '4000.00', chq_no: 'CHQ-778', bank_id: bank.id,
    });
    // presented the same day: 50,000 opening less the cheque of 4,000
    await clearOpenCheques(t);
    expect([await net(bank.ledger_id), await net(await issuedLedger())]).toEqual([46000, 0]);
    expect([await net(LEDGER.bankCollection), await net(LEDGER.bankPayment)]).toEqual([0, 0]);
    expect(await bankBook()).toEqual({ opening: 50000, rows: [['BP-TT-2026-1000002', 'CHQ-778', 0, 4000, 46000]], closing: 46000 });

    // The purchase says how it was paid, on its report and in the list.
    const { master } = (await api.get(`/both_purchase?pId=${id}`)).json();
    expect(master).toMatchObject({
      paid: 4000, pay_vc_no: 'BP-TT-2026-1000001', cash_bank_type: 'Bank', bankId: bank.id, bank_name: 'Sonali Bank', chqNo: 'CHQ-778', chqDate: D2, net_outstanding: 6000,
    });
    const list = (await api.get('/all_purchase')).json();
    expect(list.data.map((r: { paid: number; cash_bank_type: string; bank_name: string }) => [r.paid, r.cash_bank_type, r.bank_name])).toEqual([[4000, 'Bank', 'Sonali Bank']]);
    expect(await t.violations()).toEqual([]);
  });

  it('an edit to cash moves the 4,000 from the bank to cash (CP voucher); an edit back to the bank moves it again; an edit that sends no type keeps it', async () => {
    const id = await buy({ ...byCheque, bankId: bank.id });

    await edit(id, { paid: 4000, cash_bank_type: 'Cash' });
    expect((await purchaseLines(id)).slice(2)).toEqual([
      { vc_no: 'CP-TT-2026-1000001', vc_type: 2, ledger_id: LEDGER.payable, party_id: shop.supplier, debit: '4000.00', credit: '0.00', bank_id: null, chq_no: null, chq_date: null },
      { vc_no: 'CP-TT-2026-1000001', vc_type: 2, ledger_id: LEDGER.cash, party_id: null, debit: '0.00', credit: '4000.00', bank_id: null, chq_no: null, chq_date: null },
    ]);
    expect(await net(LEDGER.cash)).toBe(-4000);
    expect(await net(bank.ledger_id)).toBe(50000);
    expect(await bankBook()).toEqual({ opening: 50000, rows: [], closing: 50000 });
    expect(await partyDue(t.db, shop.supplier)).toBe(6000);
    expect((await api.get(`/both_purchase?pId=${id}`)).json().master).toMatchObject({ cash_bank_type: 'Cash', bankId: null, bank_name: null, chqNo: null });

    // Back to a cheque, 5,000 this time: a new BP number (the first was given up with the cheque).
    await edit(id, { paid: 5000, cash_bank_type: 'Bank', bankId: bank.id, chqNo: 'CHQ-779', chqDate: D2 });
    expect(await net(LEDGER.cash)).toBe(0);
    // in Cheques Issued until presented (issue 22)
    expect([await net(bank.ledger_id), await net(await issuedLedger())]).toEqual([50000, -5000]);
    expect(await partyDue(t.db, shop.supplier)).toBe(5000);

    // The old form's edit sends the paid amount but no type: the cheque stays, under its number.
    await edit(id, { paid: 4500 });
    const payment = (await purchaseLines(id)).slice(2);
    expect(payment.map((l) => [l.vc_no, l.ledger_id, l.debit, l.credit, l.bank_id, l.chq_no])).toEqual([
      ['BP-TT-2026-1000002', LEDGER.payable, '4500.00', '0.00', null, null],
      ['BP-TT-2026-1000002', await issuedLedger(), '0.00', '4500.00', bank.id, 'CHQ-779'],
    ]);
    expect([await net(bank.ledger_id), await net(await issuedLedger())]).toEqual([50000, -4500]);
    expect(await partyDue(t.db, shop.supplier)).toBe(5500);
    expect(await t.violations()).toEqual([]);
  });

  it('removing a line keeps the cheque; deleting the purchase removes the payment from the bank book', async () => {
    const id = await buy({ ...byCheque, bankId: bank.id, items: [{ m_id: shop.cable, qty: 60, unit_price: 100 }, { m_id: shop.cable, qty: 40, unit_price: 100 }] });
    const { data } = (await api.get(`/both_purchase?pId=${id}`)).json();
    expect((await api.del('/purchase_item_delete', { id: data[1].id })).statusCode).toBe(200);
    // 6,000 bought, 4,000 still paid by the cheque
    expect(await partyDue(t.db, shop.supplier)).toBe(2000);
    expect(await net(await issuedLedger())).toBe(-4000); // not yet presented (issue 22)
    expect((await api.get(`/both_purchase?pId=${id}`)).json().master).toMatchObject({ cash_bank_type: 'Bank', chqNo: 'CHQ-778', pay_vc_no: 'BP-TT-2026-1000001' });

    const res = await api.del(`/allPurchaseDelete?id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await purchaseLines(id)).toEqual([]);
    expect(await net(bank.ledger_id)).toBe(50000);
    expect(await bankBook()).toEqual({ opening: 50000, rows: [], closing: 50000 });
    expect(await partyDue(t.db, shop.supplier)).toBe(0);
    expect(await t.violations()).toEqual([]);
  });

  it('a purchase can be deleted by its bank payment voucher number', async () => {
    await buy({ ...byCheque, bankId: bank.id });
    const res = await api.del('/purchase_delete?vc_no=BP-TT-2026-1000001');
    expect(res.statusCode, res.body).toBe(200);
    expect(await net(bank.ledger_id)).toBe(50000);
    expect(await t.violations()).toEqual([]);
  });
});

describe('refusals: nothing is saved', () => {
  it('a cheque without a bank, or with a bank that does not exist, is refused with a clear 400', async () => {
    const before = await digest(t.db);
    const noBank = await api.post('/create_purchase', body({ ...byCheque, bankId: undefined }));
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toBe('Please select a bank for a cheque payment');
    const blankBank = await api.post('/create_purchase', body({ ...byCheque, bankId: '' }));
    expect([blankBank.statusCode, blankBank.json().message]).toEqual([400, 'Please select a bank for a cheque payment']);
    const unknown = await api.post('/create_purchase', body({ ...byCheque, bankId: 999999 }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Please select a bank that exists']);
    // issue 41, item 10: a cheque is known by its number
    const noNumber = await api.post('/create_purchase', body({ ...byCheque, bankId: bank.id, chqNo: '' }));
    expect([noNumber.statusCode, noNumber.json()]).toEqual([400, { message: 'Please enter the cheque number', field: 'chqNo' }]);
    const badType = await api.post('/create_purchase', body({ ...byCheque, cash_bank_type: 'Card', bankId: bank.id }));
    expect([badType.statusCode, badType.json().message]).toEqual([400, 'Payment type must be Cash or Cheque']);
    expect(await digest(t.db)).toBe(before);
    expect((await api.get('/all_purchase')).json().total).toBe(0);
    expect(await net(bank.ledger_id)).toBe(50000);

    // An edit to a cheque without a bank leaves the cash payment as it was.
    const id = await buy({ paid: 4000 });
    const saved = await digest(t.db);
    const res = await api.patch(`/purchase_update/${id}`, body({ paid: 4000, cash_bank_type: 'Cheque' }));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Please select a bank for a cheque payment']);
    expect(await digest(t.db)).toBe(saved);
    expect(await net(LEDGER.cash)).toBe(-4000);
    expect(await t.violations()).toEqual([]);
  });

  it('a cheque type with nothing paid needs no bank and posts no payment; cash stays the default', async () => {
    const id = await buy({ paid: 0, cash_bank_type: 'Cheque' });
    expect(await purchaseLines(id)).toEqual(purchaseJv());
    expect((await api.get(`/both_purchase?pId=${id}`)).json().master).toMatchObject({ paid: 0, pay_vc_no: null, cash_bank_type: null });

    const cash = await buy({ paid: 1000, supp_inv: 'SUP-2' });
    expect((await purchaseLines(cash)).slice(2).map((l) => [l.vc_no, l.ledger_id, l.credit])).toEqual([
      ['CP-TT-2026-1000001', LEDGER.payable, '0.00'],
      ['CP-TT-2026-1000001', LEDGER.cash, '1000.00'],
    ]);
    expect(await t.violations()).toEqual([]);
  });
});
