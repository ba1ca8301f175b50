-- Cash on Delivery (issue 21; docs/product.md, Cash on Delivery): the fee a checkout and its order
-- carry when the shopper pays the courier (included in total_paise). Existing rows: no fee.
ALTER TABLE "checkouts" ADD COLUMN "cod_fee_paise" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee_paise" bigint DEFAULT 0 NOT NULL;
