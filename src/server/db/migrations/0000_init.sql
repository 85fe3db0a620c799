CREATE TABLE "acc_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nature" text NOT NULL,
	CONSTRAINT "acc_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "acc_mains" (
	"id" serial PRIMARY KEY NOT NULL,
	"g_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "acc_subs" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"key" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledgers" (
	"id" serial PRIMARY KEY NOT NULL,
	"m_id" integer NOT NULL,
	"s_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"open_date" date,
	"tag_cus" smallint DEFAULT 0 NOT NULL,
	"tag_supp" smallint DEFAULT 0 NOT NULL,
	"system_role" text,
	CONSTRAINT "ledgers_system_role_unique" UNIQUE("system_role")
);
--> statement-breakpoint
CREATE TABLE "model_stock" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"avg_rate" numeric(18, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "model_stock_qty_check" CHECK ("model_stock"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"g_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"g_id" integer,
	"b_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"g_id" integer,
	"b_id" integer,
	"c_id" integer,
	"pro_code" text DEFAULT '' NOT NULL,
	"unit_type" text DEFAULT 'pcs' NOT NULL,
	"open_qty" numeric(14, 3) DEFAULT '0' NOT NULL,
	"open_rate" numeric(18, 2) DEFAULT '0' NOT NULL,
	"srl_avl" smallint DEFAULT 0 NOT NULL,
	"pro_status" smallint DEFAULT 1 NOT NULL,
	"warranty" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_acc_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_acc_mains" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_g_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_acc_subs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_main_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_ledgers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"project_acc_main_id" integer NOT NULL,
	"project_acc_sub_id" integer NOT NULL,
	"project_id" integer,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"open_date" date,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "serials" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"sl_no" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"type" smallint DEFAULT 2 NOT NULL,
	"in_source_type" text NOT NULL,
	"in_source_id" integer NOT NULL,
	"out_source_type" text,
	"out_source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serials_status_check" CHECK ("serials"."status" in (1,2,3))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"mv_date" date NOT NULL,
	"qty" numeric(14, 3) NOT NULL,
	"unit_cost" numeric(18, 4) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"pass_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin','user'))
);
--> statement-breakpoint
CREATE TABLE "voucher_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"vc_no" text NOT NULL,
	"vc_type" smallint NOT NULL,
	"vc_date" date NOT NULL,
	"ledger_id" integer NOT NULL,
	"party_id" integer,
	"acc_type" smallint,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"narr" text DEFAULT '' NOT NULL,
	"bank_id" integer,
	"chq_no" text,
	"chq_date" date,
	"active" smallint DEFAULT 0 NOT NULL,
	"post_status" smallint DEFAULT 1 NOT NULL,
	"source_type" text,
	"source_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_lines_amounts_check" CHECK ("voucher_lines"."debit" >= 0 and "voucher_lines"."credit" >= 0 and ("voucher_lines"."debit" = 0 or "voucher_lines"."credit" = 0))
);
--> statement-breakpoint
ALTER TABLE "acc_mains" ADD CONSTRAINT "acc_mains_g_id_acc_groups_id_fk" FOREIGN KEY ("g_id") REFERENCES "public"."acc_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acc_subs" ADD CONSTRAINT "acc_subs_m_id_acc_mains_id_fk" FOREIGN KEY ("m_id") REFERENCES "public"."acc_mains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledgers" ADD CONSTRAINT "ledgers_m_id_acc_mains_id_fk" FOREIGN KEY ("m_id") REFERENCES "public"."acc_mains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledgers" ADD CONSTRAINT "ledgers_s_id_acc_subs_id_fk" FOREIGN KEY ("s_id") REFERENCES "public"."acc_subs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_stock" ADD CONSTRAINT "model_stock_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_brands" ADD CONSTRAINT "product_brands_g_id_product_groups_id_fk" FOREIGN KEY ("g_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_g_id_product_groups_id_fk" FOREIGN KEY ("g_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_b_id_product_brands_id_fk" FOREIGN KEY ("b_id") REFERENCES "public"."product_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_g_id_product_groups_id_fk" FOREIGN KEY ("g_id") REFERENCES "public"."product_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_b_id_product_brands_id_fk" FOREIGN KEY ("b_id") REFERENCES "public"."product_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_models" ADD CONSTRAINT "product_models_c_id_product_categories_id_fk" FOREIGN KEY ("c_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_acc_mains" ADD CONSTRAINT "project_acc_mains_project_g_id_project_acc_groups_id_fk" FOREIGN KEY ("project_g_id") REFERENCES "public"."project_acc_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_acc_subs" ADD CONSTRAINT "project_acc_subs_project_main_id_project_acc_mains_id_fk" FOREIGN KEY ("project_main_id") REFERENCES "public"."project_acc_mains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ledgers" ADD CONSTRAINT "project_ledgers_project_acc_main_id_project_acc_mains_id_fk" FOREIGN KEY ("project_acc_main_id") REFERENCES "public"."project_acc_mains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_ledgers" ADD CONSTRAINT "project_ledgers_project_acc_sub_id_project_acc_subs_id_fk" FOREIGN KEY ("project_acc_sub_id") REFERENCES "public"."project_acc_subs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "serials" ADD CONSTRAINT "serials_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_model_id_product_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."product_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lines" ADD CONSTRAINT "voucher_lines_ledger_id_ledgers_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."ledgers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_models_cat_idx" ON "product_models" USING btree ("c_id","g_id","b_id");--> statement-breakpoint
CREATE UNIQUE INDEX "serials_model_sl_no_key" ON "serials" USING btree ("model_id","sl_no");--> statement-breakpoint
CREATE INDEX "serials_sl_no_idx" ON "serials" USING btree ("sl_no");--> statement-breakpoint
CREATE INDEX "serials_in_source_idx" ON "serials" USING btree ("in_source_type","in_source_id");--> statement-breakpoint
CREATE INDEX "stock_movements_model_date_idx" ON "stock_movements" USING btree ("model_id","mv_date");--> statement-breakpoint
CREATE INDEX "stock_movements_source_idx" ON "stock_movements" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "voucher_lines_vc_no_idx" ON "voucher_lines" USING btree ("vc_no");--> statement-breakpoint
CREATE INDEX "voucher_lines_ledger_date_idx" ON "voucher_lines" USING btree ("ledger_id","vc_date");--> statement-breakpoint
CREATE INDEX "voucher_lines_party_idx" ON "voucher_lines" USING btree ("party_id","vc_date");--> statement-breakpoint
CREATE INDEX "voucher_lines_source_idx" ON "voucher_lines" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "voucher_lines_date_idx" ON "voucher_lines" USING btree ("vc_date");