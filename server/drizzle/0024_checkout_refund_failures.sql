-- The refund of an unplaceable checkout (0021) follows the gateway like an order's refund (0020):
-- its answer, its refund.processed / refund.failed webhooks and asking it later move refund_state;
-- a refund the gateway failed is sent again with a new key, up to 5 times, counted here. Existing
-- rows start at 0.
ALTER TABLE "checkouts" ADD COLUMN "refund_failures" integer DEFAULT 0 NOT NULL;
