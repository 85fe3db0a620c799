// A collection's or payment's voucher as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { collPayVoucherLines, collPayVoucherType, type CollPayFigures } from './collectionPosting.js';
import { LEDGER } from './accounts.js';
import type { VoucherLineInput } from './ledger.js';
import { sum } from '../../domain/money.js';

const CUSTOMER = 12;
const SUPPLIER = 7;
const SONALI_LEDGER = 120;
const cheque = { method: 'Bank' as const, bankId: 3, chqNo: 'CHQ-778', chqDate: '2026-03-10' };

/** [ledger, party, debit, credit, active, accType] of each line, amounts as posted. */
const brief = (lines: VoucherLineInput[]) => lines.map((l) => [l.ledgerId, l.partyId ?? null, l.debit ?? '0.00', l.credit ?? '0.00', l.active, l.accType]);
/** Debits equal credits. */
const balances = (lines: VoucherLineInput[]) => expect(sum(lines.map((l) => l.debit ?? 0)).toFixed(2)).toBe(sum(lines.map((l) => l.credit ?? 0)).toFixed(2));

describe('collPayVoucherType', () => {
  it('the spec’s codes: collection cash 4 (CR), cheque 5 (BR); payment cash 2 (CP), cheque 3 (BP)', () => {
    expect([collPayVoucherType('collection', 'Cash'), collPayVoucherType('collection', 'Bank')]).toEqual([4, 5]);
    expect([collPayVoucherType('payment', 'Cash'), collPayVoucherType('payment', 'Bank')]).toEqual([2, 3]);
  });
});

describe('collPayVoucherLines', () => {
  it('5,000 collected in cash: Dr Cash (the main line), Cr Receivable (the customer), acc_type 4, the remarks as narration', () => {
    const c: CollPayFigures = { kind: 'collection', partyId: CUSTOMER, amount: 5000, method: 'Cash', rmks: 'Collection on INV-TB-2026-100001' };
    const lines = collPayVoucherLines(c);
    expect(brief(lines)).toEqual([
      [LEDGER.cash, null, '5000.00', '0.00', 1, 4],
      [LEDGER.receivable, CUSTOMER, '0.00', '5000.00', 0, 4],
    ]);
    expect(lines.map((l) => l.narr)).toEqual(['Collection on INV-TB-2026-100001', 'Collection on INV-TB-2026-100001']);
    expect(lines.some((l) => 'bankId' in l)).toBe(false);
    balances(lines);
  });

  it('2,500.5 collected by cheque: Dr the bank’s own ledger naming the bank and cheque; no remarks → “Collection”', () => {
    const lines = collPayVoucherLines({ kind: 'collection', partyId: CUSTOMER, amount: '2500.5', ...cheque }, SONALI_LEDGER);
    expect(brief(lines)).toEqual([
      [SONALI_LEDGER, null, '2500.50', '0.00', 1, 4],
      [LEDGER.receivable, CUSTOMER, '0.00', '2500.50', 0, 4],
    ]);
    expect(lines[0]).toMatchObject({ bankId: 3, chqNo: 'CHQ-778', chqDate: '2026-03-10', narr: 'Collection' });
    expect(lines[1].bankId).toBeUndefined();
    balances(lines);
  });

  it('3,000 paid in cash: Dr Payable (the supplier), Cr Cash (the main line), acc_type 2; no remarks → “Payment”', () => {
    const lines = collPayVoucherLines({ kind: 'payment', partyId: SUPPLIER, amount: '3000', method: 'Cash' });
    expect(brief(lines)).toEqual([
      [LEDGER.payable, SUPPLIER, '3000.00', '0.00', 0, 2],
      [LEDGER.cash, null, '0.00', '3000.00', 1, 2],
    ]);
    expect(lines.every((l) => l.narr === 'Payment')).toBe(true);
    balances(lines);
  });

  it('10,000 paid by cheque: Cr the bank’s ledger with the cheque; a cheque with no number or date names them as null', () => {
    const lines = collPayVoucherLines({ kind: 'payment', partyId: SUPPLIER, amount: '10000', ...cheque }, SONALI_LEDGER);
    expect(brief(lines)).toEqual([
      [LEDGER.payable, SUPPLIER, '10000.00', '0.00', 0, 2],
      [SONALI_LEDGER, null, '0.00', '10000.00', 1, 2],
    ]);
    expect(lines[1]).toMatchObject({ bankId: 3, chqNo: 'CHQ-778', chqDate: '2026-03-10' });
    const bare = collPayVoucherLines({ kind: 'payment', partyId: SUPPLIER, amount: '10000', method: 'Bank', bankId: 3 }, SONALI_LEDGER);
    expect(bare[1]).toMatchObject({ bankId: 3, chqNo: null, chqDate: null });
    balances(lines);
  });

  it('without the bank’s ledger the spec’s bank ledger stands in (6 for collections, 8 for payments), naming the bank for post() to move it', () => {
    expect(collPayVoucherLines({ kind: 'collection', partyId: CUSTOMER, amount: 1, ...cheque })[0]).toMatchObject({
      ledgerId: LEDGER.bankCollection,
      bankId: 3,
    });
    expect(collPayVoucherLines({ kind: 'payment', partyId: SUPPLIER, amount: 1, ...cheque })[1]).toMatchObject({ ledgerId: LEDGER.bankPayment, bankId: 3 });
  });
});
