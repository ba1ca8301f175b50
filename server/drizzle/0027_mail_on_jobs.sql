-- The mail outbox on the one job queue (plugins/mail-outbox.ts, docs/architecture.md, jobs): each
-- mail is sent by a `mail.send` job, so the outbox keeps the mail and its record (attempts, last
-- error, sent or given up) and no longer its own schedule and lease. A mail still waiting when this
-- runs becomes a job due when its next attempt was, with the attempts it has had.
INSERT INTO "jobs" ("id", "kind", "payload", "attempts", "max_attempts", "run_at", "created_at")
SELECT substr(md5('mail.send:' || "id"), 1, 24), 'mail.send', jsonb_build_object('mailId', "id"),
	"attempts", greatest("attempts" + 1, 8), "next_attempt_at", "created_at"
FROM "mail_outbox"
WHERE "sent_at" IS NULL AND "failed_at" IS NULL;
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";
