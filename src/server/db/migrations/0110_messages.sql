-- Issue 46: messages to customers (SMS and email). `messages` is the outbox: a row is written in the
-- same transaction as the document that causes it, then a worker claims it (FOR UPDATE SKIP LOCKED),
-- sends it and stores the provider's reply. Bookkeeping, not a document: not audited.
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY,
	"channel" text NOT NULL,
	-- which message: sale_sms, collection_sms, dues_sms, cheque_sms, invoice_email, quotation_email, receipt_email, test
	"template" text NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"party_id" integer REFERENCES "parties"("id") ON DELETE SET NULL,
	-- the mobile number or email address, as it was when the message was queued
	"recipient" text NOT NULL,
	-- written when the message is sent, from the document as it stands then (and kept as sent)
	"subject" text,
	"body" text,
	-- the document the message is about: sale, quotation, collection, cheque; its PDF is drawn at send time
	"doc_kind" text,
	"doc_id" integer,
	"attach_pdf" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- while "sending": the claim's end; a row still sending after it belongs to a server that stopped
	"lease_until" timestamp with time zone,
	"provider_reply" text,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_channel_check" CHECK ("channel" IN ('email', 'sms')),
	CONSTRAINT "messages_lang_check" CHECK ("lang" IN ('en', 'bn')),
	CONSTRAINT "messages_state_check" CHECK ("state" IN ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" ("next_at") WHERE "state" IN ('queued', 'sending');
--> statement-breakpoint
CREATE INDEX "messages_list_idx" ON "messages" ("created_at", "id");
--> statement-breakpoint
CREATE INDEX "messages_party_idx" ON "messages" ("party_id", "template", "created_at");
--> statement-breakpoint
-- The channels and templates an admin sets, one row. Passwords and API keys are stored encrypted
-- (AES-256-GCM with a key derived from the server's secret) and never sent back.
CREATE TABLE "message_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"email_enabled" boolean DEFAULT false NOT NULL,
	"smtp_host" text DEFAULT '' NOT NULL,
	"smtp_port" integer DEFAULT 587 NOT NULL,
	-- 'none', 'starttls' or 'tls'
	"smtp_tls" text DEFAULT 'starttls' NOT NULL,
	"smtp_user" text DEFAULT '' NOT NULL,
	"smtp_pass" text,
	"smtp_from" text DEFAULT '' NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	-- the provider's shape: 'get' or 'post' (the generic template), 'json'
	"sms_shape" text DEFAULT 'get' NOT NULL,
	"sms_url" text DEFAULT '' NOT NULL,
	"sms_key" text,
	"sms_sender" text DEFAULT '' NOT NULL,
	-- the generic shape's query (GET) or form body (POST), with {to} {message} {api_key} {sender_id} {ref}
	"sms_params" text DEFAULT 'api_key={api_key}&senderid={sender_id}&number={to}&message={message}&ref={ref}' NOT NULL,
	"email_daily_cap" integer DEFAULT 500 NOT NULL,
	"sms_daily_cap" integer DEFAULT 500 NOT NULL,
	-- dues reminders: on or off, and after how many days since the customer's last bill
	"dues_enabled" boolean DEFAULT false NOT NULL,
	"dues_days" integer DEFAULT 30 NOT NULL,
	"cheque_enabled" boolean DEFAULT false NOT NULL,
	-- the day whose reminders a server has claimed, so several servers queue them once
	"reminders_last_date" date,
	-- templates changed from the defaults: { "sale_sms": { "en": "...", "bn": "..." } }
	"templates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "message_settings_one_row" CHECK ("id" = 1),
	CONSTRAINT "message_settings_tls_check" CHECK ("smtp_tls" IN ('none', 'starttls', 'tls')),
	CONSTRAINT "message_settings_shape_check" CHECK ("sms_shape" IN ('get', 'post', 'json'))
);
--> statement-breakpoint
INSERT INTO "message_settings" ("id") VALUES (1);
--> statement-breakpoint
-- Per customer: the email address, whether they take SMS and email, and in which language.
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "email" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "msg_sms" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "msg_email" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "parties" ADD COLUMN IF NOT EXISTS "msg_lang" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "parties" ADD CONSTRAINT "parties_msg_lang_check" CHECK ("msg_lang" IN ('en', 'bn'));
