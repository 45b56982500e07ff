import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { TrackingSettingsTab } from './tracking-settings-tab';

const SETTINGS = {
  screenshotMode: 'regular',
  screenshotRetentionDays: 90,
  titleRedactionPatterns: ['*bank*', '*password*'],
  canEmployeesDeleteScreenshots: true,
  manualTimeAutoApproveMinutes: null,
};

const RAHUL = '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01';
const KARAN = '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f02';
const MODES = [
  {
    employeeId: KARAN,
    employeeCode: 'DEMO-EMP-2-00000008',
    name: 'Karan Malhotra',
    screenshotMode: 'off',
    effectiveMode: 'off',
  },
  {
    employeeId: RAHUL,
    employeeCode: 'DEMO-EMP-2-00000002',
    name: 'Rahul Mehta',
    screenshotMode: null,
    effectiveMode: 'regular',
  },
];

const stubApi = (overrides: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/v1/organization/tracking-settings': { body: SETTINGS },
    'GET /api/v1/employees/screenshot-modes': { body: listPageOf(MODES) },
    ...overrides,
  });

const puts = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === 'PUT' && String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)));

afterEach(() => {
  vi.unstubAllGlobals();
});

// Each test opens MUI menus and types into several fields: more than the default 5 s on a busy machine.
describe('Settings → Tracking', { timeout: 20_000 }, () => {
  it('shows the organisation’s settings, each employee’s mode, and the way to the audit trail', async () => {
    stubApi();
    renderWithProviders(<TrackingSettingsTab />);

    expect((await screen.findByRole('combobox', { name: texts.screenshotModeLabel })).textContent).toBe(
      'Regular',
    );
    expect(screen.getByLabelText(texts.retentionLabel)).toHaveProperty('value', '90');
    expect(screen.getByLabelText(texts.patternsLabel)).toHaveProperty('value', '*bank*\n*password*');
    expect(screen.getByRole('switch', { name: texts.canEmployeesDeleteLabel })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('switch', { name: texts.autoApproveLabel })).toHaveProperty('checked', false);
    expect(screen.getByLabelText(texts.autoApproveMinutesLabel)).toHaveProperty('disabled', true);

    const table = await screen.findByRole('table', { name: texts.employeesHeading });
    expect(within(table).getByRole('combobox', { name: 'Screenshots of Rahul Mehta' }).textContent).toBe(
      'Organisation default (Regular)',
    );
    expect(within(table).getByRole('combobox', { name: 'Screenshots of Karan Malhotra' }).textContent).toBe(
      'Off',
    );
    expect(screen.getByRole('link', { name: texts.auditLink }).getAttribute('href')).toBe('/dashboard/audit');
  });

  it('refuses a retention outside 1–3650 days and a pattern listed twice, naming its line, and saves nothing', async () => {
    const fetchMock = stubApi();
    const { user } = renderWithProviders(<TrackingSettingsTab />);

    const retention = await screen.findByLabelText(texts.retentionLabel);
    await user.clear(retention);
    await user.type(retention, '0');
    const patterns = screen.getByLabelText(texts.patternsLabel);
    await user.clear(patterns);
    await user.type(patterns, '*bank*{Enter}{Enter}*BANK*');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(texts.retentionInvalid);
    expect(descriptionOf(retention)).toBe(texts.retentionInvalid);
    expect(descriptionOf(patterns)).toBe(`Line 3: ${texts.patternDuplicate}`);
    expect(puts(fetchMock, '/organization/tracking-settings')).toHaveLength(0);
  });

  it('saves the form as the contract has it and says so', async () => {
    const fetchMock = stubApi({
      'PUT /api/v1/organization/tracking-settings': (body) => ({ body }),
    });
    const { user } = renderWithProviders(<TrackingSettingsTab />);

    await user.click(await screen.findByRole('combobox', { name: texts.screenshotModeLabel }));
    await user.click(screen.getByRole('option', { name: 'Blurred' }));
    const patterns = screen.getByLabelText(texts.patternsLabel);
    await user.type(patterns, '{Enter}  *salary*  ');
    await user.click(screen.getByRole('switch', { name: texts.autoApproveLabel }));
    const minutes = screen.getByLabelText(texts.autoApproveMinutesLabel);
    await user.clear(minutes);
    await user.type(minutes, '45');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(texts.saved);
    expect(puts(fetchMock, '/organization/tracking-settings')).toEqual([
      {
        screenshotMode: 'blurred',
        screenshotRetentionDays: 90,
        titleRedactionPatterns: ['*bank*', '*password*', '*salary*'],
        canEmployeesDeleteScreenshots: true,
        manualTimeAutoApproveMinutes: 45,
      },
    ]);
  });

  it('changes one employee’s mode from the table, back to the default too', async () => {
    const fetchMock = stubApi({
      [`PUT /api/v1/employees/${KARAN}/screenshot-mode`]: (body) => ({
        body: { ...MODES[0], ...(body as object), effectiveMode: 'regular' },
      }),
    });
    const { user } = renderWithProviders(<TrackingSettingsTab />);

    await user.click(await screen.findByRole('combobox', { name: 'Screenshots of Karan Malhotra' }));
    await user.click(screen.getByRole('option', { name: 'Organisation default (Regular)' }));

    await screen.findByText(texts.modeSaved);
    expect(puts(fetchMock, `/employees/${KARAN}/screenshot-mode`)).toEqual([{ screenshotMode: null }]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Screenshots of Karan Malhotra' }).textContent).toBe(
        'Organisation default (Regular)',
      ),
    );
  });
});
