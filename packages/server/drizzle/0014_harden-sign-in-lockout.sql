-- Hardening (sign-in lockout): is_success becomes an outcome ('pending' while the password is being
-- checked, 'locked-out' for a refusal), kept for the rows already written.
ALTER TABLE "sign_in_events" ADD COLUMN "outcome" text;--> statement-breakpoint
UPDATE "sign_in_events" SET "outcome" = CASE WHEN "is_success" THEN 'success' ELSE 'failure' END;--> statement-breakpoint
ALTER TABLE "sign_in_events" ALTER COLUMN "outcome" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD COLUMN "device_nonce" text;--> statement-breakpoint
CREATE INDEX "sign_in_events_employee_idx" ON "sign_in_events" USING btree ("employee_id","occurred_at");--> statement-breakpoint
ALTER TABLE "sign_in_events" DROP COLUMN "is_success";
