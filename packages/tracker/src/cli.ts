import { readFile } from 'node:fs/promises';
import { homedir, hostname, platform } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { TrackerProject } from '@pulse/shared/contracts/tracker';
import { PROJECT_STATUS_NAMES, type ProjectStatus } from '@pulse/shared/domain/project-status';
import { createAgent } from './agent';
import {
  agentHome,
  type ProjectSelection,
  queueDirectory,
  readPauseSpans,
  readSelection,
  readSelectionRefusal,
  readSignIn,
  removeSelection,
  removeSelectionRefusal,
  removeSignIn,
  writePauseSpans,
  writeSelection,
  writeSelectionRefusal,
  writeSignIn,
} from './agent-home';
import { createTrackerClient, TrackerApiError } from './api/tracker-client';
import { startActivityWatchCapture } from './capture/activitywatch-run';
import { describeCapabilities, readCapabilities } from './capture/desktop-capabilities';
import { hasDesktopSession } from './capture/desktop-probe';
import { startDesktopCapture } from './capture/desktop-run';
import { createPausableSource } from './capture/pausable-source';
import {
  currentPause,
  describePause,
  pauseNotice,
  withoutCollected,
  withPause,
  withResume,
} from './capture/pause-spans';
import { createSimulatedSource } from './capture/simulated-source';
import { createSimulatedClock, systemClock } from './clock';
import { signInDevice, TwoFactorRefused } from './device-sign-in';
import { openDurableQueue, readQueueCursor, readQueueSize, readRejectedSize } from './queue/durable-queue';
import { readPassword } from './read-password';
import { chooseSelection } from './selection/choose-selection';
import {
  describeService,
  installService,
  runCommand,
  type ServiceContext,
  uninstallService,
} from './service/background-service';
import { backfill } from './simulate';

// Exit codes: 0 done, 1 failure (server, network, disk), 2 usage error or a project / to-do that
// matches none or several, 3 not signed in / token revoked.
class UsageError extends Error {}
class NoSuchChoice extends Error {}
class SignInNeeded extends Error {}

const USAGE = `Usage:
  pulse-tracker login --server URL --email E      (password from the TTY or PULSE_TRACKER_PASSWORD;
                                                   with two-factor on, the code too, or PULSE_TRACKER_CODE)
  pulse-tracker run [--capture desktop|simulated] [--poll-seconds N]
                                                   capture and upload until Ctrl+C / SIGTERM; desktop
                                                   (the default in a desktop session) watches this
                                                   computer, simulated makes up a working day (demo)
  pulse-tracker run --capture activitywatch [--aw-url URL]
                                                   windows and AFK from a local ActivityWatch
                                                   (default http://localhost:5600)
  pulse-tracker status                             who is signed in, pause, queue, capture and service
  pulse-tracker pause [--minutes N]                track nothing until \`resume\` (or for N minutes);
                                                   that time is shown to you as paused
  pulse-tracker resume
  pulse-tracker install [--capture desktop|activitywatch] [--aw-url URL]
                                                   run the agent in the background at every login
                                                   (systemd user unit / launchd agent / logon task)
  pulse-tracker uninstall
  pulse-tracker project list                       your projects and their open to-dos (* = selected)
  pulse-tracker project select PROJECT [--todo TODO]
                                                   work on a project (and a to-do), by name or id;
                                                   a running agent follows within a capture window
  pulse-tracker project select --none              work on no project
  pulse-tracker logout
  pulse-tracker simulate --server URL --admin-email E --employees N --days D [--employee-password P] [--seed S]
                                                   (administrator's password from PULSE_TRACKER_PASSWORD;
                                                   employees' from P, PULSE_EMPLOYEE_PASSWORD or the same)

Files live in $PULSE_TRACKER_HOME or ~/.config/pulse-tracker.
Testing/demo options of run: --until ISO (stop there, exit once sent); with the simulated source only: --clock-start ISO (replay from then), --clock-speed N, --seed S.`;

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
  const result = await signInDevice(
    createTrackerClient(server),
    { email, password, deviceName: hostname().slice(0, 200) || 'unknown', platform: platform() },
    async () =>
      process.env.PULSE_TRACKER_CODE ??
      readPassword('Code from your authenticator app (or a recovery code): ', 'PULSE_TRACKER_CODE'),
  );
  const home = agentHome();
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
  console.log(`Signed in as ${result.employee.name} (${result.employee.employeeCode}) on ${server}.`);
};

const signedIn = async () => {
  const signIn = await readSignIn(agentHome());
  if (!signIn)
    throw new SignInNeeded('Not signed in: run `pulse-tracker login --server URL --email E` first.');
  return signIn;
};

const describeSelection = (selection: ProjectSelection | null) =>
  selection?.project
    ? `${selection.project.name}${selection.todo ? `, to-do ${selection.todo.name}` : ''}`
    : 'none';

const CAPTURE_KINDS = ['desktop', 'simulated', 'activitywatch'] as const;
type CaptureKind = (typeof CAPTURE_KINDS)[number];
const REPLAY_OPTIONS = ['clock-start', 'clock-speed', 'seed'] as const;

// The desktop when there is one; the replay options choose the simulated source, which alone can
// replay the past.
const chooseCapture = (
  values: { capture?: string } & Partial<Record<(typeof REPLAY_OPTIONS)[number], string>>,
) => {
  const replay = REPLAY_OPTIONS.find((name) => values[name] !== undefined);
  const capture = values.capture ?? (replay ? 'simulated' : hasDesktopSession() ? 'desktop' : undefined);
  if (capture === undefined)
    throw new UsageError(
      'no desktop session here (neither DISPLAY nor WAYLAND_DISPLAY is set): run the agent in your desktop session, or use `--capture simulated` for a demo',
    );
  if (!CAPTURE_KINDS.includes(capture as CaptureKind))
    throw new UsageError(`--capture must be one of ${CAPTURE_KINDS.join(', ')}`);
  if (capture !== 'simulated' && replay)
    throw new UsageError(`--${replay} replays the simulated source: use it with \`--capture simulated\``);
  if (capture === 'desktop' && !hasDesktopSession())
    throw new UsageError(
      '--capture desktop needs a desktop session (neither DISPLAY nor WAYLAND_DISPLAY is set); use `--capture simulated` for a demo',
    );
  return capture as CaptureKind;
};

// --aw-url: a URL, and only for the ActivityWatch bridge.
const activityWatchUrl = (value: string | undefined, capture: CaptureKind) => {
  if (value === undefined) return undefined;
  if (capture !== 'activitywatch') throw new UsageError('--aw-url goes with `--capture activitywatch`');
  try {
    new URL(value);
  } catch {
    throw new UsageError('--aw-url must be a URL, e.g. http://localhost:5600');
  }
  return value;
};

const run = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: {
      capture: { type: 'string' },
      'aw-url': { type: 'string' },
      'poll-seconds': { type: 'string' },
      'clock-start': { type: 'string' },
      'clock-speed': { type: 'string' },
      until: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const capture = chooseCapture(values);
  const awUrl = activityWatchUrl(values['aw-url'], capture);
  const signIn = await signedIn();
  const home = agentHome();
  const client = createTrackerClient(signIn.server, signIn.deviceToken);
  const queue = await openDurableQueue(queueDirectory(home));
  const clockStart = instant(values['clock-start'], 'clock-start');
  const speed = positiveInt(values['clock-speed'], 'clock-speed', 1);
  // A replay resumes where the previous run's capture stopped, not back at --clock-start.
  const cursor = await queue.readCursor();
  const clock = clockStart
    ? createSimulatedClock(cursor && cursor > clockStart ? cursor : clockStart, speed)
    : systemClock;
  // Offline, the agent keeps going: the desktop source with its last known settings, the simulated
  // day in UTC instead of the organisation's time zone.
  const config = await client.config().catch((error: unknown) => {
    if (error instanceof TrackerApiError && error.status === 401) throw error;
    return null;
  });
  const desktop =
    capture === 'desktop'
      ? await startDesktopCapture({
          home,
          fetchConfig: () => client.config(),
          config,
          log: (line) => console.error(line),
        })
      : null;
  const activityWatch =
    capture === 'activitywatch'
      ? await startActivityWatchCapture({
          home,
          url: awUrl,
          fetchConfig: () => client.config(),
          config,
          log: (line) => console.error(line),
        })
      : null;
  const source =
    desktop?.source ??
    activityWatch?.source ??
    createSimulatedSource({
      seed: values.seed ?? signIn.employee.employeeCode,
      timeZone: config?.organization.timeZone ?? 'UTC',
    });
  const agent = createAgent({
    queue,
    // Paused time is reported as paused, whatever the source observed (pulse-tracker pause).
    source: createPausableSource(source, {
      readSpans: () => readPauseSpans(home),
      log: (line) => console.error(line),
    }),
    client,
    clock,
    // Read again at the end of every capture window (about every --poll-seconds), so a
    // `project select` made while the agent runs applies from the moment it was made.
    selection: {
      read: () => readSelection(home),
      noteRefused: (refusal) => writeSelectionRefusal(home, refusal),
    },
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
  console.error(
    `Tracking for ${signIn.employee.name} → ${signIn.server}; project: ${describeSelection(await readSelection(home))}`,
  );
  const paused = pauseNotice(await readPauseSpans(home), new Date());
  if (paused) console.error(paused);
  await agent.run(stop.signal);
  await desktop?.stop();
  await activityWatch?.stop();
};

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const status = async () => {
  const home = agentHome();
  const signIn = await readSignIn(home);
  if (!signIn) {
    console.log('Not signed in.');
    return;
  }
  const selection = await readSelection(home);
  const refusal = await readSelectionRefusal(home);
  // Read only: a running agent owns the queue.
  const size = await readQueueSize(queueDirectory(home));
  const last = await readFile(join(queueDirectory(home), 'last-upload.json'), 'utf8')
    .then((text) => (JSON.parse(text) as { at: string }).at)
    .catch(() => 'never');
  console.log(`Server:       ${signIn.server}`);
  console.log(`Employee:     ${signIn.employee.name} (${signIn.employee.employeeCode})`);
  console.log(`State:        ${describePause(await readPauseSpans(home), new Date())}`);
  console.log(`Queued:       ${size.events} events, ${size.screenshots} screenshots`);
  // Hardening (a batch that blocks the queue): what the server refused as invalid is set aside so the
  // rest is sent; said here, as that time is missing from the time sheet.
  const rejected = await readRejectedSize(queueDirectory(home));
  if (rejected.batches + rejected.screenshots > 0)
    console.log(
      `Set aside:    ${counted(rejected.batches, 'batch', 'batches')}, ${counted(rejected.screenshots, 'screenshot', 'screenshots')} the server refused (kept in ${join(queueDirectory(home), 'rejected')})`,
    );
  console.log(`Last upload:  ${last}`);
  const capture = await readCapabilities(home);
  console.log(
    `Capture:      ${capture ? `${capture.desktop} (checked ${capture.at})` : 'not checked yet: `pulse-tracker run` checks what this desktop offers'}`,
  );
  for (const line of capture ? describeCapabilities(capture.capabilities) : [])
    console.log(`              ${line}`);
  console.log(
    `Service:      ${(await describeService(serviceContext())) ?? 'not installed (`pulse-tracker install` runs the agent in the background)'}`,
  );
  console.log(`Project:      ${selection?.project?.name ?? 'none'}`);
  console.log(`To-do:        ${(selection?.project && selection.todo?.name) || 'none'}`);
  if (refusal)
    console.log(
      `Refused:      at ${refusal.at} the server refused the project or to-do of ${refusal.intervals} intervals (${refusal.detail}); they were sent without it. Choose again with \`pulse-tracker project select\`.`,
    );
};

// Pauses the agent finished capturing are forgotten here, by the only writers of the file: the
// running agent only reads it.
const keptPauseSpans = async (home: string, now: Date) =>
  withoutCollected(await readPauseSpans(home), await readQueueCursor(queueDirectory(home)), now);

// A week: longer absences are a pause until `resume`.
const MAX_PAUSE_MINUTES = 7 * 24 * 60;

const pauseTracking = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { minutes: { type: 'string' } } });
  const minutes = values.minutes === undefined ? null : positiveInt(values.minutes, 'minutes');
  if (minutes !== null && minutes > MAX_PAUSE_MINUTES)
    throw new UsageError(
      `--minutes must be at most ${MAX_PAUSE_MINUTES}; without it the pause lasts until \`resume\``,
    );
  const home = agentHome();
  const now = new Date();
  const until = minutes === null ? null : new Date(now.getTime() + minutes * 60_000);
  const spans = withPause(await keptPauseSpans(home, now), now, until);
  await writePauseSpans(home, spans);
  console.log(pauseNotice(spans, now));
};

const resumeTracking = async () => {
  const home = agentHome();
  const now = new Date();
  const spans = await keptPauseSpans(home, now);
  if (!currentPause(spans, now)) {
    console.log('Not paused: tracking.');
    return;
  }
  await writePauseSpans(home, withResume(spans, now));
  console.log('Tracking again.');
};

const serviceContext = (): ServiceContext => ({
  platform: process.platform,
  homeDir: homedir(),
  agentHomeDir: agentHome(),
  env: process.env,
  run: runCommand,
});

const install = async (args: string[]) => {
  const { values } = parseArgs({
    args,
    options: { capture: { type: 'string' }, 'aw-url': { type: 'string' } },
  });
  // The service captures for real: the desktop (run's default) or ActivityWatch, never the simulation.
  if (values.capture !== undefined && values.capture !== 'desktop' && values.capture !== 'activitywatch')
    throw new UsageError('--capture of the background service must be desktop or activitywatch');
  const awUrl = activityWatchUrl(
    values['aw-url'],
    values.capture === 'activitywatch' ? 'activitywatch' : 'desktop',
  );
  await signedIn();
  const trackerHome = process.env.PULSE_TRACKER_HOME;
  console.log(
    await installService(serviceContext(), {
      // The same Node and the same agent as this invocation (bin/ beside src/).
      nodePath: process.execPath,
      scriptPath: fileURLToPath(new URL('../bin/pulse-tracker.mjs', import.meta.url)),
      trackerHome: trackerHome ? resolve(trackerHome) : undefined,
      runOptions: [
        ...(values.capture ? ['--capture', values.capture] : []),
        ...(awUrl ? ['--aw-url', awUrl] : []),
      ],
    }),
  );
};

const uninstall = async () => {
  console.log(await uninstallService(serviceContext()));
};

const statusName = (status: number) => PROJECT_STATUS_NAMES[status as ProjectStatus] ?? `status ${status}`;

const printProjects = (projects: readonly TrackerProject[], selection: ProjectSelection | null) => {
  if (projects.length === 0) console.log('You are on no project’s team yet.');
  const selectedProject = selection?.project?.id;
  const mark = (isSelected: boolean) => (isSelected ? '*' : ' ');
  for (const project of projects) {
    const isSelected = project.id === selectedProject;
    console.log(`${mark(isSelected)} ${project.name} (${statusName(project.status)})  ${project.id}`);
    if (project.todos.length === 0) console.log('      no open to-do assigned to you');
    for (const todo of project.todos)
      console.log(`    ${mark(isSelected && todo.id === selection?.todo?.id)} ${todo.name}  ${todo.id}`);
  }
  if (selection?.project && !projects.some((project) => project.id === selectedProject))
    console.log(
      `Selected: ${describeSelection(selection)}, no longer among your projects: choose again with \`pulse-tracker project select\`.`,
    );
};

const listProjects = async () => {
  const signIn = await signedIn();
  const projects = await createTrackerClient(signIn.server, signIn.deviceToken).projects();
  printProjects(projects, await readSelection(agentHome()));
};

const selectProject = async (args: string[]) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { todo: { type: 'string' }, none: { type: 'boolean' } },
  });
  const home = agentHome();
  if (values.none) {
    if (positionals.length > 0 || values.todo !== undefined)
      throw new UsageError('--none takes no project and no --todo');
    await writeSelection(home, { project: null, todo: null, selectedAt: new Date().toISOString() });
    await removeSelectionRefusal(home);
    console.log('Working on no project.');
    return;
  }
  // A name with spaces may come unquoted, as several words.
  const projectQuery = positionals.join(' ');
  if (!projectQuery.trim()) throw new UsageError('name the project (or give its id), or say --none');
  const signIn = await signedIn();
  const projects = await createTrackerClient(signIn.server, signIn.deviceToken).projects();
  const choice = chooseSelection(projects, projectQuery, values.todo, new Date());
  if ('error' in choice) throw new NoSuchChoice(choice.error);
  await writeSelection(home, choice.selection);
  await removeSelectionRefusal(home);
  console.log(`Working on ${describeSelection(choice.selection)}.`);
};

const project = (args: string[]) => {
  const [subcommand, ...rest] = args;
  if (subcommand === 'list') return listProjects();
  if (subcommand === 'select') return selectProject(rest);
  throw new UsageError(
    subcommand === undefined ? 'project needs list or select' : `unknown project command "${subcommand}"`,
  );
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
  if (command === 'pause') return pauseTracking(args);
  if (command === 'resume') return resumeTracking();
  if (command === 'install') return install(args);
  if (command === 'uninstall') return uninstall();
  if (command === 'project') return project(args);
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
    if (error instanceof NoSuchChoice) {
      console.error(`pulse-tracker: ${error.message}`);
      process.exit(2);
    }
    if (
      error instanceof SignInNeeded ||
      error instanceof TwoFactorRefused ||
      (error instanceof TrackerApiError && error.status === 401)
    ) {
      console.error(
        `pulse-tracker: ${error instanceof SignInNeeded || error instanceof TwoFactorRefused ? error.message : 'the server refused this device (signed out or revoked): run `pulse-tracker login` again.'}`,
      );
      process.exit(3);
    }
    console.error(`pulse-tracker: ${(error as Error).message}`);
    process.exit(1);
  },
);
