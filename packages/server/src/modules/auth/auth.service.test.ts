import { SESSION_IDLE_MS } from '@pulse/shared/domain/session-policy';
import { describe, expect, it } from 'vitest';
import { sessions, signInEvents } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, signInAs, useTestApp } from '../../test-support/test-app';
import { purgeEndedSessions, SIGN_IN_HISTORY_DAYS } from './auth.service';

const testApp = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purging ended sessions', () => {
  it('drops idle and expired sessions that were never presented again, and keeps live ones', async () => {
    await signInAs(testApp, DEMO_EMPLOYEE_EMAIL);
    testApp.clock.advance(SESSION_IDLE_MS + 1);
    const live = await signInAs(testApp, DEMO_ADMIN_EMAIL);

    const purged = await purgeEndedSessions(testApp);
    expect(purged.sessions).toBe(1);
    const rows = await testApp.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: live.cookie },
    });
    expect(me.json().officialEmail).toBe(DEMO_ADMIN_EMAIL);
  });

  it(`keeps ${SIGN_IN_HISTORY_DAYS} days of sign-in history`, async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: SAME_ORIGIN,
      payload: { email: DEMO_ADMIN_EMAIL, password: 'Wrong@123' },
    });
    testApp.clock.advance(SIGN_IN_HISTORY_DAYS * DAY_MS - 1000);
    expect((await purgeEndedSessions(testApp)).signInEvents).toBe(0);
    testApp.clock.advance(2000);
    expect((await purgeEndedSessions(testApp)).signInEvents).toBe(1);
    expect(await testApp.db.select().from(signInEvents)).toHaveLength(0);
  });
});
