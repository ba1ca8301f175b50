-- Orders are records of sales: they keep their customer's id (and name and email) after the account is deleted.
ALTER TABLE "orders" DROP CONSTRAINT "orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
-- Search also matches colours and collections ("blue denim"). array_to_string() is only STABLE, so
-- the generated column goes through a function declared IMMUTABLE (true for text[] input).
CREATE OR REPLACE FUNCTION products_search_text(
	name text, brand text, category text, material text, gender text, description text,
	colors text[], collections text[]
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT lower(name || ' ' || brand || ' ' || category || ' ' || material || ' ' || gender || ' '
		|| array_to_string(colors, ' ') || ' ' || array_to_string(collections, ' ') || ' ' || description)
$$;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (products_search_text(name, brand, category, material, gender, description, colors, collections)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
