-- The listing's stock filters and facet counts (docs/api.md, "Facets"): which sizes and colours of a
-- product are in stock, as bits on the product row, so the listing and the facet counts read one
-- narrow index of products instead of its ~30 variant rows each. Kept by triggers on
-- product_variants (every write path, in the same transaction). Bit (s * 10 + c) stands for the
-- size SIZES[s] in the colour COLORS[c] of @store/contracts (a test checks the two lists agree);
-- sizes and colours outside those lists have no bit and are filtered through product_variants.
CREATE OR REPLACE FUNCTION variant_stock_bit(size text, color text) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(1::bigint << ((s - 1) * 10 + (c - 1)), 0)
	FROM (SELECT array_position(ARRAY['XS','S','M','L','XL','XXL'], upper(trim(size))) AS s,
		array_position(ARRAY['red','blue','black','green','yellow','gray','white','pink','beige','navy'],
			lower(trim(color))) AS c) AS positions
$$;--> statement-breakpoint
-- Bit s of a size of SIZES, bit c of a colour of COLORS (0 for any other value).
CREATE OR REPLACE FUNCTION variant_size_bit(size text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(1 << (array_position(ARRAY['XS','S','M','L','XL','XXL'], upper(trim(size))) - 1), 0)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION variant_color_bit(color text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(1 << (array_position(
		ARRAY['red','blue','black','green','yellow','gray','white','pink','beige','navy'], lower(trim(color))) - 1), 0)
$$;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_pairs" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_sizes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_colors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Recomputes the bits of these products from their variants (rows locked in id order: no deadlock
-- between two writers), writing only the rows whose bits changed.
CREATE OR REPLACE FUNCTION refresh_product_stock(ids text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(cardinality(ids), 0) = 0 THEN RETURN; END IF;
	PERFORM 1 FROM products WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
	UPDATE products AS p
	SET stock_pairs = m.pairs, stock_sizes = m.sizes, stock_colors = m.colors
	FROM (
		SELECT i.id,
			coalesce(bit_or(variant_stock_bit(v.size, v.color)) FILTER (WHERE v.count_in_stock > 0), 0) AS pairs,
			coalesce(bit_or(variant_size_bit(v.size)) FILTER (WHERE v.count_in_stock > 0), 0) AS sizes,
			coalesce(bit_or(variant_color_bit(v.color)) FILTER (WHERE v.count_in_stock > 0), 0) AS colors
		FROM unnest(ids) AS i(id) LEFT JOIN product_variants AS v ON v.product_id = i.id
		GROUP BY i.id
	) AS m
	WHERE p.id = m.id
		AND (p.stock_pairs, p.stock_sizes, p.stock_colors) IS DISTINCT FROM (m.pairs, m.sizes, m.colors);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_stock(ARRAY(SELECT DISTINCT product_id FROM new_variants WHERE count_in_stock > 0));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variants_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_stock(ARRAY(SELECT DISTINCT product_id FROM old_variants WHERE count_in_stock > 0));
	RETURN NULL;
END $$;--> statement-breakpoint
-- Most stock changes (a sale that leaves units on the shelf) cross no zero and cost one join of the
-- statement's changed rows.
CREATE OR REPLACE FUNCTION product_variants_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_stock(ARRAY(
		SELECT DISTINCT changed.product_id
		FROM new_variants AS n JOIN old_variants AS o ON o.id = n.id,
			LATERAL (VALUES (n.product_id), (o.product_id)) AS changed(product_id)
		WHERE (o.count_in_stock > 0) <> (n.count_in_stock > 0)
			OR o.size <> n.size OR o.color <> n.color OR o.product_id <> n.product_id));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_variants_stock_insert AFTER INSERT ON product_variants
	REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_inserted();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_delete AFTER DELETE ON product_variants
	REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION product_variants_deleted();--> statement-breakpoint
CREATE TRIGGER product_variants_stock_update AFTER UPDATE ON product_variants
	REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT
	EXECUTE FUNCTION product_variants_updated();--> statement-breakpoint
UPDATE products AS p
SET stock_pairs = m.pairs, stock_sizes = m.sizes, stock_colors = m.colors
FROM (
	SELECT product_id, bit_or(variant_stock_bit(size, color)) AS pairs,
		bit_or(variant_size_bit(size)) AS sizes, bit_or(variant_color_bit(color)) AS colors
	FROM product_variants WHERE count_in_stock > 0 GROUP BY product_id
) AS m
WHERE p.id = m.product_id;
--> statement-breakpoint
-- The listing and its facet counts read every product matching the collection, price and search
-- (then group or top-N sort them): this index holds every column they filter, group or sort on, so
-- those passes are index-only scans of about 1 MB instead of reads of the wide rows (descriptions,
-- pictures, search vectors: about 30 MB for 10,000 products). Kept out of schema.ts: drizzle's
-- index builder has no INCLUDE.
CREATE INDEX "products_listing_idx" ON "products" USING btree ("selling_price_paise")
	INCLUDE ("gender", "category", "material", "brand", "featured", "collections", "count_in_stock",
		"stock_pairs", "stock_sizes", "stock_colors", "created_at", "units_sold", "rating", "num_reviews", "id");
