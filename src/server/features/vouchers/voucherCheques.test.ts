// Issue 22: a cheque written on a hand-typed voucher is a cheque like a document's. On a Bank
// Received voucher it waits in Cheques in Hand, on a Bank Payment voucher in Cheques Issued; it moves
// in the cheque register once the voucher is approved, and a bounce or cancellation posts back to
// the voucher's other line (a party, or a ledger with none). Figures are worked by hand in the
// comments; the books check runs after each step.
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../tests/support/useTestApp.js';
import { adminCalls } from '../../../../tests/support/adminCalls.js';
import { one, rows, sql } from '../../db/client.js';
import { partyDue } from '../../ledger/balances.js';
import { LEDGER } from '../../ledger/accounts.js';

const t = useTestApp();
beforeEach(() => t.reset());

const { call, ok } = adminCalls(() => t);
const sound = async () => expect(await t.violations()).toEqual([]);
const role = async (r: string) => (await one<{ id: number }>(t.db, sql`select id from ledgers where system_role = ${r}`))!.id;
const net = async (ledgerId: number) =>
  Number((await one<{ n: string }>(t.db, sql`select coalesce(sum(debit - credit), 0)::text n from voucher_lines where ledger_id = ${ledgerId} and post_status = 1`))!.n);
const lineCount = async () => (await one<{ n: number }>(t.db, sql`select count(*)::int n from voucher_lines`))!.n;
const chequesOf = (vcNo: string) =>
  rows<{ id: number; direction: string; state: string; party_id: number | null; counter_ledger_id: number | null; amount: string; chq_no: string; bank_id: number }>(
    t.db,
    sql`select id, direction, state, party_id, counter_ledger_id, amount, chq_no, bank_id from cheques where vc_no = ${vcNo} order by id`,
  );

async function bank(name: string) {
  return (await ok('POST', '/bank_post', { name, branch: 'Motijheel', opening_balance: 50000, opening_date: '2026-10-01' }, 201)).data as { id: number; ledger_id: number };
}
async function party(type: 1 | 2, name: string, opening: number) {
  return (await ok('POST', '/party_post', { type, name, amount: opening, opening_date: '2026-10-01' }, 201)).data.id as number;
}
const voucher = (vc_type: 3 | 5, lines: object[], vc_date = '2026-10-05') => call('POST', '/voucher_post', { vc_date, vc_type, lines });

describe('issue 22: cheques on hand-typed vouchers', () => {
  it('a Bank Received voucher with a cheque: in hand until approved and moved; bounced with a charge passed on, the customer owes it again', async () => {
    const b = await bank('Sonali Bank');
    const karim = await party(1, 'Karim Traders', 30000);
    const [hand, clearing] = [await role('chequesInHand'), await role('chequesInClearing')];

    // Dr Sonali (cheque DB-7) 12,000 / Cr Karim 12,000: the line posts to Cheques in Hand, not the bank.
    const res = await voucher(5, [
      { ledger_id: b.ledger_id, bankId: b.id, debit: 12000, chqNo: 'DB-7', chqDate: '2026-10-05', narr: 'Cheque from Karim' },
      { ledger_id: LEDGER.receivable, partyId: karim, credit: 12000, narr: 'Cheque from Karim' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const vcNo = res.json().data.vc_no as string;
    const [chq] = await chequesOf(vcNo);
    expect(chq).toMatchObject({ direction: 'received', state: 'received', party_id: karim, counter_ledger_id: LEDGER.receivable, amount: '12000.00', chq_no: 'DB-7', bank_id: b.id });
    const lines = await rows<{ ledger_id: number; debit: string }>(t.db, sql`select ledger_id, debit from voucher_lines where vc_no = ${vcNo} order by id`);
    expect(lines.map((l) => l.ledger_id)).toEqual([hand, LEDGER.receivable]);
    const listed = (await ok('GET', '/cheques?direction=received')).data;
    expect(listed.map((c: { id: number; party_name: string }) => [c.id, c.party_name])).toEqual([[chq.id, 'Karim Traders']]);
    await sound();

    // Not approved: the voucher counts nowhere, so the cheque cannot move yet (409, nothing written).
    const before = await lineCount();
    const early = await call('POST', `/cheques/${chq.id}/state`, { to: 'deposited', date: '2026-10-06', bankId: b.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`Voucher ${vcNo} that wrote this cheque is not approved yet; approve it first`);
    expect(await lineCount()).toBe(before);

    // Approved: Karim owes 30,000 - 12,000 = 18,000; Cheques in Hand 12,000; the bank still 50,000.
    await ok('PUT', `/vc_posting/${vcNo}`);
    expect([await partyDue(t.db, karim), await net(hand), await net(b.ledger_id)]).toEqual([18000, 12000, 50000]);

    // Deposited, then bounced with a 400 charge passed on: Karim owes 18,000 + 12,000 + 400 = 30,400;
    // the bank pays the 400 charge (49,600); nothing left in hand or in clearing.
    await ok('POST', `/cheques/${chq.id}/state`, { to: 'deposited', date: '2026-10-06', bankId: b.id });
    await ok('POST', `/cheques/${chq.id}/state`, { to: 'bounced', date: '2026-10-08', charge: 400, chargeToParty: true });
    expect([await partyDue(t.db, karim), await net(hand), await net(clearing), await net(b.ledger_id)]).toEqual([30400, 0, 0, 49600]);
    await sound();

    // A voucher whose cheque has moved on keeps it: it cannot be deleted, nor its amount changed.
    const del = await call('DELETE', `/voucher_delete?vc_no=${encodeURIComponent(vcNo)}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toContain('Cheque DB-7 is already bounced');
    const edit = await call('PATCH', '/voucher_update', [
      { vc_no: vcNo, ledger_id: hand, bankId: b.id, debit: 11000, chqNo: 'DB-7', chqDate: '2026-10-05' },
      { vc_no: vcNo, ledger_id: LEDGER.receivable, partyId: karim, credit: 11000 },
    ]);
    expect(edit.statusCode).toBe(409);
    expect((await chequesOf(vcNo))[0]).toMatchObject({ id: chq.id, state: 'bounced', amount: '12000.00' });
    // the same lines again (as the edit screen sends them back, on Cheques in Hand) are kept, with the same cheque
    await ok('PATCH', '/voucher_update', [
      { vc_no: vcNo, ledger_id: hand, bankId: b.id, debit: 12000, chqNo: 'DB-7', chqDate: '2026-10-05', narr: 'Cheque from Karim, bounced' },
      { vc_no: vcNo, ledger_id: LEDGER.receivable, partyId: karim, credit: 12000 },
    ]);
    expect((await chequesOf(vcNo)).map((c) => [c.id, c.state])).toEqual([[chq.id, 'bounced']]);
    await sound();

    // Presented again (not before the day it bounced), then cleared: Karim owes 30,400 - 12,000 =
    // 18,400 (the passed-on charge stays); the bank has 49,600 + 12,000 = 61,600.
    expect((await ok('GET', `/cheques/${chq.id}`)).data.actions).toEqual(['deposited']);
    const tooEarly = await call('POST', `/cheques/${chq.id}/state`, { to: 'deposited', date: '2026-10-07', bankId: b.id });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe('The date cannot be before 8-Oct-2026, when the cheque was bounced');
    await ok('POST', `/cheques/${chq.id}/state`, { to: 'deposited', date: '2026-10-10', bankId: b.id });
    expect([await partyDue(t.db, karim), await net(clearing)]).toEqual([18400, 12000]);
    await ok('POST', `/cheques/${chq.id}/state`, { to: 'cleared', date: '2026-10-12' });
    expect([await partyDue(t.db, karim), await net(clearing), await net(b.ledger_id)]).toEqual([18400, 0, 61600]);
    expect((await ok('GET', `/cheques/${chq.id}`)).data).toMatchObject({ state: 'cleared', bounce_charge: 400, charge_to_party: true });
    await sound();
  });

  it('a Bank Payment voucher for rent by cheque: issued against the rent ledger, a number once per bank, cancelled back to rent', async () => {
    const b = await bank('Janata Bank');
    const rent = (await ok('POST', '/ledger_post', { m_id: 5, s_id: 7, name: 'Office Rent' }, 201)).data.id as number;
    const issued = await role('chequesIssued');

    // Dr Office Rent 8,000 / Cr Janata (our cheque 7001) 8,000: no party; the cheque names the rent ledger.
    const res = await voucher(3, [
      { ledger_id: rent, debit: 8000, narr: 'October rent' },
      { ledger_id: LEDGER.bankPayment, bankId: b.id, credit: 8000, chqNo: '7001', chqDate: '2026-10-05', narr: 'October rent' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const vcNo = res.json().data.vc_no as string;
    const [chq] = await chequesOf(vcNo);
    expect(chq).toMatchObject({ direction: 'issued', state: 'issued', party_id: null, counter_ledger_id: rent, amount: '8000.00' });
    expect((await ok('GET', `/cheques/${chq.id}`)).data).toMatchObject({ party_id: null, party_name: 'Office Rent' });

    // The same leaf of the same bank on another voucher: 409, nothing saved.
    const before = await lineCount();
    const again = await voucher(3, [
      { ledger_id: rent, debit: 100 },
      { ledger_id: b.ledger_id, bankId: b.id, credit: 100, chqNo: '7001' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(await lineCount()).toBe(before);

    // While issued, an edit changes the cheque with the voucher: 8,500 now.
    await ok('PATCH', '/voucher_update', [
      { vc_no: vcNo, ledger_id: rent, debit: 8500 },
      { vc_no: vcNo, ledger_id: issued, bankId: b.id, credit: 8500, chqNo: '7001', chqDate: '2026-10-05' },
    ]);
    expect((await chequesOf(vcNo)).map((c) => [c.id, c.amount])).toEqual([[chq.id, '8500.00']]);

    // Approved: rent 8,500, Cheques Issued -8,500, the bank untouched. Cancelled: the rent is undone
    // (Dr Cheques Issued, Cr Office Rent), nothing left issued.
    await ok('PUT', `/vc_posting/${vcNo}`);
    expect([await net(rent), await net(issued), await net(b.ledger_id)]).toEqual([8500, -8500, 50000]);
    await ok('POST', `/cheques/${chq.id}/state`, { to: 'cancelled', date: '2026-10-07', note: 'Landlord asked for cash' });
    expect([await net(rent), await net(issued), await net(b.ledger_id)]).toEqual([0, 0, 50000]);
    await sound();
  });

  it('refuses a cheque set against several lines, and forgets a cheque removed while still in hand', async () => {
    const b = await bank('Pubali Bank');
    const [a, c] = [await party(1, 'A Traders', 5000), await party(1, 'C Traders', 5000)];
    const before = await lineCount();
    const split = await voucher(5, [
      { ledger_id: b.ledger_id, bankId: b.id, debit: 3000, chqNo: 'PB-1' },
      { ledger_id: LEDGER.receivable, partyId: a, credit: 1000 },
      { ledger_id: LEDGER.receivable, partyId: c, credit: 2000 },
    ]);
    expect(split.statusCode).toBe(400);
    expect(split.json().message).toContain('A cheque on a voucher is set against one credit line');
    expect(await lineCount()).toBe(before);

    // Without the cheque number the same voucher is money straight into the bank, as before.
    const plain = await voucher(5, [
      { ledger_id: b.ledger_id, bankId: b.id, debit: 3000 },
      { ledger_id: LEDGER.receivable, partyId: a, credit: 1000 },
      { ledger_id: LEDGER.receivable, partyId: c, credit: 2000 },
    ]);
    expect(plain.statusCode).toBe(201);
    expect(await chequesOf(plain.json().data.vc_no)).toEqual([]);

    // A cheque still in hand goes with its voucher's edit and delete.
    const one1 = await voucher(5, [
      { ledger_id: b.ledger_id, bankId: b.id, debit: 2500, chqNo: 'PB-2' },
      { ledger_id: LEDGER.receivable, partyId: a, credit: 2500 },
    ]);
    const vcNo = one1.json().data.vc_no as string;
    expect(await chequesOf(vcNo)).toHaveLength(1);
    await ok('PATCH', '/voucher_update', [
      { vc_no: vcNo, ledger_id: b.ledger_id, bankId: b.id, debit: 2500 },
      { vc_no: vcNo, ledger_id: LEDGER.receivable, partyId: a, credit: 2500 },
    ]);
    expect(await chequesOf(vcNo)).toEqual([]);
    await ok('PATCH', '/voucher_update', [
      { vc_no: vcNo, ledger_id: b.ledger_id, bankId: b.id, debit: 2500, chqNo: 'PB-3' },
      { vc_no: vcNo, ledger_id: LEDGER.receivable, partyId: a, credit: 2500 },
    ]);
    expect((await chequesOf(vcNo)).map((x) => x.chq_no)).toEqual(['PB-3']);
    await ok('DELETE', `/voucher_delete?vc_no=${encodeURIComponent(vcNo)}`);
    expect(await chequesOf(vcNo)).toEqual([]);
    await sound();
  });
});
