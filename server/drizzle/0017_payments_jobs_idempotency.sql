-- Payments for real (issue 21, docs/architecture.md, payments and jobs).
-- payments: every attempt to pay a checkout at a provider (the gateway order we created, what the
-- gateway later said about it). Only the server writes here: the browser's word is never stored as proof.
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL REFERENCES "checkouts"("id") ON DELETE cascade,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"amount_paise" bigint NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"method" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_state_check" CHECK ("state" in ('created', 'pending', 'authorized', 'captured', 'failed')),
	CONSTRAINT "payments_amount_check" CHECK ("amount_paise" >= 0)
);
--> statement-breakpoint
CREATE INDEX "payments_checkout_idx" ON "payments" ("checkout_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_order_unique" ON "payments" ("provider", "gateway_order_id");
--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" ("state") WHERE "state" in ('created', 'pending', 'authorized');
--> statement-breakpoint
-- Idempotency-Key: one row per shopper, key and route; the request's hash decides whether a repeat is
-- the same request (the stored answer again) or another one (422). A row without an answer is in
-- progress until `locked_until`, after which a repeat may take it over (its process went away).
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id", "key", "route")
);
--> statement-breakpoint
-- Webhook deliveries by the gateway's event id: a second delivery of one event is recognised here.
CREATE TABLE "webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("provider", "event_id")
);
--> statement-breakpoint
-- Database-backed jobs (webhook handling, reconciliation, refund retries): claimed with
-- FOR UPDATE SKIP LOCKED and a lease by any API process, retried with backoff, as the mail outbox.
CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_unique" ON "jobs" ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" ("run_at") WHERE "done_at" is null and "failed_at" is null;
