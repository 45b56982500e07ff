import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../../db/seed/demo';
import { authFor, useReadOnlyTestApp } from '../../../test-support/test-app';
import type { Intent } from '../assistant-intent';
import { answerManualTimeRequests } from './manual-time-answers';

// Other people's manual-time requests as the Manual Time page lists those the asker decides, on the
// demo seed (Monday, 2 March 2026): Karan Malhotra's 35 minutes approved on 20 February, Sneha Iyer's
// 20 minutes denied on 24 February, Priya Nair's 20 minutes pending on a project Rahul manages.
const testApp = useReadOnlyTestApp({ withDemoHistory: true });

const ask = async (
  email: string,
  intent: Omit<Extract<Intent, { kind: 'manual-time-requests' }>, 'kind'>,
) => {
  const { auth } = await authFor(testApp, email);
  return answerManualTimeRequests(
    { deps: testApp, auth, now: testApp.clock.now() },
    { kind: 'manual-time-requests', ...intent },
  );
};

describe("others' manual-time requests", () => {
  it("lists the denied ones, everyone's, for an administrator", async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, { status: 'denied', person: null, range: null });
    expect(answer.text).toContain("manual-time requests denied (everyone's, from the Manual Time page)");
    expect(answer.text).toContain('Sneha Iyer: 24 February 2026');
    expect(answer.links).toEqual([{ label: 'Manual Time', href: '/dashboard/manual-time' }]);
  });

  it("gives one named person's approved requests", async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, { status: 'approved', person: 'Karan Malhotra', range: null });
    expect(answer.text).toContain('(Karan Malhotra, from the Manual Time page)');
    expect(answer.text).toContain('Karan Malhotra: 20 February 2026, 16:05–16:40 (0:35 h');
    expect(answer.text).not.toContain('Sneha Iyer');
  });

  it('totals a period by person', async () => {
    const answer = await ask(DEMO_ADMIN_EMAIL, {
      status: 'approved',
      person: null,
      range: { from: '2026-02-17', to: '2026-03-02' },
    });
    expect(answer.text).toMatch(
      /^\d+ requests, \d+:\d\d h in all — manual-time requests approved from 17 February 2026 to 2 March 2026/,
    );
    expect(answer.text).toContain('By person: ');
  });

  it('shows an employee only the requests of the projects they manage', async () => {
    const answer = await ask(DEMO_EMPLOYEE_EMAIL, { status: 'all', person: null, range: null });
    expect(answer.text).toContain('(those you decide, from the Manual Time page)');
    expect(answer.text).not.toContain('Sneha Iyer');
    expect(answer.text).not.toContain('Karan Malhotra');
  });
});
