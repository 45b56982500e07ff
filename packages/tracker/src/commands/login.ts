import { hostname, platform } from 'node:os';
import { parseArgs } from 'node:util';
import { readSignIn, removeSelection, removeSelectionRefusal, writeSignIn } from '../agent-home';
import { createTrackerClient } from '../api/tracker-client';
import { signInDevice } from '../device-sign-in';
import { readPassword } from '../read-password';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import { required } from './command-options';

export const login = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: { server: { type: 'string' }, email: { type: 'string' } } });
  const server = required(values.server, 'server');
  const email = required(values.email, 'email');
  try {
    new URL(server);
  } catch {
    throw new UsageError('--server must be a URL, e.g. https://pulse.example.com');
  }
  const password = context.env.PULSE_TRACKER_PASSWORD ?? (await readPassword('Password: '));
  const result = await signInDevice(
    createTrackerClient(server),
    { email, password, deviceName: hostname().slice(0, 200) || 'unknown', platform: platform() },
    async () =>
      context.env.PULSE_TRACKER_CODE ??
      readPassword('Code from your authenticator app (or a recovery code): ', 'PULSE_TRACKER_CODE'),
  );
  const { home } = context;
  // A selection names another employee's projects once someone else signs in on this computer.
  const previous = await readSignIn(home);
  if (previous?.server !== server || previous.employee.id !== result.employee.id) {
    await removeSelection(home);
    await removeSelectionRefusal(home);
  }
  await writeSignIn(home, {
    server,
    deviceToken: result.deviceToken,
    employee: result.employee,
    deviceId: result.device.id,
  });
  context.print(`Signed in as ${result.employee.name} (${result.employee.employeeCode}) on ${server}.`);
};
