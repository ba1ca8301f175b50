-- Ranked search (docs/api.md, Search): the product's words weighted by where they stand, A the name
-- and brand, B the category and gender, C the material, colours and collections, D the description.
-- The text is lower-cased and cut at every character that is not a letter or digit before the
-- 'simple' parser reads it, so the lexemes are exactly the words the catalogue index splits out
-- (catalog/search-index.ts): "T-Shirt" gives t and shirt on both paths. array_to_string() is only
-- STABLE, so the generated column goes through functions declared IMMUTABLE (true for their input).
CREATE OR REPLACE FUNCTION products_search_words(value text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT regexp_replace(lower(value), '[^[:alnum:]]+', ' ', 'g')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_vector(
	name text, brand text, category text, material text, gender text, description text,
	colors text[], collections text[]
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT setweight(to_tsvector('simple'::regconfig, products_search_words(name || ' ' || brand)), 'A')
		|| setweight(to_tsvector('simple'::regconfig, products_search_words(category || ' ' || gender)), 'B')
		|| setweight(to_tsvector('simple'::regconfig, products_search_words(material || ' '
			|| array_to_string(colors, ' ') || ' ' || array_to_string(collections, ' '))), 'C')
		|| setweight(to_tsvector('simple'::regconfig, products_search_words(description)), 'D')
$$;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (products_search_vector(name, brand, category, material, gender, description, colors, collections)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");
