// Commands of the bank reconciliation, each in one transaction: a statement saved with its lines
// (typed, or the CSV preview confirmed), and the clerk's matches applied. A statement line matched
// to a cheque clears it (received, deposited) or presents it (ours) on the line's date, through the
// ledger's cheque moves; one matched to a book line marks that line in the bank on the line's date.
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, money } from '../../../domain/money.js';
import { moveChequeIn } from '../../ledger/chequeMoves.js';
import type { MatchesBody, Reconciliation, ReconciliationBody } from '../../../contracts/bankReconciliation.js';
import { bankOf, getReconciliation } from './queries.js';

export function createReconciliation(db: Executor, b: ReconciliationBody, userId: number): Promise<Reconciliation> {
  return inTransaction(db, async (tx) => {
    const bank = await bankOf(tx, b.bankId);
    if (!bank) throw badRequest('Please select a bank that exists', 'bankId');
    b.lines.forEach((l, i) => {
      if (dec(l.debit).isZero() === dec(l.credit).isZero()) throw badRequest(`Line ${i + 1}: a statement line has either a debit or a credit`, `lines.${i}`);
    });
    const r = await one<{ id: number }>(
      tx,
      sql`insert into bank_reconciliations (bank_id, statement_date, closing_balance, note, created_by)
          values (${bank.id}, ${b.statementDate}, ${money(b.closingBalance)}, ${b.note}, ${userId}) returning id`,
    );
    // one statement for all lines: a 5,000-line statement saves in one round trip
    if (b.lines.length)
      await tx.execute(sql`insert into bank_statement_lines (recon_id, line_no, txn_date, description, chq_no, debit, credit, balance)
        select ${r!.id}, x.n, x.d::date, x.descr, x.chq, x.dr::numeric, x.cr::numeric, x.bal::numeric
        from jsonb_to_recordset(${JSON.stringify(
          b.lines.map((l, i) => ({
            n: i + 1,
            d: l.date,
            descr: l.description,
            chq: l.chqNo,
            dr: money(l.debit),
            cr: money(l.credit),
            bal: l.balance == null ? null : money(l.balance),
          })),
        )}::jsonb) as x(n int, d text, descr text, chq text, dr text, cr text, bal text)`);
    return getReconciliation(tx, r!.id);
  });
}

export function applyMatches(db: Executor, id: number, body: MatchesBody, userId: number): Promise<Reconciliation> {
  return inTransaction(db, async (tx) => {
    const r = await one<{ bank_id: number }>(tx, sql`select bank_id from bank_reconciliations where id = ${id} for update`);
    if (!r) throw notFound('This reconciliation does not exist');
    const bank = (await bankOf(tx, r.bank_id))!;
    for (const m of body.matches) {
      const line = await one<{ id: number; date: string; debit: string; credit: string; matched_cheque_id: number | null; matched_line_id: number | null }>(
        tx,
        sql`select id, to_char(txn_date, 'YYYY-MM-DD') as date, debit::text, credit::text, matched_cheque_id, matched_line_id
            from bank_statement_lines where id = ${m.lineId} and recon_id = ${id} for update`,
      );
      if (!line) throw badRequest(`Statement line ${m.lineId} is not on this statement`, 'lineId');
      if (line.matched_cheque_id) {
        if (m.kind === 'cheque' && m.id === line.matched_cheque_id) continue;
        throw conflict('This statement line cleared a cheque; the clearing stays (the register shows the cheque)');
      }
      if (line.matched_line_id) {
        if (m.kind === 'book' && m.id === line.matched_line_id) continue;
        await tx.execute(sql`delete from bank_clearances where voucher_line_id = ${line.matched_line_id} and recon_id = ${id}`);
        await tx.execute(sql`update bank_statement_lines set matched_line_id = null where id = ${line.id}`);
      }
      if (m.kind === 'none') continue;
      if (!m.id) throw badRequest('Choose what the statement line matches', 'id');
      const moneyIn = dec(line.credit).gt(0);
      if (m.kind === 'cheque') {
        const c = await one<{ direction: string; amount: string; bank_id: number | null }>(
          tx,
          sql`select direction, amount::text, bank_id from cheques where id = ${m.id}`,
        );
        if (!c || c.bank_id !== bank.id) throw badRequest('That cheque is not one of this bank', 'id');
        if ((c.direction === 'received') !== moneyIn || !dec(c.amount).equals(moneyIn ? line.credit : line.debit))
          throw badRequest(`Line ${line.date}: the cheque's amount or side differs from the statement line`, 'id');
        await moveChequeIn(tx, m.id, { to: 'cleared', date: line.date, note: 'Matched on the bank statement' }, userId);
        await tx.execute(sql`update bank_statement_lines set matched_cheque_id = ${m.id} where id = ${line.id}`);
        continue;
      }
      const v = await one<{ debit: string; credit: string }>(
        tx,
        sql`select debit::text, credit::text from voucher_lines where id = ${m.id} and ledger_id = ${bank.ledger_id} and post_status = 1`,
      );
      if (!v) throw badRequest("That book line is not on this bank's ledger", 'id');
      if (!dec(v.debit).equals(line.credit) || !dec(v.credit).equals(line.debit))
        throw badRequest(`Line ${line.date}: the book line's amount or side differs from the statement line`, 'id');
      const taken = await one(tx, sql`select 1 from bank_statement_lines where matched_line_id = ${m.id} and id <> ${line.id}`);
      if (taken) throw conflict('That book line is already matched to another statement line');
      await tx.execute(
        sql`insert into bank_clearances (voucher_line_id, bank_date, recon_id, created_by) values (${m.id}, ${line.date}, ${id}, ${userId})
            on conflict (voucher_line_id) do update set bank_date = excluded.bank_date, recon_id = excluded.recon_id, created_by = excluded.created_by`,
      );
      await tx.execute(sql`update bank_statement_lines set matched_line_id = ${m.id} where id = ${line.id}`);
    }
    if (body.cleared.length) {
      const ids = body.cleared.map((c) => c.voucherLineId);
      const found = await rows<{ id: number }>(
        tx,
        sql`select id from voucher_lines where ledger_id = ${bank.ledger_id} and id = any(${`{${ids.join(',')}}`}::int[])`,
      );
      if (found.length !== new Set(ids).size) throw badRequest("A line marked cleared is not on this bank's ledger", 'cleared');
      for (const c of body.cleared)
        await tx.execute(
          sql`insert into bank_clearances (voucher_line_id, bank_date, recon_id, created_by) values (${c.voucherLineId}, ${c.bankDate}, ${id}, ${userId})
              on conflict (voucher_line_id) do update set bank_date = excluded.bank_date, recon_id = excluded.recon_id, created_by = excluded.created_by`,
        );
    }
    await tx.execute(sql`update bank_reconciliations set updated_at = now() where id = ${id}`);
    return getReconciliation(tx, id);
  });
}

/** Removes a statement and the marks it made; cheques it cleared stay cleared. */
export function deleteReconciliation(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const r = await one(tx, sql`select 1 from bank_reconciliations where id = ${id} for update`);
    if (!r) throw notFound('This reconciliation does not exist');
    await tx.execute(sql`delete from bank_clearances where recon_id = ${id}`);
    await tx.execute(sql`delete from bank_reconciliations where id = ${id}`);
  });
}
