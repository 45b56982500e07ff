import { createAgent } from './agent';
import { queueDirectory, readSelection, type StoredSignIn, writeSelectionRefusal } from './agent-home';
import { createTrackerClient } from './api/tracker-client';
import { systemClock } from './clock';
import { openDurableQueue } from './queue/durable-queue';

// Sends everything queued and nothing new, as a running agent would (the same batch ids, so nothing
// arrives twice; what the server refuses as invalid is set aside): for `logout --send-first`, with
// no agent running. Throws what stopped it (the server unreachable, or refusing this device), with
// the rest still queued.
export const sendQueued = async (home: string, signIn: StoredSignIn) => {
  const agent = createAgent({
    queue: await openDurableQueue(queueDirectory(home)),
    // Never asked: only uploads run here.
    source: { collect: async () => ({ intervals: [], inputMinutes: [], screenshots: [] }) },
    client: createTrackerClient(signIn.server, signIn.deviceToken),
    clock: systemClock,
    selection: {
      read: () => readSelection(home),
      noteRefused: (refusal) => writeSelectionRefusal(home, refusal),
    },
  });
  while ((await agent.uploadOnce()) === 'sent');
};
