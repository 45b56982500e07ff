import { describe, expect, it } from 'vitest';
import {
  launchdPlist,
  schtasksCreateArgs,
  systemdUnit,
  systemdUnitPath,
  utf16,
  windowsLauncher,
  windowsTaskXml,
} from './service-definitions';

const command = {
  nodePath: '/usr/bin/node',
  scriptPath: '/opt/pulse/packages/tracker/bin/pulse-tracker.mjs',
};

describe('systemd user unit', () => {
  it('runs the same node and script, restarts on failure but not once signed out, starts at login', () => {
    expect(systemdUnit(command)).toBe(
      [
        '# Written by `pulse-tracker install`; removed by `pulse-tracker uninstall`.',
        '[Unit]',
        'Description=Pulse time tracker',
        '',
        '[Service]',
        'Type=simple',
        'ExecStart="/usr/bin/node" "/opt/pulse/packages/tracker/bin/pulse-tracker.mjs" "run"',
        'Restart=on-failure',
        'RestartSec=30',
        'RestartPreventExitStatus=3',
        '',
        '[Install]',
        'WantedBy=default.target',
        '',
      ].join('\n'),
    );
    expect(systemdUnitPath('/home/asha')).toBe('/home/asha/.config/systemd/user/pulse-tracker.service');
  });

  it('carries PULSE_TRACKER_HOME and the options of run, and quotes paths with spaces, quotes, % and $', () => {
    const unit = systemdUnit({
      nodePath: '/home/asha/my node/bin/node',
      scriptPath: '/home/asha/100% "real"/$HOME/bin/pulse-tracker.mjs',
      trackerHome: '/home/asha/pulse 50%',
      runOptions: ['--capture', 'activitywatch', '--aw-url', 'http://localhost:5600/'],
    });
    expect(unit).toContain(
      'ExecStart="/home/asha/my node/bin/node" "/home/asha/100%% \\"real\\"/$$HOME/bin/pulse-tracker.mjs" "run" "--capture" "activitywatch" "--aw-url" "http://localhost:5600/"\n',
    );
    expect(unit).toContain('Environment="PULSE_TRACKER_HOME=/home/asha/pulse 50%%"\n');
  });
});

describe('launchd agent', () => {
  it('runs the same node and script in the graphical session, kept alive, logging to a file', () => {
    const plist = launchdPlist(
      { ...command, trackerHome: '/Users/asha/R&D <pulse>' },
      '/Users/asha/Library/Logs/pulse-tracker.log',
    );
    expect(plist).toContain(
      [
        '  <key>Label</key>',
        '  <string>com.pulse.tracker</string>',
        '  <key>ProgramArguments</key>',
        '  <array>',
        '    <string>/usr/bin/node</string>',
        '    <string>/opt/pulse/packages/tracker/bin/pulse-tracker.mjs</string>',
        '    <string>run</string>',
        '  </array>',
        '  <key>EnvironmentVariables</key>',
        '  <dict>',
        '    <key>PULSE_TRACKER_HOME</key>',
        '    <string>/Users/asha/R&amp;D &lt;pulse&gt;</string>',
        '  </dict>',
        '  <key>LimitLoadToSessionType</key>',
        '  <string>Aqua</string>',
        '  <key>RunAtLoad</key>',
        '  <true/>',
      ].join('\n'),
    );
    expect(plist).toContain(
      '<key>StandardErrorPath</key>\n  <string>/Users/asha/Library/Logs/pulse-tracker.log</string>',
    );
    expect(plist.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist')).toBe(true);
  });

  it('sets no environment without PULSE_TRACKER_HOME', () => {
    expect(launchdPlist(command, '/tmp/log')).not.toContain('EnvironmentVariables');
  });
});

describe('Windows scheduled task', () => {
  const windows = {
    nodePath: 'C:\\Program Files\\nodejs\\node.exe',
    scriptPath: 'C:\\Users\\Asha\\pulse\\packages\\tracker\\bin\\pulse-tracker.mjs',
    trackerHome: 'C:\\Users\\Asha\\Pulse "work"',
  };
  const launcher = 'C:\\Users\\Asha\\.config\\pulse-tracker\\pulse-tracker-service.vbs';

  it('is created from its XML, replacing an earlier install', () => {
    expect(schtasksCreateArgs('C:\\Temp\\task.xml')).toEqual([
      '/Create',
      '/F',
      '/TN',
      'Pulse Tracker',
      '/XML',
      'C:\\Temp\\task.xml',
    ]);
  });

  it('starts the launcher at the installing user’s logon, in their session, on battery too, with no time limit', () => {
    const xml = windowsTaskXml(launcher, 'OFFICE\\asha & co');
    expect(xml).toContain(
      '    <LogonTrigger>\r\n      <Enabled>true</Enabled>\r\n      <UserId>OFFICE\\asha &amp; co</UserId>\r\n    </LogonTrigger>',
    );
    expect(xml).toContain(
      '      <UserId>OFFICE\\asha &amp; co</UserId>\r\n      <LogonType>InteractiveToken</LogonType>\r\n      <RunLevel>LeastPrivilege</RunLevel>',
    );
    for (const setting of [
      '<DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>',
      '<StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>',
      '<ExecutionTimeLimit>PT0S</ExecutionTimeLimit>',
    ])
      expect(xml).toContain(setting);
    expect(xml).toContain(
      `<Command>wscript.exe</Command>\r\n      <Arguments>&quot;${launcher}&quot;</Arguments>`,
    );
  });

  it('the launcher sets PULSE_TRACKER_HOME, runs the same node and script without a window, and again after a failure', () => {
    expect(windowsLauncher({ ...windows, runOptions: ['--capture', 'activitywatch'] }).split('\r\n')).toEqual(
      [
        "' Written by `pulse-tracker install`; removed by `pulse-tracker uninstall`.",
        'Set shell = CreateObject("WScript.Shell")',
        'shell.Environment("Process")("PULSE_TRACKER_HOME") = "C:\\Users\\Asha\\Pulse ""work"""',
        'Do',
        '  code = shell.Run("""C:\\Program Files\\nodejs\\node.exe"" ""C:\\Users\\Asha\\pulse\\packages\\tracker\\bin\\pulse-tracker.mjs"" ""run"" ""--capture"" ""activitywatch""", 0, True)',
        '  If code = 0 Or code = 3 Then Exit Do',
        '  WScript.Sleep 30000',
        'Loop',
        '',
      ],
    );
  });

  it('is written in UTF-16 with its byte-order mark, which Windows Script Host and Task Scheduler read', () => {
    expect([...utf16('Aé')]).toEqual([0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00]);
  });
});
