import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { PROJECT_STATUS, TODO_STATUS, type TodoStatus } from '@pulse/shared/domain/project-status';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { employees, projectMemberRates, projectMembers, projects, todoMembers, todos } from '../schema/index';

// Six projects, one in every status and one over its estimates, with teams, hourly rates (one raised a
// week ago: its earlier time keeps the old cost), estimates and to-dos in every status. The demo's 14
// days of history are attributed to them (demo-activity.ts asks `selectionOf` which project and to-do
// an employee worked on each day), so the Project List opens with real consumed figures.

type DemoMember = { employee: number; rate: number; isManager?: boolean; rateBefore?: number };
type DemoTodo = { name: string; status: TodoStatus; members: number[] };
type DemoProject = {
  name: string;
  description: string;
  status: number;
  // Days from today.
  start: number;
  end: number;
  estimatedHours: number;
  estimatedBudget: number;
  timesheetInterval: number;
  team: DemoMember[];
  todos: DemoTodo[];
  // The history days (0 = 13 days ago … 13 = today) whose time goes to this project.
  trackedDays: [number, number];
};

const { notYetStarted, inProgress, completed } = TODO_STATUS;

// Employee numbers as in demo.ts: 1 Asha Verma (admin), 2 Rahul Mehta (the demo employee), …
export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Pulse Mobile App',
    description: 'Native iOS and Android apps for time tracking, leave requests and notifications.',
    status: PROJECT_STATUS.inProgress,
    start: -60,
    end: 90,
    estimatedHours: 1200,
    estimatedBudget: 1_400_000,
    timesheetInterval: 1,
    team: [
      { employee: 2, rate: 1250, isManager: true },
      { employee: 3, rate: 1100 },
      { employee: 4, rate: 1000 },
      { employee: 11, rate: 900 },
    ],
    todos: [
      { name: 'Offline sync of tracked time', status: inProgress, members: [2, 3] },
      { name: 'Push notifications for leave approvals', status: completed, members: [4] },
      { name: 'App store screenshots', status: notYetStarted, members: [11] },
      { name: 'Biometric sign-in', status: inProgress, members: [2] },
    ],
    trackedDays: [0, 13],
  },
  {
    name: 'Customer Portal Redesign',
    description: 'A new self-service portal for enterprise customers, with SSO and usage dashboards.',
    status: PROJECT_STATUS.inProgress,
    start: -45,
    end: 20,
    // Over both estimates: the list shows these figures in red.
    estimatedHours: 180,
    estimatedBudget: 150_000,
    timesheetInterval: 2,
    team: [
      { employee: 6, rate: 1200, isManager: true, rateBefore: 1000 },
      { employee: 7, rate: 950 },
      { employee: 12, rate: 900 },
      { employee: 13, rate: 850 },
      { employee: 2, rate: 1250 },
    ],
    todos: [
      { name: 'Single sign-on with SAML', status: completed, members: [6, 7] },
      { name: 'Usage dashboard charts', status: inProgress, members: [7, 12, 2] },
      { name: 'Accessibility review', status: notYetStarted, members: [13] },
    ],
    trackedDays: [0, 13],
  },
  {
    name: 'Data Warehouse Migration',
    description: 'Move reporting from the legacy warehouse to PostgreSQL with nightly loads.',
    status: PROJECT_STATUS.onHold,
    start: -30,
    end: 60,
    estimatedHours: 400,
    estimatedBudget: 420_000,
    timesheetInterval: 3,
    team: [
      { employee: 8, rate: 1150, isManager: true },
      { employee: 9, rate: 1000 },
      { employee: 10, rate: 1000 },
    ],
    todos: [
      { name: 'Schema mapping', status: completed, members: [8, 9] },
      { name: 'Nightly load jobs', status: inProgress, members: [10] },
      { name: 'Cut-over plan', status: notYetStarted, members: [8] },
    ],
    // Put on hold a week ago.
    trackedDays: [0, 6],
  },
  {
    name: 'Sales CRM Integration',
    description: 'Sync leads and accounts between the CRM and the billing system.',
    status: PROJECT_STATUS.toBeStarted,
    start: 14,
    end: 120,
    estimatedHours: 320,
    estimatedBudget: 300_000,
    timesheetInterval: 1,
    team: [
      { employee: 15, rate: 800, isManager: true },
      { employee: 16, rate: 750 },
      { employee: 25, rate: 1000 },
    ],
    todos: [
      { name: 'Field mapping workshop', status: notYetStarted, members: [15, 16] },
      { name: 'API credentials', status: notYetStarted, members: [25] },
    ],
    trackedDays: [14, 14],
  },
  {
    name: 'HR Onboarding Portal',
    description: 'Checklists, document collection and welcome mails for new joiners.',
    status: PROJECT_STATUS.completed,
    start: -90,
    end: -5,
    estimatedHours: 240,
    estimatedBudget: 200_000,
    timesheetInterval: 2,
    team: [
      { employee: 21, rate: 850, isManager: true },
      { employee: 22, rate: 700 },
      { employee: 23, rate: 700 },
    ],
    todos: [
      { name: 'Document checklist', status: completed, members: [21, 22] },
      { name: 'Welcome mail templates', status: completed, members: [23] },
    ],
    // Finished five days ago.
    trackedDays: [0, 8],
  },
  {
    name: 'Design System',
    description: 'One component library and token set for every Pulse screen.',
    status: PROJECT_STATUS.inProgress,
    start: -20,
    end: 45,
    estimatedHours: 500,
    estimatedBudget: 450_000,
    timesheetInterval: 3,
    team: [
      { employee: 14, rate: 1000, isManager: true },
      { employee: 26, rate: 900 },
      { employee: 5, rate: 950 },
    ],
    todos: [
      { name: 'Colour and spacing tokens', status: completed, members: [14, 26] },
      { name: 'Data table component', status: inProgress, members: [5, 14] },
      { name: 'Documentation site', status: notYetStarted, members: [26] },
    ],
    trackedDays: [4, 13],
  },
];

export type DemoSelection = { projectId: string; todoId: string | null };
// Which project and to-do an employee's tracker had selected on a history day (index 0–13).
export type DemoSelectionOf = (employeeId: string, dayIndex: number) => DemoSelection | null;

export const seedDemoProjects = async (
  tx: Transaction,
  input: { organizationId: string; timeZone: string; now: Date },
): Promise<{ projectIds: string[]; selectionOf: DemoSelectionOf }> => {
  const { organizationId, timeZone, now } = input;
  const today = todayIn(timeZone, now);
  const numbers = [
    ...new Set(DEMO_PROJECTS.flatMap((project) => project.team.map((member) => member.employee))),
  ];
  const people = await tx
    .select({ id: employees.id, number: employees.employeeNumber })
    .from(employees)
    .where(and(eq(employees.organizationId, organizationId), inArray(employees.employeeNumber, numbers)));
  const idOf = (number: number) => {
    const person = people.find((row) => row.number === number);
    if (!person) throw new Error(`demo employee ${number} missing`);
    return person.id;
  };

  // Per employee, per history day: the candidates (project, its to-dos for them).
  const candidates = new Map<string, { dayRange: [number, number]; selections: DemoSelection[] }[]>();
  const projectIds: string[] = [];
  for (const project of DEMO_PROJECTS) {
    const startDate = addDays(today, project.start);
    const [row] = await tx
      .insert(projects)
      .values({
        organizationId,
        name: project.name,
        description: project.description,
        startDate,
        endDate: addDays(today, project.end),
        status: project.status,
        estimatedBudget: project.estimatedBudget,
        estimatedHours: project.estimatedHours,
        timesheetInterval: project.timesheetInterval,
        createdAt: new Date(`${startDate}T04:00:00Z`),
        updatedAt: now,
      })
      .returning({ id: projects.id });
    if (!row) throw new Error('demo project insert returned nothing');
    projectIds.push(row.id);
    await tx.insert(projectMembers).values(
      project.team.map((member) => ({
        organizationId,
        projectId: row.id,
        employeeId: idOf(member.employee),
        isManager: member.isManager ?? false,
        hourlyRate: member.rate,
      })),
    );
    const weekAgo = new Date(`${addDays(today, -7)}T00:00:00Z`);
    await tx.insert(projectMemberRates).values(
      project.team.flatMap((member) => {
        const first = { organizationId, projectId: row.id, employeeId: idOf(member.employee) };
        const from = new Date(`${startDate}T00:00:00Z`);
        return member.rateBefore === undefined
          ? [{ ...first, hourlyRate: member.rate, effectiveFrom: from }]
          : [
              { ...first, hourlyRate: member.rateBefore, effectiveFrom: from },
              { ...first, hourlyRate: member.rate, effectiveFrom: weekAgo },
            ];
      }),
    );
    for (const todo of project.todos) {
      const [todoRow] = await tx
        .insert(todos)
        .values({
          organizationId,
          projectId: row.id,
          name: todo.name,
          status: todo.status,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: todos.id });
      if (!todoRow) throw new Error('demo to-do insert returned nothing');
      await tx
        .insert(todoMembers)
        .values(
          todo.members.map((number) => ({ organizationId, todoId: todoRow.id, employeeId: idOf(number) })),
        );
    }
    const todoRows = await tx
      .select({ id: todos.id, name: todos.name })
      .from(todos)
      .where(and(eq(todos.organizationId, organizationId), eq(todos.projectId, row.id)));
    for (const member of project.team) {
      const employeeId = idOf(member.employee);
      // Time goes to the member's started to-dos (not Not Yet Started ones), or to the project alone.
      const started = project.todos.filter(
        (todo) => todo.status !== notYetStarted && todo.members.includes(member.employee),
      );
      const selections: DemoSelection[] = [
        ...started.map((todo) => ({
          projectId: row.id,
          todoId: todoRows.find((todoRow) => todoRow.name === todo.name)?.id ?? null,
        })),
        { projectId: row.id, todoId: null },
      ];
      candidates.set(employeeId, [
        ...(candidates.get(employeeId) ?? []),
        { dayRange: project.trackedDays, selections },
      ]);
    }
  }

  // Someone on two projects alternates between them day by day; within a project, between its to-dos.
  const selectionOf: DemoSelectionOf = (employeeId, dayIndex) => {
    const open = (candidates.get(employeeId) ?? []).filter(
      ({ dayRange }) => dayIndex >= dayRange[0] && dayIndex <= dayRange[1],
    );
    const project = open[dayIndex % Math.max(open.length, 1)];
    if (!project) return null;
    return project.selections[dayIndex % project.selections.length] ?? null;
  };
  return { projectIds, selectionOf };
};
