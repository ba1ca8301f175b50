-- Stock is held while the shopper pays (issue 21; docs/api.md, checkout lifetime): a checkout takes
-- its units from the variants' stock when it is created ('held'); the hold becomes the order at
-- finalize ('ordered'), or its units go back exactly once when the checkout expires, fails or is
-- replaced ('released'). Checkouts made before this migration took no stock ('none'): finalize takes
-- it then, as it always did.
ALTER TABLE "checkouts" ADD COLUMN "stock_hold" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "hold_released_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "hold_release_reason" text;
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_stock_hold_check" CHECK ("checkouts"."stock_hold" in ('none', 'held', 'ordered', 'released'));
--> statement-breakpoint
CREATE INDEX "checkouts_held_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."stock_hold" = 'held';
