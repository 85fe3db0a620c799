-- Ten years of books leave millions of audit entries. Each way the audit screen reads them has an
-- index that hands back its page newest first without sorting: all entries or a date range by
-- time, one table's entries by time, and one record's entries by its number in any table.
DROP INDEX IF EXISTS "audit_log_at_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_table_row_idx";
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_table_at_idx" ON "audit_log" ("table_name", "at", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_row_idx" ON "audit_log" ("row_id");
