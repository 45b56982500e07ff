import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { ResetPasswordScreen } from './reset-password-screen';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Pasted, not typed: a password manager fills these, and a key at a time only slows the test.
const fillIn = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await screen.findByLabelText(passwordTexts.newPassword);
  for (const label of [passwordTexts.newPassword, passwordTexts.confirmPassword]) {
    await user.click(screen.getByLabelText(label));
    await user.paste('copper lantern orbit');
  }
  await user.click(screen.getByRole('button', { name: passwordTexts.setPassword }));
};

const linkInvalid = () => {
  const invalid = problem(400, passwordTexts.linkInvalid);
  return { ...invalid, body: { ...(invalid.body as object), code: 'PASSWORD_RESET_LINK_INVALID' } };
};

const expectLinkInvalidShown = async () => {
  await screen.findByText(passwordTexts.linkInvalid, { exact: false });
  expect(screen.getByRole('link', { name: passwordTexts.askAgain }).getAttribute('href')).toBe(
    '/forgot-password',
  );
  expect(screen.queryByLabelText(passwordTexts.newPassword)).toBeNull();
};

describe('ResetPasswordScreen', () => {
  it('says at once when the link no longer works, instead of asking for a password', async () => {
    stubFetch({ 'POST /api/v1/auth/reset-password/check': linkInvalid() });
    renderWithProviders(<ResetPasswordScreen token="t" />);
    await expectLinkInvalidShown();
  });

  it('replaces the form by that message when the link stops working while the form is open', async () => {
    stubFetch({
      'POST /api/v1/auth/reset-password/check': { status: 204 },
      'POST /api/v1/auth/reset-password': linkInvalid(),
    });
    const { user } = renderWithProviders(<ResetPasswordScreen token="t" />);
    await fillIn(user);
    await expectLinkInvalidShown();
  });
});
