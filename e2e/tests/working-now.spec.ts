import { expect, test } from '@playwright/test';
import { trackerSignInResultSchema } from '@pulse/shared/contracts/tracker';
import type { TrackerHeartbeatBody } from '@pulse/shared/contracts/tracker-status';
import { demoUsers, openDashboardAs } from '../support/auth';

// Who is working now: an administrator's dashboard follows an employee's tracker as it
// starts, pauses and stops, without a reload. The tracker is played by its API (heartbeats with the
// device token), and time is driven by the states it sends, never by waiting.
test('the Working Now card follows a tracker as it starts, pauses and stops, without a reload', async ({
  page,
  // The tracker's own requests: never with the administrator's browser cookies.
  request,
}) => {
  const signInResponse = await request.post('/api/v1/tracker/sign-in', {
    data: {
      email: demoUsers.employee.email,
      password: demoUsers.employee.password,
      deviceName: `E2E-NOW-${Date.now().toString(36)}`,
      platform: 'linux',
    },
  });
  expect(signInResponse.ok()).toBe(true);
  const { deviceToken } = trackerSignInResultSchema.parse(await signInResponse.json());
  const heartbeat = async (state: TrackerHeartbeatBody['state']) => {
    const response = await request.post('/api/v1/tracker/heartbeat', {
      headers: { authorization: `Bearer ${deviceToken}` },
      data: { state, agentVersion: '1.0.0', capabilities: null },
    });
    expect(response.status(), await response.text()).toBe(200);
  };

  await openDashboardAs(page, 'admin');
  const card = page.getByRole('region', { name: 'Working Now' });
  // Read once: nobody's tracker has reported yet, or nobody is working.
  await expect(card).toContainText(/No tracker has reported yet|Nobody is working right now/);
  const rahul = card.getByRole('listitem').filter({ hasText: demoUsers.employee.name });
  await expect(rahul).toHaveCount(0);

  await heartbeat('tracking');
  await expect(rahul).toContainText('Tracking');
  // His name leads to his day in the activity viewer.
  await expect(rahul.getByRole('link', { name: demoUsers.employee.name })).toHaveAttribute(
    'href',
    /^\/dashboard\/time-sheet-details\/\d{4}-\d{2}-\d{2}\/[^/]+\/Rahul%20Mehta$/,
  );

  await heartbeat('paused');
  await expect(rahul).toContainText('Paused');

  // The agent quits: offline at once, so he leaves the list of who is working.
  await heartbeat('stopped');
  await expect(rahul).toHaveCount(0);
  await expect(card.getByRole('term').filter({ hasText: 'Offline' })).toBeVisible();
});
