import { paths } from '@pulse/shared/paths';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, signUpOtherOrganization, useTestApp } from '../../../test-support/test-app';
import { createHoliday, findHolidays } from '../../leaves/holidays.service';
import { updateAttendanceRules } from '../../leaves/leaves.service';
import { answerHolidays, answerIsHoliday, answerNextHoliday } from './holiday-answers';

// The organisation's holidays (spec B §2 Holiday List). The demo lists ten holidays in 2025 and 2026
// (Holi on Saturday, 14 March 2026; Christmas on Friday, 25 December 2026) and none in 2027; it works
// Monday to Friday. Today is Monday, 2 March 2026.
const testApp = useTestApp();

const contextOf = async (email: string, now = testApp.clock.now()) => {
  const { auth } = await authFor(testApp, email);
  return { deps: testApp, auth, now };
};

const holidayListLink = { label: 'Holiday List', href: paths.leaves.getHref('holidays') };

describe('the next holiday', () => {
  it('is the first one on the holiday list from today on', async () => {
    const context = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const [first] = (await findHolidays(testApp, context.auth, 2026)).items.filter(
      (holiday) => holiday.date >= '2026-03-02',
    );
    const answer = await answerNextHoliday(context);
    expect(answer.text).toBe(`The next holiday is ${first?.name} on Saturday, 14 March 2026 (in 12 days).`);
    expect(answer.text).toBe('The next holiday is Holi on Saturday, 14 March 2026 (in 12 days).');
    expect(answer.links).toEqual([holidayListLink]);
  });

  it.each([
    ['2026-03-14T06:00:00Z', 'The next holiday is Holi on Saturday, 14 March 2026 (today).'],
    ['2026-03-13T06:00:00Z', 'The next holiday is Holi on Saturday, 14 March 2026 (tomorrow).'],
    // After Christmas: next year's list (the demo's news says it is out).
    ['2026-12-26T06:00:00Z', 'The next holiday is Republic Day on Tuesday, 26 January 2027 (in 31 days).'],
    // After the last holiday of next year's list there is none yet.
    ['2027-12-26T06:00:00Z', 'There are no more holidays on the holiday list yet.'],
  ])('at %s: %s', async (now, text) => {
    const context = await contextOf(DEMO_EMPLOYEE_EMAIL, new Date(now));
    expect((await answerNextHoliday(context)).text).toBe(text);
  });

  it("looks into next year's list", async () => {
    const { auth: admin } = await authFor(testApp, DEMO_ADMIN_EMAIL);
    await createHoliday(testApp, admin, { date: '2027-01-01', name: "New Year's Day" });
    const context = await contextOf(DEMO_EMPLOYEE_EMAIL, new Date('2026-12-26T06:00:00Z'));
    expect((await answerNextHoliday(context)).text).toBe(
      "The next holiday is New Year's Day on Friday, 1 January 2027 (in 6 days).",
    );
  });
});

describe('holidays in a range', () => {
  it.each([
    [
      { from: '2026-03-01', to: '2026-03-31' },
      'There is 1 holiday in March 2026 (1 March to 31 March):\n• Holi: Saturday, 14 March 2026',
    ],
    [
      { from: '2026-02-01', to: '2026-02-28' },
      'There are no holidays in February 2026 (1 February to 28 February).',
    ],
    [
      { from: '2025-12-01', to: '2026-01-31' },
      'There are 2 holidays from 1 December 2025 to 31 January 2026:\n• Christmas: Thursday, 25 December 2025\n• Republic Day: Monday, 26 January 2026',
    ],
    [
      { from: '2026-12-25', to: '2026-12-25' },
      'There is 1 holiday on Friday, 25 December 2026:\n• Christmas: Friday, 25 December 2026',
    ],
  ])('%o', async (range, text) => {
    const answer = await answerHolidays(await contextOf(DEMO_EMPLOYEE_EMAIL), { kind: 'holidays', range });
    expect(answer.text).toBe(text);
    expect(answer.links).toEqual([holidayListLink]);
  });

  it("lists a whole year's, as the Holiday List does", async () => {
    const context = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const list = await findHolidays(testApp, context.auth, 2026);
    const answer = await answerHolidays(context, {
      kind: 'holidays',
      range: { from: '2026-01-01', to: '2026-12-31' },
    });
    const lines = answer.text.split('\n');
    expect(lines[0]).toBe('There are 10 holidays in 2026 (1 January to 31 December):');
    expect(lines.slice(1).map((line) => line.slice(2).split(':')[0])).toEqual(
      list.items.map((holiday) => holiday.name),
    );
    expect(lines.at(-1)).toBe('• Christmas: Friday, 25 December 2026');
  });
});

describe('is a day a holiday', () => {
  it.each([
    ['2026-12-25', 'Yes, Friday, 25 December 2026 is a holiday: Christmas.'],
    ['2026-03-14', 'Yes, Saturday, 14 March 2026 is a holiday: Holi.'],
    [
      '2026-12-26',
      'No, Saturday, 26 December 2026 is not on the holiday list; it is a Saturday, which is not a working day.',
    ],
    ['2026-12-23', 'No, Wednesday, 23 December 2026 is not on the holiday list; it is a working day.'],
    ['2027-12-24', 'No, Friday, 24 December 2027 is not on the holiday list; it is a working day.'],
    [
      '2028-12-22',
      'No, Friday, 22 December 2028 is not on the holiday list; it is a working day. The holiday list for 2028 has no holidays yet.',
    ],
  ])('%s', async (date, text) => {
    const answer = await answerIsHoliday(await contextOf(DEMO_EMPLOYEE_EMAIL), { kind: 'is-holiday', date });
    expect(answer.text).toBe(text);
    expect(answer.links).toEqual([holidayListLink]);
  });

  it("follows the organisation's working days", async () => {
    const { auth: admin } = await authFor(testApp, DEMO_ADMIN_EMAIL);
    await updateAttendanceRules(testApp, admin, { workingDays: [1, 2, 3, 4, 5, 6], absentCheckHour: 10 });
    // The organisation context is read with the session, so the next session sees the change.
    const answer = await answerIsHoliday(await contextOf(DEMO_EMPLOYEE_EMAIL), {
      kind: 'is-holiday',
      date: '2026-12-26',
    });
    expect(answer.text).toBe(
      'No, Saturday, 26 December 2026 is not on the holiday list; it is a working day.',
    );
  });

  it("reads the asker's organisation's list only", async () => {
    const other = await signUpOtherOrganization(testApp);
    const { auth: otherAdmin } = await authFor(testApp, 'admin@other.test');
    await createHoliday(testApp, otherAdmin, { date: '2026-03-04', name: 'Founders Day' });
    const demoAnswer = await answerIsHoliday(await contextOf(DEMO_EMPLOYEE_EMAIL), {
      kind: 'is-holiday',
      date: '2026-03-04',
    });
    expect(demoAnswer.text).toMatch(/^No, /);
    expect(demoAnswer.text).not.toContain('Founders Day');
    const otherContext = { deps: testApp, auth: otherAdmin, now: testApp.clock.now() };
    expect(other.organizationId).toBe(otherAdmin.organizationId);
    expect((await answerNextHoliday(otherContext)).text).toBe(
      'The next holiday is Founders Day on Wednesday, 4 March 2026 (in 2 days).',
    );
  });
});

describe('a holiday asked by its name', () => {
  const nextTwelveMonths = { from: '2026-03-02', to: '2027-03-01' };
  it.each([
    ['diwali', 'Diwali: Tuesday, 20 October 2026'],
    ['holi', 'Holi: Saturday, 14 March 2026'],
    // Not on the list: said so, with the period read.
    ['eid', 'There is no holiday called “eid” on the holiday list from 2 March 2026 to 1 March 2027.'],
  ])('%s: %s', async (name, text) => {
    const context = await contextOf(DEMO_EMPLOYEE_EMAIL);
    const answer = await answerHolidays(context, { kind: 'holidays', range: nextTwelveMonths, name });
    expect(answer.text).toBe(text);
  });
});
