import type { TrackerDevice } from '@pulse/shared/contracts/tracker';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { EmployeeDevicesPanel } from './employee-devices-panel';

const employeeId = '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01';
const device = (name: string, status: TrackerDevice['status']): TrackerDevice => ({
  id: crypto.randomUUID(),
  name,
  platform: 'linux',
  createdAt: '2026-03-02T08:00:00.000Z',
  lastSeenAt: '2026-03-02T09:00:00.000Z',
  revokedAt: null,
  status,
});
const reported = (state: 'tracking' | 'offline', agentVersion: string, isUpdateRequired: boolean) => ({
  state,
  heartbeatAt: '2026-03-02T09:00:00.000Z',
  agentVersion,
  isUpdateRequired,
  capabilities: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmployeeDevicesPanel', () => {
  it('shows each device’s live state and version, and which tracker must be updated', async () => {
    stubFetch({
      [`GET /api/v1/employees/${employeeId}/devices`]: {
        body: listPageOf([
          device('WORK-LAPTOP', reported('tracking', '0.9.0', true)),
          device('HOME-PC', reported('offline', '1.0.0', false)),
          device('NEW-PC', null),
        ]),
      },
    });
    renderWithProviders(<EmployeeDevicesPanel employeeId={employeeId} timeZone="Asia/Kolkata" />);

    const rowOf = async (name: string) =>
      within((await screen.findByText(name)).closest('tr') as HTMLElement);
    expect((await rowOf('WORK-LAPTOP')).getByText('Tracking')).toBeDefined();
    expect((await rowOf('WORK-LAPTOP')).getByText('Update required')).toBeDefined();
    expect((await rowOf('HOME-PC')).getByText('Offline')).toBeDefined();
    expect((await rowOf('HOME-PC')).queryByText('Update required')).toBeNull();
    expect((await rowOf('NEW-PC')).getByText('Not reported yet')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe(
      'The tracker on WORK-LAPTOP is older than version 1.0.0: install the new version.',
    );
  });
});
