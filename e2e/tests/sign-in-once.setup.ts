import { expect, test as setup } from '@playwright/test';
import { type DemoRole, demoUsers, sessionFile, signIn } from '../support/auth';

// One real sign-in per demo role for the whole run; the specs reuse the session (support/auth.ts
// openDashboardAs). Specs about signing in, out, two-factor and inactivity still use the form.
for (const role of Object.keys(demoUsers) as DemoRole[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, demoUsers[role]);
    await page.context().storageState({ path: sessionFile(role) });
    // The demo locks timesheets up to the end of last month (payroll closed, db/seed/demo-timesheets.ts):
    // early in a month that covers the days the specs add manual time to (yesterday, three days ago,
    // last week), so the run starts unlocked. tests/timesheets.spec.ts sets and lifts a lock of its own.
    if (role === 'admin') {
      const unlocked = await page.request.put('/api/v1/timesheet-lock', {
        headers: { origin: new URL(page.url()).origin },
        data: { lockedThrough: null },
      });
      expect(unlocked.status()).toBe(200);
    }
  });
}
