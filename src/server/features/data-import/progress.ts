// How far an import has gone, kept in this server process's memory for the screen's progress bar:
// the client names its import with an id of its own making, the import records its phase and rows
// done under the user and that id, and GET /import/progress/:id reads it back for the same user only.
// Entries are forgotten 15 minutes after their last change; at most 1,000 are kept.
import type { ImportProgress } from '../../../contracts/dataImport.js';

const KEEP_MS = 15 * 60_000;
const MAX_ENTRIES = 1000;

const entries = new Map<string, ImportProgress & { at: number }>();
const keyOf = (userId: number, id: string) => `${userId}\u0001${id}`;

function sweep(now: number) {
  for (const [k, e] of entries) if (now - e.at > KEEP_MS) entries.delete(k);
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
}

export type Report = (phase: ImportProgress['phase'], done?: number, total?: number) => void;

/** A reporter for one import; without an id, one that records nothing. */
export function reporter(userId: number, id: string | undefined): Report {
  if (!id) return () => undefined;
  const key = keyOf(userId, id);
  return (phase, done, total) => {
    const now = Date.now();
    const was = entries.get(key);
    entries.delete(key); // re-inserted last: the oldest go first when there are too many
    entries.set(key, { phase, done: done ?? (phase === was?.phase ? was.done : 0), total: total ?? was?.total ?? 0, at: now });
    sweep(now);
  };
}

/** The progress of the user's import of this id; 'waiting' when this server has not seen it (yet) or it is another user's. */
export function progressOf(userId: number, id: string): ImportProgress {
  const e = entries.get(keyOf(userId, id));
  return e ? { phase: e.phase, done: e.done, total: e.total } : { phase: 'waiting', done: 0, total: 0 };
}
