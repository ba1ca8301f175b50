-- The embedded test gateway (issue 21, modules/test-gateway): Razorpay's orders, payments, refunds
-- and signed webhook deliveries, shared by every API process. New tables only: existing data is untouched.
CREATE TABLE "gateway_credentials" (
	"id" integer PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"key_secret" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_credentials_one_row" CHECK ("gateway_credentials"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "gateway_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"method" text NOT NULL,
	"amount_refunded" bigint DEFAULT 0 NOT NULL,
	"email" text,
	"contact" text,
	"vpa" text,
	"error_code" text,
	"error_description" text,
	"error_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_payments" ADD CONSTRAINT "gateway_payments_order_id_gateway_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."gateway_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "gateway_payments_order_idx" ON "gateway_payments" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "gateway_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"receipt" text,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"speed" text DEFAULT 'normal' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"process_after" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_payment_id_gateway_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."gateway_payments"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "gateway_refunds_payment_idx" ON "gateway_refunds" USING btree ("payment_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refunds_idempotency_unique" ON "gateway_refunds" USING btree ("payment_id","idempotency_key") WHERE "gateway_refunds"."idempotency_key" is not null;
--> statement-breakpoint
CREATE INDEX "gateway_refunds_due_idx" ON "gateway_refunds" USING btree ("process_after") WHERE "gateway_refunds"."status" = 'pending';
--> statement-breakpoint
CREATE TABLE "gateway_webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gateway_webhook_deliveries_due_idx" ON "gateway_webhook_deliveries" USING btree ("next_attempt_at") WHERE "gateway_webhook_deliveries"."delivered_at" is null and "gateway_webhook_deliveries"."failed_at" is null;
