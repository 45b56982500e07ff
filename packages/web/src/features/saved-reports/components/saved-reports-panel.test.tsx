import type { CurrentEmployee } from '@pulse/shared/contracts/auth';
import type { SavedReport, SavedReportBody } from '@pulse/shared/contracts/saved-reports';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { duePeriod } from '@pulse/shared/domain/report-schedule';
import { savedReportTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { SavedReportsPanel } from './saved-reports-panel';

const organization = {
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c61',
  name: 'Demo',
  timeZone: 'UTC',
  currency: 'INR',
};
const admin: CurrentEmployee = {
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a50',
  name: 'Asha Verma',
  employeeCode: 'DEMO-EMP-1-00000001',
  roleId: 1,
  officialEmail: 'admin@demo.pulse',
  organization,
};
const employee: CurrentEmployee = {
  ...admin,
  id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51',
  name: 'Rahul Mehta',
  employeeCode: 'DEMO-EMP-2-00000002',
  roleId: 2,
  officialEmail: 'employee@demo.pulse',
};
const apollo = { id: '5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c41', name: 'Apollo' };

const teamHours: SavedReport = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  name: 'Team hours',
  employee: null,
  project: apollo,
  format: 'xlsx',
  schedule: 'weekly',
  recipients: [{ id: admin.id, name: admin.name, employeeCode: admin.employeeCode }],
  lastSentPeriodStart: '2026-02-23',
  nextMail: { startDate: '2026-03-02', endDate: '2026-03-08', sendsOn: '2026-03-09' },
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPanel = (me: CurrentEmployee, items: SavedReport[]) => {
  const posted: SavedReportBody[] = [];
  const fetchMock = stubFetch({
    'GET /api/v1/saved-reports': () => ({ body: listPageOf(items) }),
    'POST /api/v1/saved-reports': (body) => {
      posted.push(body as SavedReportBody);
      return {
        status: 201,
        body: { ...teamHours, id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c22', name: 'Mine' },
      };
    },
    [`DELETE /api/v1/saved-reports/${teamHours.id}`]: { status: 204 },
  });
  const onOpen = vi.fn();
  const rendered = renderWithProviders(
    <SavedReportsPanel filters={{ employee: null, project: apollo }} onOpen={onOpen} />,
    { me },
  );
  return { ...rendered, posted, onOpen, fetchMock };
};

describe('SavedReportsPanel', { timeout: 20_000 }, () => {
  it('saves the filters shown under a name, mailed weekly to the administrator unless others are chosen', async () => {
    const { user, posted } = renderPanel(admin, []);
    await user.click(screen.getByRole('button', { name: texts.save }));
    const dialog = await screen.findByRole('dialog', { name: texts.saveTitle });
    expect(within(dialog).getByText('All employees · Project: Apollo')).toBeDefined();
    await user.type(within(dialog).getByRole('textbox', { name: texts.nameLabel }), 'Team hours');
    await user.click(within(dialog).getByRole('combobox', { name: texts.scheduleLabel }));
    await user.click(await screen.findByRole('option', { name: 'Weekly' }));
    // The administrator is the first recipient; others are searched for in the directory.
    expect(within(dialog).getByRole('button', { name: admin.name })).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: texts.save }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      name: 'Team hours',
      employeeId: null,
      projectId: apollo.id,
      format: 'xlsx',
      schedule: 'weekly',
      recipientIds: [admin.id],
    });
    expect(await screen.findByText(texts.saved)).toBeDefined();
  });

  it('offers an employee no recipients: their report is mailed to themselves', async () => {
    const { user, posted } = renderPanel(employee, []);
    await user.click(screen.getByRole('button', { name: texts.save }));
    const dialog = await screen.findByRole('dialog', { name: texts.saveTitle });
    await user.type(within(dialog).getByRole('textbox', { name: texts.nameLabel }), 'Mine');
    await user.click(within(dialog).getByRole('combobox', { name: texts.scheduleLabel }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    expect(within(dialog).getByText(texts.ownRecipientHint)).toBeDefined();
    expect(within(dialog).queryByRole('combobox', { name: texts.recipientsLabel })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() =>
      expect(posted[0]).toMatchObject({ schedule: 'monthly', recipientIds: [employee.id] }),
    );
  });

  it('lists the saved reports with their next mail; Open shows the last period, Delete asks first', async () => {
    const { user, onOpen, fetchMock } = renderPanel(admin, [teamHours]);
    await user.click(await screen.findByRole('button', { name: `${texts.heading} (1)` }));
    const list = await screen.findByRole('list', { name: texts.heading });
    expect(within(list).getByText('Team hours')).toBeDefined();
    expect(
      within(list).getByText('Weekly to Asha Verma. Next mail 09-Mar-2026, for 02-Mar-2026 To 08-Mar-2026.'),
    ).toBeDefined();

    await user.click(within(list).getByRole('button', { name: `${texts.open} Team hours` }));
    expect(onOpen).toHaveBeenCalledWith({
      employeeId: null,
      projectId: apollo.id,
      range: duePeriod('weekly', todayIn('UTC', new Date())),
    });

    await user.click(within(list).getByRole('button', { name: `${texts.delete} Team hours` }));
    const question = await screen.findByRole('dialog', { name: texts.delete });
    expect(within(question).getByText(texts.deleteQuestion('Team hours'))).toBeDefined();
    await user.click(within(question).getByRole('button', { name: texts.delete }));
    expect(await screen.findByText(texts.deleted)).toBeDefined();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
