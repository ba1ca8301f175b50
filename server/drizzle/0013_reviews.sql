-- Reviews from verified buyers (docs/product.md §3, reviews). A product's rating, number of reviews
-- and sum of stars come only from its published (not hidden) reviews: a trigger on reviews keeps them
-- in the transaction of every review write, hide, delete or cascade.
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL REFERENCES "products"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"user_name" text NOT NULL,
	"order_id" text NOT NULL,
	"size" text NOT NULL,
	"rating" integer NOT NULL,
	"fit" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"photo_url" text,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("rating" between 1 and 5),
	CONSTRAINT "reviews_fit_check" CHECK ("fit" in ('small', 'true', 'large'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user_unique" ON "reviews" USING btree ("product_id", "user_id");
--> statement-breakpoint
CREATE INDEX "reviews_product_created_idx" ON "reviews" USING btree ("product_id", "created_at");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "rating" SET DEFAULT 0;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_product_rating(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE products AS p
	SET rating = m.rating, num_reviews = m.reviews, rating_total = m.total
	FROM (
		SELECT i.id, count(r.id)::integer AS reviews, coalesce(sum(r.rating), 0)::integer AS total,
			coalesce(avg(r.rating), 0)::real AS rating
		FROM unnest(ids) AS i(id) LEFT JOIN reviews AS r ON r.product_id = i.id AND r.hidden_at IS NULL
		GROUP BY i.id
	) AS m
	WHERE p.id = m.id
		AND (p.rating, p.num_reviews, p.rating_total) IS DISTINCT FROM (m.rating, m.reviews, m.total);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_rating(ARRAY(SELECT DISTINCT product_id FROM new_reviews));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_rating(ARRAY(SELECT DISTINCT product_id FROM old_reviews));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_product_rating(ARRAY(
		SELECT DISTINCT changed.product_id
		FROM new_reviews AS n JOIN old_reviews AS o ON o.id = n.id,
			LATERAL (VALUES (n.product_id), (o.product_id)) AS changed(product_id)
		WHERE o.rating <> n.rating OR (o.hidden_at IS NULL) <> (n.hidden_at IS NULL)
			OR o.product_id <> n.product_id));
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER reviews_rating_insert AFTER INSERT ON reviews
	REFERENCING NEW TABLE AS new_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_inserted();--> statement-breakpoint
CREATE TRIGGER reviews_rating_delete AFTER DELETE ON reviews
	REFERENCING OLD TABLE AS old_reviews FOR EACH STATEMENT EXECUTE FUNCTION reviews_deleted();--> statement-breakpoint
CREATE TRIGGER reviews_rating_update AFTER UPDATE ON reviews
	REFERENCING OLD TABLE AS old_reviews NEW TABLE AS new_reviews FOR EACH STATEMENT
	EXECUTE FUNCTION reviews_updated();--> statement-breakpoint
-- The figures stored before reviews existed were made up: no product has a review yet.
UPDATE products SET rating = 0, num_reviews = 0, rating_total = 0;
--> statement-breakpoint
-- The listing's index-only scans read the sum of stars for the rating sort (the Bayesian average).
DROP INDEX "products_listing_idx";
--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("selling_price_paise")
	INCLUDE ("gender", "category", "material", "brand", "featured", "collections", "count_in_stock",
		"stock_pairs", "stock_sizes", "stock_colors", "created_at", "units_sold", "rating", "num_reviews",
		"rating_total", "id");
