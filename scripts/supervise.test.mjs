import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';

// The supervisor as `npm start` runs it, in a process of its own, over a stand-in server: a script
// that counts its starts in a file and crashes the first `CRASHES` times. Delays are milliseconds
// through the policy option, so nothing here waits seconds.
const SUPERVISE = join(dirname(fileURLToPath(import.meta.url)), 'supervise.mjs');

const STAND_IN = `
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
const file = process.env.STARTS_FILE;
const starts = (existsSync(file) ? Number(readFileSync(file, 'utf8')) : 0) + 1;
writeFileSync(file, String(starts));
if (starts <= Number(process.env.CRASHES)) process.exit(Number(process.env.CRASH_CODE));
process.on('SIGTERM', () => {
  console.log('stopping');
  process.exit(0);
});
console.log('up after ' + starts + ' starts');
// Should the test fail before stopping it: it is in a process group of its own, so it ends itself.
setTimeout(() => process.exit(0), 30_000);
`;

const supervise = ({ crashes, crashCode = 1, policy }) => {
  const directory = mkdtempSync(join(tmpdir(), 'pulse-supervise-'));
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }));
  const standIn = join(directory, 'stand-in.mjs');
  writeFileSync(standIn, STAND_IN);
  const startsFile = join(directory, 'starts');
  const launcher = `import { superviseServer } from ${JSON.stringify(SUPERVISE)};
process.exit(await superviseServer({ args: [${JSON.stringify(standIn)}], env: process.env, policy: ${JSON.stringify(policy)} }));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', launcher], {
    env: { ...process.env, STARTS_FILE: startsFile, CRASHES: String(crashes), CRASH_CODE: String(crashCode) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const lines = [];
  const waiting = [];
  let pending = '';
  child.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    lines.push(...complete);
    for (const waiter of waiting.splice(0)) {
      if (lines.some(waiter.matches)) waiter.resolve();
      else waiting.push(waiter);
    }
  });
  const printed = (text) =>
    new Promise((resolve) => {
      const matches = (line) => line.includes(text);
      if (lines.some(matches)) resolve();
      else waiting.push({ matches, resolve });
    });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const starts = () => Number(readFileSync(startsFile, 'utf8'));
  return { child, lines, printed, exited, starts };
};

describe('npm start’s supervisor', () => {
  it('starts a crashed server again with a doubling delay, one line each, and stops with it when asked', async () => {
    const launcher = supervise({
      crashes: 2,
      policy: { initialDelayMs: 20, maxDelayMs: 1000, stableAfterMs: 60_000 },
    });
    await launcher.printed('up after 3 starts');
    launcher.child.kill('SIGTERM');
    expect(await launcher.exited).toEqual({ code: 0, signal: null });
    expect(launcher.lines).toEqual([
      '[start] the server stopped (exit code 1); starting it again in 0.02 s (restart 1)',
      '[start] the server stopped (exit code 1); starting it again in 0.04 s (restart 2)',
      'up after 3 starts',
      'stopping',
    ]);
    expect(launcher.starts()).toBe(3);
  }, 20_000);

  it('does not start a server with an invalid configuration again, and ends with its code 78', async () => {
    const launcher = supervise({
      crashes: 1,
      crashCode: 78,
      policy: { initialDelayMs: 20, maxDelayMs: 1000, stableAfterMs: 60_000 },
    });
    expect(await launcher.exited).toEqual({ code: 78, signal: null });
    expect(launcher.lines).toEqual([
      '[start] the server stopped (exit code 78: invalid configuration); not starting it again',
    ]);
    expect(launcher.starts()).toBe(1);
  }, 20_000);

  it('ends at once when asked to stop while waiting to start the server again', async () => {
    const launcher = supervise({
      crashes: 99,
      policy: { initialDelayMs: 60_000, maxDelayMs: 60_000, stableAfterMs: 60_000 },
    });
    await launcher.printed('(restart 1)');
    launcher.child.kill('SIGINT');
    expect(await launcher.exited).toEqual({ code: 130, signal: null });
    expect(launcher.starts()).toBe(1);
  }, 20_000);
});
