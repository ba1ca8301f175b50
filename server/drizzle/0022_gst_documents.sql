-- GST (docs/product.md §10): an HSN code per category, tax invoices and credit notes numbered per
-- series and financial year, and archived orders (an order with an invoice is never deleted).
CREATE TABLE "category_hsn" (
	"category" text PRIMARY KEY NOT NULL,
	"hsn" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_hsn_hsn_check" CHECK ("hsn" ~ '^6[12][0-9]{2}$')
);
--> statement-breakpoint
INSERT INTO "category_hsn" ("category", "hsn") VALUES
	('Top Wear', '6109'),
	('Bottom Wear', '6203'),
	('Dresses', '6204'),
	('Sets', '6204');
--> statement-breakpoint
-- The last number issued in each series (TL: invoices, CN: credit notes) and financial year. The
-- row is locked by the update that takes the next number, in the transaction that writes the
-- document: numbers are consecutive across processes, and a rolled-back order leaves no gap.
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_counters_pkey" PRIMARY KEY ("series", "financial_year")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id"),
	"invoice_id" text REFERENCES "tax_documents"("id"),
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"supplier" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"intra_state" boolean NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"reason" text,
	CONSTRAINT "tax_documents_number_unique" UNIQUE ("number"),
	CONSTRAINT "tax_documents_series_sequence_unique" UNIQUE ("series", "financial_year", "sequence"),
	CONSTRAINT "tax_documents_kind_check" CHECK ("kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_number_length_check" CHECK (length("number") <= 16),
	CONSTRAINT "tax_documents_credit_note_check" CHECK (("kind" = 'credit_note') = ("invoice_id" is not null)),
	CONSTRAINT "tax_documents_sum_check" CHECK ("taxable_paise" + "cgst_paise" + "sgst_paise" + "igst_paise" = "total_paise")
);
--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" ("order_id", "issued_at");
--> statement-breakpoint
CREATE INDEX "tax_documents_issued_idx" ON "tax_documents" ("issued_at");
--> statement-breakpoint
-- A document is kept as issued: never changed, never deleted (a credit note corrects an invoice).
CREATE FUNCTION "tax_documents_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'tax documents are kept as issued';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "tax_documents_keep" BEFORE UPDATE OR DELETE ON "tax_documents"
	FOR EACH ROW EXECUTE FUNCTION "tax_documents_keep"();
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "archived_at" timestamp with time zone;
