import { z } from 'zod';
import {
  MAX_CATEGORY_NAME_LENGTH,
  normalizeRulePattern,
  PRODUCTIVITY_LEVELS,
  RULE_KINDS,
  type RuleProblem,
  ruleProblem,
} from '../domain/activity-categories';
import { productivityPulseTexts as texts } from '../spec-texts';
import { calendarDateSchema, organizationDay } from './calendar-date';
import { listPageSchema } from './list-page';

// Productivity categories (spec A §1 "website and application usage categories"): an organisation's
// categories with their rules (Settings → Categories), the category of each application in the
// activity viewer's window usage, and the Reports page's productivity view.

const productivityLevelSchema = z.enum(PRODUCTIVITY_LEVELS, { error: texts.productivityRequired });
const ruleKindSchema = z.enum(RULE_KINDS, { error: texts.ruleKindRequired });

// ---- Categories and rules --------------------------------------------------------------------------------

export const activityCategoryBodySchema = z.object({
  name: z
    .string({ error: texts.nameRequired })
    .trim()
    .min(1, texts.nameRequired)
    .max(MAX_CATEGORY_NAME_LENGTH, texts.nameTooLong),
  productivity: productivityLevelSchema,
});
export type ActivityCategoryBody = z.input<typeof activityCategoryBodySchema>;

const RULE_PROBLEM_TEXT: Record<RuleProblem, string> = {
  empty: texts.patternRequired,
  tooLong: texts.patternTooLong,
  domainInvalid: texts.domainInvalid,
  regexInvalid: texts.regexInvalid,
  regexUnsafe: texts.regexUnsafe,
};

// The pattern is stored as normalizeRulePattern leaves it ("https://www.x.com/a" → "x.com"), so one
// rule has one spelling and the unique index catches a repeat.
export const categoryRuleBodySchema = z
  .object({ kind: ruleKindSchema, pattern: z.string({ error: texts.patternRequired }) })
  .transform((body) => ({ kind: body.kind, pattern: normalizeRulePattern(body.kind, body.pattern) }))
  .superRefine((body, context) => {
    const problem = ruleProblem(body.kind, body.pattern);
    if (problem) context.addIssue({ code: 'custom', path: ['pattern'], message: RULE_PROBLEM_TEXT[problem] });
  });
export type CategoryRuleBody = z.input<typeof categoryRuleBodySchema>;

export const categoryRuleSchema = z.object({ id: z.uuid(), kind: ruleKindSchema, pattern: z.string() });
export type CategoryRuleDto = z.infer<typeof categoryRuleSchema>;

export const activityCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  productivity: productivityLevelSchema,
  sortOrder: z.number().int(),
  rules: z.array(categoryRuleSchema),
});
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

// In their listed order (sort order, then name); each category's rules by kind, then pattern.
export const activityCategoryListSchema = listPageSchema(activityCategorySchema);
export type ActivityCategoryList = z.infer<typeof activityCategoryListSchema>;

export const categoryIdParamsSchema = z.object({ id: z.uuid() });
export const categoryRuleParamsSchema = z.object({ id: z.uuid(), ruleId: z.uuid() });

// ---- Where time went ---------------------------------------------------------------------------------------

// The category an application falls in; null on a window-usage entry is Uncategorised.
export const usageCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  productivity: productivityLevelSchema,
});
export type UsageCategory = z.infer<typeof usageCategorySchema>;

const seconds = z.number().int().min(0);
const percent = z.number().int().min(0).max(100);
const perBucket = <T extends z.ZodType>(value: T) =>
  z.object({ productive: value, neutral: value, unproductive: value, uncategorised: value });
// Focused seconds per bucket (a productivity level, or uncategorised) and their whole-number shares
// (adding up to 100, or all 0 when nothing was focused: productivity-shares.ts).
export const productivitySharesSchema = z.object({
  seconds: perBucket(seconds),
  percents: perBucket(percent),
  focusedSeconds: seconds,
});
export type ProductivityShares = z.infer<typeof productivitySharesSchema>;

// ---- Reports → Productivity ----------------------------------------------------------------------------

// The query is the Reports page's (contracts/activity.ts reportQuerySchema): start and end date, one
// employee or all, one project or all.
const isoDate = organizationDay(calendarDateSchema());

const productivityReportEmployeeSchema = z.object({
  employeeId: z.uuid(),
  employeeCode: z.string(),
  name: z.string(),
  days: z.array(productivitySharesSchema.extend({ date: isoDate })),
  totals: productivitySharesSchema,
});

export const productivityReportSchema = z.object({
  startDate: isoDate,
  endDate: isoDate,
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  // By name, then employee code; days in date order; only days with focused time.
  employees: z.array(productivityReportEmployeeSchema),
  grandTotal: productivitySharesSchema,
});
export type ProductivityReport = z.infer<typeof productivityReportSchema>;
