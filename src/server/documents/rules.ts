// The rules that hold across features, written once for every document kind (each feature's kind.ts,
// read from the registry in documents/kinds.ts):
// - the period lock (closed books and closed fiscal years): nothing dated on or before it changes;
// - a settled VAT month is closed for VAT documents: no edit, delete or date move of one whose VAT
//   is in it, and no new one dated in it;
// - an issued tax invoice keeps its number, date, lines, prices and VAT: never deleted, only what
//   does not touch tax may change; a credit note corrects it.
// A command calls checkChange before it undoes a saved document, and checkSaved after it has
// written one that may carry VAT; both run inside the command's transaction, after its lock.
import { sql, one, type Executor } from '../db/client.js';
import { conflict } from '../errors.js';
import { displayDate } from '../../domain/dates.js';
import { SOURCE } from '../ledger/sources.js';
import { kindOf, type DocumentId, type DocumentKind, type KindName } from './kinds.js';

interface Stored {
  no: string;
  date: string;
  vat: boolean;
  tax_no: string | null;
  locked_until: string | null;
  settled_by: string | null;
}

/** The month's settlement id, as the VAT return keeps it (yyyymm). */
const SETTLEMENT_ID = (date: ReturnType<typeof sql>) => sql`(extract(year from ${date})::int * 100 + extract(month from ${date})::int)`;

async function storedOf(tx: Executor, k: DocumentKind, id: DocumentId): Promise<Stored | undefined> {
  const date = sql.raw(`d.${k.dateColumn}`);
  const vat = sql.raw(k.carriesVat ?? 'false');
  return one<Stored>(
    tx,
    sql`select d.${sql.raw(k.numberColumn)} as no, ${date}::text as date, (${vat}) as vat,
          ${k.taxNumber ? sql.raw(`d.${k.taxNumber.column}`) : sql`null::text`} as tax_no,
          (select locked_until::text from period_lock where id = 1) as locked_until,
          case when ${vat} then (select vc_no from voucher_lines
                                  where source_type = ${SOURCE.vatSettlement} and source_id = ${SETTLEMENT_ID(date)} limit 1) end as settled_by
        from ${sql.raw(k.table)} d where d.${sql.raw(k.idColumn ?? 'id')} = ${id}${k.ownRows ? sql.raw(` and ${k.ownRows}`) : sql``} limit 1`,
  );
}

const monthOf = (date: string) => date.slice(0, 7);

export interface ChangeCheck {
  kind: KindName;
  id: DocumentId;
  action: 'edit' | 'delete';
  /** An edit that keeps every figure the tax invoice and the VAT return carry (remarks, the collection). */
  keepsTax?: boolean;
}

/** The saved document as the rules saw it: whether it is an issued tax invoice. */
export interface Checked {
  no: string;
  taxNo: string | null;
}

/** Refuses changing or deleting a saved document where a rule says it is closed (409 saying what to do). */
export async function checkChange(tx: Executor, c: ChangeCheck): Promise<Checked | undefined> {
  const k: DocumentKind = kindOf(c.kind);
  const s = await storedOf(tx, k, c.id);
  if (!s) return undefined;
  const what = `${k.label} ${s.no}`;
  if (k.books && s.locked_until && s.date <= s.locked_until)
    throw conflict(`The books are closed up to ${displayDate(s.locked_until)}: ${what}, dated ${displayDate(s.date)}, cannot be changed or deleted`);
  if (k.taxNumber && s.tax_no) {
    if (c.action === 'delete')
      throw conflict(
        `${what} is tax invoice ${s.tax_no} (${k.taxNumber.form}) and cannot be deleted: cancel it with a full credit note (a sales return of all its lines)`,
      );
    if (!c.keepsTax)
      throw conflict(
        `${what} is tax invoice ${s.tax_no} (${k.taxNumber.form}): its date, customer, lines, prices and VAT cannot change. ` +
          'Correct it with a sales return (credit note), or cancel it with a full credit note; only the remarks and the collection may change',
      );
  }
  if (s.settled_by && !c.keepsTax)
    throw conflict(
      `The VAT of ${monthOf(s.date)} is settled (${s.settled_by}): ` +
        (k.settledWords ? k.settledWords.changed(s.no) : `${what} cannot be ${c.action === 'delete' ? 'deleted' : 'changed'}; ${k.vatCorrection}`),
    );
  return { no: s.no, taxNo: s.tax_no };
}

/**
 * A step of a saved document that moves stock or serials or posts on a date of its own (a warranty
 * claim's unit given from stock, the supplier's replacement or credit, a service charge): refused when
 * that date is on or before the period lock, for an admin as for a user (409 naming the document, the
 * step and its date). Steps that move nothing are not the books' and pass.
 */
export async function checkStep(tx: Executor, c: { kind: KindName; id: number; date: string; step: string }): Promise<void> {
  const k: DocumentKind = kindOf(c.kind);
  if (!k.books) return;
  const s = await storedOf(tx, k, c.id);
  if (s?.locked_until && c.date <= s.locked_until)
    throw conflict(
      `The books are closed up to ${displayDate(s.locked_until)}: ${k.label.toLowerCase()} ${s.no} cannot record ${c.step} dated ${displayDate(c.date)}; date it after the lock`,
    );
}

/** After a document is written: one that carries VAT may not be dated in a settled VAT month. */
export async function checkSaved(tx: Executor, kind: KindName, id: DocumentId): Promise<void> {
  const k: DocumentKind = kindOf(kind);
  if (!k.carriesVat) return;
  const s = await storedOf(tx, k, id);
  if (s?.settled_by)
    throw conflict(
      `The VAT of ${monthOf(s.date)} is settled (${s.settled_by}): ${k.settledWords?.dated ?? `a ${k.label.toLowerCase()} with VAT`} cannot be dated in it; date it in an open month`,
    );
}
