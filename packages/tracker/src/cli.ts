import { readFile } from 'node:fs/promises';
import { hostname, platform } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createAgent } from './agent';
import { agentHome, queueDirectory, readSignIn, removeSignIn, writeSignIn } from './agent-home';
import { createTrackerClient, TrackerApiError } from './api/tracker-client';
import { createSimulatedSource } from './capture/simulated-source';
import { createSimulatedClock, systemClock } from './clock';
import { openDurableQueue } from './queue/durable-queue';
import { readPassword } from './read-password';
import { backfill } from './simulate';

// Exit codes: 0 done, 1 failure (server, network, disk), 2 usage error, 3 not signed in / token revoked.
class UsageError extends Error {}
class SignInNeeded extends Error {}

const USAGE = `Usage:
  pulse-tracker login --server URL --email E      (password from the TTY or PULSE_TRACKER_PASSWORD)
  pulse-tracker run [--poll-seconds N]             capture and upload until Ctrl+C / SIGTERM
  pulse-tracker status
  pulse-tracker logout
  pulse-tracker simulate --server URL --admin-email E --employees N --days D [--employee-password P] [--seed S]
                                                   (administrator's password from PULSE_TRACKER_PASSWORD;
                                                   employees' from P, PULSE_EMPLOYEE_PASSWORD or the same)

Files live in $PULSE_TRACKER_HOME or ~/.config/pulse-tracker.
Testing/demo options of run: --clock-start ISO (replay from then), --clock-speed N, --until ISO (stop there, exit once sent), --seed S.`;

const required = (value: string | undefined, name: string) => {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
};

const positiveInt = (value: string | undefined, name: string, fallback?: number) => {
  if (value === undefined && fallback !== undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new UsageError(`--${name} must be a positive whole number`);
  return number;
};

const instant = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new UsageError(`--${name} must be an ISO date-time`);
  return parsed;
};

const login = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { server: { type: 'string' }, email: { type: 'string' } } });
  const server = required(values.server, 'server');
  const email = required(values.email, 'email');
  try {
    new URL(server);
  } catch {
    throw new UsageError('--server must be a URL, e.g. https://pulse.example.com');
  }
  const password = process.env.PULSE_TRACKER_PASSWORD ?? (await readPassword('Password: '));
  const result = await createTrackerClient(server).signIn({
    email,
    password,
    deviceName: hostname().slice(0, 200) || 'unknown',
    platform: platform(),
  });
  const home = agentHome();
  await writeSignIn(home, {
    server,
    deviceToken: result.deviceToken,
    employee: result.employee,
    deviceId: result.device.id,
  });
  console.log(`Signed in as ${result.employee.name} (${result.employee.employeeCode}) on ${server}.`);
};

const signedIn = async () => {
  const signIn = await readSignIn(agentHome());
  if (!signIn)
    throw new SignInNeeded('Not signed in: run `pulse-tracker login --server URL --email E` first.');
  return signIn;
};

const run = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: {
      'poll-seconds': { type: 'string' },
      'clock-start': { type: 'string' },
      'clock-speed': { type: 'string' },
      until: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const signIn = await signedIn();
  const client = createTrackerClient(signIn.server, signIn.deviceToken);
  const queue = await openDurableQueue(queueDirectory(agentHome()));
  const clockStart = instant(values['clock-start'], 'clock-start');
  const speed = positiveInt(values['clock-speed'], 'clock-speed', 1);
  // A replay resumes where the previous run's capture stopped, not back at --clock-start.
  const cursor = await queue.readCursor();
  const clock = clockStart
    ? createSimulatedClock(cursor && cursor > clockStart ? cursor : clockStart, speed)
    : systemClock;
  // The organisation's time zone shapes the simulated day; offline, fall back to UTC and keep going.
  const timeZone = await client
    .config()
    .then((config) => config.organization.timeZone)
    .catch((error: unknown) => {
      if (error instanceof TrackerApiError && error.status === 401) throw error;
      return 'UTC';
    });
  // Until real desktop capture lands, the agent runs the simulated source (see capture/source.ts).
  const source = createSimulatedSource({ seed: values.seed ?? signIn.employee.employeeCode, timeZone });
  const agent = createAgent({
    queue,
    source,
    client,
    clock,
    startAt: clockStart,
    until: instant(values.until, 'until'),
    pollMs: (positiveInt(values['poll-seconds'], 'poll-seconds', 15) * 1000) / speed,
    log: (line) => console.error(line),
    hangAfterAckFile: process.env.PULSE_TRACKER_TEST_HANG_AFTER_ACK,
  });
  const stop = new AbortController();
  const onSignal = () => {
    console.error('Stopping: finishing the request in flight; the queue stays on disk.');
    stop.abort();
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  console.error(`Tracking for ${signIn.employee.name} → ${signIn.server}`);
  await agent.run(stop.signal);
};

const status = async () => {
  const signIn = await readSignIn(agentHome());
  if (!signIn) {
    console.log('Not signed in.');
    return;
  }
  const queue = await openDurableQueue(queueDirectory(agentHome()));
  const size = await queue.size();
  const last = await readFile(join(queue.directory, 'last-upload.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { at: string }).at)
    .catch(() => 'never');
  console.log(`Server:       ${signIn.server}`);
  console.log(`Employee:     ${signIn.employee.name} (${signIn.employee.employeeCode})`);
  console.log(`Queued:       ${size.events} events, ${size.screenshots} screenshots`);
  console.log(`Last upload:  ${last}`);
};

const logout = async () => {
  const signIn = await signedIn();
  try {
    await createTrackerClient(signIn.server, signIn.deviceToken).signOut();
  } catch (error) {
    // Already revoked on the server: signing out locally is all that is left to do.
    if (!(error instanceof TrackerApiError && error.status === 401)) throw error;
  }
  await removeSignIn(agentHome());
  console.log('Signed out; this device’s token no longer works.');
};

const simulate = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: {
      server: { type: 'string' },
      'admin-email': { type: 'string' },
      employees: { type: 'string' },
      days: { type: 'string' },
      'employee-password': { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const adminPassword = process.env.PULSE_TRACKER_PASSWORD;
  if (!adminPassword) throw new UsageError('set PULSE_TRACKER_PASSWORD to the administrator’s password');
  // Demo organisations give every employee the same password as the administrator's.
  const employeePassword =
    values['employee-password'] ?? process.env.PULSE_EMPLOYEE_PASSWORD ?? adminPassword;
  const totals = await backfill({
    server: required(values.server, 'server'),
    adminEmail: required(values['admin-email'], 'admin-email'),
    adminPassword,
    employeePassword,
    employees: positiveInt(values.employees, 'employees'),
    days: positiveInt(values.days, 'days'),
    seed: values.seed ?? 'demo',
    home: agentHome(),
    log: (line) => console.log(line),
  });
  console.log(
    `Sent ${totals.batches} batches (${totals.events} events) and ${totals.screenshots} screenshots.`,
  );
};

const main = async () => {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'login') return login(args);
  if (command === 'run') return run(args);
  if (command === 'status') return status();
  if (command === 'logout') return logout();
  if (command === 'simulate') return simulate(args);
  if (command === undefined || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  throw new UsageError(`unknown command "${command}"`);
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`pulse-tracker: ${(error as Error).message}\n\n${USAGE}`);
      process.exit(2);
    }
    if (error instanceof SignInNeeded || (error instanceof TrackerApiError && error.status === 401)) {
      console.error(
        `pulse-tracker: ${error instanceof SignInNeeded ? error.message : 'the server refused this device (signed out or revoked): run `pulse-tracker login` again.'}`,
      );
      process.exit(3);
    }
    console.error(`pulse-tracker: ${(error as Error).message}`);
    process.exit(1);
  },
);
