import { settingsPulseTexts, settingsTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { MasterDataForm } from './master-data-form';

const emptyList = { body: { ...listPageOf([]), nextNumber: 4 } };

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

  it('shows the next id read-only and adds once on a double click, keeping that id after the save', async () => {
    let banks: unknown[] = [];
    const fetchMock = stubFetch({
      'GET /api/v1/banks': () => ({ body: { ...listPageOf(banks), nextNumber: banks.length + 4 } }),
      'POST /api/v1/banks': (body) => {
        banks = [{ id: '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40', number: 4, ...(body as object) }];
        return { status: 201, body: banks[0] };
      },
    });
    const { user } = renderWithProviders(<MasterDataForm kind="bank" id={undefined} />);

    const id = await screen.findByLabelText('Id');
    expect(id).toHaveProperty('value', '004');
    expect(id).toHaveProperty('readOnly', true);
    await user.type(screen.getByLabelText('Bank Name'), 'State Bank');
    await user.type(screen.getByLabelText('Branch'), 'Fort');
    await user.type(screen.getByLabelText('IFSC Code'), 'SBIN0000300');
    await user.dblClick(screen.getByRole('button', { name: 'Add' }));

    await screen.findByText(settingsTexts.bankAdded);
    // The list was fetched again after the save (it now offers 005); the form still shows its own 004.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET')).toHaveLength(
        2,
      ),
    );
    expect(screen.getByLabelText('Id')).toHaveProperty('value', '004');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', true);
  });

  it('shows the not-found page with a way back for an id that cannot exist, without asking the server', async () => {
    const fetchMock = stubFetch({});
    renderWithProviders(<MasterDataForm kind="bank" id="nope" />);

    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Settings' }).getAttribute('href')).toBe(
      '/dashboard/settings/0',
    );
    expect(screen.queryByText(/uuid/i)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
