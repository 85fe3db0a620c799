// A ledger's opening balance as a voucher: the ledger on one side, Opening Balance Equity on the
// other (built by openingPosting.ts, without the database), replaced whenever the opening changes.
import type Decimal from 'decimal.js';
import { sql, one, type Executor } from '../db/client.js';
import { post, removeBySource } from './ledger.js';
import { ledgerOpeningVoucherLines } from './openingPosting.js';
import { yearOf } from '../../domain/dates.js';
import { SOURCE } from './sources.js';
import { VC } from '../../domain/voucherTypes.js';


/**
 * Replaces the opening voucher of a ledger. `debit` is the opening seen from the ledger: positive
 * posts Dr the ledger, Cr Opening Balance Equity; negative the reverse; zero removes the opening.
 * The voucher keeps its number while its year stays the same.
 */
export async function replaceLedgerOpening(
  tx: Executor,
  o: { ledgerId: number; debit: Decimal; date: string; narr: string; userId: number | null },
): Promise<void> {
  const old = await one<{ vc_no: string; vc_date: string }>(
    tx,
    sql`select vc_no, to_char(vc_date, 'YYYY-MM-DD') as vc_date from voucher_lines where source_type = ${SOURCE.ledgerOpening} and source_id = ${o.ledgerId} limit 1`,
  );
  await removeBySource(tx, SOURCE.ledgerOpening, o.ledgerId);
  const lines = ledgerOpeningVoucherLines(o);
  if (!lines.length) return;
  await post(tx, {
    vcType: VC.journal,
    vcDate: o.date,
    vcNo: old && yearOf(old.vc_date) === yearOf(o.date) ? old.vc_no : undefined,
    postStatus: 1,
    source: { type: SOURCE.ledgerOpening, id: o.ledgerId },
    createdBy: o.userId,
    lines,
  });
}
