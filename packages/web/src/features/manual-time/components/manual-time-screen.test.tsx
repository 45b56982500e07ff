import type {
  ManualTimeOptions,
  ManualTimePage,
  ManualTimeRequest,
} from '@pulse/shared/contracts/manual-time';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { ManualTimeScreen, type ManualTimeView } from './manual-time-screen';

const priya = { id: '4f1e0a9b-8c7d-4e6f-9a5b-4c3d2e1f0a95', name: 'Priya Nair', employeeCode: 'DEV-3' };
const request: ManualTimeRequest = {
  id: '3e0d9f8a-7b6c-4d5e-8f4a-3b2c1d0e9f84',
  employee: priya,
  date: '2026-03-02',
  from: '09:00',
  to: '10:30',
  startedAt: '2026-03-02T03:30:00.000Z',
  endedAt: '2026-03-02T05:00:00.000Z',
  minutes: 90,
  project: { id: '0b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c51', name: 'Pulse Mobile App' },
  todo: null,
  isProductive: true,
  reason: 'Whiteboard session',
  status: 'pending',
  statusName: 'Pending',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  actions: ['approve', 'deny'],
  createdAt: '2026-03-02T06:00:00.000Z',
};
const pageOf = (items: ManualTimeRequest[]): { body: ManualTimePage } => ({
  body: { items, page: 1, pageSize: 20, total: items.length, totalPages: 1, next: null },
});
const optionsOf = (canDecide: boolean, pendingToDecide = 0): { body: ManualTimeOptions } => ({
  body: { projects: [], canDecide, pendingToDecide, autoApproveMinutes: null },
});

const renderScreen = (view: ManualTimeView, isAdding = false) => {
  const onViewChange = vi.fn();
  const rendered = renderWithProviders(
    <ManualTimeScreen
      view={view}
      onViewChange={onViewChange}
      isAdding={isAdding}
      onAddingChange={vi.fn()}
      today="2026-03-02"
      timeZone="Asia/Kolkata"
    />,
  );
  return { ...rendered, onViewChange };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ManualTimeScreen', () => {
  it('shows an employee their own requests, with no To approve tab, and an empty state', async () => {
    stubFetch({
      'GET /api/v1/manual-time/options': optionsOf(false),
      'GET /api/v1/manual-time': pageOf([]),
    });
    renderScreen({ scope: 'mine', status: 'pending', page: 1 });
    await screen.findByText(texts.noRequests);
    expect(screen.queryByRole('tab', { name: texts.tabToDecide })).toBeNull();
    expect(screen.getByRole('button', { name: texts.addButton })).toBeDefined();
  });

  // Opens on what needs the person: requests waiting for their decision first.
  it.each([
    ['a decider with requests waiting opens on To approve', true, 2, false, 'to-decide'],
    ['a decider with none waiting opens on their own', true, 0, false, 'mine'],
    ['an employee who decides nothing opens on their own', false, 0, false, 'mine'],
    ['a decider who came to add time opens on their own, where it will show', true, 2, true, 'mine'],
  ] as const)('%s', async (_name, canDecide, pendingToDecide, isAdding, scope) => {
    const fetchMock = stubFetch({
      'GET /api/v1/manual-time/options': optionsOf(canDecide, pendingToDecide),
      'GET /api/v1/manual-time': pageOf([request]),
    });
    const { onViewChange } = renderScreen({ scope: null, status: 'pending', page: 1 }, isAdding);
    await waitFor(() => expect(onViewChange).toHaveBeenCalledWith({ scope, status: 'pending', page: 1 }));
    const scopesAsked = () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://pulse.test'))
        .filter((url) => url.pathname === '/api/v1/manual-time')
        .map((url) => url.searchParams.get('scope'));
    // Only the list opened on is asked for: no empty "My requests" first.
    await waitFor(() => expect(scopesAsked()).toEqual([scope]));
  });

  it('lets a decider approve with a note, sending one decision', async () => {
    let decision: unknown;
    const fetchMock = stubFetch({
      'GET /api/v1/manual-time/options': optionsOf(true),
      'GET /api/v1/manual-time': pageOf([request]),
      [`POST /api/v1/manual-time/${request.id}/approve`]: (body) => {
        decision = body;
        return { body: { ...request, status: 'approved', statusName: 'Approved', actions: [] } };
      },
    });
    const { user, onViewChange } = renderScreen({ scope: 'to-decide', status: 'pending', page: 1 });
    const table = await screen.findByRole('table', { name: `${texts.tabToDecide}: Pending` });
    expect(within(table).getByText('Priya Nair')).toBeDefined();
    expect(within(table).getByText('09:00–10:30')).toBeDefined();
    expect(screen.getByRole('tab', { name: texts.tabToDecide }).getAttribute('aria-selected')).toBe('true');

    await user.click(within(table).getByRole('button', { name: /^Approve Priya Nair/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.approveTitle });
    await user.type(within(dialog).getByLabelText(texts.noteLabel), 'Thanks');
    await user.dblClick(within(dialog).getByRole('button', { name: texts.approve }));

    await screen.findByText(texts.approved);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decision).toEqual({ note: 'Thanks' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(onViewChange).toHaveBeenCalledWith({ scope: 'to-decide', status: 'approved', page: 1 });
  });

  it('asks for a note before denying', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/manual-time/options': optionsOf(true),
      'GET /api/v1/manual-time': pageOf([request]),
    });
    const { user } = renderScreen({ scope: 'to-decide', status: 'pending', page: 1 });
    await user.click(await screen.findByRole('button', { name: /^Deny Priya Nair/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.denyTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.deny }));
    expect(await within(dialog).findByText(texts.noteRequired)).toBeDefined();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('lets the employee delete their pending request after confirming', async () => {
    const own = { ...request, actions: ['delete' as const] };
    stubFetch({
      'GET /api/v1/manual-time/options': optionsOf(false),
      'GET /api/v1/manual-time': pageOf([own]),
      [`DELETE /api/v1/manual-time/${own.id}`]: { status: 204 },
    });
    const { user } = renderScreen({ scope: 'mine', status: 'pending', page: 1 });
    await user.click(await screen.findByRole('button', { name: /^Delete Priya Nair/ }));
    const dialog = await screen.findByRole('dialog', { name: texts.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: texts.delete }));
    await screen.findByText(texts.deleted);
  });
});
