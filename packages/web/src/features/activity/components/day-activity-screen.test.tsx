import type { DayActivity, TimeSheet } from '@pulse/shared/contracts/activity';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { DayActivityScreen } from './day-activity-screen';

const timeZone = 'Asia/Kolkata';
const viewed = { id: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a51', name: 'Asha Verma', employeeCode: 'DEMO-EMP-1' };
const colleague = { employeeId: crypto.randomUUID(), name: 'Rahul Mehta', employeeCode: 'DEMO-EMP-2' };

const dayOf = (date: string): { body: DayActivity } => ({
  body: {
    date,
    employee: viewed,
    includeLogOffInIdle: false,
    totals: {
      hoursWorkedMinutes: 0,
      idleMinutes: 0,
      actualWorkMinutes: 0,
      trackedMinutes: 0,
      awayMinutes: 0,
      logOffMinutes: 0,
    },
    hours: [],
    windowUsage: [],
    manualTime: { totalMinutes: 0, entries: [] },
    productivity: {
      seconds: { productive: 0, neutral: 0, unproductive: 0, uncategorised: 0 },
      percents: { productive: 0, neutral: 0, unproductive: 0, uncategorised: 0 },
      focusedSeconds: 0,
    },
    pausedIntervals: [],
    canDeleteScreenshots: false,
  },
});

// The selector's list does not hold the viewed employee (no time that day is no reason to drop them).
const team = (date: string): { body: TimeSheet } => ({ body: { date, rows: [], employees: [colleague] } });

const today = () => todayIn(timeZone, new Date());

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DayActivityScreen', () => {
  it('lets an employee step back through days of their own, without an employee selector', async () => {
    stubFetch({ 'GET /api/v1/activity/day': dayOf(today()) });
    const onDateChange = vi.fn();
    const { user } = renderWithProviders(
      <DayActivityScreen date={today()} timeZone={timeZone} onDateChange={onDateChange} />,
    );

    await screen.findByText('Total');
    expect(screen.getByLabelText('Date')).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDateChange).toHaveBeenCalledWith(addDays(today(), -1));
    expect(screen.queryByLabelText('Employee')).toBeNull();
  });

  it("stops an administrator's next-day arrow at today, and names whose day it is", async () => {
    stubFetch({ 'GET /api/v1/activity/day': dayOf(today()), 'GET /api/v1/time-sheet': team(today()) });
    const onDateChange = vi.fn();
    const { user } = renderWithProviders(
      <DayActivityScreen
        date={today()}
        timeZone={timeZone}
        employeeCode={viewed.employeeCode}
        onDateChange={onDateChange}
        onEmployeeChange={vi.fn()}
      />,
    );

    expect(await screen.findByDisplayValue(viewed.name)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next day' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onDateChange).toHaveBeenCalledWith(addDays(today(), -1));
  });

  it('lets an administrator step forward from a past day', async () => {
    const yesterday = addDays(today(), -1);
    stubFetch({ 'GET /api/v1/activity/day': dayOf(yesterday), 'GET /api/v1/time-sheet': team(yesterday) });
    const onDateChange = vi.fn();
    const { user } = renderWithProviders(
      <DayActivityScreen
        date={yesterday}
        timeZone={timeZone}
        employeeCode={viewed.employeeCode}
        onDateChange={onDateChange}
        onEmployeeChange={vi.fn()}
      />,
    );

    await screen.findByDisplayValue(viewed.name);
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onDateChange).toHaveBeenCalledWith(today());
  });

  it('shows a tracked slot without a screenshot by the application focused in it', async () => {
    const day = dayOf(today());
    // 10:00 in Asia/Kolkata.
    const slotStart = (index: number) =>
      new Date(Date.parse('2026-03-02T04:30:00Z') + index * 600_000).toISOString();
    day.body.totals = {
      ...day.body.totals,
      hoursWorkedMinutes: 10,
      actualWorkMinutes: 9,
      trackedMinutes: 10,
    };
    day.body.hours = [
      {
        hour: 10,
        hourStart: '2026-03-02T04:30:00.000Z',
        slots: [0, 1, 2, 3, 4, 5].map((index) => ({
          slotStart: slotStart(index),
          placeholder: index === 0 ? 'noScreenshot' : 'notTracked',
          screenshot: null,
          focus:
            index === 0
              ? {
                  topApplication: 'Code',
                  windowTitles: ['agent.ts — pulse', 'cli.ts — pulse'],
                  trackedSeconds: 600,
                  idleSeconds: 60,
                  keyPresses: 0,
                  mouseClicks: 0,
                  workedPercent: 90,
                }
              : null,
        })),
      },
    ];
    day.body.windowUsage = [{ title: 'Code', percent: 100, category: null }];
    stubFetch({ 'GET /api/v1/activity/day': day });
    renderWithProviders(<DayActivityScreen date={today()} timeZone={timeZone} onDateChange={vi.fn()} />);

    const tile = await screen.findByRole('article', { name: '10:00 Code' });
    expect(tile.textContent).toContain('agent.ts — pulse');
    expect(tile.textContent).toContain('Tracked, no screenshot · 10 min');
    expect(screen.getByRole('progressbar', { name: 'Worked 90%' })).toBeDefined();
    expect(screen.queryByText('No screenshot found!')).toBeNull();
  });
});
