CREATE TABLE "project_days" (
	"organization_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"tracked_seconds" integer NOT NULL,
	"away_seconds" integer NOT NULL,
	"cost" numeric NOT NULL,
	CONSTRAINT "project_days_organization_id_employee_id_work_date_project_id_pk" PRIMARY KEY("organization_id","employee_id","work_date","project_id")
);
--> statement-breakpoint
ALTER TABLE "project_days" ADD CONSTRAINT "project_days_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_days" ADD CONSTRAINT "project_days_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_days" ADD CONSTRAINT "project_days_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_days_date_idx" ON "project_days" USING btree ("organization_id","work_date");--> statement-breakpoint
-- Hardening (reads at scale): the roll-up is kept by the database, written by hand below as 0015 keeps
-- activity_days (drizzle-kit knows no triggers): every writer of project_time — the tracker's slot
-- recompute, an approved manual-time request, the demo's history, bulk loads — keeps it in step in its
-- own transaction without having to remember to.
--
-- pulse_refresh_project_days(organisations, employees, projects, slot starts) recomputes, from
-- project_time, the employee-project-days those rows fall in: the day is the slot's start read in the
-- organisation's zone; tracked and away are the tracker's rows' (manual_time_request_id null) with
-- day-totals.ts's clamps; cost is every row's Σ worked × rate / 3600. A day left without rows loses its
-- row. The range around the day only lets project_time_employee_idx find the rows (a DST jump can move
-- local midnight up to 2 hours from the naive conversion); the local date decides.
CREATE FUNCTION "pulse_refresh_project_days"("organization_ids" uuid[], "employee_ids" uuid[], "project_ids" uuid[], "slot_starts" timestamp with time zone[]) RETURNS void
LANGUAGE sql AS $$
  WITH "keys" AS (
    SELECT DISTINCT "changed"."organization_id", "changed"."employee_id", "changed"."project_id",
           ("changed"."slot_start" AT TIME ZONE "organizations"."time_zone")::date AS "work_date",
           "organizations"."time_zone"
    FROM unnest("organization_ids", "employee_ids", "project_ids", "slot_starts") AS "changed" ("organization_id", "employee_id", "project_id", "slot_start")
    JOIN "organizations" ON "organizations"."id" = "changed"."organization_id"
  ), "sums" AS (
    SELECT "keys"."organization_id", "keys"."employee_id", "keys"."project_id", "keys"."work_date",
           coalesce(sum(least(greatest("project_time"."tracked_seconds", 0), 600)) FILTER (WHERE "project_time"."manual_time_request_id" IS NULL), 0)::int AS "tracked_seconds",
           coalesce(sum(least(greatest("project_time"."idle_seconds", 0), least(greatest("project_time"."tracked_seconds", 0), 600))) FILTER (WHERE "project_time"."manual_time_request_id" IS NULL), 0)::int AS "away_seconds",
           sum("project_time"."worked_seconds" * "project_time"."hourly_rate") / 3600 AS "cost"
    FROM "keys"
    JOIN "project_time" ON "project_time"."organization_id" = "keys"."organization_id"
      AND "project_time"."employee_id" = "keys"."employee_id"
      AND "project_time"."slot_start" >= ("keys"."work_date"::timestamp AT TIME ZONE "keys"."time_zone") - interval '3 hours'
      AND "project_time"."slot_start" < (("keys"."work_date" + 1)::timestamp AT TIME ZONE "keys"."time_zone") + interval '3 hours'
      AND ("project_time"."slot_start" AT TIME ZONE "keys"."time_zone")::date = "keys"."work_date"
      AND "project_time"."project_id" = "keys"."project_id"
    GROUP BY "keys"."organization_id", "keys"."employee_id", "keys"."project_id", "keys"."work_date"
  ), "emptied" AS (
    DELETE FROM "project_days" USING "keys"
    WHERE "project_days"."organization_id" = "keys"."organization_id"
      AND "project_days"."employee_id" = "keys"."employee_id"
      AND "project_days"."project_id" = "keys"."project_id"
      AND "project_days"."work_date" = "keys"."work_date"
      AND NOT EXISTS (
        SELECT 1 FROM "sums"
        WHERE "sums"."organization_id" = "keys"."organization_id"
          AND "sums"."employee_id" = "keys"."employee_id"
          AND "sums"."project_id" = "keys"."project_id"
          AND "sums"."work_date" = "keys"."work_date"
      )
  )
  INSERT INTO "project_days" ("organization_id", "employee_id", "project_id", "work_date", "tracked_seconds", "away_seconds", "cost")
  SELECT "organization_id", "employee_id", "project_id", "work_date", "tracked_seconds", "away_seconds", "cost"
  FROM "sums"
  ON CONFLICT ("organization_id", "employee_id", "work_date", "project_id") DO UPDATE SET
    "tracked_seconds" = excluded."tracked_seconds",
    "away_seconds" = excluded."away_seconds",
    "cost" = excluded."cost";
$$;
--> statement-breakpoint
-- Statement triggers, one per kind of change (transition tables allow one event per trigger): a bulk
-- insert of a month recomputes each employee-project-day once. An update may move a row to another
-- employee, project or day: both sides are recomputed.
CREATE FUNCTION "pulse_project_time_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "pulse_refresh_project_days"(array_agg("organization_id"), array_agg("employee_id"), array_agg("project_id"), array_agg("slot_start"))
    FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "pulse_refresh_project_days"(array_agg("organization_id"), array_agg("employee_id"), array_agg("project_id"), array_agg("slot_start"))
    FROM "old_rows";
  ELSE
    PERFORM "pulse_refresh_project_days"(array_agg("organization_id"), array_agg("employee_id"), array_agg("project_id"), array_agg("slot_start"))
    FROM (
      SELECT "organization_id", "employee_id", "project_id", "slot_start" FROM "new_rows"
      UNION SELECT "organization_id", "employee_id", "project_id", "slot_start" FROM "old_rows"
    ) AS "changed";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_time_inserted_project_days" AFTER INSERT ON "project_time"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pulse_project_time_changed"();
--> statement-breakpoint
CREATE TRIGGER "project_time_updated_project_days" AFTER UPDATE ON "project_time"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pulse_project_time_changed"();
--> statement-breakpoint
CREATE TRIGGER "project_time_deleted_project_days" AFTER DELETE ON "project_time"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "pulse_project_time_changed"();
--> statement-breakpoint
-- A new zone cuts every day elsewhere: the organisation's rows are rebuilt in the transaction that saves
-- it, as its activity_days are (0015).
CREATE FUNCTION "pulse_rebuild_project_days"("rebuilt_organization_id" uuid) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM "project_days" WHERE "organization_id" = "rebuilt_organization_id";
  INSERT INTO "project_days" ("organization_id", "employee_id", "project_id", "work_date", "tracked_seconds", "away_seconds", "cost")
  SELECT "project_time"."organization_id", "project_time"."employee_id", "project_time"."project_id",
         ("project_time"."slot_start" AT TIME ZONE "organizations"."time_zone")::date,
         coalesce(sum(least(greatest("project_time"."tracked_seconds", 0), 600)) FILTER (WHERE "project_time"."manual_time_request_id" IS NULL), 0)::int,
         coalesce(sum(least(greatest("project_time"."idle_seconds", 0), least(greatest("project_time"."tracked_seconds", 0), 600))) FILTER (WHERE "project_time"."manual_time_request_id" IS NULL), 0)::int,
         sum("project_time"."worked_seconds" * "project_time"."hourly_rate") / 3600
  FROM "project_time"
  JOIN "organizations" ON "organizations"."id" = "project_time"."organization_id"
  WHERE "project_time"."organization_id" = "rebuilt_organization_id"
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
CREATE FUNCTION "pulse_organization_time_zone_changed_project_days"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "pulse_rebuild_project_days"(NEW."id");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "organizations_time_zone_project_days" AFTER UPDATE OF "time_zone" ON "organizations"
FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone") EXECUTE FUNCTION "pulse_organization_time_zone_changed_project_days"();
--> statement-breakpoint
-- The project time already recorded (an existing data directory gets it on its next start).
SELECT "pulse_rebuild_project_days"("id") FROM "organizations";
