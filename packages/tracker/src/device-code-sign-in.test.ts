import type { DeviceAuthorization } from '@pulse/shared/contracts/device-authorization';
import type { TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import { describe, expect, it, vi } from 'vitest';
import { TrackerApiError } from './api/tracker-client';
import type { AgentTimer } from './clock';
import { SignInByCodeEnded, signInByCode } from './device-code-sign-in';

const AUTHORIZATION: DeviceAuthorization = {
  deviceCode: 'device-code-of-43-characters-xxxxxxxxxxxxx',
  userCode: 'BCDF-GHJK',
  verificationUri: 'https://pulse.example.com/tracker/activate',
  verificationUriComplete: 'https://pulse.example.com/tracker/activate?code=BCDF-GHJK',
  expiresIn: 600,
  interval: 5,
};
const RESULT = { deviceToken: 'token' } as TrackerSignInResult;
const REPORTED = { deviceName: 'LAPTOP', platform: 'linux' };

const refusal = (code: string) => new TrackerApiError(400, code.toLowerCase(), [], code);

// A timer whose sleeps take no real time: the waits it was asked for, in order.
const fakeTimer = (onSleep: (ms: number) => void = () => {}) => {
  let now = 0;
  const sleeps: number[] = [];
  const timer: AgentTimer = {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
      onSleep(ms);
    },
  };
  return { timer, sleeps };
};

// A server whose polls answer these, one each, in order.
const serverAnswering = (...answers: (Error | TrackerSignInResult)[]) => ({
  startDeviceAuthorization: vi.fn(async () => AUTHORIZATION),
  exchangeDeviceCode: vi.fn(async () => {
    const answer = answers.shift();
    if (!answer) throw new Error('polled once too often');
    if (answer instanceof Error) throw answer;
    return answer;
  }),
});

const run = (
  client: ReturnType<typeof serverAnswering>,
  timer: AgentTimer,
  signal = new AbortController().signal,
) => {
  const printed: string[] = [];
  const signIn = signInByCode(client, REPORTED, { print: (line) => printed.push(line), timer, signal });
  return { signIn, printed };
};

describe('sign-in by code in the agent', () => {
  it('says where to approve the code, waits, slows down when told, and answers the token', async () => {
    const client = serverAnswering(
      refusal('AUTHORIZATION_PENDING'),
      refusal('SLOW_DOWN'),
      refusal('AUTHORIZATION_PENDING'),
      RESULT,
    );
    const { timer, sleeps } = fakeTimer();
    const { signIn, printed } = run(client, timer);
    expect(await signIn).toBe(RESULT);
    expect(client.startDeviceAuthorization).toHaveBeenCalledWith(REPORTED);
    expect(client.exchangeDeviceCode).toHaveBeenCalledWith(AUTHORIZATION.deviceCode);
    // 5 s between polls, 10 s from the slow_down on.
    expect(sleeps).toEqual([5000, 5000, 10_000, 10_000]);
    expect(printed.join('\n')).toContain(
      'Open https://pulse.example.com/tracker/activate and enter the code BCDF-GHJK',
    );
    expect(printed.join('\n')).toContain(AUTHORIZATION.verificationUriComplete);
  });

  it.each([
    ['ACCESS_DENIED', 'The sign-in was denied in Pulse'],
    ['EXPIRED_TOKEN', 'The code expired before it was approved'],
    ['INVALID_GRANT', 'The server no longer knows this code'],
  ])('stops on %s with a clear message', async (code, message) => {
    const { timer } = fakeTimer();
    const { signIn } = run(serverAnswering(refusal('AUTHORIZATION_PENDING'), refusal(code)), timer);
    await expect(signIn).rejects.toBeInstanceOf(SignInByCodeEnded);
    await expect(signIn).rejects.toThrow(message);
  });

  it('keeps polling through a network failure or a server error', async () => {
    const { timer } = fakeTimer();
    const client = serverAnswering(
      new TypeError('fetch failed'),
      new TrackerApiError(503, 'The database is not reachable just now.'),
      RESULT,
    );
    expect(await run(client, timer).signIn).toBe(RESULT);
  });

  it('gives up at the expiry even when the server never answers', async () => {
    const { timer } = fakeTimer();
    const client = serverAnswering(...Array.from({ length: 200 }, () => refusal('AUTHORIZATION_PENDING')));
    await expect(run(client, timer).signIn).rejects.toThrow('The code expired before it was approved');
    // One poll per 5 s of the 10 minutes, the last one just before the expiry.
    expect(client.exchangeDeviceCode).toHaveBeenCalledTimes(119);
  });

  it('stops at Ctrl+C without polling again', async () => {
    const stop = new AbortController();
    const { timer } = fakeTimer(() => stop.abort());
    const client = serverAnswering();
    const { signIn } = run(client, timer, stop.signal);
    await expect(signIn).rejects.toThrow('Sign-in cancelled; nothing was saved.');
    expect(client.exchangeDeviceCode).not.toHaveBeenCalled();
  });

  it('leaves other refusals as they are', async () => {
    const { timer } = fakeTimer();
    const refused = new TrackerApiError(400, 'The request is not valid.', [], 'VALIDATION_FAILED');
    await expect(run(serverAnswering(refused), timer).signIn).rejects.toBe(refused);
  });
});
