CREATE TABLE "mail_senders" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
