CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"sku" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"count_in_stock" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_variants_stock_check" CHECK ("product_variants"."count_in_stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_cell_unique" ON "product_variants" USING btree ("product_id","size","color");--> statement-breakpoint
-- Existing products: one variant per size × colour (positions: sizes, then colours), each with
-- floor(stock / n) units and the remainder one by one to the first variants, so the sum is the
-- product's stock. SKUs as variantSku() derives them (@store/contracts): product SKU, size and colour
-- upper-cased, runs of anything but A-Z and 0-9 turned into one dash; a clash gets -2, -3, ...
-- Ids like newId(): 8 hex digits of seconds since the epoch, then 16 of hash.
INSERT INTO "product_variants" ("id", "product_id", "sku", "size", "color", "count_in_stock", "position")
WITH "cells" AS (
	SELECT p."id" AS "product_id", p."sku" AS "product_sku", p."count_in_stock" AS "total",
		s."size", c."color", s."si", c."ci",
		row_number() OVER (PARTITION BY p."id", s."size", c."color" ORDER BY s."si", c."ci") AS "copy"
	FROM "products" p
	CROSS JOIN LATERAL unnest(p."sizes") WITH ORDINALITY AS s("size", "si")
	CROSS JOIN LATERAL unnest(p."colors") WITH ORDINALITY AS c("color", "ci")
), "placed" AS (
	SELECT *,
		(row_number() OVER (PARTITION BY "product_id" ORDER BY "si", "ci") - 1)::integer AS "position",
		count(*) OVER (PARTITION BY "product_id")::integer AS "n",
		concat_ws('-',
			nullif(btrim("product_sku", E' \t\r\n'), ''),
			nullif(btrim(regexp_replace(upper(btrim("size", E' \t\r\n')), '[^A-Z0-9]+', '-', 'g'), '-'), ''),
			nullif(btrim(regexp_replace(upper(btrim("color", E' \t\r\n')), '[^A-Z0-9]+', '-', 'g'), '-'), '')
		) AS "base_sku"
	FROM "cells" WHERE "copy" = 1
), "named" AS (
	SELECT *, row_number() OVER (PARTITION BY "base_sku" ORDER BY "product_id", "position") AS "clash"
	FROM "placed"
)
SELECT
	lpad(to_hex(floor(extract(epoch FROM now()))::bigint), 8, '0')
		|| substr(md5("product_id" || ':' || "position" || ':' || random()::text), 1, 16),
	"product_id",
	CASE WHEN "clash" = 1 THEN "base_sku" ELSE "base_sku" || '-' || "clash" END,
	"size", "color",
	"total" / "n" + CASE WHEN "position" < "total" % "n" THEN 1 ELSE 0 END,
	"position"
FROM "named";
--> statement-breakpoint
-- A product without sizes or colours has no variant, hence no stock (the API never allowed one).
UPDATE "products" p SET "count_in_stock" = 0
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id") AND p."count_in_stock" <> 0;
