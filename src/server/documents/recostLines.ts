// Re-costing lines shared by more than one document kind (documents/kinds.ts, RecostRule.lines).
import { LEDGER } from '../ledger/accounts.js';
import type { CostLine } from './kinds.js';

/**
 * A change of cost taken to Stock Adjustment: stock that came in worth more is Dr Inventory, Cr Stock
 * Adjustment; stock that left worth more, the other way (a stock adjustment, a warranty unit given
 * from stock whose receivable stays at the cost first posted).
 */
export const againstStockAdjustment = (more: bigint, incoming: boolean): CostLine[] =>
  incoming
    ? [
        { ledgerId: LEDGER.inventory, side: 'D', delta: more },
        { ledgerId: LEDGER.stockAdjustment, side: 'C', delta: more },
      ]
    : [
        { ledgerId: LEDGER.stockAdjustment, side: 'D', delta: more },
        { ledgerId: LEDGER.inventory, side: 'C', delta: more },
      ];
