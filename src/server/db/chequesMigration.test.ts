// Issue 22: migration 0048 (cheques with states) on a database made by the previous version, whose
// cheque collections, cheque payments and purchases paid by cheque went straight to the bank's
// ledger. Each becomes a cheque in state cleared on its own date (legacy); no voucher line changes;
// the chart gains Cheques in Hand, in Clearing, Issued and Bank Charges; the books check passes; an
// edit of an upgraded collection keeps its money in the bank.
import { describe, expect, it } from 'vitest';
import { useUpgradedDatabase } from '../../../tests/support/migrations.js';
import { inTransaction } from './client.js';
import { checkBooks } from '../books/check.js';
import { updateCollPay } from '../ledger/collections.js';

const MIGRATION = '0048_cheques.sql';
const old = useUpgradedDatabase(MIGRATION, previousVersion);
const { q } = old;
const lines = () => q(`select id, vc_no, vc_date::text, ledger_id, party_id, debit::text, credit::text, bank_id, chq_no from voucher_lines order by id`);
let before: unknown[];
let bankLedger: number;

/** The previous version's cheque collections and payments, on the bank's own ledger. */
async function previousVersion() {
  const [b] = await q<{ id: number; ledger_id: number }>(
    `insert into banks (id, name, branch) values (101, 'Sonali Bank', 'Motijheel') returning id, ledger_id`,
  );
  bankLedger = b.ledger_id;
  await q(`insert into parties (id, type, name) values (201, 1, 'Karim Traders'), (202, 2, 'Rahim Supply')`);
  // A cheque collection of 20,000 on 5 March and a cash one of 1,000, as the previous version saved them.
  await q(
    `insert into coll_pay (id, inv_no, supp_id, vc_no, date, coll_pay_type, cash_bank_type, amount, bank_id, chq_no, chq_date, created_by)
     values (301, 'BR-2026-1000001', 201, 'BR-2026-1000001', '2026-03-05', 2, 'Bank', 20000, 101, 'DB-1', '2026-03-05', 1),
            (302, 'CR-2026-1000001', 201, 'CR-2026-1000001', '2026-03-06', 2, 'Cash', 1000, null, null, null, 1),
            (303, 'BP-2026-1000001', 202, 'BP-2026-1000001', '2026-03-07', 1, 'Bank', 7000, 101, 'OUR-9', '2026-03-07', 1)`,
  );
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, bank_id, chq_no, chq_date, active, post_status, source_type, source_id) values
     ('BR-2026-1000001', 5, '2026-03-05', ${bankLedger}, null, 20000, 0, 101, 'DB-1', '2026-03-05', 1, 1, 'collpay', 301),
     ('BR-2026-1000001', 5, '2026-03-05', 4, 201, 0, 20000, null, null, null, 0, 1, 'collpay', 301)`,
  );
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, active, post_status, source_type, source_id) values
     ('CR-2026-1000001', 4, '2026-03-06', 7, null, 1000, 0, 1, 1, 'collpay', 302), ('CR-2026-1000001', 4, '2026-03-06', 4, 201, 0, 1000, 0, 1, 'collpay', 302)`,
  );
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, bank_id, chq_no, chq_date, active, post_status, source_type, source_id) values
     ('BP-2026-1000001', 3, '2026-03-07', 1, 202, 7000, 0, null, null, null, 0, 1, 'collpay', 303),
     ('BP-2026-1000001', 3, '2026-03-07', ${bankLedger}, null, 0, 7000, 101, 'OUR-9', '2026-03-07', 1, 1, 'collpay', 303)`,
  );
  // A purchase of 5,000 paid 3,000 by cheque OUR-10 on 8 March.
  await q(
    `insert into purchases (id, pu_no, jv_no, pay_vc_no, pu_date, supp_id, supp_inv, total, paid, created_by) values (401, 'PU-1', 'JV-2026-1000001', 'BP-2026-1000002', '2026-03-08', 202, 'S-1', 5000, 3000, 1)`,
  );
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, bank_id, chq_no, chq_date, active, post_status, source_type, source_id) values
     ('JV-2026-1000001', 1, '2026-03-08', 13, null, 5000, 0, null, null, null, 0, 1, 'purchase', 401),
     ('JV-2026-1000001', 1, '2026-03-08', 1, 202, 0, 5000, null, null, null, 0, 1, 'purchase', 401)`,
  );
  await q(
    `insert into voucher_lines (vc_no, vc_type, vc_date, ledger_id, party_id, debit, credit, bank_id, chq_no, chq_date, active, post_status, source_type, source_id) values
     ('BP-2026-1000002', 3, '2026-03-08', 1, 202, 3000, 0, null, null, null, 0, 1, 'purchase', 401),
     ('BP-2026-1000002', 3, '2026-03-08', ${bankLedger}, null, 0, 3000, 101, 'OUR-10', '2026-03-08', 1, 1, 'purchase', 401)`,
  );
  expect(await q(`select 1 from ledgers where system_role = 'chequesInHand'`)).toEqual([]);
  before = await lines();
}

describe('issue 22 migration 0048 upgrades a database of the previous version', () => {
  it('turns each cheque collection, payment and purchase payment into a cheque cleared on its date; no line changes', async () => {
    expect(await lines()).toEqual(before);
    expect(
      await q(
        `select direction, state, legacy, party_id, amount::text, chq_no, bank_id, received_date::text, cleared_date::text, source_type, source_id, vc_no from cheques order by id`,
      ),
    ).toEqual([
      {
        direction: 'received',
        state: 'cleared',
        legacy: true,
        party_id: 201,
        amount: '20000.00',
        chq_no: 'DB-1',
        bank_id: 101,
        received_date: '2026-03-05',
        cleared_date: '2026-03-05',
        source_type: 'collpay',
        source_id: 301,
        vc_no: 'BR-2026-1000001',
      },
      {
        direction: 'issued',
        state: 'cleared',
        legacy: true,
        party_id: 202,
        amount: '7000.00',
        chq_no: 'OUR-9',
        bank_id: 101,
        received_date: '2026-03-07',
        cleared_date: '2026-03-07',
        source_type: 'collpay',
        source_id: 303,
        vc_no: 'BP-2026-1000001',
      },
      {
        direction: 'issued',
        state: 'cleared',
        legacy: true,
        party_id: 202,
        amount: '3000.00',
        chq_no: 'OUR-10',
        bank_id: 101,
        received_date: '2026-03-08',
        cleared_date: '2026-03-08',
        source_type: 'purchase',
        source_id: 401,
        vc_no: 'BP-2026-1000002',
      },
    ]);
    expect(await q(`select state, event_date::text from cheque_events order by id`)).toEqual([
      { state: 'cleared', event_date: '2026-03-05' },
      { state: 'cleared', event_date: '2026-03-07' },
      { state: 'cleared', event_date: '2026-03-08' },
    ]);
    const chart = await q<{ system_role: string; name: string; group: string }>(
      `select l.system_role, l.name, s.name as sub from ledgers l join acc_subs s on s.id = l.s_id
       where l.system_role in ('chequesInHand', 'chequesInClearing', 'chequesIssued', 'bankCharges') order by l.id`,
    );
    expect(chart).toEqual([
      { system_role: 'chequesInHand', name: 'Cheques in Hand', sub: 'Cheques in Hand' },
      { system_role: 'chequesInClearing', name: 'Cheques in Clearing', sub: 'Cheques in Hand' },
      { system_role: 'chequesIssued', name: 'Cheques Issued', sub: 'Cheques Issued' },
      { system_role: 'bankCharges', name: 'Bank Charges', sub: 'Bank Charges' },
    ]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('an upgraded cheque collection edited keeps its money on the bank, not in Cheques in Hand', async () => {
    await inTransaction(old.ex, (tx) =>
      updateCollPay(tx, 301, {
        kind: 'collection',
        partyId: 201,
        date: '2026-03-05',
        amount: 21000,
        method: 'Bank',
        bankId: 101,
        chqNo: 'DB-1',
        chqDate: '2026-03-05',
        createdBy: 1,
      }),
    );
    const [bank] = await q<{ n: string }>(`select sum(debit - credit)::text n from voucher_lines where ledger_id = $1`, [bankLedger]);
    // 21,000 in, 7,000 and 3,000 out
    expect(bank.n).toBe('11000.00');
    expect(await q(`select state, legacy, amount::text from cheques where source_id = 301`)).toEqual([{ state: 'cleared', legacy: true, amount: '21000.00' }]);
    expect(await checkBooks(old.ex)).toEqual([]);
  });

  it('the later cheque migrations on the same database: the bank stays a bank (0049), each cheque keeps its party with no counter ledger (0052)', async () => {
    expect(await q(`select id, kind, wallet_no from banks order by id`)).toEqual([{ id: 101, kind: 'bank', wallet_no: '' }]);
    expect(await q(`select party_id, counter_ledger_id from cheques order by id`)).toEqual([
      { party_id: 201, counter_ledger_id: null },
      { party_id: 202, counter_ledger_id: null },
      { party_id: 202, counter_ledger_id: null },
    ]);
  });
});
