-- Helpful votes on reviews (docs/product.md §3, Reviews): one per review and shopper, kept by the
-- primary key, so two racing votes count once; the review's helpful_count follows in the vote's
-- transaction.
CREATE TABLE "review_votes" (
	"review_id" text NOT NULL REFERENCES "reviews"("id") ON DELETE cascade,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_pkey" PRIMARY KEY ("review_id", "user_id")
);
