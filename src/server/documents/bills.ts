// A bill made inside another document's transaction (a warranty claim's service charge, issue 44):
// the sales feature registers its maker at start (features/index.ts), so a feature bills through
// the bill's own lifecycle and rules without importing another feature.
import type { Executor } from '../db/client.js';
import type { SaleBody } from '../../contracts/sales.js';

export type BillMaker = (tx: Executor, body: SaleBody, userId: number, role: 'admin' | 'user') => Promise<{ id: number; invNo: string }>;

let maker: BillMaker | null = null;

export function registerBillMaker(m: BillMaker): void {
  maker = m;
}

/** Saves a bill in the caller's transaction (features/sales: createSaleIn). */
export function makeBillIn(tx: Executor, body: SaleBody, userId: number, role: 'admin' | 'user' = 'user'): Promise<{ id: number; invNo: string }> {
  if (!maker) throw new Error('No bill maker is registered (features/index.ts registers it at start)');
  return maker(tx, body, userId, role);
}
