-- Cheques by their history (issue 41, items 1 and 2).
--
-- A cheque's state on a past day is read from its events (cheque_events): the last one dated on or
-- before that day. Until now the events held each move from the first (deposited...) on, and the
-- cheque's row only its latest date of each state, so a cheque bounced and deposited again kept one
-- deposit date and a reconciliation as at an earlier day could not see it. Each event now carries
-- the bank it concerns (the bank a cheque was deposited into, ours it is drawn on) and a bounce its
-- charge, and every cheque has its first event: received (or issued) on its document's day.
--
-- The back-fill, from what the rows know: the first event of every cheque not recorded by the
-- upgrade of 0048 (whose one event is its clearing on its document's day), and, for a state whose
-- date the row holds but no event does, that event on that date. Each event's bank is the cheque's
-- bank; a bounce's charge, the cheque's charge on its last bounce.
ALTER TABLE "cheque_events" ADD COLUMN "bank_id" integer REFERENCES "banks"("id");
--> statement-breakpoint
ALTER TABLE "cheque_events" ADD COLUMN "charge" numeric(18, 2) DEFAULT '0' NOT NULL;
--> statement-breakpoint
UPDATE "cheque_events" e SET "bank_id" = c."bank_id" FROM "cheques" c WHERE c."id" = e."cheque_id" AND e."bank_id" IS NULL;
--> statement-breakpoint
UPDATE "cheque_events" e SET "charge" = c."bounce_charge" FROM "cheques" c
WHERE c."id" = e."cheque_id" AND e."state" = 'bounced'
  AND e."id" = (SELECT max(l."id") FROM "cheque_events" l WHERE l."cheque_id" = c."id" AND l."state" = 'bounced');
--> statement-breakpoint
INSERT INTO "cheque_events" ("cheque_id", "state", "event_date", "bank_id", "vc_no", "note", "created_by", "created_at")
SELECT c."id", s.state, s.day, c."bank_id", NULL, 'Recorded by the upgrade from the cheque''s dates', c."created_by", c."created_at"
FROM "cheques" c
CROSS JOIN LATERAL (VALUES
  ('deposited', c."deposited_date"), ('cleared', c."cleared_date"), ('bounced', c."bounced_date"),
  ('returned', c."returned_date"), ('cancelled', c."cancelled_date")) AS s(state, day)
WHERE NOT c."legacy" AND s.day IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "cheque_events" e WHERE e."cheque_id" = c."id" AND e."state" = s.state);
--> statement-breakpoint
INSERT INTO "cheque_events" ("cheque_id", "state", "event_date", "bank_id", "vc_no", "note", "created_by", "created_at")
SELECT c."id", c."direction", c."received_date", c."bank_id", c."vc_no", '', c."created_by", c."created_at"
FROM "cheques" c
WHERE NOT c."legacy" AND NOT EXISTS (SELECT 1 FROM "cheque_events" e WHERE e."cheque_id" = c."id" AND e."state" = c."direction")
ORDER BY c."id";
--> statement-breakpoint
CREATE INDEX "cheque_events_cheque_date" ON "cheque_events" ("cheque_id", "event_date");
