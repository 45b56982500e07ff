import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, useReadOnlyTestApp } from '../../../test-support/test-app';
import type { Intent } from '../assistant-intent';
import { answerAttendanceEdge } from './attendance-edge-answers';

// The earliest and latest check-in and check-out of a day or a period, on the demo's attendance (the
// working days of the 14 days before Monday, 2 March 2026).
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ask = async (email: string, intent: Omit<Extract<Intent, { kind: 'attendance-edge' }>, 'kind'>) => {
  const { auth } = await authFor(testApp, email);
  return answerAttendanceEdge(
    { deps: testApp, auth, now: testApp.clock.now() },
    { kind: 'attendance-edge', ...intent },
  );
};

const THURSDAY = { from: '2026-02-26', to: '2026-02-26' };

describe('the earliest or latest attendance', () => {
  it("names who came in first on a day, from everyone's attendance, for an administrator", async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, { whose: 'everyone', edge: 'first-in', range: THURSDAY });
    expect(answer.text).toMatch(
      /^The earliest check-in on Thursday, 26 February 2026 \(everyone's attendance, \d+ records\): Aman Chopra, in at 08:30 AM/,
    );
    expect(answer.links).toEqual([{ label: 'Attendance', href: '/dashboard/attendance' }]);
  });

  it('names who stayed the latest, with the out time', async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, {
      whose: 'everyone',
      edge: 'last-out',
      range: { from: '2026-02-25', to: '2026-02-25' },
    });
    expect(answer.text).toContain('Farah Khan, out at 07:03 PM');
  });

  it("gives an employee's own earliest check-in over a period, with its day", async () => {
    const answer = await ask(DEMO_EMPLOYEE_EMAIL, {
      whose: 'mine',
      edge: 'first-in',
      range: { from: '2026-02-23', to: '2026-03-01' },
    });
    expect(answer.text).toMatch(
      /^The earliest check-in from 23 February 2026 to 1 March 2026 \(your attendance, 5 records\): You, in at \d\d:\d\d AM on /,
    );
  });

  it("refuses an employee everyone's times, as the Attendance page is the administrators'", async () => {
    const answer = await ask(DEMO_EMPLOYEE_EMAIL, { whose: 'everyone', edge: 'first-in', range: THURSDAY });
    expect(answer.text).toMatch(/^Sorry, colleagues' check-in/);
    expect(answer.text).not.toContain('Aman Chopra');
  });

  it('says there is nothing yet for days still ahead', async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, {
      whose: 'everyone',
      edge: 'first-in',
      range: { from: '2026-03-05', to: '2026-03-05' },
    });
    expect(answer.text).toContain('there is none on Thursday, 5 March 2026 yet');
  });
});
