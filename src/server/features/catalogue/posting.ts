// A model's opening stock voucher worked out without the database: the model's name and the value
// its opening brought into stock in, voucher lines out. opening.ts numbers and posts them (ledger.post).
//
// Dr Inventory, Cr Opening Balance Equity the value; no lines when the value is zero (no voucher).
import type { VoucherLineInput } from '../../ledger/ledger.js';
import { LEDGER } from '../../ledger/accounts.js';
import { dec, money } from '../../../domain/money.js';

export interface ModelOpeningFigures {
  /** The model's name, for the narration. */
  name: string;
  /** Opening quantity × opening rate, as the stock ledger took it in. */
  value: string;
}

export function modelOpeningVoucherLines(o: ModelOpeningFigures): VoucherLineInput[] {
  const value = money(o.value);
  if (dec(value).isZero()) return [];
  const narr = `Opening stock of ${o.name}`;
  return [
    { ledgerId: LEDGER.inventory, debit: value, narr },
    { ledgerId: LEDGER.openingBalanceEquity, credit: value, narr },
  ];
}
