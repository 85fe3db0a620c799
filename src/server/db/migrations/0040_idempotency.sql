-- Idempotency keys (src/server/http/idempotency.ts): a write sent again with the same
-- Idempotency-Key by the same user gets the first answer back and saves nothing new. The claim is
-- a row here, so two servers on one database agree on it. Bookkeeping, not a document: not audited.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"method" text NOT NULL,
	-- the route's path with its parameters filled in, e.g. /api/collPay_edit/12
	"url" text NOT NULL,
	-- sha-256 of the query and the body, keys sorted
	"body_hash" text NOT NULL,
	-- who holds the claim: a random token of the request that runs the call
	"owner" text NOT NULL,
	-- the stored answer; status is null while the first request still runs
	"status" smallint,
	"content_type" text,
	"reply" text,
	"created_at" timestamptz NOT NULL DEFAULT now(),
	-- when the claim was taken; a claim left behind by a server that died is taken over after a while
	"claimed_at" timestamptz NOT NULL DEFAULT now(),
	PRIMARY KEY ("user_id", "key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK (length("key") between 1 and 200)
);
--> statement-breakpoint
-- Keys older than a day are purged.
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" ("created_at");
