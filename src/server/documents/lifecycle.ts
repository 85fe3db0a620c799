// The life of every trading document, written once: save, edit, delete, and the removal of a line or
// a serial (an edit of the saved draft) run through one sequence, in one transaction:
//
//   lock the document (and what it touches) → check the rules (documents/rules.ts) → undo its
//   effects by source → apply the new draft → post → keep its collection, cheque and VAT records in
//   step → the checks that weigh the written document (a VAT date, a credit limit).
//
// A feature supplies only what is its own, as an adapter: how to lock its row, turn its request into
// a draft (or its saved document into one), undo and write its rows, post, and sync its money
// records. A step a kind does not have is absent from its adapter (a quotation posts nothing).
import { inTransaction, type Executor } from '../db/client.js';
import { checkChange, checkSaved } from './rules.js';
import type { DocumentId, KindName } from './kinds.js';

export type { DocumentId };

export type Action = 'edit' | 'delete';

export interface DocumentAdapter<Saved, Request, Draft, Written extends { id: Id }, Id extends DocumentId = number> {
  kind: KindName;
  /** Locks the saved document (404 when there is none); what it touches may be locked here too. */
  lock(tx: Executor, id: Id): Promise<Saved>;
  /** The request worked out and checked as a draft (`saved`: the document it replaces). */
  draftOf(tx: Executor, request: Request, saved: Saved | null): Promise<Draft>;
  /** The saved document as a draft, figures as saved (no request rebuilt and re-validated). */
  draftFromSaved?(tx: Executor, saved: Saved): Promise<Draft>;
  /**
   * An edit that keeps every figure its tax document carries: the rules let it pass a frozen
   * document, and it is written by `edit` alone (nothing undone, nothing re-posted).
   */
  keepsTax?: { holds(tx: Executor, saved: Saved, request: Request): Promise<boolean>; edit(tx: Executor, saved: Saved, request: Request): Promise<Written> };
  /** The feature's own refusals, after the shared rules and before anything is undone. */
  guard?(tx: Executor, saved: Saved, action: Action): Promise<void>;
  /** Locks what the document touches besides itself (its bill, stock rows) before any of their figures is read. */
  touches?(tx: Executor, saved: Saved | null, request: Request | null, action: Action | 'create'): Promise<void>;
  /** A revised saved draft worked out again (its totals and taxes from the lines left), where `draftOf` would run. */
  redraft?(tx: Executor, saved: Saved, draft: Draft): Promise<Draft>;
  /** Its draft is checked against the books without it: an edit undoes it first, then drafts. */
  draftsAfterUndo?: boolean;
  /** Undoes its effects by source: stock, serials, lines, voucher (`draft`: the edit's, when drafted before). */
  undo?(tx: Executor, saved: Saved, action: Action, draft?: Draft): Promise<void>;
  /** Writes the draft: a new document (`saved` null) or over the saved one. */
  apply(tx: Executor, saved: Saved | null, draft: Draft): Promise<Written>;
  post?(tx: Executor, written: Written, draft: Draft, saved: Saved | null): Promise<void>;
  /** Its collection or payment, cheque and VAT records, in step with the written document. */
  sync?(tx: Executor, written: Written, draft: Draft, saved: Saved | null): Promise<void>;
  /** Whether the written document may carry VAT (then no settled month may hold it); absent: never. */
  carriesVat?(draft: Draft): boolean;
  /** Checks that weigh the written document as the books now stand (a customer's credit limit). */
  after?(tx: Executor, written: Written, draft: Draft, saved: Saved | null): Promise<void>;
  /** Removes the document's own rows and money records once its effects are undone. */
  remove(tx: Executor, saved: Saved): Promise<void>;
}

export type Command<Request, Draft, Id extends DocumentId = number> =
  | { action: 'create'; request: Request }
  | { action: 'edit'; id: Id; request: Request }
  /** A line or a serial removed: the saved draft, changed (and worked out again) by `revise`. */
  | { action: 'revise'; id: Id; revise: (tx: Executor, draft: Draft) => Promise<Draft> | Draft }
  | { action: 'delete'; id: Id };

/** Runs a command through the sequence in its own transaction. */
export function runLifecycle<S, R, D, W extends { id: I }, I extends DocumentId = number>(
  db: Executor,
  a: DocumentAdapter<S, R, D, W, I>,
  c: Command<R, D, I>,
): Promise<W | undefined> {
  return inTransaction(db, (tx) => lifecycleIn(tx, a, c));
}

/** Runs a command through the sequence inside the caller's transaction (which may have found the document first). */
export async function lifecycleIn<S, R, D, W extends { id: I }, I extends DocumentId = number>(
  tx: Executor,
  a: DocumentAdapter<S, R, D, W, I>,
  c: Command<R, D, I>,
): Promise<W | undefined> {
  if (c.action === 'create') {
    await a.touches?.(tx, null, c.request, 'create');
    return write(tx, a, null, await a.draftOf(tx, c.request, null));
  }

  const saved = await a.lock(tx, c.id);
  if (c.action === 'delete') {
    await checkChange(tx, { kind: a.kind, id: c.id, action: 'delete' });
    await a.guard?.(tx, saved, 'delete');
    await a.touches?.(tx, saved, null, 'delete');
    await a.undo?.(tx, saved, 'delete');
    await a.remove(tx, saved);
    return undefined;
  }

  let drafted: () => Promise<D>;
  if (c.action === 'revise') {
    if (!a.draftFromSaved) throw new Error(`Document kind ${a.kind} has no saved draft to revise`);
    // The rules and the feature's refusals first, as for an edit; then the saved draft, changed.
    await checkChange(tx, { kind: a.kind, id: c.id, action: 'edit' });
    await a.guard?.(tx, saved, 'edit');
    const revised = await c.revise(tx, await a.draftFromSaved(tx, saved));
    drafted = async () => (a.redraft ? a.redraft(tx, saved, revised) : revised);
  } else {
    // An edit of a frozen tax document that keeps its tax figures changes only what tax does not touch.
    const keepsTax = a.keepsTax ? await a.keepsTax.holds(tx, saved, c.request) : false;
    await checkChange(tx, { kind: a.kind, id: c.id, action: 'edit', keepsTax });
    if (keepsTax) return a.keepsTax!.edit(tx, saved, c.request);
    await a.guard?.(tx, saved, 'edit');
    drafted = () => a.draftOf(tx, c.request, saved);
  }
  await a.touches?.(tx, saved, c.action === 'edit' ? c.request : null, 'edit');
  let draft: D;
  if (a.draftsAfterUndo) {
    await a.undo?.(tx, saved, 'edit');
    draft = await drafted();
  } else {
    draft = await drafted();
    await a.undo?.(tx, saved, 'edit', draft);
  }
  return write(tx, a, saved, draft);
}

async function write<S, R, D, W extends { id: I }, I extends DocumentId>(
  tx: Executor,
  a: DocumentAdapter<S, R, D, W, I>,
  saved: S | null,
  draft: D,
): Promise<W> {
  const written = await a.apply(tx, saved, draft);
  await a.post?.(tx, written, draft, saved);
  await a.sync?.(tx, written, draft, saved);
  if (a.carriesVat?.(draft)) await checkSaved(tx, a.kind, written.id);
  await a.after?.(tx, written, draft, saved);
  return written;
}
