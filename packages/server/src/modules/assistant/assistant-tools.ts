import { isCalendarDate } from '@pulse/shared/domain/organization-day';
import { z } from 'zod';
import type { Intent, IntentKind } from './assistant-intent';

// The questions ProBot answers, offered to a language model as OpenAI-compatible tools: one per kind
// of intent that looks something up, so whatever the model chooses is answered by answerQuestion,
// with the asker's session, exactly as the classifier's reading of the same question would be.
// Small talk, role-play and 'unknown' look nothing up: they have no tool.

type ToolKind = Exclude<IntentKind, 'greeting' | 'help' | 'thanks' | 'role-play' | 'unknown'>;

export type AssistantTool = {
  kind: ToolKind;
  // snake_case: the function names OpenAI-compatible servers accept.
  name: string;
  description: string;
  parameters: z.ZodType;
  // The intent of arguments already parsed from JSON, or null when they do not fit the schema.
  intentOf: (args: unknown) => Intent | null;
};

const tool = <Kind extends ToolKind, Schema extends z.ZodType>(
  kind: Kind,
  name: string,
  description: string,
  parameters: Schema,
  toIntent: (args: z.output<Schema>) => Extract<Intent, { kind: Kind }>,
): AssistantTool => ({
  kind,
  name,
  description,
  parameters,
  intentOf: (args) => {
    const parsed = parameters.safeParse(args);
    return parsed.success ? toIntent(parsed.data) : null;
  },
});

// A plain YYYY-MM-DD pattern rather than zod's ISO date, whose generated pattern (leap years and
// all) is long enough to confuse a small model and some servers' grammar builders.
const day = (meaning: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate)
    .describe(`${meaning}, YYYY-MM-DD in the organisation's time zone`);

type Period = { from?: string; to?: string };

const isOrdered = ({ from, to }: Period) => from === undefined || to === undefined || from <= to;

// A period of calendar days, both included (assistant-intent.ts DateRange).
const periodFields = { from: day('The first day of the period'), to: day('The last day, included') };
const ordered = <Schema extends z.ZodType<Period>>(schema: Schema) => schema.refine(isOrdered);
const period = ordered(z.object(periodFields));

// A period the question may leave out: both days or neither.
const optionalPeriodFields = (meaningOfNone: string) => ({
  from: day(`The first day of the period; leave out ${meaningOfNone}`).optional(),
  to: day('The last day, included').optional(),
});
const bothOrNeither = <Schema extends z.ZodType<Period>>(schema: Schema) =>
  schema.refine((args) => (args.from === undefined) === (args.to === undefined) && isOrdered(args));

const noArguments = z.object({});
const oneDay = z.object({ date: day('The day') });
const projectName = z.object({
  project: z.string().min(1).describe('The project’s name as the asker wrote it'),
});

const rangeOf = ({ from, to }: { from: string; to: string }) => ({ from, to });
const optionalRangeOf = ({ from, to }: { from?: string; to?: string }) =>
  from !== undefined && to !== undefined ? { from, to } : null;

export const ASSISTANT_TOOLS: readonly AssistantTool[] = [
  tool(
    'leave-balance',
    'get_leave_balance',
    'The asker’s leave entitled, taken, pending and left this year.',
    noArguments,
    () => ({
      kind: 'leave-balance',
    }),
  ),
  tool(
    'leave-applications',
    'list_my_leave_applications',
    'The asker’s own leave applications with their dates and status; with a period, those that touch it, whatever their status.',
    bothOrNeither(
      z.object({
        status: z.enum(['pending', 'all']).describe('pending: only those awaiting a decision'),
        ...optionalPeriodFields('for this year’s (all) or every pending one'),
      }),
    ),
    ({ status, ...period }) => {
      const range = optionalRangeOf(period);
      return range ? { kind: 'leave-applications', status, range } : { kind: 'leave-applications', status };
    },
  ),
  tool(
    'apply-leave',
    'link_to_apply_leave',
    'How to apply for leave: the Add Leave page (prefilled with the period when given), holidays and overlaps in it, and the balance. Never applies by itself.',
    bothOrNeither(z.object(optionalPeriodFields('when no dates were asked'))),
    (args) => ({ kind: 'apply-leave', range: optionalRangeOf(args) }),
  ),
  tool(
    'next-holiday',
    'get_next_holiday',
    'The organisation’s next holiday from today on.',
    noArguments,
    () => ({
      kind: 'next-holiday',
    }),
  ),
  tool('holidays', 'list_holidays', 'The organisation’s holidays within a period.', period, (args) => ({
    kind: 'holidays',
    range: rangeOf(args),
  })),
  tool(
    'is-holiday',
    'check_holiday',
    'Whether one day is a holiday of the organisation.',
    oneDay,
    ({ date }) => ({
      kind: 'is-holiday',
      date,
    }),
  ),
  tool(
    'attendance',
    'get_my_attendance',
    'The asker’s own attendance (marked days and their status) over a period.',
    period,
    (args) => ({ kind: 'attendance', range: rangeOf(args) }),
  ),
  tool(
    'attendance-edge',
    'get_earliest_or_latest_attendance',
    'The earliest or latest check-in or check-out over a period: the asker’s own, or everyone’s (administrators).',
    ordered(
      z.object({
        whose: z.enum(['mine', 'everyone']),
        edge: z
          .enum(['first-in', 'last-in', 'first-out', 'last-out'])
          .describe('first-in: earliest arrival; last-out: latest departure'),
        ...periodFields,
      }),
    ),
    ({ whose, edge, ...range }) => ({ kind: 'attendance-edge', whose, edge, range: rangeOf(range) }),
  ),
  tool(
    'top-apps',
    'list_top_apps',
    'The applications and websites a period went on (share of focused time): the asker’s own, or a named person’s (administrators).',
    ordered(
      z.object({
        person: z
          .string()
          .min(1)
          .optional()
          .describe('The person’s name as the asker wrote it; leave out for the asker'),
        ...periodFields,
      }),
    ),
    ({ person, ...range }) => ({ kind: 'top-apps', person: person ?? null, range: rangeOf(range) }),
  ),
  tool(
    'hours-tracked',
    'get_my_tracked_hours',
    'The time the asker tracked (worked, idle, manual) over a period, day by day.',
    period,
    (args) => ({ kind: 'hours-tracked', range: rangeOf(args) }),
  ),
  tool(
    'own-salary',
    'get_my_salary_slip',
    'The asker’s own salary slip: the latest, or that of a month.',
    z.object({
      month: z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
        .optional()
        .describe('The slip’s month, YYYY-MM; leave out for the latest slip'),
    }),
    ({ month }) => ({
      kind: 'own-salary',
      ...(month ? { month: { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) } } : {}),
    }),
  ),
  tool(
    'my-manual-time',
    'list_my_manual_time_requests',
    'The asker’s manual-time requests and their status.',
    noArguments,
    () => ({ kind: 'my-manual-time' }),
  ),
  tool(
    'manual-time-to-decide',
    'list_manual_time_to_decide',
    'Others’ pending manual-time requests the asker may decide.',
    noArguments,
    () => ({ kind: 'manual-time-to-decide' }),
  ),
  tool(
    'manual-time-requests',
    'list_manual_time_requests',
    'Other people’s manual-time requests the asker decides (everyone’s for an administrator), of one status or all, optionally of one named person and within a period.',
    bothOrNeither(
      z.object({
        status: z.enum(['approved', 'denied', 'pending', 'all']),
        person: z.string().min(1).optional().describe('The person’s name as the asker wrote it'),
        ...optionalPeriodFields('for any time'),
      }),
    ),
    ({ status, person, ...period }) => ({
      kind: 'manual-time-requests',
      status,
      person: person ?? null,
      range: optionalRangeOf(period),
    }),
  ),
  tool(
    'salary-sheet-months',
    'list_salary_sheet_months',
    'The months of a year with salary sheets: the asker’s own slips, or the organisation’s uploaded sheets (administrators).',
    z.object({ whose: z.enum(['mine', 'organisation']), year: z.number().int().min(2000).max(2100) }),
    ({ whose, year }) => ({ kind: 'salary-sheet-months', whose, year }),
  ),
  tool(
    'appraisals-done',
    'list_appraisals_done',
    'Appraisals made over a period (administrators), or only the promotions among them; without a period, the latest appraisal round.',
    bothOrNeither(z.object({ onlyPromotions: z.boolean(), ...optionalPeriodFields('for the latest round') })),
    ({ onlyPromotions, ...period }) => ({
      kind: 'appraisals-done',
      onlyPromotions,
      range: optionalRangeOf(period),
    }),
  ),
  tool(
    'my-timesheet',
    'get_my_timesheet',
    'The asker’s weekly timesheet (Monday to Sunday) of the week a day falls in: its hours and status.',
    z.object({ date: day('Any day of the week asked; for “last week”, a day of last week') }),
    ({ date }) => ({ kind: 'my-timesheet', date }),
  ),
  tool(
    'timesheets-to-approve',
    'list_timesheets_to_approve',
    'Weekly timesheets waiting for the asker’s approval.',
    noArguments,
    () => ({ kind: 'timesheets-to-approve' }),
  ),
  tool(
    'timesheets-not-submitted',
    'list_timesheets_not_submitted',
    'The people (of those the asker approves) who have not submitted the timesheet of the week a day falls in.',
    z.object({ date: day('Any day of the week asked; for “last week”, a day of last week') }),
    ({ date }) => ({ kind: 'timesheets-not-submitted', date }),
  ),
  tool(
    'my-record',
    'get_my_record',
    'One fact of the asker’s own employee record as My Profile shows it.',
    z.object({
      field: z.enum([
        'shift',
        'department',
        'designation',
        'joining-date',
        'appraisal',
        'leave-eligibility',
        'employee-code',
        'bank',
        'personal',
      ]),
    }),
    ({ field }) => ({ kind: 'my-record', field }),
  ),
  tool('my-projects', 'list_my_projects', 'The projects the asker can see.', noArguments, () => ({
    kind: 'my-projects',
  })),
  tool('my-todos', 'list_my_todos', 'The asker’s open to-dos and their projects.', noArguments, () => ({
    kind: 'my-todos',
  })),
  tool(
    'project-hours',
    'get_project_hours',
    'The time spent on one project over a period.',
    ordered(z.object({ ...projectName.shape, ...periodFields })),
    ({ project, ...range }) => ({ kind: 'project-hours', project, range: rangeOf(range) }),
  ),
  tool('project-manager', 'get_project_manager', 'Who manages one project.', projectName, ({ project }) => ({
    kind: 'project-manager',
    project,
  })),
  tool(
    'project-dates',
    'get_project_dates',
    'When one project started and is due, and its status.',
    projectName,
    ({ project }) => ({ kind: 'project-dates', project }),
  ),
  tool(
    'project-team-hours',
    'get_project_team_hours',
    'Each team member’s time on one project over a period, and the total (administrators).',
    ordered(z.object({ ...projectName.shape, ...periodFields })),
    ({ project, ...range }) => ({ kind: 'project-team-hours', project, range: rangeOf(range) }),
  ),
  tool(
    'project-todos',
    'list_project_todos',
    'One project’s to-dos (or every visible project’s) with their status and members, or only those not started yet.',
    z.object({
      project: projectName.shape.project
        .optional()
        .describe('The project’s name; leave out for every project'),
      status: z.enum(['all', 'not-started', 'in-progress']),
    }),
    ({ project, status }) => ({ kind: 'project-todos', project: project ?? null, status }),
  ),
  tool(
    'birthdays',
    'list_birthdays',
    'Whose birthday falls within a period (administrators).',
    period,
    (args) => ({
      kind: 'birthdays',
      range: rangeOf(args),
    }),
  ),
  tool(
    'on-leave',
    'list_people_on_leave',
    'Who is on approved leave on one day (administrators).',
    oneDay,
    ({ date }) => ({
      kind: 'on-leave',
      date,
    }),
  ),
  tool(
    'attendance-missing',
    'list_missing_attendance',
    'Who has not marked attendance on one day (administrators).',
    oneDay,
    ({ date }) => ({ kind: 'attendance-missing', date }),
  ),
  tool(
    'pending-approvals',
    'list_leaves_for_my_approval',
    'The pending leave applications waiting for the asker’s decision.',
    noArguments,
    () => ({ kind: 'pending-approvals' }),
  ),
  tool(
    'all-pending-leaves',
    'list_all_pending_leaves',
    'Every pending leave application of the organisation (administrators).',
    noArguments,
    () => ({ kind: 'all-pending-leaves' }),
  ),
  tool(
    'headcount',
    'get_headcount',
    'How many active employees the organisation has (administrators).',
    noArguments,
    () => ({
      kind: 'headcount',
    }),
  ),
  tool(
    'appraisals-due',
    'list_appraisals_due',
    'Whose next appraisal falls within a period from today on (administrators).',
    period,
    (args) => ({ kind: 'appraisals-due', range: rangeOf(args) }),
  ),
  tool(
    'shift-members',
    'list_shift_members',
    'The active people on one shift (administrators).',
    z.object({ shift: z.string().min(1).describe('The shift’s name as the asker wrote it') }),
    ({ shift }) => ({ kind: 'shift-members', shift }),
  ),
  tool(
    'department-members',
    'list_department_members',
    'The active people of one department (administrators).',
    z.object({ department: z.string().min(1).describe('The department’s name as the asker wrote it') }),
    ({ department }) => ({ kind: 'department-members', department }),
  ),
  tool(
    'hours-ranking',
    'rank_tracked_hours',
    'Who tracked the most or the least time over a period (administrators).',
    ordered(z.object({ order: z.enum(['most', 'least']), ...periodFields })),
    ({ order, ...range }) => ({ kind: 'hours-ranking', order, range: rangeOf(range) }),
  ),
  tool(
    'leave-ranking',
    'rank_leave_taken',
    'Who took the most or the least leave over a period (administrators).',
    ordered(z.object({ order: z.enum(['most', 'least']), ...periodFields })),
    ({ order, ...range }) => ({ kind: 'leave-ranking', order, range: rangeOf(range) }),
  ),
  tool(
    'marked-absent',
    'list_marked_absent_days',
    'Days marked Absent over a period: the asker’s own, or everyone’s (administrators).',
    ordered(z.object({ whose: z.enum(['mine', 'everyone']), ...periodFields })),
    ({ whose, ...range }) => ({ kind: 'marked-absent', whose, range: rangeOf(range) }),
  ),
  tool(
    'leaves-in-range',
    'list_leaves_in_period',
    'Leave applications that touch a period: everyone’s for an administrator, else the asker’s own.',
    period,
    (args) => ({ kind: 'leaves-in-range', range: rangeOf(args) }),
  ),
  tool(
    'projects-over-budget',
    'list_projects_over_budget',
    'The visible projects whose consumed hours or cost passed their estimate.',
    noArguments,
    () => ({ kind: 'projects-over-budget' }),
  ),
  tool(
    'project-budget',
    'get_project_budget',
    'One project’s consumed budget and hours against its estimates, and its status.',
    projectName,
    ({ project }) => ({ kind: 'project-budget', project }),
  ),
  tool(
    'policy-acknowledgements',
    'list_policy_not_acknowledged',
    'Who has not acknowledged the current version of one policy (administrators).',
    z.object({ policy: z.string().min(1).describe('The policy’s name as the asker wrote it') }),
    ({ policy }) => ({ kind: 'policy-acknowledgements', policy }),
  ),
  tool(
    'news',
    'list_news',
    'The latest published news of the organisation, or (administrators) the drafts not published yet.',
    z.object({ drafts: z.boolean().describe('true: the drafts not published yet') }),
    ({ drafts }) => ({ kind: 'news', drafts }),
  ),
  tool('policy-list', 'list_policies', 'The organisation’s policies, by name.', noArguments, () => ({
    kind: 'policy-list',
  })),
  tool(
    'my-acknowledgements',
    'list_my_policies_to_acknowledge',
    'The policies the asker has still to acknowledge.',
    noArguments,
    () => ({ kind: 'my-acknowledgements' }),
  ),
  tool(
    'about-person',
    'get_person_info',
    'Another person’s salary, leave, tracked activity, attendance, employment record (joining, department, appraisal) or personal details, where the asker may see them.',
    bothOrNeither(
      z.object({
        person: z.string().min(1).describe('The person’s name as the asker wrote it'),
        subject: z.enum(['salary', 'leave', 'activity', 'attendance', 'record', 'personal']),
        ...optionalPeriodFields('for the usual one (today, the latest slip)'),
      }),
    ),
    ({ person, subject, ...range }) => ({
      kind: 'about-person',
      person,
      subject,
      range: optionalRangeOf(range),
    }),
  ),
  tool(
    'policy',
    'search_policies',
    'Search the organisation’s policies (leave, remote work, conduct…) and quote the passages that answer.',
    z.object({ query: z.string().min(1).describe('What to look for, in the asker’s words') }),
    ({ query }) => ({ kind: 'policy', query }),
  ),
];

const TOOLS_BY_NAME = new Map(ASSISTANT_TOOLS.map((entry) => [entry.name, entry]));

// The `tools` of a chat completion request. The arguments' JSON schema is the input side of each zod
// schema (refinements such as "a day that exists" are checked when the call comes back).
export const ASSISTANT_TOOL_DEFINITIONS = ASSISTANT_TOOLS.map(({ name, description, parameters }) => {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(parameters, { io: 'input' });
  return { type: 'function' as const, function: { name, description, parameters: schema } };
});

export type AssistantToolDefinition = (typeof ASSISTANT_TOOL_DEFINITIONS)[number];

// The intent a model's tool call asks for, or null when it names no tool, its arguments are not JSON
// or do not fit the tool's schema: a model's output is untrusted, so this never throws.
export const intentOfToolCall = (call: { name: string; arguments: string }): Intent | null => {
  const chosen = TOOLS_BY_NAME.get(call.name);
  if (!chosen) return null;
  try {
    // Some servers send no arguments at all for a tool that takes none.
    return chosen.intentOf(JSON.parse(call.arguments.trim() === '' ? '{}' : call.arguments));
  } catch {
    return null;
  }
};
