-- Construction module, part 2: investors and their project investments, construction suppliers and
-- returnable transactions. An investor and a supplier each own one construction ledger (their
-- account in the construction books, opened when they are created); contributions are the shares in
-- which a project's profit/loss and expenses are split between its investors. Returnable
-- transactions are a memo list (money lent or borrowed, to be returned) and post nothing.
CREATE TABLE "investors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_info" text DEFAULT '' NOT NULL,
	"ledger_id" integer NOT NULL REFERENCES "project_ledgers"("id"),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investors_name_check" CHECK (length(trim("name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "investors_name_key" ON "investors" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "investors_ledger_key" ON "investors" USING btree ("ledger_id");
--> statement-breakpoint
CREATE TABLE "project_investors" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL REFERENCES "projects"("id"),
	"investor_id" integer NOT NULL REFERENCES "investors"("id"),
	"contribution_amount" numeric(18, 2) NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "project_investors_amount_check" CHECK ("contribution_amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_investors_key" ON "project_investors" USING btree ("project_id", "investor_id");
--> statement-breakpoint
CREATE INDEX "project_investors_investor_idx" ON "project_investors" USING btree ("investor_id");
--> statement-breakpoint
CREATE TABLE "construction_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_info" text DEFAULT '' NOT NULL,
	"ledger_id" integer NOT NULL REFERENCES "project_ledgers"("id"),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "construction_suppliers_name_check" CHECK (length(trim("name")) > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "construction_suppliers_name_key" ON "construction_suppliers" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "construction_suppliers_ledger_key" ON "construction_suppliers" USING btree ("ledger_id");
--> statement-breakpoint
CREATE TABLE "returnable_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "returnable_transactions_check" CHECK (length(trim("description")) > 0 and "amount" > 0 and "type" in ('receive', 'payment'))
);
--> statement-breakpoint
CREATE INDEX "returnable_transactions_date_idx" ON "returnable_transactions" USING btree ("date", "id");
--> statement-breakpoint
-- Join the audit log where it already exists (a database migrated before this file was added).
DO $$
DECLARE t text;
BEGIN
  IF to_regproc('audit_table') IS NOT NULL THEN
    FOREACH t IN ARRAY ARRAY['investors', 'project_investors', 'construction_suppliers', 'returnable_transactions'] LOOP
      PERFORM audit_table(t);
    END LOOP;
  END IF;
END
$$;
