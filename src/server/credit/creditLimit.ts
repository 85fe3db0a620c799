// Credit limits (issue 24, item 4). A customer with a limit may not be billed above it: a bill (new
// or edited) that raises the customer's due and leaves it above the limit is refused (409, field
// `approveOverLimit`, the due, the limit and the excess named) unless an admin approves it: a signed-in
// admin's own bill with `approveOverLimit: true`, a clerk's with an approval bound to this bill and
// used once (credit/approvals.ts: a request the admin approved from their session, or a one-time
// code). Each approval is a row of credit_limit_approvals, which the audit log records.
//
// The check runs last in the bill's transaction, after its lines are posted, with the customer's row
// locked (`for no key update`: it waits for another bill of the same customer to commit, and does
// not clash with the key-share locks that the bill's own inserts take on the party). The due is
// read after the lock, so two bills at once cannot both pass on the same room under the limit.
import { sql, one, type Executor } from '../db/client.js';
import { partyAndDue } from '../ledger/balances.js';
import { dec, fromPaisa, money, paisa, toAmount, type Decimal, type Num } from '../../domain/money.js';
import { agedBills, overdueOf } from '../ledger/ageing.js';
import { formatAmount } from '../../domain/numberFormat.js';
import { numberGroupingOf } from '../numberGrouping.js';
import { todayInDhaka } from '../../domain/dates.js';
import { OVER_LIMIT_FIELD, type CreditStatus } from '../../contracts/credit.js';
import type { ApprovalGate } from './approvals.js';
import { SOURCE } from '../ledger/sources.js';
import { possessive } from '../../domain/words.js';

/** What a bill adds to its customer's due as saved: its total less what was collected on it. */
export async function saleDueEffect(ex: Executor, saleId: number): Promise<{ cusId: number; effect: string } | undefined> {
  const r = await one<{ cus_id: number; effect: string }>(ex, sql`select cus_id, grand_total - collect as effect from sales where id = ${saleId}`);
  return r ? { cusId: r.cus_id, effect: r.effect } : undefined;
}

/**
 * Cheques received from the customer not cleared yet (in hand, post-dated or not, or deposited):
 * they lowered the due when received but are still owed for the limit (issue 41). `bill`: those
 * taken on bill `saleId`.
 */
export async function unclearedCheques(ex: Executor, partyId: number, saleId?: number): Promise<{ all: Decimal; bill: Decimal }> {
  const r = await one<{ all: string; bill: string }>(
    ex,
    sql`select coalesce(sum(amount), 0) as all,
          coalesce(sum(amount) filter (where source_type = ${SOURCE.collPay} and source_id in (select id from coll_pay where sale_id = ${saleId ?? 0})), 0) as bill
        from cheques where direction = 'received' and party_id = ${partyId} and not legacy and state in ('received', 'deposited')`,
  );
  return { all: dec(r?.all ?? 0), bill: dec(r?.bill ?? 0) };
}

/**
 * Refuses the bill when it raises the customer's due (`increase` > 0) and the due, now that the bill
 * is posted, is above their limit; records the admin's approval when one came with it. Call it last
 * in the bill's transaction.
 */
export async function enforceCreditLimit(
  tx: Executor,
  o: {
    partyId: number;
    increase: Num;
    saleId: number;
    /** The bill's approval (credit/approvals.ts), bound to its request. */
    gate: ApprovalGate;
    /** What the bill comes to (shown to the admin asked to approve it). */
    amount: string;
    /** The limit as the caller read it earlier in this transaction (null: none, not read again). */
    limit?: string | null;
  },
): Promise<void> {
  // a collection on the bill by cheque is no payment yet: the bill raises what is owed by it too
  const own = await unclearedCheques(tx, o.partyId, o.saleId);
  if (!dec(o.increase).plus(own.bill).gt(0)) return;
  const set = o.limit !== undefined ? { credit_limit: o.limit } : await one<{ credit_limit: string | null }>(tx, sql`select credit_limit from parties where id = ${o.partyId}`);
  if (!set || set.credit_limit === null) return;
  const party = await one<{ name: string; credit_limit: string | null }>(
    tx,
    sql`select name, credit_limit from parties where id = ${o.partyId} for no key update`,
  );
  if (!party || party.credit_limit === null) return;
  const cheques = (await unclearedCheques(tx, o.partyId)).all;
  const due = ((await partyAndDue(tx, o.partyId))?.due ?? dec(0)).plus(cheques);
  const limit = dec(party.credit_limit);
  if (due.lte(limit)) return;
  const excess = due.minus(limit);
  const g = await numberGroupingOf(tx);
  const approvedBy = await o.gate.approve(
    tx,
    {
      status: 409,
      message: `${possessive(party.name)} due would be ${formatAmount(due.toNumber(), g)} with this bill${
        cheques.gt(0) ? ` (${formatAmount(cheques.toNumber(), g)} of it in cheques not cleared yet)` : ''
      }, above the credit limit of ${formatAmount(limit.toNumber(), g)} by ${formatAmount(excess.toNumber(), g)}. An admin must approve it.`,
      field: OVER_LIMIT_FIELD,
      partyId: o.partyId,
      amount: o.amount,
    },
    true,
  );
  await tx.execute(
    sql`insert into credit_limit_approvals (sale_id, party_id, due, credit_limit, excess, approved_by, requested_by)
        values (${o.saleId}, ${o.partyId}, ${money(due)}, ${money(limit)}, ${money(excess)}, ${approvedBy}, ${o.gate.o.userId})`,
  );
}

/** A customer's standing for the bill form: the due (less one bill's own, when editing it), the limit and what is left. */
export async function creditStatusOf(ex: Executor, partyId: number, saleId?: number): Promise<CreditStatus | undefined> {
  const p = await one<{ credit_limit: string | null; credit_days: number | null }>(
    ex,
    sql`select credit_limit, credit_days from parties where id = ${partyId}`,
  );
  if (!p) return undefined;
  let due = (await partyAndDue(ex, partyId))?.due ?? dec(0);
  const cheques = await unclearedCheques(ex, partyId, saleId);
  let uncleared = cheques.all;
  if (saleId) {
    const own = await saleDueEffect(ex, saleId);
    if (own && own.cusId === partyId) {
      due = due.minus(own.effect);
      uncleared = uncleared.minus(cheques.bill);
    }
  }
  let overdue = dec(0);
  if (p.credit_days !== null && due.gt(0)) {
    // What the bills of the last credit days account for is not overdue yet; the rest of the due is
    // (the ageing's own bills: a bounced cheque re-opens at its bill's age, issue 41 item 4).
    const bills = await agedBills(ex, todayInDhaka(), { partyId, exceptSale: saleId });
    overdue = dec(fromPaisa(overdueOf(paisa(money(due)), bills, p.credit_days)));
  }
  const limit = p.credit_limit === null ? null : dec(p.credit_limit);
  return {
    party_id: partyId,
    due: toAmount(due),
    credit_limit: limit ? toAmount(limit) : null,
    credit_days: p.credit_days,
    uncleared_cheques: toAmount(uncleared),
    available: limit ? toAmount(limit.minus(due).minus(uncleared)) : null,
    overdue: toAmount(overdue),
  };
}
