import { writePauseSpans } from '../agent-home';
import { currentPause, withResume } from '../capture/pause-spans';
import type { CommandContext } from './command-context';
import { keptPauseSpans } from './pause';

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
