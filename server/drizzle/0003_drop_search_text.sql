DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";