import type { TrackerSignInBody, TrackerSignInResult } from '@pulse/shared/contracts/tracker';
import { describe, expect, it, vi } from 'vitest';
import { TrackerApiError } from './api/tracker-client';
import { signInDevice, TwoFactorRefused } from './device-sign-in';

const BODY = { email: 'employee@demo.pulse', password: 'Demo@123', deviceName: 'LAPTOP', platform: 'linux' };
const RESULT = { deviceToken: 'token' } as TrackerSignInResult;

// A server with two-factor on for the account whose code is 123456 (answers as the real one does).
const serverWithTwoFactor = () => ({
  signIn: vi.fn(async (body: TrackerSignInBody) => {
    if (body.code === undefined)
      throw new TrackerApiError(401, 'send the code', [], 'TWO_FACTOR_CODE_REQUIRED');
    if (body.code !== '123456')
      throw new TrackerApiError(
        401,
        'That code is not right. Please try again.',
        [],
        'TWO_FACTOR_CODE_WRONG',
      );
    return RESULT;
  }),
});

describe('tracker login with two-factor sign-in', () => {
  it('asks for the code only when the server wants one', async () => {
    const askForCode = vi.fn(async () => '123456');
    const client = { signIn: vi.fn(async () => RESULT) };
    expect(await signInDevice(client, BODY, askForCode)).toBe(RESULT);
    expect(askForCode).not.toHaveBeenCalled();
  });

  it('sends the password again with the code it asked for', async () => {
    const client = serverWithTwoFactor();
    expect(await signInDevice(client, BODY, async () => ' 123456\n')).toBe(RESULT);
    expect(client.signIn).toHaveBeenLastCalledWith({ ...BODY, code: '123456' });
  });

  it("says the server's words for a wrong code", async () => {
    const attempt = signInDevice(serverWithTwoFactor(), BODY, async () => '999999');
    await expect(attempt).rejects.toBeInstanceOf(TwoFactorRefused);
    await expect(attempt).rejects.toThrow('That code is not right. Please try again.');
  });

  it('leaves other refusals (a wrong password) as they are', async () => {
    const wrongPassword = new TrackerApiError(401, 'Invalid Email Id or Password', [], 'SIGN_IN_FAILED');
    const client = { signIn: vi.fn(async () => Promise.reject(wrongPassword)) };
    await expect(signInDevice(client, BODY, async () => '123456')).rejects.toBe(wrongPassword);
  });
});
