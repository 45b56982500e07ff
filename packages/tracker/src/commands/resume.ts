import { writePauseSpans } from '../agent-home';
import { currentPause, withResume } from '../capture/pause-spans';
import type { CommandContext } from './command-context';
import type { CommandHelp } from './command-help';
import { keptPauseSpans } from './pause';

export const resumeHelp = {
  summary: 'Track again after `pause`',
  usage: ['resume'],
  options: {},
} as const satisfies CommandHelp;

export const resume = async (context: CommandContext) => {
  const now = context.now();
  const spans = await keptPauseSpans(context.home, now);
  if (!currentPause(spans, now)) {
    context.print('Not paused: tracking.');
    return;
  }
  await writePauseSpans(context.home, withResume(spans, now));
  context.print('Tracking again.');
};
