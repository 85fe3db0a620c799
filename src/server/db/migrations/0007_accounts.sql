-- The chart of accounts: names a clerk can tell apart, and a quick list of vouchers waiting for approval.
CREATE UNIQUE INDEX "acc_mains_group_name_key" ON "acc_mains" ("g_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "acc_subs_main_name_key" ON "acc_subs" ("m_id", lower("name"));
--> statement-breakpoint
CREATE UNIQUE INDEX "ledgers_name_key" ON "ledgers" (lower("name"));
--> statement-breakpoint
CREATE INDEX "voucher_lines_unposted_idx" ON "voucher_lines" ("vc_date") WHERE "post_status" = 0;
