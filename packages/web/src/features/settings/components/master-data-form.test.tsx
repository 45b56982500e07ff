import { settingsPulseTexts, settingsTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { MasterDataForm } from './master-data-form';

const emptyList = { body: { items: [], nextNumber: 4 } };

const fillInBank = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.type(await screen.findByLabelText('Bank Name'), 'State Bank');
  await user.type(screen.getByLabelText('Branch'), 'Fort');
  await user.type(screen.getByLabelText('IFSC Code'), 'SBIN0000300');
  await user.click(screen.getByRole('button', { name: 'Add' }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MasterDataForm', () => {
  it("shows spec A §5's required messages for an empty bank", async () => {
    stubFetch({ 'GET /api/v1/banks': emptyList });
    const { user } = renderWithProviders(<MasterDataForm kind="bank" id={undefined} />);

    await user.click(await screen.findByRole('button', { name: 'Add' }));

    await screen.findByText(settingsTexts.bankNameRequired);
    expect(descriptionOf(screen.getByLabelText('Bank Name'))).toBe(settingsTexts.bankNameRequired);
    expect(descriptionOf(screen.getByLabelText('Branch'))).toBe(settingsTexts.branchRequired);
    expect(descriptionOf(screen.getByLabelText('IFSC Code'))).toBe(settingsTexts.ifscRequired);
  });

  it('asks for a shift name and a whole start time', async () => {
    stubFetch({ 'GET /api/v1/shifts': emptyList });
    const { user } = renderWithProviders(<MasterDataForm kind="shift" id={undefined} />);

    await user.type(await screen.findByLabelText('Start Time'), '09:3');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await screen.findByText(settingsTexts.shiftNameRequired);
    expect(descriptionOf(screen.getByLabelText('Shift Name'))).toBe(settingsTexts.shiftNameRequired);
    expect(descriptionOf(screen.getByLabelText('Start Time'))).toBe(settingsPulseTexts.startTimeInvalid);
  });

  it("shows the server's refusal of a duplicate as an Error notice", async () => {
    stubFetch({
      'GET /api/v1/banks': emptyList,
      'POST /api/v1/banks': problem(409, settingsPulseTexts.bankExists),
    });
    const { user } = renderWithProviders(<MasterDataForm kind="bank" id={undefined} />);

    await fillInBank(user);

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(settingsPulseTexts.bankExists)).toBeDefined();
  });

  it('says to try again later when the server fails', async () => {
    stubFetch({
      'GET /api/v1/banks': emptyList,
      'POST /api/v1/banks': problem(500, 'Internal Server Error'),
    });
    const { user } = renderWithProviders(<MasterDataForm kind="bank" id={undefined} />);

    await fillInBank(user);

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(settingsTexts.tryAgainLater)).toBeDefined();
  });
});
