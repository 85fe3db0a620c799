-- Numbers a document drew but never used, because its transaction rolled back. On a PostgreSQL
-- server numbers are drawn outside the saving transaction (so concurrent saves do not queue on the
-- counter row until each commits); a rolled-back save hands its numbers back here, and the next
-- draw of the series takes the smallest of them first, so the series stays without gaps.
CREATE TABLE "returned_numbers" (
	"key" text NOT NULL,
	"n" integer NOT NULL,
	PRIMARY KEY ("key", "n")
);
--> statement-breakpoint
-- A series' first number, so that "how many numbers are in use" is last - first + 1 less the returned.
ALTER TABLE "counters" ADD COLUMN "first" integer;
