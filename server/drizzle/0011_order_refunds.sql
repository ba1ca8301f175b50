-- An order's payment follows its cancellation (docs/product.md §4): a cancelled paid order is
-- refund_pending until an admin marks the refund done (refunded, with refunded_at).
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "orders" SET "payment_status" = 'refund_pending' WHERE "status" = 'Cancelled' AND "payment_status" = 'paid';
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("payment_status" IN ('pending', 'paid', 'refund_pending', 'refunded'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_after_cancel_check" CHECK ("payment_status" NOT IN ('refund_pending', 'refunded') OR "status" = 'Cancelled');
