import { join } from 'node:path';

// What `pulse-tracker install` writes so that `pulse-tracker run` starts at every login and keeps
// running: a systemd user unit (Linux), a launchd agent (macOS), a scheduled task at logon (Windows).
// Pure text; background-service.ts writes it and asks the system to load it.

// The command the service runs: the same Node and the same script as the `install` invocation, so
// an agent installed from one checkout or one Node version keeps using it.
export type ServiceCommand = {
  nodePath: string;
  scriptPath: string;
  // $PULSE_TRACKER_HOME when install ran with it: the service must find the same sign-in and queue.
  trackerHome?: string;
  // Options of `run` given to install (e.g. --capture activitywatch).
  runOptions?: readonly string[];
};

const argumentsOf = (command: ServiceCommand) => [
  command.nodePath,
  command.scriptPath,
  'run',
  ...(command.runOptions ?? []),
];

export const SYSTEMD_UNIT_NAME = 'pulse-tracker.service';
export const LAUNCHD_LABEL = 'com.pulse.tracker';
export const WINDOWS_TASK_NAME = 'Pulse Tracker';
export const WINDOWS_LAUNCHER_NAME = 'pulse-tracker-service.vbs';
export const WINDOWS_TASK_XML_NAME = 'pulse-tracker-task.xml';

// Exit codes of `pulse-tracker run` that restarting cannot mend (commands/command-errors.ts): 3,
// signed out. Not 2: the service's command line is fixed, so a usage error there means no desktop
// session yet, which a restart after the session has started finds.
const NO_RESTART_EXIT_CODES = [3];

export const systemdUnitPath = (homeDir: string) =>
  join(homeDir, '.config', 'systemd', 'user', SYSTEMD_UNIT_NAME);
export const launchdPlistPath = (homeDir: string) =>
  join(homeDir, 'Library', 'LaunchAgents', `${LAUNCHD_LABEL}.plist`);
export const launchdLogPath = (homeDir: string) => join(homeDir, 'Library', 'Logs', 'pulse-tracker.log');

// A systemd word in double quotes: backslash and quote escaped, `%` doubled (specifiers), and in
// ExecStart `$` doubled (it expands variables there; Environment= does not).
const systemdQuoted = (text: string, isExecStart = false) => {
  const escaped = text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/%/g, '%%');
  return `"${isExecStart ? escaped.replace(/\$/g, '$$$$') : escaped}"`;
};

export const systemdUnit = (command: ServiceCommand) =>
  [
    '# Written by `pulse-tracker install`; removed by `pulse-tracker uninstall`.',
    '[Unit]',
    'Description=Pulse time tracker',
    '',
    '[Service]',
    'Type=simple',
    `ExecStart=${argumentsOf(command)
      .map((word) => systemdQuoted(word, true))
      .join(' ')}`,
    ...(command.trackerHome
      ? [`Environment=${systemdQuoted(`PULSE_TRACKER_HOME=${command.trackerHome}`)}`]
      : []),
    // Capture needs the desktop session (DISPLAY, WAYLAND_DISPLAY…), which a session imports into the
    // user manager when it starts, possibly after the service: restarting picks it up.
    'Restart=on-failure',
    'RestartSec=30',
    `RestartPreventExitStatus=${NO_RESTART_EXIT_CODES.join(' ')}`,
    '',
    '[Install]',
    'WantedBy=default.target',
    '',
  ].join('\n');

const xmlEscaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const plistString = (text: string) => `<string>${xmlEscaped(text)}</string>`;

export const launchdPlist = (command: ServiceCommand, logPath: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<!-- Written by `pulse-tracker install`; removed by `pulse-tracker uninstall`. -->',
    '<plist version="1.0">',
    '<dict>',
    '  <key>Label</key>',
    `  ${plistString(LAUNCHD_LABEL)}`,
    '  <key>ProgramArguments</key>',
    '  <array>',
    ...argumentsOf(command).map((argument) => `    ${plistString(argument)}`),
    '  </array>',
    ...(command.trackerHome
      ? [
          '  <key>EnvironmentVariables</key>',
          '  <dict>',
          '    <key>PULSE_TRACKER_HOME</key>',
          `    ${plistString(command.trackerHome)}`,
          '  </dict>',
        ]
      : []),
    // Screen capture and the focused window exist only in the user's graphical (Aqua) session.
    '  <key>LimitLoadToSessionType</key>',
    `  ${plistString('Aqua')}`,
    '  <key>RunAtLoad</key>',
    '  <true/>',
    '  <key>KeepAlive</key>',
    '  <dict>',
    '    <key>SuccessfulExit</key>',
    '    <false/>',
    '  </dict>',
    '  <key>ThrottleInterval</key>',
    '  <integer>30</integer>',
    '  <key>StandardOutPath</key>',
    `  ${plistString(logPath)}`,
    '  <key>StandardErrorPath</key>',
    `  ${plistString(logPath)}`,
    '</dict>',
    '</plist>',
    '',
  ].join('\n');

// A Windows command line: each argument in quotes (paths have spaces; none of ours holds a quote).
const windowsCommandLine = (words: readonly string[]) => words.map((word) => `"${word}"`).join(' ');

// A VBScript string literal: quotes doubled.
const vbsString = (text: string) => `"${text.replace(/"/g, '""')}"`;

// Node is a console program: started by the task directly it would open a console window at every
// logon. Windows Script Host starts it hidden (window style 0), in the user's desktop session that
// capture needs, with PULSE_TRACKER_HOME set for it, and starts it again after a failure as the
// systemd unit does (not after a clean stop, a usage error or a sign-out).
export const windowsLauncher = (command: ServiceCommand) =>
  [
    "' Written by `pulse-tracker install`; removed by `pulse-tracker uninstall`.",
    'Set shell = CreateObject("WScript.Shell")',
    ...(command.trackerHome
      ? [`shell.Environment("Process")("PULSE_TRACKER_HOME") = ${vbsString(command.trackerHome)}`]
      : []),
    'Do',
    `  code = shell.Run(${vbsString(windowsCommandLine(argumentsOf(command)))}, 0, True)`,
    `  If ${['0', ...NO_RESTART_EXIT_CODES.map(String)].map((exit) => `code = ${exit}`).join(' Or ')} Then Exit Do`,
    '  WScript.Sleep 30000',
    'Loop',
    '',
  ].join('\r\n');

// The scheduled task, as Task Scheduler XML rather than schtasks' /SC ONLOGON, whose trigger fires
// for any user (refused to a user without administrator rights) and whose defaults do not start the
// task on battery power and stop it after 72 hours. This one: at the logon of the installing user,
// in their session with their ordinary rights, on battery too, for as long as the session lasts.
export const windowsTaskXml = (launcherPath: string, userId: string) =>
  [
    '<?xml version="1.0" encoding="UTF-16"?>',
    '<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">',
    '  <RegistrationInfo>',
    '    <Description>Pulse time tracker: written by pulse-tracker install, removed by pulse-tracker uninstall.</Description>',
    '  </RegistrationInfo>',
    '  <Triggers>',
    '    <LogonTrigger>',
    '      <Enabled>true</Enabled>',
    `      <UserId>${xmlEscaped(userId)}</UserId>`,
    '    </LogonTrigger>',
    '  </Triggers>',
    '  <Principals>',
    '    <Principal id="Author">',
    `      <UserId>${xmlEscaped(userId)}</UserId>`,
    '      <LogonType>InteractiveToken</LogonType>',
    '      <RunLevel>LeastPrivilege</RunLevel>',
    '    </Principal>',
    '  </Principals>',
    '  <Settings>',
    '    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>',
    '    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>',
    '    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>',
    '    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>',
    '    <Enabled>true</Enabled>',
    '  </Settings>',
    '  <Actions Context="Author">',
    '    <Exec>',
    '      <Command>wscript.exe</Command>',
    `      <Arguments>${xmlEscaped(`"${launcherPath}"`)}</Arguments>`,
    '    </Exec>',
    '  </Actions>',
    '</Task>',
    '',
  ].join('\r\n');

// schtasks arguments (each one argument of the process, no shell); /F replaces an earlier install.
export const schtasksCreateArgs = (taskXmlPath: string) => [
  '/Create',
  '/F',
  '/TN',
  WINDOWS_TASK_NAME,
  '/XML',
  taskXmlPath,
];

// Windows Script Host and Task Scheduler read UTF-16 (little-endian, with its byte-order mark)
// whatever the system's code page, so paths with any characters survive.
export const utf16 = (text: string) =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
