import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { installService } from '../service/background-service';
import { type CommandContext, serviceContextOf } from './command-context';
import { UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import {
  ACTIVITYWATCH_OPTIONS,
  activityWatchAfkTimeout,
  activityWatchHost,
  activityWatchUrl,
} from './command-options';
import { requireSignIn } from './require-sign-in';

export const installHelp = {
  summary: 'Run the agent in the background at every login',
  usage: [
    'install [--capture desktop|activitywatch] [--aw-url URL] [--aw-host NAME] [--aw-afk-timeout MINUTES]',
  ],
  details: [
    'Run the agent in the background at every login of this user: a systemd user unit on Linux, a',
    'launchd agent on macOS, a logon task on Windows. `pulse-tracker uninstall` removes it.',
  ],
  options: {
    capture: {
      type: 'string',
      value: 'KIND',
      description: 'desktop (the default: this computer) or activitywatch (a local ActivityWatch)',
    },
    ...ACTIVITYWATCH_OPTIONS,
  },
} as const satisfies CommandHelp;

export const install = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: installHelp.options });
  // The service captures for real: the desktop (run's default) or ActivityWatch, never the simulation.
  // An ActivityWatch option alone means ActivityWatch, as for `run`.
  const capture =
    values.capture ??
    (values['aw-url'] !== undefined ||
    values['aw-host'] !== undefined ||
    values['aw-afk-timeout'] !== undefined
      ? 'activitywatch'
      : undefined);
  if (capture !== undefined && capture !== 'desktop' && capture !== 'activitywatch')
    throw new UsageError('--capture of the background service must be desktop or activitywatch');
  const awUrl = activityWatchUrl(values['aw-url'], capture ?? 'desktop');
  const awHost = activityWatchHost(values['aw-host'], capture ?? 'desktop');
  const awAfkTimeout = activityWatchAfkTimeout(values['aw-afk-timeout'], capture ?? 'desktop');
  await requireSignIn(context.home);
  const trackerHome = context.env.PULSE_TRACKER_HOME;
  context.print(
    await installService(serviceContextOf(context), {
      // The same Node and the same agent as this invocation.
      nodePath: process.execPath,
      scriptPath: context.launcherPath,
      trackerHome: trackerHome ? resolve(trackerHome) : undefined,
      runOptions: [
        ...(capture ? ['--capture', capture] : []),
        ...(awUrl ? ['--aw-url', awUrl] : []),
        ...(awHost ? ['--aw-host', awHost] : []),
        ...(awAfkTimeout ? ['--aw-afk-timeout', String(awAfkTimeout)] : []),
      ],
    }),
  );
};
