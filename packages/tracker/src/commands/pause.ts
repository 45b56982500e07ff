import { parseArgs } from 'node:util';
import { queueDirectory, readPauseSpans, writePauseSpans } from '../agent-home';
import { pauseNotice, withoutCollected, withPause } from '../capture/pause-spans';
import { readQueueCursor } from '../queue/durable-queue';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import { positiveInt } from './command-options';

// Pauses the agent finished capturing are forgotten here and by `resume`, the only writers of the
// file: the running agent only reads it.
export const keptPauseSpans = async (home: string, now: Date) =>
  withoutCollected(await readPauseSpans(home), await readQueueCursor(queueDirectory(home)), now);

// A week: longer absences are a pause until `resume`.
const MAX_PAUSE_MINUTES = 7 * 24 * 60;

export const pauseHelp = {
  summary: 'Track nothing until `resume` (or for N minutes)',
  usage: ['pause [--minutes N]'],
  details: [
    'Track nothing until `pulse-tracker resume` (or for N minutes): that time is shown to you and to',
    'your administrators as paused. A running agent follows at once.',
  ],
  options: {
    minutes: {
      type: 'string',
      value: 'N',
      description: `pause for N minutes (at most ${MAX_PAUSE_MINUTES}, a week) instead of until \`resume\``,
    },
  },
} as const satisfies CommandHelp;

export const pause = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: pauseHelp.options });
  const minutes = values.minutes === undefined ? null : positiveInt(values.minutes, 'minutes');
  if (minutes !== null && minutes > MAX_PAUSE_MINUTES)
    throw new UsageError(
      `--minutes must be at most ${MAX_PAUSE_MINUTES}; without it the pause lasts until \`resume\``,
    );
  const now = context.now();
  const until = minutes === null ? null : new Date(now.getTime() + minutes * 60_000);
  const spans = withPause(await keptPauseSpans(context.home, now), now, until);
  await writePauseSpans(context.home, spans);
  // Never null: the pause just written is the current one.
  context.print(pauseNotice(spans, now, context.timeZone) ?? '');
};
