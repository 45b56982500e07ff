import { type TwoFactorStatus, twoFactorTexts } from '@pulse/shared/contracts/two-factor';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { TwoFactorCard } from './two-factor-card';

// Hardening (two-factor sign-in): My Profile's card.
afterEach(() => {
  vi.unstubAllGlobals();
});

const OFF: TwoFactorStatus = { isEnabled: false, enabledAt: null, recoveryCodesLeft: 0, isRequired: false };
const ON: TwoFactorStatus = {
  isEnabled: true,
  enabledAt: '2026-03-02T09:00:00.000Z',
  recoveryCodesLeft: 10,
  isRequired: false,
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);

const problemWithCode = (status: number, code: string, detail: string, path: string) => ({
  status,
  body: {
    type: 'https://pulse.dev/problems/x',
    title: 'Bad Request',
    status,
    detail,
    code,
    requestId: 'r',
    errors: [{ path, message: detail }],
  },
});

describe('TwoFactorCard', () => {
  it('sets two-factor up: QR code, a code to confirm, then the recovery codes once', async () => {
    let status = OFF;
    stubFetch({
      'GET /api/v1/me/two-factor': () => ({ body: status }),
      'POST /api/v1/me/two-factor/enrolment': {
        body: {
          qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
          secret: SECRET,
          otpauthUri: `otpauth://totp/Pulse:employee?secret=${SECRET}&issuer=Pulse`,
        },
      },
      'POST /api/v1/me/two-factor/enrolment/confirm': (body) => {
        if ((body as { code: string }).code !== '246810')
          return problemWithCode(400, 'TWO_FACTOR_CONFIRMATION_WRONG', twoFactorTexts.codeWrong, 'code');
        status = ON;
        return { body: { recoveryCodes: RECOVERY_CODES } };
      },
    });
    const { user } = renderWithProviders(<TwoFactorCard timeZone="Asia/Kolkata" />);
    const card = await screen.findByRole('region', { name: twoFactorTexts.title });
    expect(await within(card).findByText(twoFactorTexts.statusOff)).toBeDefined();

    await user.click(within(card).getByRole('button', { name: twoFactorTexts.setUp }));
    expect(await within(card).findByRole('img', { name: twoFactorTexts.qrCodeAlt })).toBeDefined();
    const field = within(card).getByLabelText(twoFactorTexts.codeLabel);
    await user.type(field, '000000');
    await user.click(within(card).getByRole('button', { name: twoFactorTexts.turnOn }));
    await vi.waitFor(() => expect(descriptionOf(field)).toBe(twoFactorTexts.codeWrong));

    await user.clear(field);
    await user.type(field, '246810');
    await user.click(within(card).getByRole('button', { name: twoFactorTexts.turnOn }));
    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);

    await user.click(within(card).getByRole('button', { name: twoFactorTexts.done }));
    expect(await within(card).findByText(twoFactorTexts.statusOn('02-Mar-2026', 10))).toBeDefined();
    expect(within(card).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('turns two-factor off after asking for a code or the password', async () => {
    let status = ON;
    const proofs: unknown[] = [];
    stubFetch({
      'GET /api/v1/me/two-factor': () => ({ body: status }),
      'POST /api/v1/me/two-factor/disable': (body) => {
        proofs.push(body);
        if ((body as { proof: string }).proof !== 'Demo@123')
          return problemWithCode(400, 'TWO_FACTOR_PROOF_WRONG', twoFactorTexts.proofWrong, 'proof');
        status = OFF;
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<TwoFactorCard timeZone="UTC" />);
    const card = await screen.findByRole('region', { name: twoFactorTexts.title });
    await user.click(await within(card).findByRole('button', { name: twoFactorTexts.turnOff }));

    const dialog = await screen.findByRole('dialog', { name: twoFactorTexts.turnOff });
    expect(within(dialog).getByText(twoFactorTexts.turnOffQuestion)).toBeDefined();
    const field = within(dialog).getByLabelText(twoFactorTexts.proofCodeOrPassword);
    await user.type(field, 'Wrong@1');
    await user.click(within(dialog).getByRole('button', { name: twoFactorTexts.turnOff }));
    await vi.waitFor(() => expect(descriptionOf(field)).toBe(twoFactorTexts.proofWrong));

    await user.clear(field);
    await user.type(field, 'Demo@123');
    await user.click(within(dialog).getByRole('button', { name: twoFactorTexts.turnOff }));
    expect(await screen.findByText(twoFactorTexts.turnedOff)).toBeDefined();
    expect(await within(card).findByText(twoFactorTexts.statusOff)).toBeDefined();
    expect(proofs).toEqual([{ proof: 'Wrong@1' }, { proof: 'Demo@123' }]);
  });

  it('offers no way to turn it off when the organisation requires it', async () => {
    stubFetch({ 'GET /api/v1/me/two-factor': { body: { ...ON, isRequired: true } } });
    renderWithProviders(<TwoFactorCard timeZone="UTC" />);
    const card = await screen.findByRole('region', { name: twoFactorTexts.title });
    expect(await within(card).findByText(twoFactorTexts.requiredByOrganization)).toBeDefined();
    expect(within(card).getByRole('button', { name: twoFactorTexts.regenerate })).toBeDefined();
    expect(within(card).queryByRole('button', { name: twoFactorTexts.turnOff })).toBeNull();
  });
});
