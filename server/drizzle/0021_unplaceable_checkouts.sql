-- A paid checkout that cannot become an order (its hold went back and the stock sold out while the
-- payment was on the way): it is marked, the shopper is told, and the payment is refunded through
-- the provider by a job (issue 21; checkout/unplaceable.ts). refund_state: due (the job has not
-- reached the provider yet), pending, processed, failed, or none (nothing was taken online).
ALTER TABLE "checkouts" ADD COLUMN "unplaceable_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "unplaceable_reason" text;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_state" text;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_id" text;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_refund_state_check" CHECK ("checkouts"."refund_state" is null or "checkouts"."refund_state" in ('due', 'pending', 'processed', 'failed', 'none'));
