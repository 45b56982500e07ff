import { passwordTexts } from '@pulse/shared/contracts/passwords';
import { chosenPasswordTexts } from '@pulse/shared/domain/chosen-password';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { ChangePasswordCard } from './change-password-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Pasted, not typed: a password manager fills these, and a key at a time only slows the test.
const fillIn = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  for (const [label, value] of [
    [passwordTexts.currentPassword, 'Demo@123'],
    [passwordTexts.newPassword, 'copper lantern orbit'],
    [passwordTexts.confirmPassword, 'copper lantern orbit'],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: passwordTexts.changePassword }));
};

describe('ChangePasswordCard', () => {
  it("shows the server's refusals under their fields: a wrong current password, a weak new one", async () => {
    stubFetch({
      'POST /api/v1/me/password': problem(400, passwordTexts.currentPasswordWrong, [
        { path: 'currentPassword', message: passwordTexts.currentPasswordWrong },
        { path: 'newPassword', message: chosenPasswordTexts.tooCommon },
      ]),
    });
    const { user } = renderWithProviders(<ChangePasswordCard />);
    await fillIn(user);
    await screen.findByText(passwordTexts.currentPasswordWrong);
    expect(descriptionOf(screen.getByLabelText(passwordTexts.currentPassword))).toBe(
      passwordTexts.currentPasswordWrong,
    );
    expect(descriptionOf(screen.getByLabelText(passwordTexts.newPassword))).toBe(
      chosenPasswordTexts.tooCommon,
    );
  });

  it('says what ended and empties the fields once the password is changed', async () => {
    stubFetch({ 'POST /api/v1/me/password': { status: 204 } });
    const { user } = renderWithProviders(<ChangePasswordCard />);
    await fillIn(user);
    await screen.findByText(passwordTexts.passwordChanged);
    expect((screen.getByLabelText(passwordTexts.currentPassword) as HTMLInputElement).value).toBe('');
  });
});
