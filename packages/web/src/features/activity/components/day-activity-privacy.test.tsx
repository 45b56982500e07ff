import type { DayActivity, Screenshot } from '@pulse/shared/contracts/activity';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { DayActivityScreen } from './day-activity-screen';

// Privacy of the monitored in the viewer: images the employee deleted, their pauses, and the
// employee's own Delete.
const timeZone = 'UTC';
const DATE = '2026-02-24';
const KEPT = '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a41';
const DELETED = '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a42';

const screenshot = (id: string, time: string, isDeleted: boolean): Screenshot => ({
  id,
  capturedAt: `${DATE}T${time}:00.000Z`,
  thumbnailUrl: isDeleted ? null : `/api/v1/screenshots/${id}/thumbnail?v=1`,
  imageUrl: isDeleted ? null : `/api/v1/screenshots/${id}/image?v=1`,
  imageDeletedAt: isDeleted ? `${DATE}T12:00:00.000Z` : null,
  windowTitles: ['tracker.service.ts'],
  keyPresses: 40,
  mouseClicks: 20,
  isIdle: false,
  idlePercent: 10,
  tile: 'normal',
});

const slotAt = (minute: number) => `${DATE}T10:${String(minute).padStart(2, '0')}:00.000Z`;

const dayOf = (canDeleteScreenshots: boolean): { body: DayActivity } => ({
  body: {
    date: DATE,
    employee: { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', name: 'Rahul Mehta', employeeCode: 'DEMO-EMP-2' },
    includeLogOffInIdle: false,
    totals: {
      hoursWorkedMinutes: 20,
      idleMinutes: 0,
      actualWorkMinutes: 20,
      trackedMinutes: 20,
      awayMinutes: 0,
      logOffMinutes: 0,
    },
    hours: [
      {
        hour: 10,
        hourStart: slotAt(0),
        slots: [0, 10, 20, 30, 40, 50].map((minute) => ({
          slotStart: slotAt(minute),
          placeholder: minute > 10 ? 'notTracked' : null,
          screenshot:
            minute === 0
              ? screenshot(KEPT, '10:03', false)
              : minute === 10
                ? screenshot(DELETED, '10:14', true)
                : null,
          focus: null,
        })),
      },
    ],
    windowUsage: [],
    manualTime: { totalMinutes: 0, entries: [] },
    productivity: {
      seconds: { productive: 0, neutral: 0, unproductive: 0, uncategorised: 0 },
      percents: { productive: 0, neutral: 0, unproductive: 0, uncategorised: 0 },
      focusedSeconds: 0,
    },
    pausedIntervals: [{ startedAt: `${DATE}T10:20:00.000Z`, endedAt: `${DATE}T10:45:00.000Z` }],
    canDeleteScreenshots,
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderDay = () =>
  renderWithProviders(<DayActivityScreen date={DATE} timeZone={timeZone} onDateChange={vi.fn()} />);

describe('DayActivityScreen: privacy of the monitored', { timeout: 20_000 }, () => {
  it('says which image the employee deleted (nothing to open) and lists the pauses', async () => {
    stubFetch({ 'GET /api/v1/activity/day': dayOf(false) });
    renderDay();

    expect(await screen.findByText(texts.screenshotDeletedByEmployee)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Open screenshot at 10:03' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Open screenshot at 10:14' })).toBeNull();
    // The slot keeps its counts.
    expect(screen.getAllByRole('progressbar', { name: 'Activity 10%' })).toHaveLength(2);
    const paused = screen.getByRole('list', { name: 'Paused' });
    expect(within(paused).getByText('10:20–10:45')).toBeDefined();
  });

  it('offers no Delete where it is not the employee’s to delete', async () => {
    stubFetch({ 'GET /api/v1/activity/day': dayOf(false) });
    const { user } = renderDay();
    await user.click(await screen.findByRole('button', { name: 'Open screenshot at 10:03' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: texts.deleteScreenshot })).toBeNull();
  });

  it('lets the employee delete their screenshot after confirming', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/activity/day': dayOf(true),
      [`DELETE /api/v1/activity/screenshots/${KEPT}`]: { status: 204 },
    });
    const { user } = renderDay();
    await user.click(await screen.findByRole('button', { name: 'Open screenshot at 10:03' }));
    await user.click(await screen.findByRole('button', { name: texts.deleteScreenshot }));

    const confirm = await screen.findByRole('dialog', { name: texts.deleteScreenshot });
    expect(within(confirm).getByText(texts.deleteScreenshotQuestion)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(texts.screenshotDeleted)).toBeDefined();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes).toHaveLength(1);
    // The day is asked for again, to show the slot without its image.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/activity/day'))).toHaveLength(
        2,
      ),
    );
  });
});
