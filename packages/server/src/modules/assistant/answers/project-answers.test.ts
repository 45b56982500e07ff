import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { describe, expect, it, onTestFinished } from 'vitest';
import { authFor, signUpOtherOrganization, useReadOnlyTestApp } from '../../../test-support/test-app';
import { getReport } from '../../activity/activity.service';
import { findProjectChoices } from '../../projects/projects.service';
import type { Intent } from '../assistant-intent';
import { answerMyProjects, answerMyTodos, answerProjectHours, answerProjectManager } from './project-answers';

const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ADMIN = 'admin@demo.pulse';
const EMPLOYEE = 'employee@demo.pulse';
const THIS_WEEK = { from: '2026-03-02', to: '2026-03-08' };
const LAST_WEEK = { from: '2026-02-23', to: '2026-03-01' };

const contextOf = async (email: string) => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now: testApp.clock.now() };
};

const projectId = async (name: string) => {
  const { auth } = await authFor(testApp, ADMIN);
  const project = (await findProjectChoices(testApp, auth)).find((choice) => choice.name === name);
  if (!project) throw new Error(`no demo project ${name}`);
  return project.id;
};

const hoursIntent = (project: string, range = LAST_WEEK): Extract<Intent, { kind: 'project-hours' }> => ({
  kind: 'project-hours',
  project,
  range,
});

describe('my projects', () => {
  it('lists the projects whose team the employee is in, and says which they manage', async () => {
    const answer = await answerMyProjects(await contextOf(EMPLOYEE));
    expect(answer.text).toBe(
      'You are on 2 projects:\n• Customer Portal Redesign (In Progress)\n• Pulse Mobile App (In Progress), managed by you',
    );
    expect(answer.links).toEqual([{ label: 'Projects', href: '/dashboard/projects' }]);
  });

  it("gives an administrator the organisation's projects with their status, the open ones first", async () => {
    const { text } = await answerMyProjects(await contextOf(ADMIN));
    expect(text).toMatch(/^Your organisation has 6 projects; 5 not completed:\n/);
    expect(text).toContain('• Sales CRM Integration (To be Started)');
    expect(text).toContain('• Data Warehouse Migration (On Hold)');
    expect(text.split('\n').at(-1)).toBe('• HR Onboarding Portal (Completed)');
  });
});

describe('my to-dos', () => {
  it('lists the open to-dos assigned to the employee with their project', async () => {
    const answer = await answerMyTodos(await contextOf(EMPLOYEE));
    expect(answer.text).toBe(
      [
        'You have 3 open to-dos:',
        '• Usage dashboard charts — Customer Portal Redesign (In Progress)',
        '• Biometric sign-in — Pulse Mobile App (In Progress)',
        '• Offline sync of tracked time — Pulse Mobile App (In Progress)',
      ].join('\n'),
    );
    expect(answer.links).toEqual([{ label: 'ToDo', href: '/dashboard/todos' }]);
  });

  it('says so when nothing is assigned', async () => {
    expect((await answerMyTodos(await contextOf(ADMIN))).text).toBe(
      'You have no open to-dos assigned to you.',
    );
  });
});

describe('hours on a project', () => {
  it.each([
    'Pulse Mobile App',
    'pulse mobile',
    'the mobile app project',
    'Pulse Mobil App',
    "pulse mobile app's",
  ])('finds "%s" and gives the time the Reports page shows for it', async (asked) => {
    const mobileAppId = await projectId('Pulse Mobile App');
    const { auth: adminAuth } = await authFor(testApp, ADMIN);
    const { auth } = await authFor(testApp, EMPLOYEE);
    const report = await getReport(testApp, adminAuth, {
      startDate: LAST_WEEK.from,
      endDate: LAST_WEEK.to,
      employeeId: auth.employeeId,
      projectId: mobileAppId,
    });
    const total = report.grandTotal;
    expect(total.actualWorkMinutes).toBeGreaterThan(0);

    const answer = await answerProjectHours(await contextOf(EMPLOYEE), hoursIntent(asked));
    expect(answer.text).toBe(
      `You spent ${formatDurationInProse(total.actualWorkMinutes + total.manualMinutes)} on Pulse Mobile App from 23 February 2026 to 1 March 2026: ${formatDurationInProse(total.hoursWorkedMinutes)} tracked, ${formatDurationInProse(total.idleMinutes)} idle and ${formatDurationInProse(total.actualWorkMinutes)} actual work.`,
    );
    expect(answer.links).toEqual([
      { label: 'Pulse Mobile App to-dos', href: `/dashboard/todos/${mobileAppId}` },
    ]);
  });

  it('says "so far" for a range that runs past today and links Reports for an administrator', async () => {
    const employeeAnswer = await answerProjectHours(
      await contextOf(EMPLOYEE),
      hoursIntent('customer portal', THIS_WEEK),
    );
    expect(employeeAnswer.text).toMatch(
      /^You spent \d+:\d\d h on Customer Portal Redesign from 2 March 2026 to 8 March 2026 so far: /,
    );
    const adminAnswer = await answerProjectHours(await contextOf(ADMIN), hoursIntent('Design System'));
    expect(adminAnswer.text).toBe(
      'You spent no time on Design System from 23 February 2026 to 1 March 2026.',
    );
    expect(adminAnswer.links[0]).toEqual({ label: 'Reports', href: '/dashboard/reports' });
  });

  it.each(['Design System', 'Apollo'])(
    'answers the same for a project outside the employee’s teams and for none at all: %s',
    async (asked) => {
      const answer = await answerProjectHours(await contextOf(EMPLOYEE), hoursIntent(asked));
      expect(answer.text).toBe(`Sorry, I could not find a project called ${asked} among your projects.`);
      expect(answer.links).toEqual([{ label: 'Projects', href: '/dashboard/projects' }]);
    },
  );

  it('asks which project when the name fits several', async () => {
    const { text } = await answerProjectHours(await contextOf(ADMIN), hoursIntent('portal'));
    expect(text).toBe(
      'More than one of your projects matches portal:\n• Customer Portal Redesign\n• HR Onboarding Portal\nWhich one do you mean?',
    );
  });

  it("finds nothing of the demo's projects for another organisation's administrator", async () => {
    onTestFinished(testApp.reset);
    const other = await signUpOtherOrganization(testApp);
    const context = await contextOf(other.email);
    const hours = await answerProjectHours(context, hoursIntent('Pulse Mobile App'));
    const manager = await answerProjectManager(context, {
      kind: 'project-manager',
      project: 'Pulse Mobile App',
    });
    for (const answer of [hours, manager])
      expect(answer.text).toBe(
        'Sorry, I could not find a project called Pulse Mobile App among your projects.',
      );
    expect((await answerMyProjects(context)).text).toBe('Your organisation has no projects yet.');
  });
});

describe('project manager', () => {
  it.each([
    ['pulse mobile app', 'The manager of Pulse Mobile App is Rahul Mehta (you).'],
    ['Customer Portal', 'The manager of Customer Portal Redesign is Arjun Rao.'],
  ])('names the managers of %s for a team member, linking its to-dos', async (asked, expected) => {
    const answer = await answerProjectManager(await contextOf(EMPLOYEE), {
      kind: 'project-manager',
      project: asked,
    });
    expect(answer.text).toBe(expected);
    expect(answer.links[0]?.href).toMatch(/^\/dashboard\/todos\/[0-9a-f-]{36}$/);
  });

  it('links the project form for an administrator', async () => {
    const answer = await answerProjectManager(await contextOf(ADMIN), {
      kind: 'project-manager',
      project: 'Data Warehouse',
    });
    expect(answer.text).toBe('The manager of Data Warehouse Migration is Karan Malhotra.');
    expect(answer.links).toEqual([
      {
        label: 'Data Warehouse Migration',
        href: `/dashboard/add-project/${await projectId('Data Warehouse Migration')}`,
      },
    ]);
  });

  it('does not name the manager of a project outside the employee’s teams', async () => {
    const { text } = await answerProjectManager(await contextOf(EMPLOYEE), {
      kind: 'project-manager',
      project: 'Data Warehouse Migration',
    });
    expect(text).toBe(
      'Sorry, I could not find a project called Data Warehouse Migration among your projects.',
    );
    expect(text).not.toContain('Karan');
  });
});
