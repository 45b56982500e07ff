import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { holidays } from '../../db/schema/index';

// Every query takes the organisation first and filters on it.

const columns = { id: holidays.id, date: holidays.holidayDate, name: holidays.name };

export const findHolidayYears = async (db: Database, organizationId: string) => {
  const rows = await db
    .selectDistinct({ year: sql<number>`cast(extract(year from ${holidays.holidayDate}) as integer)` })
    .from(holidays)
    .where(eq(holidays.organizationId, organizationId));
  return rows.map((row) => Number(row.year));
};

export const findHolidaysBetween = (db: Database, organizationId: string, from: string, to: string) =>
  db
    .select(columns)
    .from(holidays)
    .where(
      and(
        eq(holidays.organizationId, organizationId),
        gte(holidays.holidayDate, from),
        lte(holidays.holidayDate, to),
      ),
    )
    .orderBy(asc(holidays.holidayDate));

export const insertHoliday = async (
  db: Database,
  organizationId: string,
  values: { date: string; name: string },
) => {
  const [row] = await db
    .insert(holidays)
    .values({ organizationId, holidayDate: values.date, name: values.name })
    .returning(columns);
  if (!row) throw new Error('holiday insert returned nothing');
  return row;
};

export const updateHoliday = async (
  db: Database,
  organizationId: string,
  id: string,
  values: { date: string; name: string },
) => {
  const [row] = await db
    .update(holidays)
    .set({ holidayDate: values.date, name: values.name })
    .where(and(eq(holidays.organizationId, organizationId), eq(holidays.id, id)))
    .returning(columns);
  return row;
};

export const deleteHoliday = async (db: Database, organizationId: string, id: string) => {
  const deleted = await db
    .delete(holidays)
    .where(and(eq(holidays.organizationId, organizationId), eq(holidays.id, id)))
    .returning({ id: holidays.id });
  return deleted.length > 0;
};

// Dates that already have a holiday keep theirs; returns how many were added.
export const insertHolidaysSkippingTaken = async (
  db: Database,
  organizationId: string,
  values: { date: string; name: string }[],
) => {
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(holidays)
    .values(values.map((value) => ({ organizationId, holidayDate: value.date, name: value.name })))
    .onConflictDoNothing()
    .returning({ id: holidays.id });
  return inserted.length;
};
