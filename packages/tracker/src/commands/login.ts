import { hostname, platform } from 'node:os';
import { parseArgs } from 'node:util';
import { readSignIn, removeSelection, removeSelectionRefusal, writeSignIn } from '../agent-home';
import { createTrackerClient } from '../api/tracker-client';
import { signInDevice } from '../device-sign-in';
import { readPassword } from '../read-password';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import { required } from './command-options';

export const loginHelp = {
  summary: 'Sign this computer in to Pulse as you',
  usage: ['login --server URL --email E'],
  details: [
    'Sign this computer in to Pulse as you. The password is asked on the terminal (never echoed),',
    'and with two-factor sign-in on, the code from your authenticator app too.',
  ],
  options: {
    server: { type: 'string', value: 'URL', description: 'the Pulse server, e.g. https://pulse.example.com' },
    email: { type: 'string', value: 'E', description: 'your e-mail address in Pulse' },
  },
  environment: {
    PULSE_TRACKER_PASSWORD: 'the password, where there is no terminal to ask on',
    PULSE_TRACKER_CODE: 'the two-factor code (or a recovery code), likewise',
  },
} as const satisfies CommandHelp;

export const login = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: loginHelp.options });
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
