-- Rate limits and sign-in throttles (http/limits.ts), kept here so that several servers on one
-- database share them: one row per key and fixed window, counting the calls (or failed sign-ins)
-- of that key in it. Rows whose window is over are pruned. Bookkeeping, not a document: not audited.
-- Unlogged: a count is written on every API call, and waiting for the disk on each would make every
-- call several milliseconds slower; after a crash of the database server the counts start afresh.
CREATE UNLOGGED TABLE "limit_counters" (
	-- what is counted, e.g. u12 (a user's calls), a10.0.0.7 (an address's calls), login:pair:...
	"key" text NOT NULL,
	-- the window's start, in milliseconds since 1970
	"window_start" bigint NOT NULL,
	"n" integer NOT NULL,
	-- after this (milliseconds since 1970) the row counts for nothing and may be deleted
	"expires" bigint NOT NULL,
	PRIMARY KEY ("key", "window_start")
);
--> statement-breakpoint
CREATE INDEX "limit_counters_expires_idx" ON "limit_counters" ("expires");
