// Commands of the cheque register: a move, in one transaction with its voucher (ledger/chequeMoves.ts).
import { inTransaction, type Executor } from '../../db/client.js';
import { moveChequeIn } from '../../ledger/chequeMoves.js';
import type { ChequeDetail, ChequeMoveBody } from '../../../contracts/cheques.js';
import { getCheque } from './queries.js';

export function moveCheque(db: Executor, id: number, m: ChequeMoveBody, userId: number): Promise<ChequeDetail> {
  return inTransaction(db, async (tx) => {
    await moveChequeIn(tx, id, m, userId);
    return getCheque(tx, id);
  });
}
