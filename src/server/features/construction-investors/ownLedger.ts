// The construction ledger an investor or a supplier owns: opened with it under a fixed place of the
// construction chart (group > main head > sub head, each found by name or added), renamed with it,
// and closed with it when nothing was ever posted to it.
import { sql, one, type Executor } from '../../db/client.js';
import { conflict, pgError } from '../../errors.js';
import { money } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import { natureFromName } from '../../../domain/construction.js';

export interface ChartPlace {
  group: string;
  main: string;
  sub: string;
}

export const INVESTOR_PLACE: ChartPlace = { group: 'Liabilities', main: 'Capital', sub: 'Investors' };
export const SUPPLIER_PLACE: ChartPlace = { group: 'Liabilities', main: 'Current Liabilities', sub: 'Construction Suppliers' };

/** The id the lookup finds, else the one the insert makes (an insert that lost a race finds nothing: look again). */
async function findOrAdd(tx: Executor, find: ReturnType<typeof sql>, add: ReturnType<typeof sql>): Promise<number> {
  const found = await one<{ id: number }>(tx, find);
  if (found) return found.id;
  const added = await one<{ id: number }>(tx, add);
  return added?.id ?? (await one<{ id: number }>(tx, find))!.id;
}

async function placeIds(tx: Executor, p: ChartPlace) {
  const groupId = await findOrAdd(
    tx,
    sql`select id from project_acc_groups where lower(name) = lower(${p.group}) order by id limit 1`,
    sql`insert into project_acc_groups (name, nature) values (${p.group}, ${natureFromName(p.group)}) on conflict do nothing returning id`,
  );
  const mainId = await findOrAdd(
    tx,
    sql`select id from project_acc_mains where project_g_id = ${groupId} and lower(name) = lower(${p.main}) order by id limit 1`,
    sql`insert into project_acc_mains (name, project_g_id) values (${p.main}, ${groupId}) on conflict do nothing returning id`,
  );
  const subId = await findOrAdd(
    tx,
    sql`select id from project_acc_subs where project_main_id = ${mainId} and lower(name) = lower(${p.sub}) order by id limit 1`,
    sql`insert into project_acc_subs (name, project_main_id) values (${p.sub}, ${mainId}) on conflict do nothing returning id`,
  );
  return { mainId, subId };
}

const ledgerTaken = (name: string, p: ChartPlace) => conflict(`A ledger named "${name}" already exists under ${p.sub} in the construction chart`, 'name');

/** Runs a write to the ledger; a name the chart already has under the same sub head becomes a 409. */
async function uniqueLedger<T>(work: Promise<T>, name: string, p: ChartPlace): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (pgError(e).code === '23505') throw ledgerTaken(name, p);
    throw e;
  }
}

/**
 * Opens the ledger. `opening` is on the debit side (positive: owed to us); a supplier's opening
 * balance, which we owe, goes in negative.
 */
export async function openLedger(tx: Executor, name: string, p: ChartPlace, opening: number | string = 0): Promise<number> {
  const { mainId, subId } = await placeIds(tx, p);
  const clash = await one(tx, sql`select 1 from project_ledgers where project_acc_sub_id = ${subId} and project_id is null and lower(name) = lower(${name})`);
  if (clash) throw ledgerTaken(name, p);
  const row = await uniqueLedger(
    one<{ id: number }>(
      tx,
      sql`insert into project_ledgers (name, project_acc_main_id, project_acc_sub_id, amount, open_date)
          values (${name}, ${mainId}, ${subId}, ${money(opening)}, ${todayInDhaka()}) returning id`,
    ),
    name,
    p,
  );
  return row!.id;
}

/** Renames the ledger (and, when given, sets its opening amount). */
export async function updateLedger(tx: Executor, ledgerId: number, name: string, p: ChartPlace, opening?: number | string) {
  const clash = await one(
    tx,
    sql`select 1 from project_ledgers o join project_ledgers l on l.id = ${ledgerId}
        where o.project_acc_sub_id = l.project_acc_sub_id and o.project_id is null and o.id <> l.id and lower(o.name) = lower(${name})`,
  );
  if (clash) throw ledgerTaken(name, p);
  const amount = opening === undefined ? sql`amount` : sql`${money(opening)}`;
  await uniqueLedger(tx.execute(sql`update project_ledgers set name = ${name}, amount = ${amount} where id = ${ledgerId}`), name, p);
}

/** True when vouchers or bills use the ledger. */
export async function ledgerUsed(tx: Executor, ledgerId: number): Promise<boolean> {
  return !!(await one(
    tx,
    sql`select 1 where exists (select 1 from project_voucher_lines where project_ledger_id = ${ledgerId})
          or exists (select 1 from project_bills where ledger_id = ${ledgerId})`,
  ));
}

/** Removes the ledger; call after the record that owns it is gone. */
export async function closeLedger(tx: Executor, ledgerId: number) {
  await tx.execute(sql`delete from project_ledgers where id = ${ledgerId}`);
}
