import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSignIn } from '../agent-home';
import { acquireAgentLock } from '../agent-lock';
import { openDurableQueue, readQueueSize } from '../queue/durable-queue';
import { createOfflineHomes } from '../test-support/offline-home';
import { runCommandInProcess } from '../test-support/run-command-in-process';

const homes = createOfflineHomes();
afterAll(homes.removeAll);

// A signed-in home with 2 events not sent yet.
const homeWithQueue = async () => {
  const home = await homes.signedIn();
  const queue = await openDurableQueue(join(home, 'queue'));
  await queue.append(
    {
      intervals: [{ kind: 'active', startedAt: '2026-03-02T08:00:00.000Z', durationSeconds: 60 }],
      inputMinutes: [{ minuteStart: '2026-03-02T08:00:00.000Z', keyPresses: 1, mouseClicks: 0 }],
    },
    new Date('2026-03-02T08:01:00Z'),
  );
  return home;
};

// What these cases must leave: still signed in, the queue whole.
const expectNothingChanged = async (home: string) => {
  expect(await readSignIn(home)).not.toBeNull();
  expect(await readQueueSize(join(home, 'queue'))).toEqual({ events: 2, screenshots: 0 });
};

describe('logout with events not sent yet', () => {
  it('refuses without a terminal to ask on, and says which option decides', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout']);
    expect(logout.code).toBe(2);
    expect(logout.stderr).toBe(
      'pulse-tracker: 2 events not sent yet would be lost by signing out: `pulse-tracker logout --send-first` sends them first, `pulse-tracker logout --discard` drops them.\n',
    );
    await expectNothingChanged(home);
  });

  it('asks at a terminal, and changes nothing when cancelled', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout'], {}, undefined, ['c']);
    expect(logout.stdout).toBe('2 events not sent yet. Send them first, discard them, or cancel? [S/d/c] ');
    expect(logout.code).toBe(1);
    expect(logout.stderr).toContain('cancelled: still signed in, nothing sent or discarded.');
    await expectNothingChanged(home);
  });

  it('keeps the signed-in queue while an agent runs on it', async () => {
    const home = await homeWithQueue();
    const agent = await acquireAgentLock(home, { capture: 'desktop' });
    const logout = await runCommandInProcess(home, ['logout', '--send-first']);
    await agent.release();
    expect(logout.code).toBe(1);
    expect(logout.stderr).toContain('an agent is already running on this computer’s queue');
    await expectNothingChanged(home);
  });

  it('keeps everything when the server cannot be reached to send them', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout', '--send-first']);
    expect(logout.code).toBe(1);
    expect(logout.stderr).toMatch(
      /^pulse-tracker: could not send what is queued \(.+\); still signed in, with 2 events queued: try again later, or drop them with `pulse-tracker logout --discard`\.\n$/,
    );
    await expectNothingChanged(home);
  });

  it('takes one of --send-first and --discard', async () => {
    const home = await homeWithQueue();
    const logout = await runCommandInProcess(home, ['logout', '--send-first', '--discard']);
    expect(logout.code).toBe(2);
    expect(logout.stderr).toContain('--send-first and --discard exclude each other');
    await expectNothingChanged(home);
  });
});
