// Balances read from the general ledger. Nothing else holds a balance.
import { sql, one, type Executor } from '../db/client.js';
import { LEDGER } from './accounts.js';
import { toAmount } from '../../domain/money.js';

export const PARTY_TYPE = { customer: 1, supplier: 2, combine: 3 } as const;

/**
 * A party's due, from its lines on the receivable and payable ledgers (opening amount included,
 * since it is posted as a voucher). For a customer or a combine party it is what they owe us;
 * for a supplier, what we owe them. `asOf` limits it to lines dated on or before that day.
 */
export async function partyDue(ex: Executor, partyId: number, opts: { asOf?: string; exceptSource?: { type: string; id: number } } = {}): Promise<number> {
  const r = await one<{ net: string; type: number }>(
    ex,
    sql`select p.type, coalesce((select sum(debit - credit) from voucher_lines v
          where v.party_id = p.id and v.ledger_id in (${LEDGER.receivable}, ${LEDGER.payable}) and v.post_status = 1
            ${opts.asOf ? sql`and v.vc_date <= ${opts.asOf}` : sql``}
            ${opts.exceptSource ? sql`and not (v.source_type = ${opts.exceptSource.type} and v.source_id = ${opts.exceptSource.id})` : sql``}), 0) as net
        from parties p where p.id = ${partyId}`,
  );
  if (!r) return 0;
  const net = toAmount(r.net);
  return r.type === PARTY_TYPE.supplier ? toAmount(-net) : net;
}

/** A ledger's balance, debit minus credit, of posted lines. */
export async function ledgerBalance(ex: Executor, ledgerId: number, asOf?: string): Promise<number> {
  const r = await one<{ net: string }>(
    ex,
    sql`select coalesce(sum(debit - credit), 0) as net from voucher_lines
        where ledger_id = ${ledgerId} and post_status = 1 ${asOf ? sql`and vc_date <= ${asOf}` : sql``}`,
  );
  return toAmount(r?.net);
}
