-- Returns and exchanges of delivered order lines (docs/product.md §3, Returns; §4 their steps).
-- `line` is the line's position in orders.items; the line's product, size, colour, SKU, name, picture
-- and unit price are copied so the request keeps them. An exchange holds its variant's stock from the
-- request (`exchange_held`) until it is rejected (released) or sent; `stock_restored` records that the
-- returned units went back to their variant, so that happens once.
CREATE TABLE "return_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"line" integer NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"sku" text,
	"unit_paise" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"resolution" text NOT NULL,
	"exchange_size" text,
	"exchange_color" text,
	"exchange_sku" text,
	"exchange_held" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reject_reason" text,
	"refund_paise" bigint,
	"refund_id" text,
	"stock_restored" boolean DEFAULT false NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_requests_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "return_requests_reason_check" CHECK ("reason" IN ('too_small', 'too_large', 'colour_not_as_shown', 'defective', 'not_as_described', 'changed_mind')),
	CONSTRAINT "return_requests_resolution_check" CHECK ("resolution" IN ('refund', 'exchange')),
	CONSTRAINT "return_requests_status_check" CHECK ("status" IN ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchange_sent')),
	CONSTRAINT "return_requests_exchange_check" CHECK ("resolution" = 'refund' OR ("exchange_size" IS NOT NULL AND "exchange_color" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "return_requests" ADD CONSTRAINT "return_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "return_requests_order_idx" ON "return_requests" USING btree ("order_id","line");
--> statement-breakpoint
CREATE INDEX "return_requests_status_created_idx" ON "return_requests" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "return_requests_user_idx" ON "return_requests" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "return_requests_product_idx" ON "return_requests" USING btree ("product_id");
