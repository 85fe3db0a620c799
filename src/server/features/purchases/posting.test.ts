// The purchase's vouchers as a pure step: no database, figures worked out by hand.
import { describe, expect, it } from 'vitest';
import { purchaseVouchers, type PurchaseFigures, type VoucherDraft } from './posting.js';
import { LEDGER } from '../../ledger/accounts.js';
import { sum } from '../../../domain/money.js';

const SUPPLIER = 7;
const SONALI_LEDGER = 120;
const base: PurchaseFigures = { puNo: 'PU-2026-100001', suppInv: 'SUP-77', suppId: SUPPLIER, total: '10000', paid: '0', payment: { method: 'Cash' } };

/** [ledger, party, debit, credit] of each line, amounts as posted. */
const brief = (v: VoucherDraft) => v.lines.map((l) => [l.ledgerId, l.partyId ?? null, l.debit ?? '0.00', l.credit ?? '0.00']);
/** Debits equal credits. */
const balances = (v: VoucherDraft) => expect(sum(v.lines.map((l) => l.debit ?? 0)).toFixed(2)).toBe(sum(v.lines.map((l) => l.credit ?? 0)).toFixed(2));

describe('purchaseVouchers', () => {
  it('a purchase of 10,000 with nothing paid: one journal, Dr Inventory / Cr Payable (supplier), no payment', () => {
    const v = purchaseVouchers(base);
    expect(v.journal.vcType).toBe(1);
    expect(brief(v.journal)).toEqual([
      [LEDGER.inventory, null, '10000.00', '0.00'],
      [LEDGER.payable, SUPPLIER, '0.00', '10000.00'],
    ]);
    expect(v.journal.lines.every((l) => l.accType === 2 && l.narr === 'Purchase PU-2026-100001, supplier invoice SUP-77')).toBe(true);
    expect(v.payment).toBeNull();
    balances(v.journal);
  });

  it('4,000 paid in cash: a cash payment voucher (CP), Dr Payable (supplier) / Cr Cash, the cash line the main one', () => {
    const v = purchaseVouchers({ ...base, paid: '4000' });
    expect(v.payment!.vcType).toBe(2);
    expect(brief(v.payment!)).toEqual([
      [LEDGER.payable, SUPPLIER, '4000.00', '0.00'],
      [LEDGER.cash, null, '0.00', '4000.00'],
    ]);
    expect(v.payment!.lines.map((l) => [l.active, l.narr, l.bankId ?? null])).toEqual([
      [0, 'Paid on purchase PU-2026-100001', null],
      [1, 'Paid on purchase PU-2026-100001', null],
    ]);
    balances(v.payment!);
  });

  it('4,000 paid by a cheque on a bank: a bank payment voucher (BP) crediting that bank’s own ledger, naming the bank and cheque', () => {
    const v = purchaseVouchers({ ...base, paid: '4000', payment: { method: 'Bank', bankLedger: SONALI_LEDGER, bankId: 3, chqNo: 'CHQ-778', chqDate: '2026-03-10' } });
    expect(v.payment!.vcType).toBe(3);
    expect(brief(v.payment!)).toEqual([
      [LEDGER.payable, SUPPLIER, '4000.00', '0.00'],
      [SONALI_LEDGER, null, '0.00', '4000.00'],
    ]);
    expect(v.payment!.lines[1]).toMatchObject({ bankId: 3, chqNo: 'CHQ-778', chqDate: '2026-03-10', active: 1 });
    expect(v.payment!.lines[0].bankId).toBeUndefined();
    // the journal does not change with the way it was paid
    expect(v.journal).toEqual(purchaseVouchers(base).journal);
    balances(v.payment!);
  });

  it('amounts come out as money with two decimals (1,500.5 paid on 6,000.13); a negative amount is a programming error', () => {
    const v = purchaseVouchers({ ...base, total: '6000.13', paid: '1500.5' });
    expect(brief(v.journal)[0][2]).toBe('6000.13');
    expect(brief(v.payment!)[0][2]).toBe('1500.50');
    expect(() => purchaseVouchers({ ...base, paid: '-1' })).toThrow(/negative/);
  });

  it('a cheque with nothing paid posts no payment at all', () => {
    const v = purchaseVouchers({ ...base, paid: '0.00', payment: { method: 'Bank', bankLedger: SONALI_LEDGER, bankId: 3, chqNo: null, chqDate: null } });
    expect(v.payment).toBeNull();
  });
});
