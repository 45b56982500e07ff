import { SIGN_IN_REDIRECT_MS } from '@pulse/shared/domain/session-policy';
import { signInTexts } from '@pulse/shared/spec-texts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { SignInForm } from './sign-in-form';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const signedIn = (failedAttemptsSinceLastSignIn: number) => ({
  body: {
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
    failedAttemptsSinceLastSignIn,
  },
});

// Signs in and lets fake time run well past the redirect (the spinner stays for 2 seconds).
const signInAndRedirect = async (failedAttemptsSinceLastSignIn: number) => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stubFetch({ 'POST /api/v1/auth/sign-in': signedIn(failedAttemptsSinceLastSignIn) });
  const { user } = renderWithProviders(<SignInForm />);
  await user.type(screen.getByLabelText('Email Address'), 'admin@demo.pulse');
  await user.type(screen.getByLabelText('Password'), 'Demo@123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByText(signInTexts.success);
  await act(() => vi.advanceTimersByTimeAsync(SIGN_IN_REDIRECT_MS + 5000));
};

describe('SignInForm', () => {
  it("shows spec A §5's messages under empty fields and sends nothing", async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<SignInForm />);

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The spec's text verbatim, with its two spaces.
    expect(descriptionOf(await screen.findByLabelText('Email Address'))).toBe(signInTexts.emailRequired);
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe(signInTexts.passwordRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an e-mail address that is not one', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<SignInForm />);

    await user.type(screen.getByLabelText('Email Address'), 'someone.at.example');
    await user.type(screen.getByLabelText('Password'), 'Secret@1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText(signInTexts.emailInvalid);
    expect(descriptionOf(screen.getByLabelText('Email Address'))).toBe(signInTexts.emailInvalid);
  });

  // Hardening (sign-in lockout).
  it('tells after the redirect how many attempts failed since the last sign-in', async () => {
    await signInAndRedirect(3);
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('3 failed attempts since your last sign-in')).toBeDefined();
  });

  it('says nothing of failed attempts when there were none', async () => {
    await signInAndRedirect(0);
    expect(screen.queryByText(/failed attempt/)).toBeNull();
  });

  it("shows the server's refusal as an Error notice", async () => {
    stubFetch({ 'POST /api/v1/auth/sign-in': problem(401, signInTexts.failure) });
    const { user } = renderWithProviders(<SignInForm />);

    await user.type(screen.getByLabelText('Email Address'), 'admin@demo.pulse');
    await user.type(screen.getByLabelText('Password'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(signInTexts.failure)).toBeDefined();
  });
});
