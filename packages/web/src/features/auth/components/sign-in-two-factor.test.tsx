import { twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { signInTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { SignInForm } from './sign-in-form';

// Hardening (two-factor sign-in): the sign-in form's second step, and setting two-factor up on the way
// in when the organisation requires it of administrators.
afterEach(() => {
  vi.unstubAllGlobals();
});

const CHALLENGE = 'challenge-from-the-server';

const signedIn = {
  id: '7d0c4c59-5a44-4f4e-9a43-0f2f4f1f6a01',
  name: 'Asha Verma',
  employeeCode: 'DEMO-EMP-1-00000001',
  roleId: 1,
  officialEmail: 'admin@demo.pulse',
  organization: {
    id: '5f1b7c1e-2a8d-4c1b-9e52-6f3a0d9b7c11',
    name: 'Demo Corporation',
    timeZone: 'UTC',
    currency: 'INR',
  },
  failedAttemptsSinceLastSignIn: 0,
};

// A problem+json answer with the server's own code (the web app decides on it).
const refusal = (status: number, code: string, detail: string) => ({
  status,
  body: { type: 'https://pulse.dev/problems/x', title: 'Unauthorized', status, detail, code, requestId: 'r' },
});

const typePassword = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(screen.getByLabelText('Email Address'), 'admin@demo.pulse');
  await user.type(screen.getByLabelText('Password'), 'Demo@123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('SignInForm with two-factor sign-in', () => {
  it('asks for the code after the right password and signs in with it', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'POST /api/v1/auth/sign-in': { body: { twoFactorRequired: true, challenge: CHALLENGE } },
      'POST /api/v1/auth/sign-in/two-factor': (body) => {
        sent.push(body);
        return { body: signedIn };
      },
    });
    const { user } = renderWithProviders(<SignInForm />);
    await typePassword(user);

    const step = await screen.findByRole('form', { name: twoFactorTexts.title });
    expect(within(step).getByText(twoFactorTexts.codePrompt)).toBeDefined();
    await user.type(within(step).getByLabelText(twoFactorTexts.codeLabel), '123 456');
    await user.click(within(step).getByRole('button', { name: twoFactorTexts.verify }));

    await screen.findByText(signInTexts.success);
    expect(sent).toEqual([{ challenge: CHALLENGE, code: '123 456' }]);
  });

  it('shows a wrong code under the field and keeps the step', async () => {
    stubFetch({
      'POST /api/v1/auth/sign-in': { body: { twoFactorRequired: true, challenge: CHALLENGE } },
      'POST /api/v1/auth/sign-in/two-factor': refusal(401, 'TWO_FACTOR_CODE_WRONG', twoFactorTexts.codeWrong),
    });
    const { user } = renderWithProviders(<SignInForm />);
    await typePassword(user);
    const field = await screen.findByLabelText(twoFactorTexts.codeLabel);
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: twoFactorTexts.verify }));

    await vi.waitFor(() => expect(descriptionOf(field)).toBe(twoFactorTexts.codeWrong));
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('goes back to the password when the sign-in has expired', async () => {
    stubFetch({
      'POST /api/v1/auth/sign-in': { body: { twoFactorRequired: true, challenge: CHALLENGE } },
      'POST /api/v1/auth/sign-in/two-factor': refusal(
        401,
        'TWO_FACTOR_CHALLENGE_ENDED',
        twoFactorTexts.challengeEnded,
      ),
    });
    const { user } = renderWithProviders(<SignInForm />);
    await typePassword(user);
    await user.type(await screen.findByLabelText(twoFactorTexts.codeLabel), '123456');
    await user.click(screen.getByRole('button', { name: twoFactorTexts.verify }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(twoFactorTexts.challengeEnded)).toBeDefined();
    expect(await screen.findByLabelText('Password')).toBeDefined();
  });

  it('takes a recovery code instead, with its own label and message', async () => {
    const fetchMock = stubFetch({
      'POST /api/v1/auth/sign-in': { body: { twoFactorRequired: true, challenge: CHALLENGE } },
      'GET /api/v1/auth/sso/options': { body: { option: null } },
    });
    const { user } = renderWithProviders(<SignInForm />);
    await typePassword(user);
    await user.click(await screen.findByRole('button', { name: twoFactorTexts.useRecoveryCode }));

    const field = screen.getByLabelText(twoFactorTexts.recoveryCodeLabel);
    expect(screen.getByText(twoFactorTexts.recoveryPrompt)).toBeDefined();
    await user.click(screen.getByRole('button', { name: twoFactorTexts.verify }));
    await vi.waitFor(() => expect(descriptionOf(field)).toBe(twoFactorTexts.recoveryCodeRequired));
    // Only the password went to the server (besides the sign-in page's single sign-on question).
    const sent = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => !url.includes('/auth/sso/'));
    expect(sent).toHaveLength(1);
  });

  it('has an administrator the organisation requires it of set it up, save the codes, then go on', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const recoveryCodes = ['abcde-fghjk', 'mnpqr-stuvw'];
    stubFetch({
      'POST /api/v1/auth/sign-in': { body: { twoFactorEnrolmentRequired: true, challenge: CHALLENGE } },
      'POST /api/v1/auth/sign-in/two-factor/enrolment': {
        body: {
          qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          secret,
          otpauthUri: `otpauth://totp/Pulse:admin%40demo.pulse?secret=${secret}&issuer=Pulse`,
        },
      },
      'POST /api/v1/auth/sign-in/two-factor/enrolment/confirm': (body) =>
        (body as { code: string }).code === '654321'
          ? { body: { ...signedIn, recoveryCodes } }
          : refusal(401, 'TWO_FACTOR_CODE_WRONG', twoFactorTexts.codeWrong),
    });
    const { user } = renderWithProviders(<SignInForm />);
    await typePassword(user);

    expect(await screen.findByText(twoFactorTexts.enrolmentRequired)).toBeDefined();
    expect((await screen.findByRole('img', { name: twoFactorTexts.qrCodeAlt })).getAttribute('src')).toMatch(
      /^data:image\/png/,
    );
    expect(screen.getByLabelText('Setup key').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const field = screen.getByLabelText(twoFactorTexts.codeLabel);
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: twoFactorTexts.turnOn }));
    await vi.waitFor(() => expect(descriptionOf(field)).toBe(twoFactorTexts.codeWrong));

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: twoFactorTexts.turnOn }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    // Not signed in on screen until the codes are put away.
    expect(screen.queryByText(signInTexts.success)).toBeNull();

    await user.click(screen.getByRole('button', { name: twoFactorTexts.continue }));
    await screen.findByText(signInTexts.success);
  });
});
