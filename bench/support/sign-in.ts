// Signing in to a running server as the demo's people: a browser session (cookie) or a tracker device.
export const DEMO_PASSWORD = 'Demo@123';

export const signIn = async (origin: string, email: string) => {
  const response = await fetch(`${origin}/api/v1/auth/sign-in`, {
    method: 'POST',
    // The origin header satisfies the server's same-origin check on state-changing requests.
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, rememberMe: false }),
  });
  if (response.status !== 200) {
    throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('pulse_session='));
  if (!cookie) throw new Error('sign-in did not set the pulse_session cookie');
  const employee = (await response.json()) as { id: string };
  return { cookie, employeeId: employee.id };
};

export const signInDevice = async (origin: string, email: string) => {
  const response = await fetch(`${origin}/api/v1/tracker/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD, deviceName: 'BENCH-PC', platform: 'linux' }),
  });
  if (response.status !== 200)
    throw new Error(`device sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { deviceToken: string }).deviceToken;
};
