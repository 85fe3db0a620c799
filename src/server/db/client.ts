// The database layer's names, from the files that make them, so that a data function imports them
// from one place: query.ts (the executor, sql, rows and one, array parameters), transaction.ts
// (inTransaction and the scope it shares with what runs inside it), writeBehind.ts (writes sent
// without waiting, together), connection.ts (the database, PGlite or a PostgreSQL server) and
// connectionLost.ts. Opening the database is not here: the server opens it through
// ../startDatabase.ts, which also runs what an upgrade leaves to the server after its migrations.
export { type Schema, type Executor, rows, one, sql, type SQL, textArray, intArray, pgArray } from './query.js';
export { inTransaction, currentTransactionScope, type TransactionScope } from './transaction.js';
export { writeBehind, together } from './writeBehind.js';
export { type Database, PREPARED, applySessionSettings, pgliteRunner } from './connection.js';
export { connectionLost } from './connectionLost.js';
