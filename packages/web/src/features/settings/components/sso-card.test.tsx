import { ssoTexts } from '@pulse/shared/contracts/sso';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { SsoCard } from './sso-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ADMIN = { id: '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01', name: 'Asha Verma' };
const REDIRECT_URI = 'https://pulse.example.com/api/v1/auth/sso/callback';
const CONNECTION = {
  displayName: 'Contoso Entra ID',
  issuerUrl: 'https://login.microsoftonline.com/tenant/v2.0',
  clientId: 'client-1',
  hasClientSecret: true,
  emailDomains: ['contoso.com', 'contoso.co.uk'],
  isEnabled: true,
  isRequired: false,
  breakGlassEmployeeId: null,
  isProvisioningEnabled: false,
  provisioningDepartmentId: null,
  provisioningDesignationId: null,
  provisioningShiftId: null,
  updatedAt: '2026-03-02T10:30:00.000Z',
};
const DEPARTMENT = { id: '5d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e01', number: 2, name: 'Engineering' };
const listOf = <T,>(items: T[]) => ({ ...listPageOf(items), nextNumber: 9 });
const settingsWith = (connection: typeof CONNECTION | null) => ({
  connection,
  redirectUri: REDIRECT_URI,
  administrators: [ADMIN],
});

// Settings → Security: the secret is write-only, the domains are typed as one text, and requiring
// single sign-on asks first.
describe('SsoCard', () => {
  it('shows the redirect URI and keeps the saved secret when its field stays blank', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/v1/organization/sso': { body: settingsWith(CONNECTION) },
      'PUT /api/v1/organization/sso': (body) => {
        sent = body;
        return { body: settingsWith(CONNECTION) };
      },
    });
    const { user } = renderWithProviders(<SsoCard />);
    const card = await screen.findByRole('region', { name: ssoTexts.title });
    expect(await within(card).findByLabelText(ssoTexts.redirectUri)).toHaveProperty('value', REDIRECT_URI);
    expect(within(card).getByLabelText(ssoTexts.clientSecret)).toHaveProperty('value', '');
    expect(within(card).getByText(ssoTexts.clientSecretKeep)).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: ssoTexts.save }));
    expect(await screen.findByText(ssoTexts.saved)).toBeTruthy();
    expect(sent).toMatchObject({ clientSecret: '', emailDomains: ['contoso.com', 'contoso.co.uk'] });
  });

  it('asks before requiring single sign-on, and wants a break-glass administrator', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/organization/sso': { body: settingsWith(CONNECTION) },
      'PUT /api/v1/organization/sso': { body: settingsWith({ ...CONNECTION, isRequired: true }) },
    });
    const { user } = renderWithProviders(<SsoCard />);
    const card = await screen.findByRole('region', { name: ssoTexts.title });
    await user.click(await within(card).findByRole('switch', { name: ssoTexts.isRequired }));
    await user.click(within(card).getByRole('button', { name: ssoTexts.save }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(ssoTexts.requireQuestion);
    await user.click(within(dialog).getByRole('button', { name: ssoTexts.confirm }));
    expect(await within(card).findByText(ssoTexts.breakGlassRequired)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('creates employees at first sign-in only when switched on, with the defaults chosen', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/v1/organization/sso': { body: settingsWith(CONNECTION) },
      'GET /api/v1/departments': { body: listOf([DEPARTMENT]) },
      'GET /api/v1/designations': { body: listOf([]) },
      'GET /api/v1/shifts': { body: listOf([]) },
      'PUT /api/v1/organization/sso': (body) => {
        sent = body;
        return { body: settingsWith(CONNECTION) };
      },
    });
    const { user } = renderWithProviders(<SsoCard />);
    const card = await screen.findByRole('region', { name: ssoTexts.title });
    expect(await within(card).findByText(ssoTexts.provisioningHint)).toBeTruthy();
    expect(within(card).queryByRole('combobox', { name: ssoTexts.provisioningDepartment })).toBeNull();

    await user.click(within(card).getByRole('switch', { name: ssoTexts.isProvisioningEnabled }));
    const department = within(card).getByRole('combobox', { name: ssoTexts.provisioningDepartment });
    expect(department.textContent).toBe(ssoTexts.noProvisioningDefault);
    expect(within(card).getByRole('combobox', { name: ssoTexts.provisioningDesignation })).toBeTruthy();
    expect(within(card).getByRole('combobox', { name: ssoTexts.provisioningShift })).toBeTruthy();
    await user.click(department);
    await user.click(await screen.findByRole('option', { name: DEPARTMENT.name }));

    await user.click(within(card).getByRole('button', { name: ssoTexts.save }));
    expect(await screen.findByText(ssoTexts.saved)).toBeTruthy();
    expect(sent).toMatchObject({
      isProvisioningEnabled: true,
      provisioningDepartmentId: DEPARTMENT.id,
      provisioningDesignationId: null,
      provisioningShiftId: null,
    });
  });
});
