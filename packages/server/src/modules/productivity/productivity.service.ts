import type {
  ActivityCategory,
  ActivityCategoryList,
  CategoryRuleDto,
  ProductivityReport,
  ProductivityShares,
  UsageCategory,
} from '@pulse/shared/contracts/productivity';
import {
  type ActivityText,
  compileCategorizer,
  MAX_RULES_PER_CATEGORY,
  type ProductivityLevel,
  type RuleKind,
} from '@pulse/shared/domain/activity-categories';
import { type DayRange, organizationDayRange } from '@pulse/shared/domain/organization-day';
import {
  addProductivitySeconds,
  bucketOf,
  emptyProductivitySeconds,
  type ProductivitySeconds,
  productivityPercents,
} from '@pulse/shared/domain/productivity-shares';
import { STARTER_CATEGORIES } from '@pulse/shared/domain/starter-categories';
import { productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
import type { Database } from '../../db/client';
import { requireAccess } from '../../lib/access-checks';
import { AppError } from '../../lib/app-error';
import type { Auth } from '../../lib/auth-context';
import { isUniqueViolation } from '../../lib/database-errors';
import type { Deps } from '../../lib/deps';
import type { WholeList } from '../../lib/list-page';
import { findProjectReference } from '../projects/projects.service';
import * as repository from './productivity.repository';

// spec A §1 "website and application usage categories": the organisation's categories and rules
// (Settings → Categories), and where focused time went by them (the activity viewer's window usage,
// Reports → Productivity). Rules are applied when read, so a change re-labels past days too.

const categoryNotFound = () => new AppError('NOT_FOUND', texts.categoryNotFound);
const ruleNotFound = () => new AppError('NOT_FOUND', texts.ruleNotFound);
const nameTaken = () =>
  new AppError('CONFLICT', texts.nameTaken, [{ path: 'name', message: texts.nameTaken }]);

type CategoryRow = Awaited<ReturnType<typeof repository.findCategories>>[number];
type RuleRow = Awaited<ReturnType<typeof repository.findRules>>[number];

const toRule = (row: RuleRow): CategoryRuleDto => ({ id: row.id, kind: row.kind, pattern: row.pattern });

const toCategory = (row: CategoryRow, rules: readonly RuleRow[]): ActivityCategory => ({
  id: row.id,
  name: row.name,
  productivity: row.productivity,
  sortOrder: row.sortOrder,
  rules: rules.map(toRule),
});

// ---- Categories and rules (Settings → Categories) ------------------------------------------------------

// Every signed-in user may read them: an employee sees what their own activity falls in.
export const findActivityCategories = async (
  deps: Deps,
  auth: Auth,
): Promise<WholeList<ActivityCategoryList>> => {
  const [categories, rules] = await Promise.all([
    repository.findCategories(deps.db, auth.organizationId),
    repository.findRules(deps.db, auth.organizationId),
  ]);
  return {
    items: categories.map((category) =>
      toCategory(
        category,
        rules.filter((rule) => rule.categoryId === category.id),
      ),
    ),
  };
};

// The unique index on the lower-cased name decides, so two admins saving one name at once get one 409.
const uniqueName = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
};

export const createActivityCategory = async (
  deps: Deps,
  auth: Auth,
  body: { name: string; productivity: ProductivityLevel },
): Promise<ActivityCategory> => {
  requireAccess(auth, 'admin');
  const row = await uniqueName(() => repository.insertCategory(deps.db, auth.organizationId, body));
  return toCategory(row, []);
};

export const updateActivityCategory = async (
  deps: Deps,
  auth: Auth,
  id: string,
  body: { name: string; productivity: ProductivityLevel },
): Promise<ActivityCategory> => {
  requireAccess(auth, 'admin');
  const row = await uniqueName(() => repository.updateCategory(deps.db, auth.organizationId, id, body));
  if (!row) throw categoryNotFound();
  return toCategory(row, await repository.findRulesOfCategory(deps.db, auth.organizationId, id));
};

export const deleteActivityCategory = async (deps: Deps, auth: Auth, id: string) => {
  requireAccess(auth, 'admin');
  if (!(await repository.deleteCategory(deps.db, auth.organizationId, id))) throw categoryNotFound();
};

// A rule's kind and pattern are one rule across the organisation: the same pattern in two categories
// would leave "the most specific rule wins" without an answer. The answer names the category that
// holds it, so the admin knows where to look.
const ruleTaken = async (deps: Deps, auth: Auth, rule: { kind: RuleKind; pattern: string }) => {
  const owner = await repository.findCategoryNameOfRule(deps.db, auth.organizationId, rule);
  const message = `${texts.ruleTaken} “${owner ?? ''}”.`;
  return new AppError('CONFLICT', message, [{ path: 'pattern', message }]);
};

export const addCategoryRule = async (
  deps: Deps,
  auth: Auth,
  categoryId: string,
  body: { kind: RuleKind; pattern: string },
): Promise<CategoryRuleDto> => {
  requireAccess(auth, 'admin');
  const category = await repository.findCategory(deps.db, auth.organizationId, categoryId);
  if (!category) throw categoryNotFound();
  if (
    (await repository.countRulesOfCategory(deps.db, auth.organizationId, categoryId)) >=
    MAX_RULES_PER_CATEGORY
  )
    throw new AppError('VALIDATION_FAILED', texts.tooManyRules, [
      { path: 'pattern', message: texts.tooManyRules },
    ]);
  if ((await repository.findCategoryNameOfRule(deps.db, auth.organizationId, body)) !== null)
    throw await ruleTaken(deps, auth, body);
  try {
    return toRule(await repository.insertRule(deps.db, auth.organizationId, categoryId, body));
  } catch (error) {
    // Two admins adding the same rule at once: the unique index decides, the second gets the same 409.
    if (isUniqueViolation(error)) throw await ruleTaken(deps, auth, body);
    throw error;
  }
};

export const removeCategoryRule = async (deps: Deps, auth: Auth, categoryId: string, ruleId: string) => {
  requireAccess(auth, 'admin');
  if (!(await repository.deleteRule(deps.db, auth.organizationId, categoryId, ruleId))) throw ruleNotFound();
};

// Every new organisation starts with the starter set (sign-up and the demo call this inside the
// transaction that creates the organisation).
export const createStarterCategories = (db: Database, organizationId: string) =>
  repository.insertCategoriesWithRules(db, organizationId, STARTER_CATEGORIES);

// ---- Where focused time went ----------------------------------------------------------------------------

// The organisation's rules compiled once for this request, and a cache so that each distinct window
// (application, title, URL) is categorised once however many employee-days it appears in.
const loadCategories = async (db: Database, organizationId: string) => {
  const [categories, rules] = await Promise.all([
    repository.findCategories(db, organizationId),
    repository.findRules(db, organizationId),
  ]);
  const categorize = compileCategorizer(
    rules,
    categories.map((category) => category.id),
  );
  const byId = new Map(categories.map((category) => [category.id, category]));
  const cache = new Map<string, UsageCategory | null>();
  return (window: ActivityText): UsageCategory | null => {
    const key = JSON.stringify([window.app, window.title, window.url]);
    let category = cache.get(key);
    if (category === undefined) {
      const row = byId.get(categorize(window) ?? '');
      category = row ? { id: row.id, name: row.name, productivity: row.productivity } : null;
      cache.set(key, category);
    }
    return category;
  };
};

const sharesOf = (seconds: ProductivitySeconds): ProductivityShares => ({
  seconds,
  percents: productivityPercents(seconds),
  focusedSeconds: seconds.productive + seconds.neutral + seconds.unproductive + seconds.uncategorised,
});

const addWindow = (
  total: ProductivitySeconds,
  category: UsageCategory | null,
  seconds: number,
): ProductivitySeconds => {
  const bucket = bucketOf(category?.productivity ?? null);
  return { ...total, [bucket]: total[bucket] + seconds };
};

type DayProductivity = {
  // The category of an application that day: the one most of its focused time fell in (null:
  // Uncategorised, when more of it matched no rule than any one category).
  categoryOfApplication: (application: string) => UsageCategory | null;
  shares: ProductivityShares;
};

// One employee's day for the activity viewer (spec B §2 window usage). The viewer's own access check
// ran before; this use case checks again (admins, or the employee's own day).
export const getDayProductivity = async (
  deps: Deps,
  auth: Auth,
  employeeId: string,
  day: DayRange,
): Promise<DayProductivity> => {
  requireAccess(auth, { employeeId: employeeId });
  const [categoryOf, windows] = await Promise.all([
    loadCategories(deps.db, auth.organizationId),
    repository.findDayFocusWindows(deps.db, auth.organizationId, employeeId, day),
  ]);
  let seconds = emptyProductivitySeconds();
  // Per application, the seconds of each category (key '' for none).
  const perApplication = new Map<string, Map<string, { category: UsageCategory | null; seconds: number }>>();
  for (const window of windows) {
    const category = categoryOf(window);
    seconds = addWindow(seconds, category, window.seconds);
    const application = window.app?.trim() ?? '';
    const tally = perApplication.get(application) ?? new Map();
    const entry = tally.get(category?.id ?? '') ?? { category, seconds: 0 };
    entry.seconds += window.seconds;
    tally.set(category?.id ?? '', entry);
    perApplication.set(application, tally);
  }
  return {
    categoryOfApplication: (application) => {
      const tally = perApplication.get(application.trim());
      if (!tally) return null;
      // Most seconds first; equal seconds: a category before none, then by name.
      const [top] = [...tally.values()].sort(
        (a, b) =>
          b.seconds - a.seconds ||
          Number(a.category === null) - Number(b.category === null) ||
          (a.category?.name ?? '').localeCompare(b.category?.name ?? '', 'en'),
      );
      return top?.category ?? null;
    },
    shares: sharesOf(seconds),
  };
};

type ProductivityReportFilter = {
  startDate: string;
  endDate: string;
  employeeId?: string | undefined;
  projectId?: string | undefined;
};

// Reports → Productivity: per employee and organisation day, the focused seconds and shares by
// productivity, with each employee's totals and a grand total. With a project, only the focus time
// the tracker attributed to it.
export const getProductivityReport = async (
  deps: Deps,
  auth: Auth,
  query: ProductivityReportFilter,
): Promise<ProductivityReport> => {
  requireAccess(auth, 'admin');
  const employeeId = query.employeeId || undefined;
  const projectId = query.projectId || undefined;
  const [employee, project] = await Promise.all([
    employeeId ? repository.findEmployeeInOrganization(deps.db, auth.organizationId, employeeId) : null,
    projectId ? findProjectReference(deps, auth, projectId) : null,
  ]);
  // Another organisation's employee or project reads as unknown: 404, never its figures.
  if (employeeId && !employee) throw new AppError('NOT_FOUND', 'Employee not found.');
  if (projectId && !project) throw new AppError('NOT_FOUND', 'Project not found.');
  const { timeZone } = auth.organization;
  const [categoryOf, windows] = await Promise.all([
    loadCategories(deps.db, auth.organizationId),
    repository.findFocusWindowsByDay(deps.db, auth.organizationId, {
      timeZone,
      from: organizationDayRange(query.startDate, timeZone).start,
      to: organizationDayRange(query.endDate, timeZone).end,
      ...(employeeId ? { employeeId } : {}),
      ...(projectId ? { projectId } : {}),
    }),
  ]);

  type EmployeeDays = { employeeCode: string; name: string; days: Map<string, ProductivitySeconds> };
  const byEmployee = new Map<string, EmployeeDays>();
  for (const window of windows) {
    const entry = byEmployee.get(window.employeeId) ?? {
      employeeCode: window.employeeCode,
      name: window.name,
      days: new Map(),
    };
    const day = entry.days.get(window.date) ?? emptyProductivitySeconds();
    entry.days.set(window.date, addWindow(day, categoryOf(window), window.seconds));
    byEmployee.set(window.employeeId, entry);
  }

  let grandTotal = emptyProductivitySeconds();
  const employees = [...byEmployee.entries()]
    .sort(
      ([, a], [, b]) =>
        a.name.localeCompare(b.name, 'en') || a.employeeCode.localeCompare(b.employeeCode, 'en'),
    )
    .map(([id, entry]) => {
      const days = [...entry.days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const totals = days.reduce(
        (sum, [, seconds]) => addProductivitySeconds(sum, seconds),
        emptyProductivitySeconds(),
      );
      grandTotal = addProductivitySeconds(grandTotal, totals);
      return {
        employeeId: id,
        employeeCode: entry.employeeCode,
        name: entry.name,
        days: days.map(([date, seconds]) => ({ date, ...sharesOf(seconds) })),
        totals: sharesOf(totals),
      };
    });
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    project,
    employees,
    grandTotal: sharesOf(grandTotal),
  };
};
