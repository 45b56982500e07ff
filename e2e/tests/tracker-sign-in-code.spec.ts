import { expect, test } from '@playwright/test';
import {
  deviceAuthorizationSchema,
  deviceAuthorizationTexts,
} from '@pulse/shared/contracts/device-authorization';
import { trackerConfigSchema, trackerSignInResultSchema } from '@pulse/shared/contracts/tracker';
import { SIGN_IN_REDIRECT_MS } from '@pulse/shared/domain/session-policy';
import { demoUsers, fillSignInForm } from '../support/auth';

// Sign-in by code (RFC 8628): the agent asks for a code through the API, the employee opens the link
// it prints while signed out, signs in, approves, and the agent's poll gets its device token.
test('a tracker’s code approved in the browser signs the tracker in as that employee', async ({
  page,
  playwright,
  baseURL,
}) => {
  // The agent: a client of its own, without the browser's cookies.
  const agent = await playwright.request.newContext({ baseURL });
  const deviceName = `E2E-CODE-${Date.now().toString(36)}`;
  const asked = await agent.post('/api/v1/tracker/device-authorizations', {
    data: { deviceName, platform: 'linux' },
  });
  expect(asked.status()).toBe(200);
  const authorization = deviceAuthorizationSchema.parse(await asked.json());
  expect(authorization.verificationUriComplete).toBe(
    `${baseURL}/tracker/activate?code=${authorization.userCode}`,
  );

  // The complete link, signed out: the sign-in form first, then back to the code.
  await page.clock.install();
  await page.goto(authorization.verificationUriComplete);
  await expect(page).toHaveURL(/\/\?next=%2Ftracker%2Factivate/);
  await fillSignInForm(page, demoUsers.employee.email, demoUsers.employee.password);
  await expect(page.getByText('Logged In successfully')).toBeVisible();
  await page.clock.fastForward(SIGN_IN_REDIRECT_MS);
  await expect(page).toHaveURL(/\/tracker\/activate\?code=/);

  await expect(page.getByRole('heading', { name: 'Sign in the tracker' })).toBeVisible();
  await expect(page.getByText(`Signed in to Pulse as ${demoUsers.employee.name}.`)).toBeVisible();
  await expect(page.getByText(authorization.userCode, { exact: true })).toBeVisible();
  await expect(page.getByText(`${deviceName} (Linux)`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(deviceAuthorizationTexts.approved)).toBeVisible();

  // The agent's poll gets a token of Rahul's that works, and only once.
  const poll = () =>
    agent.post('/api/v1/tracker/device-authorizations/token', {
      data: { deviceCode: authorization.deviceCode },
    });
  const issued = await poll();
  expect(issued.status()).toBe(200);
  const result = trackerSignInResultSchema.parse(await issued.json());
  expect(result.employee.name).toBe(demoUsers.employee.name);
  expect(result.device.name).toBe(deviceName);
  const config = await agent.get('/api/v1/tracker/config', {
    headers: { authorization: `Bearer ${result.deviceToken}` },
  });
  expect(config.status()).toBe(200);
  expect(trackerConfigSchema.parse(await config.json()).employeeId).toBe(result.employee.id);
  const again = await poll();
  expect(again.status()).toBe(400);
  expect((await again.json()).code).toBe('INVALID_GRANT');

  // Leave the demo as it was: the new device signed out.
  await agent.delete('/api/v1/tracker/devices/current', {
    headers: { authorization: `Bearer ${result.deviceToken}` },
  });
  await agent.dispose();
});

test('a code typed by hand can be denied, and the tracker is told so', async ({
  page,
  playwright,
  baseURL,
}) => {
  const agent = await playwright.request.newContext({ baseURL });
  const authorization = deviceAuthorizationSchema.parse(
    await (
      await agent.post('/api/v1/tracker/device-authorizations', {
        data: { deviceName: 'E2E-DENIED', platform: 'win32' },
      })
    ).json(),
  );

  await page.clock.install();
  await page.goto('/tracker/activate');
  await fillSignInForm(page, demoUsers.employee.email, demoUsers.employee.password);
  await page.clock.fastForward(SIGN_IN_REDIRECT_MS);
  await expect(page).toHaveURL(/\/tracker\/activate$/);

  // Typed without the dash and in lower case; a mistyped code is caught before it is sent.
  const code = page.getByLabel('Code');
  await code.fill('AEIOU');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(deviceAuthorizationTexts.userCodeInvalid)).toBeVisible();
  await code.fill(authorization.userCode.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('E2E-DENIED (Windows)')).toBeVisible();
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByText(deviceAuthorizationTexts.denied)).toBeVisible();

  const answer = await agent.post('/api/v1/tracker/device-authorizations/token', {
    data: { deviceCode: authorization.deviceCode },
  });
  expect(answer.status()).toBe(400);
  expect((await answer.json()).code).toBe('ACCESS_DENIED');
  await agent.dispose();
});
