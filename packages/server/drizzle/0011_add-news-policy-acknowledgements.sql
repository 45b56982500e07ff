CREATE TABLE "news_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"entry_date" date NOT NULL,
	"is_published" boolean NOT NULL,
	"is_send_mail" boolean NOT NULL,
	"author_id" uuid,
	"banner_storage_key" text,
	"published_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_acknowledgements" (
	"organization_id" uuid NOT NULL,
	"policy_version_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_acknowledgements_policy_version_id_employee_id_pk" PRIMARY KEY("policy_version_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "requires_acknowledgement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_versions" ADD COLUMN "extracted_text" text;--> statement-breakpoint
ALTER TABLE "news_attachments" ADD CONSTRAINT "news_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_attachments" ADD CONSTRAINT "news_attachments_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_author_id_employees_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_policy_version_id_policy_versions_id_fk" FOREIGN KEY ("policy_version_id") REFERENCES "public"."policy_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_acknowledgements" ADD CONSTRAINT "policy_acknowledgements_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_attachments_name_unique" ON "news_attachments" USING btree ("news_id",lower("file_name"));--> statement-breakpoint
CREATE INDEX "news_items_list_idx" ON "news_items" USING btree ("organization_id","is_published","entry_date","created_at");--> statement-breakpoint
CREATE INDEX "policy_acknowledgements_employee_idx" ON "policy_acknowledgements" USING btree ("organization_id","employee_id");--> statement-breakpoint
CREATE INDEX "policy_versions_text_search_idx" ON "policy_versions" USING gin (to_tsvector('english', coalesce("extracted_text", '')));