import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, useReadOnlyTestApp } from '../../../test-support/test-app';
import type { DateRange } from '../assistant-intent';
import { answerTopApps } from './apps-answers';

// The applications a day or a period went on, from the demo's tracked history (Rahul Mehta's Friday,
// 27 February 2026, mostly in Visual Studio Code).
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ask = async (email: string, person: string | null, range: DateRange) => {
  const { auth } = await authFor(testApp, email);
  return answerTopApps(
    { deps: testApp, auth, now: testApp.clock.now() },
    { kind: 'top-apps', person, range },
  );
};

const FRIDAY = { from: '2026-02-27', to: '2026-02-27' };

describe('the top applications', () => {
  it("ranks the asker's own day, most first, linked to that day", async () => {
    const answer = await ask(DEMO_EMPLOYEE_EMAIL, null, FRIDAY);
    expect(answer.text).toMatch(
      /^Your top applications and websites on Friday, 27 February 2026, by share of your focused time:\n• Visual Studio Code: \d+%/,
    );
    expect(answer.links).toEqual([
      { label: 'Time Sheet Details', href: '/dashboard/time-sheet-details?date=2026-02-27' },
    ]);
  });

  it("gives an administrator a named person's period", async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, 'Rahul Mehta', { from: '2026-02-23', to: '2026-02-27' });
    expect(answer.text).toMatch(
      /^Rahul Mehta's top applications and websites from 23 February 2026 to 27 February 2026/,
    );
  });

  it("refuses an employee a colleague's", async () => {
    const answer = await ask(DEMO_EMPLOYEE_EMAIL, 'Priya Nair', FRIDAY);
    expect(answer.text).toMatch(/^Sorry, a colleague's activity/);
  });
});
