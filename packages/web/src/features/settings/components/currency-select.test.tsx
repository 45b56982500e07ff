import { projectPulseTexts, settingsPulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { CurrencySelect } from './currency-select';

const settings = {
  isShiftsEnabled: false,
  isLogOffIncludedInIdle: true,
  isLeaveTypeShared: false,
  currency: 'INR',
  timeZone: 'Asia/Kolkata',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CurrencySelect', () => {
  it('saves the chosen currency at once', async () => {
    let sent: unknown;
    stubFetch({
      'GET /api/v1/organization/settings': { body: settings },
      'PATCH /api/v1/organization/settings': (body) => {
        sent = body;
        return { body: { ...settings, ...(body as object) } };
      },
    });
    const { user } = renderWithProviders(<CurrencySelect />);

    const select = await screen.findByRole('combobox', { name: 'Currency' });
    expect(select.textContent).toBe('₹ INR — Indian rupee');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: '$ USD — US dollar' }));

    await screen.findByText(projectPulseTexts.currencySaved);
    expect(sent).toEqual({ currency: 'USD' });
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe('$ USD — US dollar');
  });

  it('puts the currency back and says so when the save fails', async () => {
    stubFetch({
      'GET /api/v1/organization/settings': { body: settings },
      'PATCH /api/v1/organization/settings': problem(500, 'Internal Server Error'),
    });
    const { user } = renderWithProviders(<CurrencySelect />);

    await user.click(await screen.findByRole('combobox', { name: 'Currency' }));
    await user.click(screen.getByRole('option', { name: '€ EUR — Euro' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(settingsPulseTexts.settingSaveFailed)).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Currency' }).textContent).toBe('₹ INR — Indian rupee');
  });
});
