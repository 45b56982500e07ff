import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { installService } from '../service/background-service';
import { type CommandContext, serviceContextOf } from './command-context';
import { UsageError } from './command-errors';
import { activityWatchUrl } from './command-options';
import { requireSignIn } from './require-sign-in';

export const install = async (args: string[], context: CommandContext) => {
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
  await requireSignIn(context.home);
  const trackerHome = context.env.PULSE_TRACKER_HOME;
  context.print(
    await installService(serviceContextOf(context), {
      // The same Node and the same agent as this invocation.
      nodePath: process.execPath,
      scriptPath: context.launcherPath,
      trackerHome: trackerHome ? resolve(trackerHome) : undefined,
      runOptions: [
        ...(values.capture ? ['--capture', values.capture] : []),
        ...(awUrl ? ['--aw-url', awUrl] : []),
      ],
    }),
  );
};
