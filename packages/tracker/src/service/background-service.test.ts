import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CommandResult,
  describeService,
  installService,
  runCommand,
  type ServiceContext,
  uninstallService,
} from './background-service';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-service-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const command = { nodePath: '/usr/bin/node', scriptPath: '/opt/pulse/bin/pulse-tracker.mjs' };

// A system that answers every command with `answer` (by its first words) and records what was run.
const fakeSystem = (
  platform: NodeJS.Platform,
  answer: (line: string) => CommandResult = () => ({ code: 0, output: '' }),
  env: Record<string, string> = {},
) => {
  const homeDir = tempDir();
  const commands: string[] = [];
  const context: ServiceContext = {
    platform,
    homeDir,
    agentHomeDir: join(homeDir, '.config', 'pulse-tracker'),
    env,
    run: async (name, args) => {
      const line = [name, ...args].join(' ');
      commands.push(line);
      return answer(line);
    },
  };
  return { context, commands, homeDir };
};

describe('on Linux (systemd)', () => {
  it('writes the unit, imports the desktop session and enables it now; status says it runs', async () => {
    const { context, commands, homeDir } = fakeSystem(
      'linux',
      (line) => ({ code: 0, output: line.includes('is-active') ? 'active' : '' }),
      { DISPLAY: ':0', XAUTHORITY: '/home/asha/.Xauthority', HOME: '/home/asha' },
    );
    const unitPath = join(homeDir, '.config', 'systemd', 'user', 'pulse-tracker.service');
    const message = await installService(context, { ...command, trackerHome: '/data/pulse' });
    expect(message).toContain(`Installed: the systemd user unit ${unitPath} runs \`pulse-tracker run\``);
    expect(readFileSync(unitPath, 'utf8')).toContain(
      'ExecStart="/usr/bin/node" "/opt/pulse/bin/pulse-tracker.mjs" "run"\nEnvironment="PULSE_TRACKER_HOME=/data/pulse"\n',
    );
    expect(commands).toEqual([
      'systemctl --user daemon-reload',
      'systemctl --user import-environment DISPLAY XAUTHORITY',
      'systemctl --user enable --now pulse-tracker.service',
    ]);
    expect(await describeService(context)).toBe(`installed, running (systemd user unit ${unitPath})`);
  });

  it('restarts an already installed service so it runs the new unit', async () => {
    const { context, commands } = fakeSystem('linux');
    await installService(context, command);
    commands.length = 0;
    await installService(context, command);
    expect(commands).toEqual([
      'systemctl --user daemon-reload',
      'systemctl --user enable --now pulse-tracker.service',
      'systemctl --user restart pulse-tracker.service',
    ]);
  });

  it('without a user service manager, writes the unit and says how to start it', async () => {
    const { context, commands, homeDir } = fakeSystem('linux', () => ({
      code: 1,
      output: 'Failed to connect to bus: No medium found',
    }));
    const message = await installService(context, command);
    expect(message).toContain('but `systemctl --user` is not available here (Failed to connect to bus');
    expect(message).toContain(
      '`systemctl --user daemon-reload && systemctl --user enable --now pulse-tracker`',
    );
    expect(commands).toEqual(['systemctl --user daemon-reload']);
    expect(existsSync(join(homeDir, '.config', 'systemd', 'user', 'pulse-tracker.service'))).toBe(true);
    expect(await describeService(context)).toMatch(/^installed, state unknown \(/);
  });

  it('refuses with systemd’s own words when enabling fails', async () => {
    const { context } = fakeSystem('linux', (line) =>
      line.includes('enable') ? { code: 1, output: 'Unit file is masked.' } : { code: 0, output: '' },
    );
    await expect(installService(context, command)).rejects.toThrow(
      'systemctl --user enable --now pulse-tracker failed (exit 1): Unit file is masked.',
    );
  });

  it('uninstall stops, disables and removes it; a second uninstall finds nothing', async () => {
    const { context, commands } = fakeSystem('linux', (line) => ({
      code: line.includes('is-active') ? 3 : 0,
      output: line.includes('is-active') ? 'inactive' : '',
    }));
    await installService(context, command);
    expect(await describeService(context)).toMatch(/^installed, inactive \(/);
    commands.length = 0;
    expect(await uninstallService(context)).toBe(
      'Removed the background service; the sign-in and anything queued stay.',
    );
    expect(commands).toEqual([
      'systemctl --user disable --now pulse-tracker.service',
      'systemctl --user daemon-reload',
    ]);
    expect(await describeService(context)).toBeNull();
    expect(await uninstallService(context)).toBe('No background service is installed.');
  });
});

describe('on macOS (launchd)', () => {
  it('writes the agent and loads it; reinstalling unloads the old one first; uninstall unloads and removes', async () => {
    const { context, commands, homeDir } = fakeSystem('darwin');
    const plistPath = join(homeDir, 'Library', 'LaunchAgents', 'com.pulse.tracker.plist');
    expect(await installService(context, command)).toContain(`Installed: the launchd agent ${plistPath}`);
    expect(readFileSync(plistPath, 'utf8')).toContain('<string>/opt/pulse/bin/pulse-tracker.mjs</string>');
    expect(existsSync(join(homeDir, 'Library', 'Logs'))).toBe(true);
    await installService(context, command);
    expect(await describeService(context)).toBe(`installed, loaded (launchd agent ${plistPath})`);
    expect(await uninstallService(context)).toContain('Removed the background service');
    expect(commands).toEqual([
      `launchctl load -w ${plistPath}`,
      `launchctl unload -w ${plistPath}`,
      `launchctl load -w ${plistPath}`,
      'launchctl list com.pulse.tracker',
      `launchctl unload -w ${plistPath}`,
    ]);
    expect(existsSync(plistPath)).toBe(false);
  });
});

describe('on Windows (Task Scheduler)', () => {
  it('writes the launcher, creates the logon task and starts it; uninstall deletes both', async () => {
    let taskXml = '';
    const { context, commands } = fakeSystem(
      'win32',
      (line) => {
        // Task Scheduler reads the XML while schtasks runs; install removes it afterwards.
        if (line.includes('/XML')) taskXml = readFileSync(line.split('/XML ')[1] ?? '', 'utf16le');
        return { code: 0, output: '' };
      },
      { USERDOMAIN: 'OFFICE', USERNAME: 'asha' },
    );
    const launcher = join(context.agentHomeDir, 'pulse-tracker-service.vbs');
    const taskXmlPath = join(context.agentHomeDir, 'pulse-tracker-task.xml');
    const message = await installService(context, { ...command, trackerHome: context.agentHomeDir });
    expect(message).toBe(
      'Installed: the scheduled task "Pulse Tracker" runs `pulse-tracker run` at every logon.\nIt is running now.',
    );
    expect(taskXml).toContain('<UserId>OFFICE\\asha</UserId>');
    expect(taskXml).toContain(`<Arguments>&quot;${launcher}&quot;</Arguments>`);
    expect(existsSync(taskXmlPath)).toBe(false);
    expect(readFileSync(launcher, 'utf16le')).toContain('code = shell.Run("""/usr/bin/node"" ');
    expect(await describeService(context)).toBe('installed (scheduled task "Pulse Tracker" at logon)');
    expect(await uninstallService(context)).toContain('Removed the background service');
    expect(commands).toEqual([
      `schtasks /Create /F /TN Pulse Tracker /XML ${taskXmlPath}`,
      'schtasks /Run /TN Pulse Tracker',
      'schtasks /Query /TN Pulse Tracker',
      'schtasks /End /TN Pulse Tracker',
      'schtasks /Delete /TN Pulse Tracker /F',
    ]);
    expect(existsSync(launcher)).toBe(false);
  });

  it('refuses with the Task Scheduler’s words when it cannot create the task', async () => {
    const { context } = fakeSystem('win32', () => ({ code: 1, output: 'ERROR: Access is denied.' }), {
      USERNAME: 'asha',
    });
    await expect(installService(context, command)).rejects.toThrow(
      'schtasks /Create failed (exit 1): ERROR: Access is denied.',
    );
  });
});

it('refuses on a platform it does not know, installing nothing', async () => {
  const { context, commands } = fakeSystem('freebsd');
  await expect(installService(context, command)).rejects.toThrow('not freebsd');
  expect(commands).toEqual([]);
  expect(await describeService(context)).toBeNull();
});

describe('the command runner', () => {
  it('reports a command that is not there with no exit code', async () => {
    const result = await runCommand('pulse-no-such-command', []);
    expect(result.code).toBeNull();
    expect(result.output).toContain('ENOENT');
  });

  it('reports the exit code and the output', async () => {
    expect(await runCommand(process.execPath, ['-e', 'console.log("hi"); process.exit(3)'])).toEqual({
      code: 3,
      output: 'hi',
    });
  });
});
