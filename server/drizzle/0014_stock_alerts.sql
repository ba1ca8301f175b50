-- "Notify me" on a sold-out size and colour (docs/product.md §2, "Back in stock").
CREATE TABLE "stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_waiting_unique" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."fired_at" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_token_unique" ON "stock_alerts" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");
