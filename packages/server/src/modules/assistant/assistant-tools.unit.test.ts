import { describe, expect, it } from 'vitest';
import { INTENT_KINDS } from '../../test-support/intent-kinds';
import type { Intent, IntentKind } from './assistant-intent';
import { ASSISTANT_TOOL_DEFINITIONS, ASSISTANT_TOOLS, intentOfToolCall } from './assistant-tools';

// The tools a language model may call: one per kind of intent that looks something up (so a new kind
// fails here until it has a tool), and a call turned into an intent only when it fits its schema.

const WITHOUT_TOOL: IntentKind[] = ['greeting', 'help', 'thanks', 'role-play', 'unknown'];
const WEEK = { from: '2026-11-16', to: '2026-11-22' };

describe('the tools', () => {
  it.each(INTENT_KINDS.filter((kind) => !WITHOUT_TOOL.includes(kind)))('%s has exactly one tool', (kind) => {
    expect(ASSISTANT_TOOLS.filter((tool) => tool.kind === kind)).toHaveLength(1);
  });

  it('offers none for small talk, role-play or unknown', () => {
    expect(ASSISTANT_TOOLS.filter((tool) => WITHOUT_TOOL.includes(tool.kind))).toEqual([]);
  });

  it('names each tool once, in snake_case, with a description and an object of arguments', () => {
    const names = ASSISTANT_TOOL_DEFINITIONS.map((definition) => definition.function.name);
    expect(new Set(names).size).toBe(names.length);
    for (const { type, function: definition } of ASSISTANT_TOOL_DEFINITIONS) {
      expect(type).toBe('function');
      expect(definition.name).toMatch(/^[a-z]+(_[a-z]+)*$/);
      expect(definition.description.length).toBeGreaterThan(10);
      expect(definition.parameters).toMatchObject({ type: 'object' });
      expect(definition.parameters).not.toHaveProperty('$schema');
    }
  });

  it('describes a period as two required days', () => {
    const hours = ASSISTANT_TOOL_DEFINITIONS.find(
      ({ function: { name } }) => name === 'get_my_tracked_hours',
    );
    expect(hours?.function.parameters).toMatchObject({
      properties: { from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, to: { type: 'string' } },
      required: ['from', 'to'],
    });
  });
});

// One valid call of every tool and the intent it asks for.
const VALID_CALLS: [string, unknown, Intent][] = [
  ['get_leave_balance', {}, { kind: 'leave-balance' }],
  [
    'list_my_leave_applications',
    { status: 'all', ...WEEK },
    { kind: 'leave-applications', status: 'all', range: WEEK },
  ],
  ['link_to_apply_leave', {}, { kind: 'apply-leave', range: null }],
  ['get_next_holiday', {}, { kind: 'next-holiday' }],
  ['list_holidays', WEEK, { kind: 'holidays', range: WEEK }],
  ['check_holiday', { date: '2026-12-25' }, { kind: 'is-holiday', date: '2026-12-25' }],
  ['get_my_attendance', WEEK, { kind: 'attendance', range: WEEK }],
  ['get_my_tracked_hours', WEEK, { kind: 'hours-tracked', range: WEEK }],
  ['get_my_salary_slip', { month: '2026-01' }, { kind: 'own-salary', month: { year: 2026, month: 1 } }],
  ['list_my_manual_time_requests', {}, { kind: 'my-manual-time' }],
  ['get_my_record', { field: 'joining-date' }, { kind: 'my-record', field: 'joining-date' }],
  ['list_my_projects', {}, { kind: 'my-projects' }],
  ['list_my_todos', {}, { kind: 'my-todos' }],
  [
    'get_project_hours',
    { project: 'Apollo', ...WEEK },
    { kind: 'project-hours', project: 'Apollo', range: WEEK },
  ],
  ['get_project_manager', { project: 'Apollo' }, { kind: 'project-manager', project: 'Apollo' }],
  ['get_project_dates', { project: 'Apollo' }, { kind: 'project-dates', project: 'Apollo' }],
  [
    'get_project_team_hours',
    { project: 'Apollo', ...WEEK },
    { kind: 'project-team-hours', project: 'Apollo', range: WEEK },
  ],
  [
    'list_project_todos',
    { project: 'Apollo', status: 'not-started' },
    { kind: 'project-todos', project: 'Apollo', status: 'not-started' },
  ],
  ['list_my_policies_to_acknowledge', {}, { kind: 'my-acknowledgements' }],
  ['get_project_budget', { project: 'Apollo' }, { kind: 'project-budget', project: 'Apollo' }],
  ['list_policies', {}, { kind: 'policy-list' }],
  ['list_news', { drafts: false }, { kind: 'news', drafts: false }],
  ['list_manual_time_to_decide', {}, { kind: 'manual-time-to-decide' }],
  ['get_my_timesheet', { date: '2026-11-18' }, { kind: 'my-timesheet', date: '2026-11-18' }],
  ['list_timesheets_to_approve', {}, { kind: 'timesheets-to-approve' }],
  [
    'list_timesheets_not_submitted',
    { date: '2026-11-16' },
    { kind: 'timesheets-not-submitted', date: '2026-11-16' },
  ],
  ['list_shift_members', { shift: 'Night' }, { kind: 'shift-members', shift: 'Night' }],
  ['rank_leave_taken', { order: 'most', ...WEEK }, { kind: 'leave-ranking', order: 'most', range: WEEK }],
  [
    'list_policy_not_acknowledged',
    { policy: 'Code of Conduct' },
    { kind: 'policy-acknowledgements', policy: 'Code of Conduct' },
  ],
  ['list_birthdays', WEEK, { kind: 'birthdays', range: WEEK }],
  ['list_people_on_leave', { date: '2026-11-23' }, { kind: 'on-leave', date: '2026-11-23' }],
  ['list_missing_attendance', { date: '2026-11-23' }, { kind: 'attendance-missing', date: '2026-11-23' }],
  ['list_leaves_for_my_approval', {}, { kind: 'pending-approvals' }],
  ['list_all_pending_leaves', {}, { kind: 'all-pending-leaves' }],
  ['get_headcount', {}, { kind: 'headcount' }],
  ['list_appraisals_due', WEEK, { kind: 'appraisals-due', range: WEEK }],
  ['list_department_members', { department: 'Design' }, { kind: 'department-members', department: 'Design' }],
  ['rank_tracked_hours', { order: 'least', ...WEEK }, { kind: 'hours-ranking', order: 'least', range: WEEK }],
  [
    'list_marked_absent_days',
    { whose: 'everyone', ...WEEK },
    { kind: 'marked-absent', whose: 'everyone', range: WEEK },
  ],
  [
    'get_earliest_or_latest_attendance',
    { whose: 'everyone', edge: 'first-in', ...WEEK },
    { kind: 'attendance-edge', whose: 'everyone', edge: 'first-in', range: WEEK },
  ],
  [
    'list_manual_time_requests',
    { status: 'denied', person: 'Sneha' },
    { kind: 'manual-time-requests', status: 'denied', person: 'Sneha', range: null },
  ],
  [
    'list_salary_sheet_months',
    { whose: 'organisation', year: 2026 },
    { kind: 'salary-sheet-months', whose: 'organisation', year: 2026 },
  ],
  [
    'list_appraisals_done',
    { onlyPromotions: true },
    { kind: 'appraisals-done', onlyPromotions: true, range: null },
  ],
  ['list_top_apps', WEEK, { kind: 'top-apps', person: null, range: WEEK }],
  ['list_leaves_in_period', WEEK, { kind: 'leaves-in-range', range: WEEK }],
  ['list_projects_over_budget', {}, { kind: 'projects-over-budget' }],
  [
    'get_person_info',
    { person: 'Priya', subject: 'activity', ...WEEK },
    { kind: 'about-person', person: 'Priya', subject: 'activity', range: WEEK },
  ],
  ['search_policies', { query: 'remote work days' }, { kind: 'policy', query: 'remote work days' }],
];

describe('a tool call', () => {
  it('has a valid example for every tool here', () => {
    expect(VALID_CALLS.map(([name]) => name).sort()).toEqual(ASSISTANT_TOOLS.map(({ name }) => name).sort());
  });

  it.each(VALID_CALLS)('%s %j asks for its intent', (name, args, intent) => {
    expect(intentOfToolCall({ name, arguments: JSON.stringify(args) })).toEqual(intent);
  });

  it.each([
    ['a tool without arguments, sent none', 'get_leave_balance', '', { kind: 'leave-balance' }],
    [
      'an optional period left out',
      'get_person_info',
      '{"person":"Priya","subject":"salary"}',
      {
        kind: 'about-person',
        person: 'Priya',
        subject: 'salary',
        range: null,
      },
    ],
    ['the latest slip', 'get_my_salary_slip', '{}', { kind: 'own-salary' }],
    [
      'an argument it does not know, ignored',
      'get_headcount',
      '{"department":"Sales"}',
      { kind: 'headcount' },
    ],
  ])('%s', (_case, name, args, intent) => {
    expect(intentOfToolCall({ name, arguments: args })).toEqual(intent);
  });

  it.each([
    ['an unknown tool', 'get_everyones_salaries', '{}'],
    ['a tool by its intent kind', 'hours-tracked', JSON.stringify(WEEK)],
    ['a missing field', 'get_my_tracked_hours', '{"from":"2026-11-16"}'],
    ['a missing name', 'get_person_info', '{"subject":"salary"}'],
    ['a date in words', 'get_my_tracked_hours', '{"from":"last monday","to":"2026-11-22"}'],
    ['a day that does not exist', 'check_holiday', '{"date":"2026-02-30"}'],
    ['a day in another format', 'check_holiday', '{"date":"25/12/2026"}'],
    ['a period that ends before it starts', 'list_holidays', '{"from":"2026-12-31","to":"2026-01-01"}'],
    ['only one end of an optional period', 'link_to_apply_leave', '{"from":"2026-12-01"}'],
    ['a value outside the enum', 'get_person_info', '{"person":"Priya","subject":"password"}'],
    ['a month out of range', 'get_my_salary_slip', '{"month":"2026-13"}'],
    ['an empty project name', 'get_project_manager', '{"project":""}'],
    ['arguments that are not JSON', 'get_my_tracked_hours', '{from: 2026-11-16'],
    ['arguments that are not an object', 'get_leave_balance', 'null'],
  ])('refuses %s', (_case, name, args) => {
    expect(intentOfToolCall({ name, arguments: args })).toBeNull();
  });
});
