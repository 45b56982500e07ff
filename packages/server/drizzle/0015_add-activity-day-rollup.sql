CREATE TABLE "activity_days" (
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"tracked_seconds" integer NOT NULL,
	"away_seconds" integer NOT NULL,
	"first_slot_start" timestamp with time zone NOT NULL,
	"last_slot_start" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_days_organization_id_employee_id_work_date_pk" PRIMARY KEY("organization_id","employee_id","work_date")
);
--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_days_date_idx" ON "activity_days" USING btree ("organization_id","work_date");--> statement-breakpoint
-- Hardening (reads at scale): the roll-up is kept by the database, written by hand below (drizzle-kit
-- knows no triggers). Every writer of activity_slots — the tracker's ingestion and its slot recompute
-- after a screenshot's deletion, the demo's history, bulk loads, a test's insert — keeps it in step in
-- its own transaction, without having to remember to; a writer that forgot would show wrong numbers
-- with nothing failing.
--
-- pulse_refresh_activity_days(organisation, employee, slot start arrays) recomputes, from the slots,
-- the employee-days those slots fall in: the day is the slot's start read in the organisation's zone,
-- the sums are day-totals.ts's (tracked clamped to 0…600 per slot, away to 0…tracked, only slots with
-- tracked time, first and last of those). A day left without tracked time loses its row. The range
-- around the day only lets the index find the slots (a DST jump can move local midnight up to 2 hours
-- from the naive conversion); the local date decides. Recomputing instead of adding differences keeps
-- first and last slot right when time is removed. Two writers of one employee's slots at once would
-- each see only their own: the ingestion holds the employee's advisory lock (tracker.repository.ts
-- lockEmployeeActivity), so they take turns.
CREATE FUNCTION "pulse_refresh_activity_days"("organization_ids" uuid[], "employee_ids" uuid[], "slot_starts" timestamp with time zone[]) RETURNS void
LANGUAGE sql AS $$
  WITH "keys" AS (
    SELECT DISTINCT "changed"."organization_id", "changed"."employee_id",
           ("changed"."slot_start" AT TIME ZONE "organizations"."time_zone")::date AS "work_date",
           "organizations"."time_zone"
    FROM unnest("organization_ids", "employee_ids", "slot_starts") AS "changed" ("organization_id", "employee_id", "slot_start")
    JOIN "organizations" ON "organizations"."id" = "changed"."organization_id"
  ), "sums" AS (
    SELECT "keys"."organization_id", "keys"."employee_id", "keys"."work_date",
           sum(least(greatest("activity_slots"."tracked_seconds", 0), 600))::int AS "tracked_seconds",
           sum(least(greatest("activity_slots"."idle_seconds", 0), least(greatest("activity_slots"."tracked_seconds", 0), 600)))::int AS "away_seconds",
           min("activity_slots"."slot_start") AS "first_slot_start",
           max("activity_slots"."slot_start") AS "last_slot_start"
    FROM "keys"
    JOIN "activity_slots" ON "activity_slots"."organization_id" = "keys"."organization_id"
      AND "activity_slots"."employee_id" = "keys"."employee_id"
      AND "activity_slots"."slot_start" >= ("keys"."work_date"::timestamp AT TIME ZONE "keys"."time_zone") - interval '3 hours'
      AND "activity_slots"."slot_start" < (("keys"."work_date" + 1)::timestamp AT TIME ZONE "keys"."time_zone") + interval '3 hours'
      AND ("activity_slots"."slot_start" AT TIME ZONE "keys"."time_zone")::date = "keys"."work_date"
      AND "activity_slots"."tracked_seconds" > 0
    GROUP BY "keys"."organization_id", "keys"."employee_id", "keys"."work_date"
  ), "emptied" AS (
    DELETE FROM "activity_days" USING "keys"
    WHERE "activity_days"."organization_id" = "keys"."organization_id"
      AND "activity_days"."employee_id" = "keys"."employee_id"
      AND "activity_days"."work_date" = "keys"."work_date"
      AND NOT EXISTS (
        SELECT 1 FROM "sums"
        WHERE "sums"."organization_id" = "keys"."organization_id"
          AND "sums"."employee_id" = "keys"."employee_id"
          AND "sums"."work_date" = "keys"."work_date"
      )
  )
  INSERT INTO "activity_days" ("organization_id", "employee_id", "work_date", "tracked_seconds", "away_seconds", "first_slot_start", "last_slot_start")
  SELECT "organization_id", "employee_id", "work_date", "tracked_seconds", "away_seconds", "first_slot_start", "last_slot_start"
  FROM "sums"
  ON CONFLICT ("organization_id", "employee_id", "work_date") DO UPDATE SET
    "tracked_seconds" = excluded."tracked_seconds",
    "away_seconds" = excluded."away_seconds",
    "first_slot_start" = excluded."first_slot_start",
    "last_slot_start" = excluded."last_slot_start";
$$;
--> statement-breakpoint
-- One statement trigger per kind of change (PostgreSQL allows transition tables only on a trigger of one
-- event). Statement-level, so a bulk insert of a month of slots recomputes each employee-day once, not
-- once per slot; on the partitioned parent, so the transition tables hold the rows of every month.
-- An upsert fires both the insert and the update trigger, each with its own rows.
CREATE FUNCTION "pulse_activity_slots_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "pulse_refresh_activity_days"(array_agg("organization_id"), array_agg("employee_id"), array_agg("slot_start"))
    FROM "new_slots";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "pulse_refresh_activity_days"(array_agg("organization_id"), array_agg("employee_id"), array_agg("slot_start"))
    FROM "old_slots";
  ELSE
    -- An update could move a slot to another employee or day: both days are recomputed.
    PERFORM "pulse_refresh_activity_days"(array_agg("organization_id"), array_agg("employee_id"), array_agg("slot_start"))
    FROM (
      SELECT "organization_id", "employee_id", "slot_start" FROM "new_slots"
      UNION SELECT "organization_id", "employee_id", "slot_start" FROM "old_slots"
    ) AS "changed";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_slots_inserted_activity_days" AFTER INSERT ON "activity_slots"
REFERENCING NEW TABLE AS "new_slots" FOR EACH STATEMENT EXECUTE FUNCTION "pulse_activity_slots_changed"();
--> statement-breakpoint
CREATE TRIGGER "activity_slots_updated_activity_days" AFTER UPDATE ON "activity_slots"
REFERENCING OLD TABLE AS "old_slots" NEW TABLE AS "new_slots" FOR EACH STATEMENT EXECUTE FUNCTION "pulse_activity_slots_changed"();
--> statement-breakpoint
CREATE TRIGGER "activity_slots_deleted_activity_days" AFTER DELETE ON "activity_slots"
REFERENCING OLD TABLE AS "old_slots" FOR EACH STATEMENT EXECUTE FUNCTION "pulse_activity_slots_changed"();
--> statement-breakpoint
-- An organisation's days are its zone's: a new zone cuts every day elsewhere, so the whole organisation
-- is rebuilt in the transaction that saves the zone (a rare change: a year of 1,000 employees is a few
-- seconds). Keying the roll-up by UTC day instead would spare this, but a UTC day cannot be split
-- back into the organisation's days (Asia/Kolkata's day runs 18:30Z to 18:30Z), so every read
-- would go back to the slots.
CREATE FUNCTION "pulse_rebuild_activity_days"("rebuilt_organization_id" uuid) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "activity_days" WHERE "organization_id" = "rebuilt_organization_id";
  INSERT INTO "activity_days" ("organization_id", "employee_id", "work_date", "tracked_seconds", "away_seconds", "first_slot_start", "last_slot_start")
  SELECT "activity_slots"."organization_id", "activity_slots"."employee_id",
         ("activity_slots"."slot_start" AT TIME ZONE "organizations"."time_zone")::date,
         sum(least(greatest("activity_slots"."tracked_seconds", 0), 600))::int,
         sum(least(greatest("activity_slots"."idle_seconds", 0), least(greatest("activity_slots"."tracked_seconds", 0), 600)))::int,
         min("activity_slots"."slot_start"), max("activity_slots"."slot_start")
  FROM "activity_slots"
  JOIN "organizations" ON "organizations"."id" = "activity_slots"."organization_id"
  WHERE "activity_slots"."organization_id" = "rebuilt_organization_id" AND "activity_slots"."tracked_seconds" > 0
  GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE FUNCTION "pulse_organization_time_zone_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pulse_rebuild_activity_days"(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_time_zone_activity_days" AFTER UPDATE OF "time_zone" ON "organizations"
FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone") EXECUTE FUNCTION "pulse_organization_time_zone_changed"();
--> statement-breakpoint
-- The days already tracked (an existing data directory gets them on its next start).
SELECT "pulse_rebuild_activity_days"("id") FROM "organizations";
