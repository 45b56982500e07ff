import { formatDurationInProse } from '@pulse/shared/domain/hours-minutes';
import { formatMoney } from '@pulse/shared/domain/number-format';
import { describe, expect, it, onTestFinished } from 'vitest';
import { authFor, signUpOtherOrganization, useReadOnlyTestApp } from '../../../test-support/test-app';
import { getTimeSheet } from '../../activity/activity.service';
import { findEmployees, getEmployee } from '../../employees/employees.service';
import { getLeaveSummary } from '../../leaves/leaves.service';
import { insertEmployees } from '../../organization/organization.repository';
import { getSalarySlip } from '../../payroll/salary-slips.service';
import type { Intent } from '../assistant-intent';
import { answerAboutPerson, answerBirthdays, answerOwnSalary } from './people-answers';

const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ADMIN = 'admin@demo.pulse';
const EMPLOYEE = 'employee@demo.pulse';
const TODAY = '2026-03-02';

type Subject = Extract<Intent, { kind: 'about-person' }>['subject'];

const contextOf = async (email: string) => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now: testApp.clock.now() };
};

const aboutPerson = async (email: string, person: string, subject: Subject) =>
  answerAboutPerson(await contextOf(email), { kind: 'about-person', person, subject, range: null });

// A demo person as the administrator's pages show them.
const demoPerson = async (name: string) => {
  const { auth } = await authFor(testApp, ADMIN);
  const [item] = (await findEmployees(testApp, auth, { search: name, searchBy: 'name' })).items;
  if (!item) throw new Error(`no demo employee ${name}`);
  return { item, auth, detail: await getEmployee(testApp, auth, item.id, 'show') };
};

const latestSlipFigures = async (name: string) => {
  const { item, auth } = await demoPerson(name);
  const slip = await getSalarySlip(testApp, auth, item.id, { year: 2026, month: 2 });
  return { net: formatMoney(slip.grossSalary, 'INR'), gross: formatMoney(slip.actualSalary, 'INR') };
};

describe('birthdays', () => {
  it.each([
    [
      { from: '2026-03-09', to: '2026-03-15' },
      'There are 2 birthdays from 9 March 2026 to 15 March 2026:\n• Priya Nair: Wednesday, 11 March 2026\n• Pooja Reddy: Sunday, 15 March 2026',
    ],
    [{ from: '2026-03-02', to: '2026-03-08' }, 'There are no birthdays from 2 March 2026 to 8 March 2026.'],
    [
      { from: '2026-03-11', to: '2026-03-11' },
      'There is 1 birthday on Wednesday, 11 March 2026:\n• Priya Nair: Wednesday, 11 March 2026',
    ],
    [
      { from: '2026-03-01', to: '2026-03-31' },
      'There are 2 birthdays in March 2026 (1 March to 31 March):\n• Priya Nair: Wednesday, 11 March 2026\n• Pooja Reddy: Sunday, 15 March 2026\nUpcoming Birthdays on the dashboard covers 2 March 2026 to 1 April 2026.',
    ],
  ])('gives an administrator the dashboard’s birthdays in %o', async (range, expected) => {
    const answer = await answerBirthdays(await contextOf(ADMIN), { kind: 'birthdays', range });
    expect(answer.text).toBe(expected);
    expect(answer.links).toEqual([{ label: 'Dashboard', href: '/dashboard' }]);
  });

  it('refuses an employee, who sees no birthdays in the portal', async () => {
    const answer = await answerBirthdays(await contextOf(EMPLOYEE), {
      kind: 'birthdays',
      range: { from: '2026-03-09', to: '2026-03-15' },
    });
    expect(answer.text).toMatch(/^Sorry, only administrators see the birthdays list\./);
    expect(answer.text).not.toContain('Priya');
    expect(answer.links).toEqual([]);
  });
});

describe('own salary', () => {
  it('gives the latest slip as the Payroll tab shows it', async () => {
    const { net, gross } = await latestSlipFigures('Rahul Mehta');
    expect(net).toBe('₹49,518.68');
    const answer = await answerOwnSalary(await contextOf(EMPLOYEE));
    expect(answer.text).toBe(
      `Your latest salary slip is for February 2026: Net Salary ${net} (Gross Salary ${gross}). Earnings (INR): Basic 30,650.00, HRA 12,260.00, GA 6,130.00, Other Allowance 12,260.00. Deductions (INR): ESI Employee (0.75%) 459.75, EPF Employee (12%) 3,678.00, Professional Tax 200.00, TDS 3,065.00, Leave Deduction 4,378.57. 2 leave days deducted. Working days 26 of 28.`,
    );
    expect(answer.links).toEqual([{ label: 'My Profile', href: '/dashboard/profile' }]);
  });

  it('says so when there is no slip', async () => {
    onTestFinished(testApp.reset);
    const other = await signUpOtherOrganization(testApp);
    const answer = await answerOwnSalary(await contextOf(other.email));
    expect(answer.text).toBe('You have no salary slips for 2026 or 2025 yet.');
  });
});

describe('an employee asking about someone else', () => {
  const subjects: [Subject, string][] = [
    ['salary', "Sorry, I can't share another employee's salary."],
    ['leave', "Sorry, I can't share another employee's leave."],
    ['activity', "Sorry, I can't share another employee's activity or tracked time."],
    ['personal', "Sorry, I can't share another employee's personal details."],
  ];

  it.each(subjects)(
    'refuses %s alike for a colleague and for no one, without the data',
    async (subject, start) => {
      const priya = await demoPerson('Priya Nair');
      const { net } = await latestSlipFigures('Priya Nair');
      const answers = await Promise.all(
        ['Priya Nair', 'priya', 'Zubin Nobody'].map((person) => aboutPerson(EMPLOYEE, person, subject)),
      );
      const [first] = answers;
      expect(first?.text.startsWith(start)).toBe(true);
      for (const answer of answers) {
        expect(answer).toEqual(first);
        expect(answer.links).toEqual([]);
        for (const secret of [
          priya.detail.contactNumber1,
          priya.detail.personalEmail,
          priya.detail.officialEmail,
          net,
          'Priya',
          '20',
        ])
          expect(answer.text).not.toContain(secret);
      }
    },
  );

  it("answers the asker's own name as their own data", async () => {
    const rahul = await demoPerson('Rahul Mehta');
    const { net } = await latestSlipFigures('Rahul Mehta');
    const salary = await aboutPerson(EMPLOYEE, "Rahul's", 'salary');
    expect(salary.text).toContain(`Your latest salary slip is for February 2026: Net Salary ${net}`);
    const personal = await aboutPerson(EMPLOYEE, 'Rahul Mehta', 'personal');
    expect(personal.text).toContain(`• Contact number: ${rahul.detail.contactNumber1}`);
    expect(personal.links).toEqual([{ label: 'My Profile', href: '/dashboard/profile' }]);
  });
});

describe('an administrator asking about someone', () => {
  it.each(['Priya Nair', 'priya', "Priya's", 'Priya Nayr'])(
    'finds "%s" and gives the Leaves Status numbers of the employee form',
    async (asked) => {
      const { item, auth } = await demoPerson('Priya Nair');
      const summary = await getLeaveSummary(testApp, auth, { employeeId: item.id });
      const answer = await aboutPerson(ADMIN, asked, 'leave');
      const [numbers, ...applications] = answer.text.split('\n');
      expect(numbers).toBe(
        `Priya Nair has ${summary.pending} leaves pending of ${summary.entitled} entitled this year; ${summary.taken} taken.`,
      );
      // Her applications of this year, as the administrator's Leaves list shows them.
      expect(applications[0]).toBe("Priya Nair's leave applications this year:");
      expect(applications.slice(1).every((line) => line.startsWith('• '))).toBe(true);
      expect(answer.links).toEqual([
        { label: 'Employee: Priya Nair', href: `/dashboard/add-employee/${item.id}` },
      ]);
    },
  );

  it("gives today's time sheet row, linked to that day's activity", async () => {
    const { item, auth } = await demoPerson('Rahul Mehta');
    const sheet = await getTimeSheet(testApp, auth, { date: TODAY, isActive: true, employeeId: item.id });
    const [row] = sheet.rows;
    if (!row) throw new Error('the demo history has time for Rahul Mehta today');
    const answer = await aboutPerson(ADMIN, 'Rahul Mehta', 'activity');
    expect(answer.text).toBe(
      `Rahul Mehta has tracked ${formatDurationInProse(row.hoursWorkedMinutes)} in total today (Monday, 2 March 2026): ${formatDurationInProse(row.idleMinutes)} idle and ${formatDurationInProse(row.actualWorkMinutes)} actual work.`,
    );
    expect(answer.links).toEqual([
      {
        label: 'Time Sheet Details',
        href: `/dashboard/time-sheet-details/${TODAY}/${item.employeeCode}/Rahul%20Mehta`,
      },
    ]);
  });

  it("gives the latest slip's net salary, linked to the employee page", async () => {
    const { item } = await demoPerson('Priya Nair');
    const { net, gross } = await latestSlipFigures('Priya Nair');
    const answer = await aboutPerson(ADMIN, 'priya nair', 'salary');
    expect(answer.text).toBe(
      `Priya Nair's latest salary slip is for February 2026: Net Salary ${net} (Gross Salary ${gross}). Earnings (INR): Basic 31,300.00, HRA 12,520.00, GA 6,260.00, Other Allowance 12,520.00. Deductions (INR): ESI Employee (0.75%) 469.50, EPF Employee (12%) 3,756.00, Professional Tax 200.00, TDS 3,130.00. Working days 28 of 28.`,
    );
    expect(answer.links).toEqual([
      { label: 'Employee: Priya Nair', href: `/dashboard/add-employee/${item.id}` },
    ]);
  });

  it('gives the slip of the month asked, or says there is none', async () => {
    const context = await contextOf(ADMIN);
    const ask = (range: { from: string; to: string }) =>
      answerAboutPerson(context, { kind: 'about-person', person: 'Sneha Iyer', subject: 'salary', range });
    expect((await ask({ from: '2026-01-01', to: '2026-01-31' })).text).toMatch(
      /^Sneha Iyer's salary slip for January 2026: Net Salary ₹48,698\.02 .* 5 leave days deducted\./,
    );
    expect((await ask({ from: '2025-06-01', to: '2025-06-30' })).text).toBe(
      'Sneha Iyer has no salary slip for June 2025.',
    );
  });

  it('gives the personal details the employee form shows', async () => {
    const { detail } = await demoPerson('Priya Nair');
    const { text } = await aboutPerson(ADMIN, 'Priya', 'personal');
    expect(text).toMatch(/^Priya Nair's personal details:\n/);
    expect(text).toContain(`• Official e-mail: ${detail.officialEmail}`);
    expect(text).toContain(`• Contact number: ${detail.contactNumber1}`);
    expect(text).toContain(`• Blood group: ${detail.bloodGroup}`);
  });

  it('lists the people a name could mean', async () => {
    onTestFinished(testApp.reset);
    const { auth } = await authFor(testApp, ADMIN);
    await insertEmployees(testApp.db, [
      {
        organizationId: auth.organizationId,
        employeeNumber: 99,
        employeeCode: 'DEMO-EMP-2-00000099',
        name: 'Priya Sharma',
        officialEmail: 'priya.sharma@demo.pulse',
        passwordHash: 'not-used',
      },
    ]);
    const answer = await aboutPerson(ADMIN, 'Priya', 'salary');
    expect(answer.text).toBe(
      'I found 2 people called Priya in your organisation:\n• Priya Nair (DEMO-EMP-2-00000003)\n• Priya Sharma (DEMO-EMP-2-00000099)\nWhich one do you mean?',
    );
    expect(answer.text).not.toContain('₹');
  });

  it("finds no one of the demo organisation for another organisation's administrator", async () => {
    onTestFinished(testApp.reset);
    const other = await signUpOtherOrganization(testApp);
    for (const subject of ['salary', 'leave', 'activity', 'personal'] as const) {
      const answer = await aboutPerson(other.email, 'Rahul Mehta', subject);
      expect(answer.text).toBe('Sorry, I found no one called Rahul Mehta in your organisation.');
      expect(answer.links).toEqual([{ label: 'Employees', href: '/dashboard/employees' }]);
    }
  });
});
