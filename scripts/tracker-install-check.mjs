// CI (installing the tracker): the agent installs from a running Pulse server the way the
// Tracker page tells a person to, on a machine with nothing of this repository, and its first batch
// arrives. After `npm run build`:
//   1. starts the production server on a free port with an empty embedded database,
//   2. signs an organisation up (the demo seed alone takes most of a minute),
//   3. `npm install -g --prefix <empty dir> <the URL the Tracker page shows>` (npm's registry for the
//      agent's own dependencies),
//   4. signs the installed `pulse-tracker` in and runs it on a simulated working morning until it has
//      sent ten minutes,
//   5. reads the day back from the time sheet API.
// Linux and macOS (npm puts the command in <prefix>/bin). Plain Node ESM with no dependencies.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = join(root, 'packages/server/dist/main.js');
const SERVER_START_TIMEOUT_MS = 30_000;
const STEP_TIMEOUT_MS = 120_000;
// What the simulated agent replays: ten minutes (a whole slot), 120 times faster than real time.
const REPLAY_MINUTES = 10;
const REPLAY_SPEED = 120;
const account = {
  name: 'Install Check',
  organizationName: 'Tracker Install Check',
  email: 'install-check@example.com',
  password: 'Check@123',
  timeZone: 'UTC',
};

const startedAt = Date.now();
const log = (line) =>
  console.log(`[tracker-install-check +${((Date.now() - startedAt) / 1000).toFixed(1)}s] ${line}`);
const fail = (message) => {
  throw new Error(message);
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

// The environment of a stranger's shell: nothing of this checkout's npm run (its prefix, workspace or
// scripts' settings) and no module search path into it.
const outsideEnv = (extra) => {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'NODE_PATH'),
  );
  return { ...env, ...extra };
};

// Runs a command to its end; its output is shown when it fails. `onOutput` hears everything it has
// printed so far, each time it prints more.
const run = (command, args, options, onOutput = () => {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      onOutput(output);
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), STEP_TIMEOUT_MS);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} ended with ${signal ?? code}:\n${output}`));
    });
  });

// 10:00 UTC of the latest weekday before today: inside the simulated working day (it starts between
// 08:30 and 09:30 in the organisation's zone, UTC here) and well within the server's 30 days.
const replayStart = () => {
  const day = new Date(Date.now() - 24 * 60 * 60 * 1000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() - 1);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10));
};

const scratch = mkdtempSync(join(tmpdir(), 'pulse-tracker-install-check-'));
const dataDir = join(scratch, 'data');
const prefix = join(scratch, 'npm-prefix');
const trackerHome = join(scratch, 'tracker-home');
// Where the installed agent runs from: outside this checkout.
const workDir = join(scratch, 'work');
for (const directory of [dataDir, prefix, workDir]) mkdirSync(directory, { recursive: true });

let server = null;
const stopServer = async () => {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
};

try {
  if (!existsSync(serverEntry)) fail(`${serverEntry} is missing: run npm run build first`);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const serverEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'warn' };
  // Always its own embedded database, never a shared server's.
  delete serverEnv.DATABASE_URL;
  server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (
    !(await fetch(`${origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false))
  ) {
    if (server.exitCode !== null) fail(`the server ended with ${server.exitCode} before it answered`);
    if (Date.now() > deadline) fail(`the server did not answer within ${SERVER_START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`server up at ${origin}`);

  const signedUp = await fetch(`${origin}/api/v1/organizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(account),
  });
  if (signedUp.status !== 201) fail(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  const cookie = signedUp.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('pulse_session='));
  if (!cookie) fail('sign-up set no session cookie');
  const api = async (path, body) => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { cookie, origin, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) fail(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };

  // The URL the Tracker page shows.
  const setup = await api('/tracker/setup');
  if (!setup.agent)
    fail('the server offers no tracker package: did npm run build make packages/tracker/dist/package?');
  const packageUrl = `${origin}${setup.agent.downloadPath}`;
  log(`npm install -g ${packageUrl}`);
  // --prefer-offline: the agent's dependencies come from npm's cache when it has them (CI's npm ci
  // filled it), from the registry otherwise.
  const npmArgs = ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--prefer-offline'];
  await run('npm', [...npmArgs, packageUrl], {
    cwd: workDir,
    env: outsideEnv({}),
  });
  const tracker = join(prefix, 'bin', 'pulse-tracker');
  if (!existsSync(tracker)) fail(`npm installed no ${tracker}`);
  const trackerEnv = outsideEnv({ PULSE_TRACKER_HOME: trackerHome });

  // Sign-in by code, as the Tracker page tells it: the agent prints a code, the person approves it in
  // Pulse (here through the same API the approval page calls, with the administrator's session).
  log(`pulse-tracker login --server ${origin}`);
  let approval = null;
  const signedIn = await run(
    tracker,
    ['login', '--server', origin],
    { cwd: workDir, env: trackerEnv },
    (output) => {
      const userCode = output.match(/enter the code ([A-Z]{4}-[A-Z]{4})/)?.[1];
      if (userCode && !approval) {
        log(`approving ${userCode} in Pulse`);
        approval = api('/tracker/device-authorizations/approve', { userCode });
      }
    },
  );
  if (!approval) fail(`pulse-tracker login printed no code:\n${signedIn}`);
  await approval;
  log(signedIn.trim());

  const from = replayStart();
  const until = new Date(from.getTime() + REPLAY_MINUTES * 60_000);
  log(`pulse-tracker run --capture simulated from ${from.toISOString()} until ${until.toISOString()}`);
  await run(
    tracker,
    [
      'run',
      '--capture',
      'simulated',
      '--clock-start',
      from.toISOString(),
      '--clock-speed',
      String(REPLAY_SPEED),
      '--until',
      until.toISOString(),
    ],
    { cwd: workDir, env: trackerEnv },
  );

  // The server's side: the day in the time sheet, rolled up from what the agent sent.
  const day = from.toISOString().slice(0, 10);
  const sheet = await api(`/time-sheet?date=${day}`);
  const row = sheet.rows.find((candidate) => candidate.name === account.name);
  if (!row || row.hoursWorkedMinutes <= 0)
    fail(`the time sheet of ${day} shows no tracked time: ${JSON.stringify(sheet.rows)}`);
  log(`the time sheet of ${day} shows ${row.hoursWorkedMinutes} minutes: the first batch arrived`);
  log('passed');
} catch (error) {
  console.error(`[tracker-install-check] FAILED: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopServer();
  rmSync(scratch, { recursive: true, force: true });
}
