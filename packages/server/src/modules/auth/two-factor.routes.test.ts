import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { TWO_FACTOR_CHALLENGE_ATTEMPTS, TWO_FACTOR_CHALLENGE_MS } from '@pulse/shared/domain/two-factor';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  employees,
  sessions,
  signInEvents,
  trackerDevices,
  twoFactorChallenges,
  twoFactorCredentials,
  twoFactorRecoveryCodes,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../../db/seed/demo';
import {
  postSignIn,
  SAME_ORIGIN,
  sessionFor,
  signUpOtherOrganization,
  useTestApp,
} from '../../test-support/test-app';
import { purgeEndedSessions } from './auth.service';
import { PROOF_ATTEMPTS_PER_WINDOW } from './two-factor.routes';

// Hardening (two-factor sign-in): set-up from My Profile, the code step of sign-in (portal and tracker),
// recovery codes, turning it off, the administrators' reset and the organisation's rule.
const testApp = useTestApp();

const STEP_MS = 30 * 1000;
const WRONG_CODE = '000000';

type Response = Awaited<ReturnType<typeof testApp.app.inject>>;

const post = (url: string, payload?: unknown, cookie?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const get = (url: string, cookie: string) => testApp.app.inject({ method: 'GET', url, headers: { cookie } });

const signIn = (email: string, password = DEMO_PASSWORD, cookie?: string) =>
  postSignIn(testApp, email, password, cookie === undefined ? {} : { cookie });

const passCode = (challenge: string, code: string) =>
  post('/api/v1/auth/sign-in/two-factor', { challenge, code });

// The code an authenticator app shows for the secret at the test clock's time.
const codeAt = (secret: string, at = testApp.clock.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });

const cookieOf = (response: Response, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

const employeeIdOf = async (email: string) => {
  const [row] = await testApp.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no employee ${email}`);
  return row.id;
};

const auditActions = async (action: string) =>
  testApp.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, testApp.demoOrganizationId), eq(auditEvents.action, action)));

// Turns two-factor on from My Profile, as the web app does: start, then confirm with the app's code.
const enrol = async (email: string) => {
  const { cookie } = await sessionFor(testApp, email);
  const started = await post('/api/v1/me/two-factor/enrolment', undefined, cookie);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json() as { secret: string };
  const confirmed = await post('/api/v1/me/two-factor/enrolment/confirm', { code: codeAt(secret) }, cookie);
  expect(confirmed.statusCode).toBe(200);
  // The confirming code's step is used: sign-ins take the next one.
  testApp.clock.advance(STEP_MS);
  return { cookie, secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
};

const challengeOf = (response: Response) => {
  expect(response.statusCode).toBe(200);
  return (response.json() as { challenge: string }).challenge;
};

describe('setting two-factor up on My Profile', () => {
  it('stores an encrypted secret until a code from the app confirms it, then gives ten recovery codes once', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const employeeId = await employeeIdOf(DEMO_EMPLOYEE_EMAIL);
    expect((await get('/api/v1/me/two-factor', cookie)).json()).toEqual({
      isEnabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      isRequired: false,
    });

    const started = await post('/api/v1/me/two-factor/enrolment', undefined, cookie);
    expect(started.statusCode).toBe(200);
    const enrolment = started.json() as { secret: string; otpauthUri: string; qrCodeDataUrl: string };
    expect(enrolment.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Pulse');
    expect(uri.searchParams.get('secret')).toBe(enrolment.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(DEMO_EMPLOYEE_EMAIL);

    // At rest the secret is encrypted, and not yet enabled.
    const [pending] = await testApp.db.select().from(twoFactorCredentials);
    expect(pending).toMatchObject({ employeeId, enabledAt: null });
    expect(pending?.secretEncrypted).not.toContain(enrolment.secret);
    expect(testApp.cipher.decrypt(pending?.secretEncrypted ?? '')).toBe(enrolment.secret);

    const wrong = await post('/api/v1/me/two-factor/enrolment/confirm', { code: WRONG_CODE }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json()).toMatchObject({
      code: 'TWO_FACTOR_CONFIRMATION_WRONG',
      errors: [{ path: 'code', message: twoFactorTexts.codeWrong }],
    });
    expect((await testApp.db.select().from(twoFactorCredentials))[0]?.enabledAt).toBeNull();

    const confirmed = await post(
      '/api/v1/me/two-factor/enrolment/confirm',
      { code: codeAt(enrolment.secret) },
      cookie,
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json() as { recoveryCodes: string[] };
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Only keyed hashes are stored.
    const stored = await testApp.db.select().from(twoFactorRecoveryCodes);
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.usedAt).toBeNull();
      for (const code of recoveryCodes) expect(row.codeHash).not.toContain(code.replace('-', ''));
    }
    expect((await testApp.db.select().from(twoFactorCredentials))[0]?.enabledAt).toEqual(testApp.clock.now());
    expect(await auditActions('two-factor.enabled')).toMatchObject([
      { actorId: employeeId, subjectId: employeeId },
    ]);
    expect((await get('/api/v1/me/two-factor', cookie)).json()).toMatchObject({
      isEnabled: true,
      recoveryCodesLeft: 10,
    });

    // On is on: a new set-up would replace the working secret.
    const again = await post('/api/v1/me/two-factor/enrolment', undefined, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_ALREADY_ENABLED' });
  });

  it('refuses a confirmation when no set-up was started', async () => {
    const { cookie } = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
    const response = await post('/api/v1/me/two-factor/enrolment/confirm', { code: '123456' }, cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TWO_FACTOR_NO_ENROLMENT' });
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the right password, with no session until the code comes', async () => {
    const { secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    await testApp.db.delete(sessions);

    const first = await signIn(DEMO_EMPLOYEE_EMAIL);
    expect(first.json()).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.cookies).toHaveLength(0);
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);
    const [pending] = await testApp.db.select().from(signInEvents);
    expect(pending?.outcome).toBe('two-factor-pending');
    // Only the challenge's hash is kept.
    const challenge = challengeOf(first);
    const [stored] = await testApp.db.select().from(twoFactorChallenges);
    expect(stored?.tokenHash).not.toContain(challenge);

    const second = await passCode(challenge, codeAt(secret));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      officialEmail: DEMO_EMPLOYEE_EMAIL,
      failedAttemptsSinceLastSignIn: 0,
    });
    const sessionCookie = cookieOf(second, 'pulse_session');
    expect(cookieOf(second, 'pulse_device')).toBeDefined();
    expect((await get('/api/v1/me', `pulse_session=${sessionCookie}`)).statusCode).toBe(200);
    expect((await testApp.db.select().from(signInEvents)).map((event) => event.outcome)).toEqual(['success']);
    expect(await testApp.db.select().from(twoFactorChallenges)).toHaveLength(0);
    expect(await auditActions('sign-in.succeeded')).toHaveLength(1);
  });

  it('takes each code once: the same code is refused as used until the app shows a new one', async () => {
    const { secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const code = codeAt(secret);
    expect((await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), code)).statusCode).toBe(200);

    // Within its 30 s: said apart from a wrong code, and counted as a failed attempt all the same.
    testApp.clock.advance(STEP_MS / 3);
    const replay = await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'TWO_FACTOR_CODE_REUSED',
      detail: twoFactorTexts.codeReused,
    });
    expect((await testApp.db.select().from(signInEvents)).map((event) => event.outcome)).toContain('failure');

    testApp.clock.advance(STEP_MS);
    expect((await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), codeAt(secret))).statusCode).toBe(
      200,
    );
  });

  it('accepts the code of the step before (a phone a little behind) but not two steps away', async () => {
    const { secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    // Past the steps the set-up used, so only the window decides.
    testApp.clock.advance(2 * STEP_MS);
    const now = testApp.clock.now().getTime();
    const tooOld = codeAt(secret, new Date(now - 2 * STEP_MS));
    const challenge = challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL));
    expect((await passCode(challenge, tooOld)).statusCode).toBe(401);
    expect((await passCode(challenge, codeAt(secret, new Date(now - STEP_MS)))).statusCode).toBe(200);
  });

  it('takes a recovery code once, however it is typed, and records its use', async () => {
    const { recoveryCodes, cookie } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const recoveryCode = recoveryCodes[3] ?? '';
    const typed = ` ${recoveryCode.toUpperCase().replace('-', ' ')} `;

    const used = await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), typed);
    expect(used.statusCode).toBe(200);
    expect(await auditActions('two-factor.recovery-code-used')).toMatchObject([
      { summary: 'Used a recovery code (9 left)' },
    ]);
    expect((await get('/api/v1/me/two-factor', cookie)).json()).toMatchObject({ recoveryCodesLeft: 9 });

    const again = await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), recoveryCode);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
  });

  it('ends the challenge at the fifth wrong code and counts the wrong codes like wrong passwords', async () => {
    const { secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const challenge = challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL));
    for (let attempt = 1; attempt < TWO_FACTOR_CHALLENGE_ATTEMPTS; attempt++) {
      expect((await passCode(challenge, WRONG_CODE)).json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    }
    const last = await passCode(challenge, WRONG_CODE);
    expect(last.statusCode).toBe(401);
    expect(last.json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_ENDED',
      detail: twoFactorTexts.challengeEnded,
    });
    // Not even the right code finishes it now.
    expect((await passCode(challenge, codeAt(secret))).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_ENDED',
    });
    expect(await testApp.db.select().from(sessions)).toHaveLength(1);

    const failures = await testApp.db.select().from(signInEvents).where(eq(signInEvents.outcome, 'failure'));
    expect(failures).toHaveLength(TWO_FACTOR_CHALLENGE_ATTEMPTS);
    // The throttle slows the account down after five failures, as for passwords.
    const slowed = await signIn(DEMO_EMPLOYEE_EMAIL);
    expect(slowed.statusCode).toBe(429);
    testApp.clock.advance(Number(slowed.headers['retry-after']) * 1000);
    const next = await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), codeAt(secret));
    expect(next.json()).toMatchObject({ failedAttemptsSinceLastSignIn: TWO_FACTOR_CHALLENGE_ATTEMPTS });
  });

  it('lets a challenge finish one sign-in, within 5 minutes', async () => {
    const { secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const challenge = challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL));
    expect((await passCode(challenge, codeAt(secret))).statusCode).toBe(200);
    testApp.clock.advance(STEP_MS);
    expect((await passCode(challenge, codeAt(secret))).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_ENDED',
    });

    const late = challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL));
    testApp.clock.advance(TWO_FACTOR_CHALLENGE_MS);
    const expired = await passCode(late, codeAt(secret));
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'TWO_FACTOR_CHALLENGE_ENDED' });
    expect((await passCode('made-up', codeAt(secret))).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_ENDED',
    });
  });

  it('leaves unfinished challenges to the maintenance purge once they have expired', async () => {
    await enrol(DEMO_EMPLOYEE_EMAIL);
    challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL));
    expect((await purgeEndedSessions(testApp)).twoFactorChallenges).toBe(0);
    testApp.clock.advance(TWO_FACTOR_CHALLENGE_MS + 1);
    expect((await purgeEndedSessions(testApp)).twoFactorChallenges).toBe(1);
    expect(await testApp.db.select().from(twoFactorChallenges)).toHaveLength(0);
  });

  it('asks for the code from a browser with a valid device cookie too', async () => {
    const plain = await signIn(DEMO_EMPLOYEE_EMAIL);
    const deviceCookie = cookieOf(plain, 'pulse_device');
    await enrol(DEMO_EMPLOYEE_EMAIL);
    const trusted = await signIn(DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD, `pulse_device=${deviceCookie}`);
    expect(trusted.json()).toMatchObject({ twoFactorRequired: true });
    expect(trusted.cookies).toHaveLength(0);
  });

  it('keeps one answer for a wrong password whether or not two-factor is on', async () => {
    await enrol(DEMO_EMPLOYEE_EMAIL);
    const response = await signIn(DEMO_EMPLOYEE_EMAIL, 'Wrong@123');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGN_IN_FAILED' });
    expect(await testApp.db.select().from(twoFactorChallenges)).toHaveLength(0);
  });
});

describe('turning two-factor off and making new recovery codes', () => {
  it('asks for a code or the password, then removes the secret and the codes', async () => {
    const { cookie } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const wrong = await post('/api/v1/me/two-factor/disable', { proof: 'Wrong@123' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'TWO_FACTOR_PROOF_WRONG',
      errors: [{ path: 'proof', message: twoFactorTexts.proofWrong }],
    });
    expect(await testApp.db.select().from(twoFactorCredentials)).toHaveLength(1);

    const disabled = await post('/api/v1/me/two-factor/disable', { proof: DEMO_PASSWORD }, cookie);
    expect(disabled.statusCode).toBe(204);
    expect(await testApp.db.select().from(twoFactorCredentials)).toHaveLength(0);
    expect(await testApp.db.select().from(twoFactorRecoveryCodes)).toHaveLength(0);
    expect(await auditActions('two-factor.disabled')).toHaveLength(1);
    // The person stays signed in, and the password alone signs in again.
    expect((await get('/api/v1/me', cookie)).statusCode).toBe(200);
    expect(cookieOf(await signIn(DEMO_EMPLOYEE_EMAIL), 'pulse_session')).toBeDefined();
  });

  it('takes a current code as the proof, once', async () => {
    const { cookie, secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const code = codeAt(secret);
    expect((await post('/api/v1/me/two-factor/recovery-codes', { proof: code }, cookie)).statusCode).toBe(
      200,
    );

    const replay = await post('/api/v1/me/two-factor/disable', { proof: code }, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'TWO_FACTOR_PROOF_REUSED',
      errors: [{ path: 'proof', message: twoFactorTexts.codeReused }],
    });
    expect(await testApp.db.select().from(twoFactorCredentials)).toHaveLength(1);
  });

  it('makes ten new recovery codes; the old ones stop working', async () => {
    const { cookie, secret, recoveryCodes } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const response = await post('/api/v1/me/two-factor/recovery-codes', { proof: codeAt(secret) }, cookie);
    expect(response.statusCode).toBe(200);
    const fresh = (response.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => recoveryCodes.includes(code))).toHaveLength(0);
    expect(await auditActions('two-factor.recovery-codes-regenerated')).toHaveLength(1);

    const old = await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), recoveryCodes[0] ?? '');
    expect(old.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    const current = await passCode(challengeOf(await signIn(DEMO_EMPLOYEE_EMAIL)), fresh[0] ?? '');
    expect(current.statusCode).toBe(200);
  });

  it('gives a session a limited number of guesses', async () => {
    const { cookie } = await enrol(DEMO_EMPLOYEE_EMAIL);
    for (let attempt = 0; attempt < PROOF_ATTEMPTS_PER_WINDOW; attempt++) {
      expect((await post('/api/v1/me/two-factor/disable', { proof: WRONG_CODE }, cookie)).statusCode).toBe(
        400,
      );
    }
    const refused = await post('/api/v1/me/two-factor/disable', { proof: DEMO_PASSWORD }, cookie);
    expect(refused.statusCode).toBe(429);
    expect(await testApp.db.select().from(twoFactorCredentials)).toHaveLength(1);
  });
});

describe('administrators', () => {
  it('reset an employee’s two-factor, recorded in the audit trail', async () => {
    await enrol(DEMO_EMPLOYEE_EMAIL);
    const employeeId = await employeeIdOf(DEMO_EMPLOYEE_EMAIL);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect((await get(`/api/v1/employees/${employeeId}/two-factor`, admin.cookie)).json()).toMatchObject({
      isEnabled: true,
      recoveryCodesLeft: 10,
    });

    const reset = await post(`/api/v1/employees/${employeeId}/two-factor/reset`, undefined, admin.cookie);
    expect(reset.statusCode).toBe(204);
    expect(await testApp.db.select().from(twoFactorCredentials)).toHaveLength(0);
    expect(await testApp.db.select().from(twoFactorRecoveryCodes)).toHaveLength(0);
    expect(await auditActions('two-factor.reset')).toMatchObject([
      {
        actorId: admin.employee.id,
        subjectId: employeeId,
        summary: 'Reset two-factor sign-in of Rahul Mehta',
      },
    ]);
    expect(cookieOf(await signIn(DEMO_EMPLOYEE_EMAIL), 'pulse_session')).toBeDefined();

    const again = await post(`/api/v1/employees/${employeeId}/two-factor/reset`, undefined, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TWO_FACTOR_NOT_ENABLED' });
  });

  it('cannot reset their own (that goes through My Profile, with a code or the password)', async () => {
    await enrol(DEMO_ADMIN_EMAIL);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await post(
      `/api/v1/employees/${admin.employee.id}/two-factor/reset`,
      undefined,
      admin.cookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'TWO_FACTOR_RESET_OWN' });
    expect(await testApp.db.select().from(twoFactorCredentials)).toHaveLength(1);
  });

  it('find nobody in another organisation (404) and change nothing there', async () => {
    await enrol(DEMO_EMPLOYEE_EMAIL);
    const employeeId = await employeeIdOf(DEMO_EMPLOYEE_EMAIL);
    const other = await signUpOtherOrganization(testApp);
    const status = await get(`/api/v1/employees/${employeeId}/two-factor`, other.cookie);
    expect(status.statusCode).toBe(404);
    const reset = await post(`/api/v1/employees/${employeeId}/two-factor/reset`, undefined, other.cookie);
    expect(reset.statusCode).toBe(404);
    expect(reset.headers['content-type']).toContain('application/problem+json');
    const [credential] = await testApp.db.select().from(twoFactorCredentials);
    expect(credential?.enabledAt).not.toBeNull();
    expect(await testApp.db.select().from(twoFactorRecoveryCodes)).toHaveLength(10);
  });
});

describe('the organisation’s rule for administrators', () => {
  const requireForAdmins = async (isRequiredForAdmins: boolean) => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/organization/two-factor-policy',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { isRequiredForAdmins },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('is saved and audited, and counts the administrators without two-factor', async () => {
    // A second administrator beside the demo's.
    await testApp.db
      .update(employees)
      .set({ roleId: 1 })
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    const response = await requireForAdmins(true);
    expect(response.json()).toEqual({ isRequiredForAdmins: true, adminsWithoutTwoFactor: 2 });
    expect(await auditActions('two-factor-policy.changed')).toMatchObject([
      { summary: 'Required two-factor sign-in for administrators' },
    ]);
    await enrol(DEMO_ADMIN_EMAIL);
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    expect((await get('/api/v1/organization/two-factor-policy', admin.cookie)).json()).toEqual({
      isRequiredForAdmins: true,
      adminsWithoutTwoFactor: 1,
    });
    // Saving the same value again records nothing new.
    await requireForAdmins(true);
    expect(await auditActions('two-factor-policy.changed')).toHaveLength(1);
  });

  it('makes an administrator without two-factor set it up before the session starts', async () => {
    await requireForAdmins(true);
    await testApp.db.delete(sessions);
    const first = await signIn(DEMO_ADMIN_EMAIL);
    expect(first.json()).toEqual({ twoFactorEnrolmentRequired: true, challenge: expect.any(String) });
    expect(first.cookies).toHaveLength(0);
    const challenge = challengeOf(first);

    // This challenge is for setting up, not for a code.
    expect((await passCode(challenge, WRONG_CODE)).json()).toMatchObject({
      code: 'TWO_FACTOR_CHALLENGE_ENDED',
    });

    const started = await post('/api/v1/auth/sign-in/two-factor/enrolment', { challenge });
    expect(started.statusCode).toBe(200);
    const { secret, qrCodeDataUrl } = started.json() as { secret: string; qrCodeDataUrl: string };
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(await testApp.db.select().from(sessions)).toHaveLength(0);

    const confirm = (code: string) =>
      post('/api/v1/auth/sign-in/two-factor/enrolment/confirm', { challenge, code });
    const wrong = await confirm(WRONG_CODE);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });

    const confirmed = await confirm(codeAt(secret));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ officialEmail: DEMO_ADMIN_EMAIL, roleId: 1 });
    expect((confirmed.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    const cookie = `pulse_session=${cookieOf(confirmed, 'pulse_session')}`;
    expect((await get('/api/v1/me', cookie)).statusCode).toBe(200);
    expect(await auditActions('two-factor.enabled')).toHaveLength(1);

    // Now it cannot be turned off while the rule stands.
    const off = await post('/api/v1/me/two-factor/disable', { proof: DEMO_PASSWORD }, cookie);
    expect(off.statusCode).toBe(409);
    expect(off.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED_BY_ORGANIZATION' });
    expect((await get('/api/v1/me/two-factor', cookie)).json()).toMatchObject({
      isEnabled: true,
      isRequired: true,
    });

    // The next sign-in asks for a code like any other.
    testApp.clock.advance(STEP_MS);
    expect((await signIn(DEMO_ADMIN_EMAIL)).json()).toMatchObject({ twoFactorRequired: true });
  });

  it('leaves employees (role 2) free to sign in with the password alone', async () => {
    await requireForAdmins(true);
    const response = await signIn(DEMO_EMPLOYEE_EMAIL);
    expect(response.json()).toMatchObject({ officialEmail: DEMO_EMPLOYEE_EMAIL });
    expect(cookieOf(response, 'pulse_session')).toBeDefined();
  });
});

describe('tracker device sign-in', () => {
  const signInDevice = (email: string, code?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tracker/sign-in',
      payload: { email, password: DEMO_PASSWORD, deviceName: 'LAPTOP-7', platform: 'linux', code },
    });

  it('needs the code in the same request once two-factor is on', async () => {
    const { secret } = await enrol(DEMO_EMPLOYEE_EMAIL);
    const withoutCode = await signInDevice(DEMO_EMPLOYEE_EMAIL);
    expect(withoutCode.statusCode).toBe(401);
    expect(withoutCode.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_REQUIRED' });

    const wrong = await signInDevice(DEMO_EMPLOYEE_EMAIL, WRONG_CODE);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    expect(await testApp.db.select().from(trackerDevices)).toHaveLength(0);

    const right = await signInDevice(DEMO_EMPLOYEE_EMAIL, codeAt(secret));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ deviceToken: expect.any(String) });
    expect((await testApp.db.select().from(signInEvents)).map((event) => event.outcome).sort()).toEqual([
      'failure',
      'success',
      'two-factor-pending',
    ]);
    // The same code again, within its 30 s.
    const reused = await signInDevice(DEMO_EMPLOYEE_EMAIL, codeAt(secret));
    expect(reused.json()).toMatchObject({
      code: 'TWO_FACTOR_CODE_REUSED',
      detail: twoFactorTexts.codeReused,
    });
  });

  it('sends an administrator the organisation requires two-factor of to the portal first', async () => {
    const admin = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
    await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/organization/two-factor-policy',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { isRequiredForAdmins: true },
    });
    const response = await signInDevice(DEMO_ADMIN_EMAIL);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'TWO_FACTOR_ENROLMENT_REQUIRED' });
    expect(await testApp.db.select().from(trackerDevices)).toHaveLength(0);
  });
});
