// Commands on the chart of accounts. A ledger's opening amount is a journal voucher against
// Opening Balance Equity (source 'ledger_opening'), saved with the ledger in one transaction and
// re-posted whenever the ledger changes.
import { sql, one, rows, inTransaction, type Executor } from '../../db/client.js';
import type { SQL } from 'drizzle-orm';
import { removeBySource } from '../../ledger/ledger.js';
import { LEDGER, isDebitNature, type Nature } from '../../ledger/accounts.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { dec, money } from '../../../domain/money.js';
import { todayInDhaka } from '../../../domain/dates.js';
import type { LedgerBody, LedgerEditBody, Ledger, MainHead, SubHead } from '../../../contracts/accounts.js';
import { getLedger, getMainHead, getSubHead } from './queries.js';
import { replaceLedgerOpening } from '../../ledger/openings.js';
import { SOURCE } from '../../ledger/sources.js';
const SYSTEM_LEDGER = 'This ledger is used by the documents and cannot be deleted or moved out of its group';

/** Ledgers whose balances come from documents only: an opening amount on them would break the books. */
const NO_OPENING: Record<string, string> = {
  [LEDGER.payable]: 'Open party balances on each supplier, not on this ledger',
  [LEDGER.receivable]: 'Open party balances on each customer, not on this ledger',
  [LEDGER.inventory]: 'Open stock on each model, not on this ledger',
  [LEDGER.openingBalanceEquity]: 'This ledger takes the other side of every opening amount and has none of its own',
};

// ---- names ---------------------------------------------------------------------------------------

function refuseDuplicate(found: unknown, what: string) {
  if (found) throw conflict(`A ${what} with this name already exists`, 'name');
}

const groupExists = async (tx: Executor, gId: number) => {
  if (!(await one(tx, sql`select 1 from acc_groups where id = ${gId}`))) throw badRequest('Please select a group that exists', 'g_id');
};

const mainExists = async (tx: Executor, mId: number) => {
  if (!(await one(tx, sql`select 1 from acc_mains where id = ${mId}`))) throw badRequest('Please select a main head that exists', 'm_id');
};

/** Whether the main head or sub head holds a ledger that documents post to. */
const holdsSystemLedger = async (tx: Executor, column: 'm_id' | 's_id', id: number) =>
  !!(await one(tx, sql`select 1 from ledgers where ${sql.raw(column)} = ${id} and system_role is not null limit 1`));

// ---- heads under a parent ------------------------------------------------------------------------

/** A main head under its group, a sub head under its main head. Fixed names of the schema. */
interface Head<T> {
  table: 'acc_mains' | 'acc_subs';
  parentColumn: 'g_id' | 'm_id';
  /** The ledgers' column naming a head of this kind. */
  ledgerColumn: 'm_id' | 's_id';
  what: 'main head' | 'sub head';
  /** Refused when the head holds ledgers the documents post to. */
  cannotMove: string;
  parentExists: (tx: Executor, parentId: number) => Promise<void>;
  read: (tx: Executor, id: number) => Promise<T>;
  parentOf: (head: T) => number;
}

const MAIN_HEAD: Head<MainHead> = {
  table: 'acc_mains',
  parentColumn: 'g_id',
  ledgerColumn: 'm_id',
  what: 'main head',
  cannotMove: 'This main head holds ledgers the documents post to; it cannot move to another group',
  parentExists: groupExists,
  read: getMainHead,
  parentOf: (h) => h.g_id,
};

const SUB_HEAD: Head<SubHead> = {
  table: 'acc_subs',
  parentColumn: 'm_id',
  ledgerColumn: 's_id',
  what: 'sub head',
  cannotMove: 'This sub head holds ledgers the documents post to; it cannot move to another main head',
  parentExists: mainExists,
  read: getSubHead,
  parentOf: (h) => h.m_id,
};

/** Refuses a name (letter case aside) that another head under the same parent has. */
async function refuseTakenName<T>(tx: Executor, head: Head<T>, parentId: number, name: string, exceptId = 0) {
  const [table, parent] = [sql.identifier(head.table), sql.identifier(head.parentColumn)];
  refuseDuplicate(await one(tx, sql`select 1 from ${table} where ${parent} = ${parentId} and lower(name) = lower(${name}) and id <> ${exceptId}`), head.what);
}

function createHead<T>(db: Executor, head: Head<T>, parentId: number, name: string): Promise<T> {
  return inTransaction(db, async (tx) => {
    await head.parentExists(tx, parentId);
    await refuseTakenName(tx, head, parentId, name);
    const [table, parent] = [sql.identifier(head.table), sql.identifier(head.parentColumn)];
    const row = await one<{ id: number }>(tx, sql`insert into ${table} (${parent}, name) values (${parentId}, ${name}) returning id`);
    return head.read(tx, row!.id);
  });
}

/**
 * Renames a head and puts it under a parent. A head that moves reposts its ledgers' openings (another
 * group may have another nature, which puts them on the other side); `moved` runs before that.
 */
function editHead<T>(db: Executor, head: Head<T>, id: number, parentId: number, name: string, userId: number, moved?: (tx: Executor) => Promise<unknown>): Promise<T> {
  return inTransaction(db, async (tx) => {
    const cur = await head.read(tx, id);
    await head.parentExists(tx, parentId);
    await refuseTakenName(tx, head, parentId, name, id);
    const moves = head.parentOf(cur) !== parentId;
    if (moves && (await holdsSystemLedger(tx, head.ledgerColumn, id))) throw conflict(head.cannotMove);
    const [table, parent] = [sql.identifier(head.table), sql.identifier(head.parentColumn)];
    await tx.execute(sql`update ${table} set ${parent} = ${parentId}, name = ${name} where id = ${id}`);
    if (moves) {
      await moved?.(tx);
      await repostOpenings(tx, sql`${sql.identifier(head.ledgerColumn)} = ${id}`, userId);
    }
    return head.read(tx, id);
  });
}

// ---- main heads ----------------------------------------------------------------------------------

export const createMainHead = (db: Executor, b: { g_id: number; name: string }): Promise<MainHead> => createHead(db, MAIN_HEAD, b.g_id, b.name);

export const editMainHead = (db: Executor, id: number, b: { g_id: number; name: string }, userId: number): Promise<MainHead> =>
  editHead(db, MAIN_HEAD, id, b.g_id, b.name, userId);

export function removeMainHead(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    await getMainHead(tx, id);
    if (await one(tx, sql`select 1 from acc_subs where m_id = ${id} union all select 1 from ledgers where m_id = ${id} limit 1`))
      throw conflict('This main head has sub heads or ledgers and cannot be deleted');
    await tx.execute(sql`delete from acc_mains where id = ${id}`);
  });
}

// ---- sub heads -----------------------------------------------------------------------------------

export const createSubHead = (db: Executor, b: { m_id: number; name: string }): Promise<SubHead> => createHead(db, SUB_HEAD, b.m_id, b.name);

/** A sub head moved to another main head takes its ledgers with it. */
export const editSubHead = (db: Executor, id: number, b: { m_id: number; name: string }, userId: number): Promise<SubHead> =>
  editHead(db, SUB_HEAD, id, b.m_id, b.name, userId, (tx) => tx.execute(sql`update ledgers set m_id = ${b.m_id} where s_id = ${id}`));

export function removeSubHead(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    await getSubHead(tx, id);
    if (await one(tx, sql`select 1 from ledgers where s_id = ${id} limit 1`)) throw conflict('This sub head has ledgers and cannot be deleted');
    await tx.execute(sql`delete from acc_subs where id = ${id}`);
  });
}

// ---- ledgers -------------------------------------------------------------------------------------

async function checkPlacement(tx: Executor, mId: number, sId: number) {
  await mainExists(tx, mId);
  const sub = await one<{ m_id: number }>(tx, sql`select m_id from acc_subs where id = ${sId}`);
  if (!sub) throw badRequest('Please select a sub head that exists', 's_id');
  if (sub.m_id !== mId) throw badRequest('This sub head is not under the chosen main head', 's_id');
}

async function checkName(tx: Executor, name: string, exceptId = 0) {
  refuseDuplicate(await one(tx, sql`select 1 from ledgers where lower(name) = lower(${name}) and id <> ${exceptId}`), 'ledger');
}

/**
 * Replaces the ledger's opening voucher: Dr the ledger and Cr Opening Balance Equity when the amount
 * sits on its debit side, the reverse otherwise.
 */
async function postOpening(tx: Executor, ledgerId: number, userId: number | null) {
  const l = await one<{ amount: string; open_date: string | null; nature: Nature; system_role: string | null }>(
    tx,
    sql`select l.amount, to_char(l.open_date, 'YYYY-MM-DD') as open_date, g.nature, l.system_role
        from ledgers l join acc_mains m on m.id = l.m_id join acc_groups g on g.id = m.g_id where l.id = ${ledgerId}`,
  );
  const amount = dec(l!.amount);
  if (!amount.isZero() && NO_OPENING[ledgerId]) throw badRequest(NO_OPENING[ledgerId], 'amount');
  const onDebit = isDebitNature(l!.nature) === amount.isPositive();
  await replaceLedgerOpening(tx, {
    ledgerId,
    debit: onDebit ? amount.abs() : amount.abs().neg(),
    date: l!.open_date ?? todayInDhaka(),
    narr: 'Opening balance',
    userId,
  });
}

async function repostOpenings(tx: Executor, where: SQL, userId: number) {
  const list = await rows<{ id: number }>(tx, sql`select id from ledgers where ${where} and amount <> 0 order by id`);
  for (const r of list) await postOpening(tx, r.id, userId);
}

export function createLedger(db: Executor, b: LedgerBody, userId: number): Promise<Ledger> {
  return inTransaction(db, async (tx) => {
    await checkPlacement(tx, b.m_id, b.s_id);
    await checkName(tx, b.name);
    const row = await one<{ id: number }>(
      tx,
      sql`insert into ledgers (m_id, s_id, name, amount, open_date) values (${b.m_id}, ${b.s_id}, ${b.name}, ${money(b.amount)}, ${b.open_date ?? todayInDhaka()}) returning id`,
    );
    await postOpening(tx, row!.id, userId);
    return getLedger(tx, row!.id);
  });
}

export function editLedger(db: Executor, id: number, b: LedgerEditBody, userId: number): Promise<Ledger> {
  return inTransaction(db, async (tx) => {
    const cur = await one<{ m_id: number; s_id: number; name: string; amount: string; open_date: string | null; system_role: string | null }>(
      tx,
      sql`select m_id, s_id, name, amount, to_char(open_date, 'YYYY-MM-DD') as open_date, system_role from ledgers where id = ${id} for update`,
    );
    if (!cur) throw notFound('This ledger does not exist');
    const next = {
      m_id: b.m_id ?? cur.m_id,
      s_id: b.s_id ?? cur.s_id,
      name: b.name ?? cur.name,
      amount: b.amount === undefined ? cur.amount : money(b.amount),
      open_date: b.open_date ?? cur.open_date ?? todayInDhaka(),
    };
    if (cur.system_role && (next.m_id !== cur.m_id || next.s_id !== cur.s_id)) throw conflict(SYSTEM_LEDGER);
    await checkPlacement(tx, next.m_id, next.s_id);
    await checkName(tx, next.name, id);
    await tx.execute(
      sql`update ledgers set m_id = ${next.m_id}, s_id = ${next.s_id}, name = ${next.name}, amount = ${next.amount}, open_date = ${next.open_date} where id = ${id}`,
    );
    await postOpening(tx, id, userId);
    return getLedger(tx, id);
  });
}

export function removeLedger(db: Executor, id: number): Promise<void> {
  return inTransaction(db, async (tx) => {
    const cur = await one<{ system_role: string | null }>(tx, sql`select system_role from ledgers where id = ${id} for update`);
    if (!cur) throw notFound('This ledger does not exist');
    if (cur.system_role) throw conflict(SYSTEM_LEDGER);
    const used = await one(tx, sql`select 1 from voucher_lines where ledger_id = ${id} and source_type is distinct from ${SOURCE.ledgerOpening} limit 1`);
    if (used) throw conflict('This ledger has vouchers and cannot be deleted');
    await removeBySource(tx, SOURCE.ledgerOpening, id);
    await tx.execute(sql`delete from ledgers where id = ${id}`);
  });
}
