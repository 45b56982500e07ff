import { parseArgs } from 'node:util';
import { queueDirectory, removeSignIn } from '../agent-home';
import { acquireAgentLock } from '../agent-lock';
import { createTrackerClient, TrackerApiError } from '../api/tracker-client';
import { forgetQueue, readQueueSize } from '../queue/durable-queue';
import { sendQueued } from '../send-queued';
import type { CommandContext } from './command-context';
import { ChoiceNeeded, SignInNeeded, UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import { decideLogout, describeQueued, type LogoutChoice, logoutChoiceOf } from './logout-decision';
import { requireSignIn } from './require-sign-in';

export const logoutHelp = {
  summary: 'Sign this computer out, after sending what is still queued (or discarding it, if told)',
  usage: ['logout [--send-first | --discard]'],
  details: [
    'Sign this computer out: its device token stops working. Events and screenshots still queued are',
    'sent first or discarded, as you answer; without a terminal, say which with an option.',
  ],
  options: {
    'send-first': { type: 'boolean', description: 'send what is still queued, then sign out' },
    discard: { type: 'boolean', description: 'sign out and delete what is still queued, unsent' },
  },
} as const satisfies CommandHelp;

const choiceOf = (values: { 'send-first'?: boolean; discard?: boolean }): LogoutChoice | null => {
  if (values['send-first'] && values.discard)
    throw new UsageError('--send-first and --discard exclude each other');
  if (values['send-first']) return 'send-first';
  return values.discard ? 'discard' : null;
};

// Sends the queue, saying what stopped it: nothing is signed out or discarded then.
const sendFirst = async (context: CommandContext, signIn: Parameters<typeof sendQueued>[1]) => {
  try {
    await sendQueued(context.home, signIn);
  } catch (error) {
    const left = describeQueued(await readQueueSize(queueDirectory(context.home)));
    if (error instanceof TrackerApiError && error.status === 401)
      throw new SignInNeeded(
        `the server no longer accepts this computer (signed out or revoked), so the ${left} still queued cannot be sent with it: sign in again (\`pulse-tracker login\`) and then \`pulse-tracker logout --send-first\`, or drop them with \`pulse-tracker logout --discard\`.`,
      );
    throw new Error(
      `could not send what is queued (${(error as Error).message}); still signed in, with ${left} queued: try again later, or drop them with \`pulse-tracker logout --discard\`.`,
    );
  }
};

export const logout = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: logoutHelp.options });
  const choice = choiceOf(values);
  const { home } = context;
  const signIn = await requireSignIn(home);
  // Held while the queue is sent or dropped; refused while an agent runs (it owns the queue).
  const lock = await acquireAgentLock(home, { capture: null });
  try {
    const queued = await readQueueSize(queueDirectory(home));
    let decision = decideLogout(queued, choice, context.ask !== undefined);
    if (decision === 'refuse')
      throw new ChoiceNeeded(
        `${describeQueued(queued)} not sent yet would be lost by signing out: \`pulse-tracker logout --send-first\` sends them first, \`pulse-tracker logout --discard\` drops them.`,
      );
    if (decision === 'ask' && context.ask) {
      const answer = logoutChoiceOf(
        await context.ask(
          `${describeQueued(queued)} not sent yet. Send them first, discard them, or cancel? [S/d/c] `,
        ),
      );
      if (answer === 'cancel') throw new Error('cancelled: still signed in, nothing sent or discarded.');
      decision = answer;
    }
    if (decision === 'send-first') await sendFirst(context, signIn);
    try {
      await createTrackerClient(signIn.server, signIn.deviceToken).signOut();
    } catch (error) {
      // Already revoked on the server: signing out locally is all that is left to do.
      if (!(error instanceof TrackerApiError && error.status === 401)) throw error;
    }
    await forgetQueue(queueDirectory(home));
    await removeSignIn(home);
    const done =
      decision === 'send-first'
        ? `Sent ${describeQueued(queued)}, then signed out`
        : decision === 'discard'
          ? `Discarded ${describeQueued(queued)} unsent, and signed out`
          : 'Signed out';
    context.print(`${done}; this device’s token no longer works.`);
  } finally {
    await lock.release();
  }
};
