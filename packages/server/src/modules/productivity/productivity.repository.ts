import type { ProductivityLevel, RuleKind } from '@pulse/shared/domain/activity-categories';
import type { DayRange } from '@pulse/shared/domain/organization-day';
import { and, asc, eq, gte, isNull, lt, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  activityCategories,
  activityCategoryRules,
  activityIntervals,
  employees,
} from '../../db/schema/index';

// Categories, their rules and the focus time they sort: every query filters the organisation first.

const categoryColumns = {
  id: activityCategories.id,
  name: activityCategories.name,
  productivity: activityCategories.productivity,
  sortOrder: activityCategories.sortOrder,
};
const ruleColumns = {
  id: activityCategoryRules.id,
  categoryId: activityCategoryRules.categoryId,
  kind: activityCategoryRules.kind,
  pattern: activityCategoryRules.pattern,
};

// In their listed order: sort order, then name. This order also breaks ties between equal rules.
export const findCategories = (db: Database, organizationId: string) =>
  db
    .select(categoryColumns)
    .from(activityCategories)
    .where(eq(activityCategories.organizationId, organizationId))
    .orderBy(
      asc(activityCategories.sortOrder),
      asc(sql`lower(${activityCategories.name})`),
      asc(activityCategories.id),
    );

export const findRules = (db: Database, organizationId: string) =>
  db
    .select(ruleColumns)
    .from(activityCategoryRules)
    .where(eq(activityCategoryRules.organizationId, organizationId))
    .orderBy(asc(activityCategoryRules.kind), asc(sql`lower(${activityCategoryRules.pattern})`));

export const findCategory = async (db: Database, organizationId: string, id: string) => {
  const [row] = await db
    .select(categoryColumns)
    .from(activityCategories)
    .where(and(eq(activityCategories.organizationId, organizationId), eq(activityCategories.id, id)));
  return row ?? null;
};

export const findRulesOfCategory = (db: Database, organizationId: string, categoryId: string) =>
  db
    .select(ruleColumns)
    .from(activityCategoryRules)
    .where(
      and(
        eq(activityCategoryRules.organizationId, organizationId),
        eq(activityCategoryRules.categoryId, categoryId),
      ),
    )
    .orderBy(asc(activityCategoryRules.kind), asc(sql`lower(${activityCategoryRules.pattern})`));

// A new category goes to the end of the list.
export const insertCategory = async (
  db: Database,
  organizationId: string,
  values: { name: string; productivity: ProductivityLevel },
) => {
  const [last] = await db
    .select({ sortOrder: max(activityCategories.sortOrder) })
    .from(activityCategories)
    .where(eq(activityCategories.organizationId, organizationId));
  const [row] = await db
    .insert(activityCategories)
    .values({ organizationId, ...values, sortOrder: (last?.sortOrder ?? -1) + 1 })
    .returning(categoryColumns);
  if (!row) throw new Error('category insert returned nothing');
  return row;
};

export const updateCategory = async (
  db: Database,
  organizationId: string,
  id: string,
  values: { name: string; productivity: ProductivityLevel },
) => {
  const [row] = await db
    .update(activityCategories)
    .set(values)
    .where(and(eq(activityCategories.organizationId, organizationId), eq(activityCategories.id, id)))
    .returning(categoryColumns);
  return row ?? null;
};

// The rules go with it (the foreign key cascades).
export const deleteCategory = async (db: Database, organizationId: string, id: string) => {
  const deleted = await db
    .delete(activityCategories)
    .where(and(eq(activityCategories.organizationId, organizationId), eq(activityCategories.id, id)))
    .returning({ id: activityCategories.id });
  return deleted.length > 0;
};

export const countRulesOfCategory = async (db: Database, organizationId: string, categoryId: string) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(activityCategoryRules)
    .where(
      and(
        eq(activityCategoryRules.organizationId, organizationId),
        eq(activityCategoryRules.categoryId, categoryId),
      ),
    );
  return row?.count ?? 0;
};

export const insertRule = async (
  db: Database,
  organizationId: string,
  categoryId: string,
  values: { kind: RuleKind; pattern: string },
) => {
  const [row] = await db
    .insert(activityCategoryRules)
    .values({ organizationId, categoryId, ...values })
    .returning(ruleColumns);
  if (!row) throw new Error('rule insert returned nothing');
  return row;
};

// Which category already holds a rule of this kind and pattern (the unique index ignores case).
export const findCategoryNameOfRule = async (
  db: Database,
  organizationId: string,
  rule: { kind: RuleKind; pattern: string },
) => {
  const [row] = await db
    .select({ name: activityCategories.name })
    .from(activityCategoryRules)
    .innerJoin(
      activityCategories,
      and(
        eq(activityCategories.organizationId, activityCategoryRules.organizationId),
        eq(activityCategories.id, activityCategoryRules.categoryId),
      ),
    )
    .where(
      and(
        eq(activityCategoryRules.organizationId, organizationId),
        eq(activityCategoryRules.kind, rule.kind),
        sql`lower(${activityCategoryRules.pattern}) = lower(${rule.pattern})`,
      ),
    );
  return row?.name ?? null;
};

export const deleteRule = async (
  db: Database,
  organizationId: string,
  categoryId: string,
  ruleId: string,
) => {
  const deleted = await db
    .delete(activityCategoryRules)
    .where(
      and(
        eq(activityCategoryRules.organizationId, organizationId),
        eq(activityCategoryRules.categoryId, categoryId),
        eq(activityCategoryRules.id, ruleId),
      ),
    )
    .returning({ id: activityCategoryRules.id });
  return deleted.length > 0;
};

// A whole set of categories with their rules in two statements (sign-up and the demo seed).
export const insertCategoriesWithRules = async (
  db: Database,
  organizationId: string,
  categories: readonly {
    name: string;
    productivity: ProductivityLevel;
    rules: readonly (readonly [RuleKind, string])[];
  }[],
) => {
  const inserted = await db
    .insert(activityCategories)
    .values(
      categories.map((category, index) => ({
        organizationId,
        name: category.name,
        productivity: category.productivity,
        sortOrder: index,
      })),
    )
    .returning({ id: activityCategories.id, name: activityCategories.name });
  const idOf = new Map(inserted.map((row) => [row.name, row.id]));
  const rules = categories.flatMap((category) =>
    category.rules.map(([kind, pattern]) => ({
      organizationId,
      categoryId: idOf.get(category.name) ?? '',
      kind,
      pattern,
    })),
  );
  if (rules.length > 0) await db.insert(activityCategoryRules).values(rules);
  return inserted.length;
};

// ---- Focus time, grouped by what the rules read -------------------------------------------------------------

// Focus intervals hold the raw application, title and URL the tracker sent (after title redaction):
// grouping by the three gives each distinct window once, however many intervals it had, so the rules
// run once per window and not once per interval. An interval counts in full on the day it started.
const focusSeconds = sql<number>`sum(${activityIntervals.durationSeconds})::int`.mapWith(Number);
const focusFilter = (organizationId: string, from: Date, to: Date) => [
  eq(activityIntervals.organizationId, organizationId),
  eq(activityIntervals.kind, 'focus'),
  gte(activityIntervals.startedAt, from),
  lt(activityIntervals.startedAt, to),
  sql`${activityIntervals.durationSeconds} > 0`,
];

export const findDayFocusWindows = (
  db: Database,
  organizationId: string,
  employeeId: string,
  day: DayRange,
) =>
  db
    .select({
      app: activityIntervals.app,
      title: activityIntervals.title,
      url: activityIntervals.url,
      seconds: focusSeconds,
    })
    .from(activityIntervals)
    .where(
      and(...focusFilter(organizationId, day.start, day.end), eq(activityIntervals.employeeId, employeeId)),
    )
    .groupBy(activityIntervals.app, activityIntervals.title, activityIntervals.url);

// Per employee and organisation day (the start read in the organisation's zone): each window's
// seconds, for the Reports page's productivity view. One query for the whole range and every employee.
export const findFocusWindowsByDay = (
  db: Database,
  organizationId: string,
  filter: { timeZone: string; from: Date; to: Date; employeeId?: string; projectId?: string },
) => {
  // The day is named once in a subquery: the same expression written twice would carry the zone as
  // two parameters, and PostgreSQL would not see the GROUP BY's expression as the SELECT's.
  const focus = db
    .select({
      employeeId: activityIntervals.employeeId,
      day: sql<string>`to_char(${activityIntervals.startedAt} at time zone ${filter.timeZone}, 'YYYY-MM-DD')`.as(
        'day',
      ),
      app: activityIntervals.app,
      title: activityIntervals.title,
      url: activityIntervals.url,
      durationSeconds: activityIntervals.durationSeconds,
    })
    .from(activityIntervals)
    .where(
      and(
        ...focusFilter(organizationId, filter.from, filter.to),
        filter.employeeId ? eq(activityIntervals.employeeId, filter.employeeId) : undefined,
        filter.projectId ? eq(activityIntervals.projectId, filter.projectId) : undefined,
      ),
    )
    .as('focus');
  return db
    .select({
      employeeId: focus.employeeId,
      employeeCode: employees.employeeCode,
      name: employees.name,
      date: focus.day,
      app: focus.app,
      title: focus.title,
      url: focus.url,
      seconds: sql<number>`sum(${focus.durationSeconds})::int`.mapWith(Number),
    })
    .from(focus)
    .innerJoin(
      employees,
      and(eq(employees.organizationId, organizationId), eq(employees.id, focus.employeeId)),
    )
    .where(isNull(employees.deletedAt))
    .groupBy(
      focus.employeeId,
      employees.employeeCode,
      employees.name,
      focus.day,
      focus.app,
      focus.title,
      focus.url,
    );
};

export const findEmployeeInOrganization = async (
  db: Database,
  organizationId: string,
  employeeId: string,
) => {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organizationId),
        eq(employees.id, employeeId),
        isNull(employees.deletedAt),
      ),
    );
  return row ?? null;
};
