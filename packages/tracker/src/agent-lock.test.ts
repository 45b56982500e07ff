import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  AgentAlreadyRunning,
  type AgentLock,
  acquireAgentLock,
  agentLockPath,
  isLockLive,
  parseProcStat,
  probeProcess,
  readRunningAgent,
} from './agent-lock';

const dirs: string[] = [];
const tempHome = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-tracker-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const lock = (processStart: string | null): AgentLock => ({
  pid: 4242,
  startedAt: '2026-11-28T09:00:00.000Z',
  capture: 'desktop',
  processStart,
});

// The pid of a process that has exited (and been reaped): what a crashed agent leaves in its lock.
const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no child started');
  return child.pid;
};

describe('whether a lock belongs to a running agent', () => {
  it.each([
    ['its process is gone', lock('100'), false, null, false],
    ['alive, started when the lock says', lock('100'), true, '100', true],
    ['alive, but another process that got the pid after a reboot', lock('100'), true, '900', false],
    ['alive, and the system tells no start time (macOS, Windows)', lock(null), true, null, true],
    ['alive, the lock made where no start time was told', lock(null), true, '900', true],
  ] as const)('%s', (_, candidate, isAlive, processStart, expected) => {
    expect(isLockLive(candidate, isAlive, processStart)).toBe(expected);
  });

  it('asks the system: this process lives, an exited one does not', async () => {
    expect(await probeProcess(process.pid)).toEqual({
      isAlive: true,
      processStart: process.platform === 'linux' ? expect.stringMatching(/^\d+$/) : null,
    });
    expect((await probeProcess(await deadPid())).isAlive).toBe(false);
  });

  it.each([
    ['running', '4242 (node) S 1 4242 4242 0 -1 4194560 1 0 0 0 0 0 0 0 20 0 11 0 202793 1', 'S', '202793'],
    [
      'killed, not yet collected by its parent',
      '4242 (node) Z 1 4242 4242 0 -1 4 0 0 0 0 0 0 0 0 20 0 1 0 202793 0',
      'Z',
      '202793',
    ],
    [
      'a name with spaces and parentheses',
      '4242 (pulse (x) y) R 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 99 0',
      'R',
      '99',
    ],
  ])('reads /proc/<pid>/stat: %s', (_, line, state, start) => {
    expect(parseProcStat(line)).toEqual({ state, start });
  });
});

describe('the agent lock', () => {
  it('keeps a second agent off the same home while the first runs, and frees it when released', async () => {
    const home = tempHome();
    const first = await acquireAgentLock(home, { capture: 'simulated' });
    expect(await readRunningAgent(home)).toMatchObject({ pid: process.pid, capture: 'simulated' });
    const second = acquireAgentLock(home, { capture: 'desktop' });
    await expect(second).rejects.toThrow(AgentAlreadyRunning);
    await expect(second).rejects.toThrow(`(pid ${process.pid})`);
    await first.release();
    expect(await readRunningAgent(home)).toBeNull();
    await (await acquireAgentLock(home, { capture: 'desktop' })).release();
  });

  it('takes over the lock a crashed agent left, which never counts as running', async () => {
    const home = tempHome();
    const crashed: AgentLock = { ...lock(null), pid: await deadPid() };
    writeFileSync(agentLockPath(home), JSON.stringify(crashed));
    expect(await readRunningAgent(home)).toBeNull();
    const taken = await acquireAgentLock(home, { capture: 'desktop' });
    expect(await readRunningAgent(home)).toMatchObject({ pid: process.pid });
    await taken.release();
  });

  it('notes what the running agent waits for, for status', async () => {
    const home = tempHome();
    const taken = await acquireAgentLock(home, { capture: 'simulated' });
    const quiet = {
      until: '2026-11-30T09:10:00.000Z',
      reason: 'Saturday is not a working day in the simulation',
    };
    await taken.update({ quiet });
    expect(await readRunningAgent(home)).toMatchObject({ pid: process.pid, quiet });
    await taken.release();
  });
});
