-- Review photos (docs/product.md §3, Reviews): who uploaded each one, so that a review can only carry
-- a photo its author uploaded through POST /api/reviews/photos (never an arbitrary URL). Existing
-- reviews keep their photo_url (none carries one before this migration).
CREATE TABLE "review_photos" (
	"url" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "review_photos_user_idx" ON "review_photos" USING btree ("user_id");
