-- Activity tables partitioned by UTC month of their time column (ARCHITECTURE "Growing past one
-- machine"). Written by hand: drizzle-kit knows no partitioning; the snapshot holds the (id, time)
-- primary keys that PostgreSQL requires of a partitioned table.
--
-- pulse_ensure_activity_partitions(instant) makes the month holding `instant` for all four tables. A new
-- month is created empty and then attached: both hold only a SHARE UPDATE EXCLUSIVE lock on the parent,
-- so reads and writes go on, while two servers asking for the same month take turns.
CREATE FUNCTION "pulse_ensure_activity_partitions"("any_instant" timestamp with time zone) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  month_start timestamptz := date_trunc('month', any_instant, 'UTC');
  month_end timestamptz := date_trunc('month', month_start + interval '32 days', 'UTC');
  parent text;
  partition text;
BEGIN
  FOREACH parent IN ARRAY ARRAY['activity_intervals', 'input_minutes', 'screenshots', 'activity_slots'] LOOP
    partition := parent || '_' || to_char(month_start AT TIME ZONE 'UTC', 'YYYY_MM');
    CONTINUE WHEN to_regclass(partition) IS NOT NULL;
    -- Another server may be making this month right now. The lock waits for it (reads and writes go
    -- on), and taking a table lock also reads the catalogue afresh, so the check below sees its table.
    EXECUTE format('LOCK TABLE ONLY %I IN SHARE UPDATE EXCLUSIVE MODE', parent);
    CONTINUE WHEN to_regclass(partition) IS NOT NULL;
    EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', partition, parent);
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
      parent, partition, month_start, month_end);
  END LOOP;
END
$$;
--> statement-breakpoint
ALTER TABLE "activity_intervals" RENAME TO "activity_intervals_unpartitioned";
--> statement-breakpoint
CREATE TABLE "activity_intervals" (LIKE "activity_intervals_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("started_at");
--> statement-breakpoint
ALTER TABLE "input_minutes" RENAME TO "input_minutes_unpartitioned";
--> statement-breakpoint
CREATE TABLE "input_minutes" (LIKE "input_minutes_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("minute_start");
--> statement-breakpoint
ALTER TABLE "screenshots" RENAME TO "screenshots_unpartitioned";
--> statement-breakpoint
CREATE TABLE "screenshots" (LIKE "screenshots_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("captured_at");
--> statement-breakpoint
ALTER TABLE "activity_slots" RENAME TO "activity_slots_unpartitioned";
--> statement-breakpoint
CREATE TABLE "activity_slots" (LIKE "activity_slots_unpartitioned" INCLUDING DEFAULTS) PARTITION BY RANGE ("slot_start");
--> statement-breakpoint
-- The months that rows already exist in, then the rows.
SELECT "pulse_ensure_activity_partitions"("month")
FROM (
  SELECT date_trunc('month', "started_at", 'UTC') FROM "activity_intervals_unpartitioned"
  UNION SELECT date_trunc('month', "minute_start", 'UTC') FROM "input_minutes_unpartitioned"
  UNION SELECT date_trunc('month', "captured_at", 'UTC') FROM "screenshots_unpartitioned"
  UNION SELECT date_trunc('month', "slot_start", 'UTC') FROM "activity_slots_unpartitioned"
) AS "months" ("month");
--> statement-breakpoint
INSERT INTO "activity_intervals" SELECT * FROM "activity_intervals_unpartitioned";
--> statement-breakpoint
DROP TABLE "activity_intervals_unpartitioned";
--> statement-breakpoint
INSERT INTO "input_minutes" SELECT * FROM "input_minutes_unpartitioned";
--> statement-breakpoint
DROP TABLE "input_minutes_unpartitioned";
--> statement-breakpoint
INSERT INTO "screenshots" SELECT * FROM "screenshots_unpartitioned";
--> statement-breakpoint
DROP TABLE "screenshots_unpartitioned";
--> statement-breakpoint
INSERT INTO "activity_slots" SELECT * FROM "activity_slots_unpartitioned";
--> statement-breakpoint
DROP TABLE "activity_slots_unpartitioned";
--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_id_started_at_pk" PRIMARY KEY("id","started_at");
--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_device_kind_start_unique" UNIQUE("device_id","kind","started_at");
--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_intervals" ADD CONSTRAINT "activity_intervals_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "activity_intervals_employee_idx" ON "activity_intervals" USING btree ("organization_id","employee_id","started_at");
--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_id_minute_start_pk" PRIMARY KEY("id","minute_start");
--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_device_minute_unique" UNIQUE("device_id","minute_start");
--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "input_minutes" ADD CONSTRAINT "input_minutes_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "input_minutes_employee_idx" ON "input_minutes" USING btree ("organization_id","employee_id","minute_start");
--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_id_captured_at_pk" PRIMARY KEY("id","captured_at");
--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_device_captured_unique" UNIQUE("device_id","captured_at");
--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "screenshots" ADD CONSTRAINT "screenshots_device_id_tracker_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."tracker_devices"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "screenshots_employee_idx" ON "screenshots" USING btree ("organization_id","employee_id","slot_start");
--> statement-breakpoint
CREATE INDEX "screenshots_content_hash_idx" ON "screenshots" USING btree ("organization_id","content_hash");
--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_id_slot_start_pk" PRIMARY KEY("id","slot_start");
--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_employee_slot_unique" UNIQUE("employee_id","slot_start");
--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "activity_slots" ADD CONSTRAINT "activity_slots_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "activity_slots_employee_idx" ON "activity_slots" USING btree ("organization_id","employee_id","slot_start");
