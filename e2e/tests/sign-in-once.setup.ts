import { test as setup } from '@playwright/test';
import { type DemoRole, demoUsers, sessionFile, signIn } from '../support/auth';

// One real sign-in per demo role for the whole run; the specs reuse the session (support/auth.ts
// openDashboardAs). Specs about signing in, out, two-factor and inactivity still use the form.
for (const role of Object.keys(demoUsers) as DemoRole[]) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, demoUsers[role]);
    await page.context().storageState({ path: sessionFile(role) });
  });
}
