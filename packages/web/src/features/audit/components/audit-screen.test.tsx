import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { trackingPrivacyTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { AuditScreen } from './audit-screen';

const TIME_ZONE = 'Asia/Kolkata';
const RAHUL = '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f01';
const ASHA = '0c7e4f7a-8b1d-4c2e-9f3a-5b6c7d8e9f00';

const EVENTS = [
  {
    id: '7d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e02',
    occurredAt: '2026-03-01T09:30:00.000Z',
    actor: { id: ASHA, name: 'Asha Verma' },
    action: 'screenshots.viewed',
    subject: { id: RAHUL, name: 'Rahul Mehta' },
    summary: 'Viewed the activity of 28-Feb-2026: 41 screenshots',
    ipAddress: '10.0.4.21',
  },
  {
    id: '7d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e01',
    occurredAt: '2026-02-24T05:00:00.000Z',
    actor: { id: ASHA, name: 'Asha Verma' },
    action: 'tracking-settings.changed',
    subject: null,
    summary: 'Screenshots: Regular → Blurred',
    ipAddress: null,
  },
];

const page = (items: unknown[]) => ({
  body: {
    items,
    page: 1,
    pageSize: 50,
    total: items.length,
    totalPages: 1,
    next: null,
    subjects: [{ id: RAHUL, name: 'Rahul Mehta' }],
    actors: [
      { id: ASHA, name: 'Asha Verma' },
      { id: RAHUL, name: 'Rahul Mehta' },
    ],
  },
});

const renderScreen = (events: unknown[] = EVENTS) => {
  const fetchMock = stubFetch({
    'GET /api/v1/audit-events': page(events),
    'GET /api/v1/audit-events/export': { body: {} },
  });
  const requestsTo = (path: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://pulse.test'))
      .filter((url) => url.pathname === path)
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...renderWithProviders(<AuditScreen timeZone={TIME_ZONE} />), requestsTo };
};

beforeEach(() => {
  // happy-dom keeps no object URLs; the export is checked by its request.
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:audit');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = todayIn(TIME_ZONE, new Date());
const lastThirtyDays = { from: addDays(today, -29), to: today };

describe('AuditScreen', { timeout: 20_000 }, () => {
  it('lists the last 30 days: when (in the organisation’s zone), who, action, employee, details, address', async () => {
    const { requestsTo } = renderScreen();

    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Employee', 'Details', 'Address']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '01-Mar-2026 15:00',
      'Asha Verma',
      'Viewed screenshots',
      'Rahul Mehta',
      'Viewed the activity of 28-Feb-2026: 41 screenshots',
      '10.0.4.21',
    ]);
    expect(within(second as HTMLElement).getAllByRole('cell')[3]?.textContent).toBe('—');
    expect(requestsTo('/api/v1/audit-events')).toEqual([{ ...lastThirtyDays, page: '1' }]);
  });

  it('filters by action and employee, asking the server again from the first page', async () => {
    const { user, requestsTo } = renderScreen();
    await screen.findByRole('table', { name: 'Audit trail' });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(screen.getByRole('option', { name: 'Deleted a screenshot' }));
    await user.click(screen.getByRole('combobox', { name: 'Employee' }));
    await user.click(await screen.findByRole('option', { name: 'Rahul Mehta' }));

    await waitFor(() =>
      expect(requestsTo('/api/v1/audit-events').at(-1)).toEqual({
        ...lastThirtyDays,
        action: 'screenshot.deleted',
        subjectId: RAHUL,
        page: '1',
      }),
    );
  });

  it('offers the actions under headings, and filters by a sign-in action and by who acted', async () => {
    const { user, requestsTo } = renderScreen();
    await screen.findByRole('table', { name: 'Audit trail' });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    const listbox = await screen.findByRole('listbox');
    // Each heading, then its actions (MUI's grouped Select).
    const entries = within(listbox)
      .getAllByRole('option')
      .map((entry) => entry.textContent);
    expect(entries.slice(0, 5)).toEqual([
      'All',
      'Sign-in',
      'Signed in',
      'Sign-in failed',
      'Sign-in locked out',
    ]);
    for (const heading of ['People', 'Payroll', 'Exports', 'Settings', 'Monitoring'])
      expect(entries).toContain(heading);
    expect(entries.indexOf('Exported personal data')).toBe(entries.indexOf('Exports') + 1);
    await user.click(within(listbox).getByRole('option', { name: 'Sign-in locked out' }));
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'Asha Verma' }));

    await waitFor(() =>
      expect(requestsTo('/api/v1/audit-events').at(-1)).toEqual({
        ...lastThirtyDays,
        action: 'sign-in.locked-out',
        actorId: ASHA,
        page: '1',
      }),
    );
  });

  it('shows a failed sign-in, which nobody signed in made', async () => {
    renderScreen([
      {
        id: '7d1c9a52-3f0e-4a8e-9d6b-1a2b3c4d5e03',
        occurredAt: '2026-03-01T09:30:00.000Z',
        actor: { id: null, name: 'Not signed in' },
        action: 'sign-in.failed',
        subject: { id: RAHUL, name: 'Rahul Mehta' },
        summary: 'Sign-in failed for employee@demo.pulse',
        ipAddress: '203.0.113.7',
      },
    ]);
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '01-Mar-2026 15:00',
      'Not signed in',
      'Sign-in failed',
      'Rahul Mehta',
      'Sign-in failed for employee@demo.pulse',
      '203.0.113.7',
    ]);
  });

  it('says when nothing was recorded, and offers no export', async () => {
    renderScreen([]);
    expect(await screen.findByText(texts.auditEmpty)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  });

  it('refuses a range that ends before it starts, without asking the server', async () => {
    const { user, requestsTo } = renderScreen();
    await screen.findByRole('table', { name: 'Audit trail' });
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '01/01/2999');
    await user.tab();

    expect(await screen.findByText('The end date must be on or after the start date.')).toBeDefined();
    expect(requestsTo('/api/v1/audit-events')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', true);
  });

  it('exports what the filters show', async () => {
    const { user, requestsTo } = renderScreen();
    await screen.findByRole('table', { name: 'Audit trail' });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(requestsTo('/api/v1/audit-events/export')).toEqual([lastThirtyDays]));
  });
});
