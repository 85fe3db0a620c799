-- Construction module, part 1: projects, the construction books' voucher lines and project bills.
-- The construction chart (project_acc_groups, _mains, _subs, project_ledgers) exists since 0000.
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" text NOT NULL,
	"project_name" text NOT NULL,
	"place" text NOT NULL,
	"work_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"security_money" numeric(18, 2) DEFAULT '0' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"organization" text DEFAULT '' NOT NULL,
	"qoutation" text DEFAULT '' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'start' NOT NULL,
	"profit_loss" numeric(18, 2) DEFAULT '0' NOT NULL,
	"investment" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_work_id_check" CHECK (length("work_id") between 1 and 8),
	CONSTRAINT "projects_status_check" CHECK ("status" in ('start','in_progress','completed','cancelled'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "projects_work_id_key" ON "projects" USING btree (lower("work_id"));
--> statement-breakpoint
CREATE TABLE "project_voucher_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_vc_no" text NOT NULL,
	"project_vc_type" smallint NOT NULL,
	"project_vc_date" date NOT NULL,
	"project_ledger_id" integer NOT NULL REFERENCES "project_ledgers"("id"),
	"project_id" integer REFERENCES "projects"("id"),
	"inx" integer DEFAULT 0 NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"cheque_no" text,
	"cheque_date" date,
	"type" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_voucher_lines_type_check" CHECK ("project_vc_type" between 1 and 6 and "type" in (0, 1)),
	CONSTRAINT "project_voucher_lines_amounts_check" CHECK ("debit" >= 0 and "credit" >= 0 and ("debit" = 0 or "credit" = 0))
);
--> statement-breakpoint
CREATE INDEX "project_voucher_lines_vc_no_idx" ON "project_voucher_lines" USING btree ("project_vc_no");
--> statement-breakpoint
CREATE INDEX "project_voucher_lines_ledger_date_idx" ON "project_voucher_lines" USING btree ("project_ledger_id", "project_vc_date");
--> statement-breakpoint
CREATE INDEX "project_voucher_lines_project_idx" ON "project_voucher_lines" USING btree ("project_id");
--> statement-breakpoint
CREATE INDEX "project_voucher_lines_date_idx" ON "project_voucher_lines" USING btree ("project_vc_date");
--> statement-breakpoint
-- A construction voucher's debits equal its credits: checked by the database at commit.
CREATE OR REPLACE FUNCTION project_voucher_lines_check_balance() RETURNS trigger AS $$
DECLARE
  v text;
  d numeric;
  c numeric;
BEGIN
  IF TG_OP = 'DELETE' THEN v := OLD.project_vc_no; ELSE v := NEW.project_vc_no; END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO d, c FROM project_voucher_lines WHERE project_vc_no = v;
  IF d <> c THEN
    RAISE EXCEPTION 'project voucher % is not balanced: debit % credit %', v, d, c USING ERRCODE = '23514';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.project_vc_no <> NEW.project_vc_no THEN
    SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO d, c FROM project_voucher_lines WHERE project_vc_no = OLD.project_vc_no;
    IF d <> c THEN
      RAISE EXCEPTION 'project voucher % is not balanced: debit % credit %', OLD.project_vc_no, d, c USING ERRCODE = '23514';
    END IF;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER project_voucher_lines_balanced
  AFTER INSERT OR UPDATE OR DELETE ON project_voucher_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION project_voucher_lines_check_balance();
--> statement-breakpoint
CREATE TABLE "project_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"vc_no" text NOT NULL,
	"vc_type" smallint DEFAULT 2 NOT NULL,
	"vc_date" date NOT NULL,
	"ledger_id" integer NOT NULL REFERENCES "project_ledgers"("id"),
	"project_id" integer NOT NULL REFERENCES "projects"("id"),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_bills_vc_type_check" CHECK ("vc_type" in (2, 4))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "project_bills_vc_no_key" ON "project_bills" USING btree ("vc_no");
--> statement-breakpoint
CREATE INDEX "project_bills_project_idx" ON "project_bills" USING btree ("project_id");
--> statement-breakpoint
CREATE TABLE "project_bill_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" integer NOT NULL REFERENCES "project_bills"("id") ON DELETE CASCADE,
	"inx" integer DEFAULT 0 NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "project_bill_items_amount_check" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "project_bill_items_bill_idx" ON "project_bill_items" USING btree ("bill_id");
--> statement-breakpoint
CREATE INDEX "project_ledgers_project_idx" ON "project_ledgers" USING btree ("project_id");
--> statement-breakpoint
-- Names in the construction chart are unique within their parent (a ledger within its sub head and project).
CREATE UNIQUE INDEX "project_acc_groups_name_key" ON "project_acc_groups" USING btree (lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "project_acc_mains_name_key" ON "project_acc_mains" USING btree ("project_g_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "project_acc_subs_name_key" ON "project_acc_subs" USING btree ("project_main_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "project_ledgers_name_key" ON "project_ledgers" USING btree ("project_acc_sub_id", coalesce("project_id", 0), lower("name"));
