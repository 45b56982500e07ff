import { hostname, platform } from 'node:os';
import { parseArgs } from 'node:util';
import type { TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import { readSignIn, removeSelection, removeSelectionRefusal, writeSignIn } from '../agent-home';
import { createTrackerClient } from '../api/tracker-client';
import { systemTimer } from '../clock';
import { signInByCode } from '../device-code-sign-in';
import { signInDevice } from '../device-sign-in';
import { readPassword } from '../read-password';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import { required } from './command-options';

export const loginHelp = {
  summary: 'Sign this computer in to Pulse as you',
  usage: ['login --server URL', 'login --server URL --email E'],
  details: [
    'Sign this computer in to Pulse as you. Without --email, by code: it prints a code and the page of',
    'Pulse where you approve it (signed in there, two-factor included), and waits up to 10 minutes;',
    'Ctrl+C cancels. With --email, by password instead: the password is asked on the terminal (never',
    'echoed), and with two-factor sign-in on, the code from your authenticator app too.',
  ],
  options: {
    server: { type: 'string', value: 'URL', description: 'the Pulse server, e.g. https://pulse.example.com' },
    email: {
      type: 'string',
      value: 'E',
      description: 'your e-mail address in Pulse, to sign in by password',
    },
  },
  environment: {
    PULSE_TRACKER_PASSWORD: 'with --email: the password, where there is no terminal to ask on',
    PULSE_TRACKER_CODE: 'with --email: the two-factor code (or a recovery code), likewise',
  },
} as const satisfies CommandHelp;

type Reported = { deviceName: string; platform: string };

// The e-mail and the password (and with two-factor on, its code) typed here.
const signInWithPassword = async (
  server: string,
  email: string,
  reported: Reported,
  context: CommandContext,
) => {
  const password = context.env.PULSE_TRACKER_PASSWORD ?? (await readPassword('Password: '));
  return signInDevice(
    createTrackerClient(server),
    { email, password, ...reported },
    async () =>
      context.env.PULSE_TRACKER_CODE ??
      readPassword('Code from your authenticator app (or a recovery code): ', 'PULSE_TRACKER_CODE'),
  );
};

// A code approved in the browser (where two-factor, if on, is part of signing in). Ctrl+C stops the
// waiting; nothing has been written by then.
const signInWithCode = async (server: string, reported: Reported, context: CommandContext) => {
  const stop = new AbortController();
  const onSignal = () => stop.abort();
  process.once('SIGINT', onSignal);
  try {
    return await signInByCode(createTrackerClient(server), reported, {
      print: context.print,
      timer: systemTimer,
      signal: stop.signal,
    });
  } finally {
    process.off('SIGINT', onSignal);
  }
};

// Without --email, sign-in by code: the default, as no password is typed into a terminal.
export const login = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: loginHelp.options });
  const server = required(values.server, 'server');
  try {
    new URL(server);
  } catch {
    throw new UsageError('--server must be a URL, e.g. https://pulse.example.com');
  }
  const reported = { deviceName: hostname().slice(0, 200) || 'unknown', platform: platform() };
  const result: TrackerSignInResult =
    values.email === undefined
      ? await signInWithCode(server, reported, context)
      : await signInWithPassword(server, values.email, reported, context);
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
