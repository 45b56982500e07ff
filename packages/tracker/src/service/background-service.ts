import { execFile } from 'node:child_process';
import { access, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { writeDurably } from '../durable-file';
import {
  LAUNCHD_LABEL,
  launchdLogPath,
  launchdPlist,
  launchdPlistPath,
  type ServiceCommand,
  SYSTEMD_UNIT_NAME,
  schtasksCreateArgs,
  systemdUnit,
  systemdUnitPath,
  utf16,
  WINDOWS_LAUNCHER_NAME,
  WINDOWS_TASK_NAME,
  WINDOWS_TASK_XML_NAME,
  windowsLauncher,
  windowsTaskXml,
} from './service-definitions';

// `pulse-tracker install` / `uninstall` / the service line of `status`. What touches the system goes
// through `run`, so tests see the commands without installing anything.

// code null: the command could not be started at all (not installed, not on the PATH).
export type CommandResult = { code: number | null; output: string };
export type CommandRunner = (command: string, args: readonly string[]) => Promise<CommandResult>;

export const runCommand: CommandRunner = (command, args) =>
  new Promise((resolve) => {
    execFile(command, [...args], { timeout: 30_000, windowsHide: true }, (error, stdout, stderr) => {
      const output = `${stdout}${stderr}`.trim();
      if (!error) return resolve({ code: 0, output });
      const code = typeof error.code === 'number' ? error.code : null;
      resolve({ code, output: output || error.message });
    });
  });

export type ServiceContext = {
  platform: NodeJS.Platform;
  homeDir: string;
  // The agent's home (sign-in, queue): the Windows launcher is written there.
  agentHomeDir: string;
  env: Record<string, string | undefined>;
  run: CommandRunner;
};

// The desktop session's variables the capture needs; a session started before the service has
// them, the user's service manager may not yet (spec A §1: the agent runs in the user's session).
const SESSION_VARIABLES = [
  'DISPLAY',
  'XAUTHORITY',
  'WAYLAND_DISPLAY',
  'SWAYSOCK',
  'XDG_SESSION_TYPE',
  'XDG_CURRENT_DESKTOP',
  'DBUS_SESSION_BUS_ADDRESS',
];

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

const writeFileIn = async (path: string, text: string | Uint8Array) => {
  await mkdir(dirname(path), { recursive: true });
  await writeDurably(path, text);
};

const failure = (what: string, result: CommandResult) =>
  new Error(`${what} failed${result.code === null ? '' : ` (exit ${result.code})`}: ${result.output}`);

const systemctl = (context: ServiceContext, ...args: string[]) =>
  context.run('systemctl', ['--user', ...args]);

const windowsLauncherPath = (context: ServiceContext) => join(context.agentHomeDir, WINDOWS_LAUNCHER_NAME);

const unsupported = (platform: string) =>
  new Error(
    `pulse-tracker install knows Linux (systemd), macOS (launchd) and Windows (Task Scheduler), not ${platform}: start \`pulse-tracker run\` from your session's autostart instead.`,
  );

// Writes the service and starts it. Returns what to tell the employee.
export const installService = async (context: ServiceContext, command: ServiceCommand): Promise<string> => {
  if (context.platform === 'linux') {
    const path = systemdUnitPath(context.homeDir);
    const wasInstalled = await exists(path);
    await writeFileIn(path, systemdUnit(command));
    const reload = await systemctl(context, 'daemon-reload');
    if (reload.code !== 0)
      return [
        `Wrote the systemd user unit ${path}, but \`systemctl --user\` is not available here (${reload.output}).`,
        'Start it from a desktop session with `systemctl --user daemon-reload && systemctl --user enable --now pulse-tracker`,',
        'or run `pulse-tracker run` yourself.',
      ].join('\n');
    const present = SESSION_VARIABLES.filter((name) => context.env[name]);
    if (present.length > 0) await systemctl(context, 'import-environment', ...present);
    const enable = await systemctl(context, 'enable', '--now', SYSTEMD_UNIT_NAME);
    if (enable.code !== 0) throw failure('systemctl --user enable --now pulse-tracker', enable);
    // Already running from an earlier install: enable --now leaves it on the old unit.
    if (wasInstalled) {
      const restart = await systemctl(context, 'restart', SYSTEMD_UNIT_NAME);
      if (restart.code !== 0) throw failure('systemctl --user restart pulse-tracker', restart);
    }
    return [
      `Installed: the systemd user unit ${path} runs \`pulse-tracker run\` now and at every login.`,
      'Its log: `journalctl --user -u pulse-tracker`.',
    ].join('\n');
  }
  if (context.platform === 'darwin') {
    const path = launchdPlistPath(context.homeDir);
    const logPath = launchdLogPath(context.homeDir);
    // launchd keeps what it loaded: unload an earlier install before replacing its file.
    if (await exists(path)) await context.run('launchctl', ['unload', '-w', path]);
    await mkdir(dirname(logPath), { recursive: true });
    await writeFileIn(path, launchdPlist(command, logPath));
    const load = await context.run('launchctl', ['load', '-w', path]);
    if (load.code !== 0) throw failure(`launchctl load ${path}`, load);
    return [
      `Installed: the launchd agent ${path} runs \`pulse-tracker run\` now and at every login.`,
      `Its log: ${logPath}.`,
    ].join('\n');
  }
  if (context.platform === 'win32') {
    const { USERDOMAIN: domain, USERNAME: user } = context.env;
    if (!user) throw new Error('USERNAME is not set: cannot tell whose logon starts the agent.');
    const launcher = windowsLauncherPath(context);
    const taskXml = join(context.agentHomeDir, WINDOWS_TASK_XML_NAME);
    await writeFileIn(launcher, utf16(windowsLauncher(command)));
    await writeFileIn(taskXml, utf16(windowsTaskXml(launcher, domain ? `${domain}\\${user}` : user)));
    const create = await context.run('schtasks', schtasksCreateArgs(taskXml));
    // Task Scheduler keeps its own copy.
    await rm(taskXml, { force: true });
    if (create.code !== 0) throw failure('schtasks /Create', create);
    const start = await context.run('schtasks', ['/Run', '/TN', WINDOWS_TASK_NAME]);
    return [
      `Installed: the scheduled task "${WINDOWS_TASK_NAME}" runs \`pulse-tracker run\` at every logon.`,
      start.code === 0
        ? 'It is running now.'
        : `It could not be started now (${start.output}): it starts at the next logon.`,
    ].join('\n');
  }
  throw unsupported(context.platform);
};

// Stops and removes the service; the sign-in and the queue stay.
export const uninstallService = async (context: ServiceContext): Promise<string> => {
  const notInstalled = 'No background service is installed.';
  const removed = 'Removed the background service; the sign-in and anything queued stay.';
  if (context.platform === 'linux') {
    const path = systemdUnitPath(context.homeDir);
    if (!(await exists(path))) return notInstalled;
    const disable = await systemctl(context, 'disable', '--now', SYSTEMD_UNIT_NAME);
    await rm(path, { force: true });
    await systemctl(context, 'daemon-reload');
    return disable.code === 0 || disable.code === null
      ? removed
      : `${removed}\n(systemctl --user disable --now said: ${disable.output})`;
  }
  if (context.platform === 'darwin') {
    const path = launchdPlistPath(context.homeDir);
    if (!(await exists(path))) return notInstalled;
    await context.run('launchctl', ['unload', '-w', path]);
    await rm(path, { force: true });
    return removed;
  }
  if (context.platform === 'win32') {
    const launcher = windowsLauncherPath(context);
    const query = await context.run('schtasks', ['/Query', '/TN', WINDOWS_TASK_NAME]);
    if (query.code !== 0 && !(await exists(launcher))) return notInstalled;
    await context.run('schtasks', ['/End', '/TN', WINDOWS_TASK_NAME]);
    const remove = await context.run('schtasks', ['/Delete', '/TN', WINDOWS_TASK_NAME, '/F']);
    if (remove.code !== 0 && query.code === 0) throw failure('schtasks /Delete', remove);
    await rm(launcher, { force: true });
    return removed;
  }
  throw unsupported(context.platform);
};

const SYSTEMD_STATES = ['inactive', 'failed', 'activating', 'deactivating', 'reloading'];

// The service line of `status`: null when none is installed.
export const describeService = async (context: ServiceContext): Promise<string | null> => {
  if (context.platform === 'linux') {
    const path = systemdUnitPath(context.homeDir);
    if (!(await exists(path))) return null;
    // is-active prints the state and exits non-zero unless active; without a user bus it prints why.
    const state = (await systemctl(context, 'is-active', SYSTEMD_UNIT_NAME)).output.split('\n')[0] ?? '';
    const word = state === 'active' ? 'running' : SYSTEMD_STATES.includes(state) ? state : 'state unknown';
    return `installed, ${word} (systemd user unit ${path})`;
  }
  if (context.platform === 'darwin') {
    const path = launchdPlistPath(context.homeDir);
    if (!(await exists(path))) return null;
    const list = await context.run('launchctl', ['list', LAUNCHD_LABEL]);
    return `installed, ${list.code === 0 ? 'loaded' : 'not loaded'} (launchd agent ${path})`;
  }
  if (context.platform === 'win32') {
    if (!(await exists(windowsLauncherPath(context)))) return null;
    return `installed (scheduled task "${WINDOWS_TASK_NAME}" at logon)`;
  }
  return null;
};
