import type { ManualTimeOptions, ManualTimeRequest } from '@pulse/shared/contracts/manual-time';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { toDisplayDate } from '@pulse/shared/domain/typed-date';
import { manualTimePulseTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { AddManualTimeDialog } from './add-manual-time-dialog';

const timeZone = 'Asia/Kolkata';
const today = todayIn(timeZone, new Date());
const yesterday = addDays(today, -1);
const options: ManualTimeOptions = {
  projects: [
    {
      id: '0b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c51',
      name: 'Pulse Mobile App',
      todos: [{ id: '1c8b7d6e-5f4a-4b3c-8d2e-1f0a9b8c7d62', name: 'Offline sync of tracked time' }],
    },
    { id: '2d9c8e7f-6a5b-4c4d-9e3f-2a1b0c9d8e73', name: 'Design System', todos: [] },
  ],
  canDecide: false,
  pendingToDecide: 0,
  autoApproveMinutes: null,
};

const created = (body: Record<string, unknown>, status: ManualTimeRequest['status'] = 'pending') => ({
  id: '3e0d9f8a-7b6c-4d5e-8f4a-3b2c1d0e9f84',
  employee: { id: '4f1e0a9b-8c7d-4e6f-9a5b-4c3d2e1f0a95', name: 'Priya Nair', employeeCode: 'DEV-3' },
  date: body.date,
  from: body.from,
  to: body.to,
  startedAt: '2026-03-01T03:30:00.000Z',
  endedAt: '2026-03-01T05:00:00.000Z',
  minutes: 90,
  project: null,
  todo: null,
  isProductive: body.isProductive,
  reason: body.reason,
  status,
  statusName: status === 'pending' ? 'Pending' : 'Approved',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  actions: [],
  createdAt: '2026-03-01T06:00:00.000Z',
});

const renderDialog = (overrides: Partial<ManualTimeOptions> = {}) => {
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <AddManualTimeDialog
      options={{ ...options, ...overrides }}
      today={today}
      timeZone={timeZone}
      defaultDate={yesterday}
      onClose={onClose}
    />,
  );
  return { ...rendered, onClose };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddManualTimeDialog', () => {
  it('says what is missing when sent empty, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: texts.addHeader })).toBeDefined();
    expect((screen.getByLabelText(texts.dateLabel) as HTMLInputElement).value).toBe(toDisplayDate(yesterday));

    await user.click(screen.getByRole('button', { name: texts.submit }));

    await screen.findByText(texts.reasonRequired);
    expect(descriptionOf(screen.getByLabelText(texts.fromLabel))).toBe(texts.fromRequired);
    expect(descriptionOf(screen.getByLabelText(texts.toLabel))).toBe(texts.toRequired);
    expect(screen.getByText(texts.kindRequired)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('checks the times before sending: To after From, not in the future', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderDialog();
    await user.type(screen.getByLabelText(texts.fromLabel), '11:00');
    await user.type(screen.getByLabelText(texts.toLabel), '10:00');
    await user.click(screen.getByRole('radio', { name: texts.productive }));
    await user.type(screen.getByLabelText(texts.reasonLabel), 'Workshop');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(texts.toLabel))).toBe(texts.toNotAfterFrom),
    );

    // Tomorrow cannot be typed past the field's rules either.
    await user.clear(screen.getByLabelText(texts.dateLabel));
    await user.type(screen.getByLabelText(texts.dateLabel), toDisplayDate(addDays(today, 1)));
    await user.clear(screen.getByLabelText(texts.toLabel));
    await user.type(screen.getByLabelText(texts.toLabel), '12:00');
    await user.click(screen.getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(descriptionOf(screen.getByLabelText(texts.dateLabel))).toBe(texts.inFuture));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the chosen project’s to-dos and sends the request', async () => {
    let sent: Record<string, unknown> | undefined;
    stubFetch({
      'POST /api/v1/manual-time': (body) => {
        sent = body as Record<string, unknown>;
        return { status: 201, body: created(sent) };
      },
    });
    const { user, onClose } = renderDialog();
    const todo = screen.getByRole('combobox', { name: texts.todoLabel });
    expect(todo.getAttribute('aria-disabled')).toBe('true');

    await user.type(screen.getByLabelText(texts.fromLabel), '09:00');
    await user.type(screen.getByLabelText(texts.toLabel), '10:30');
    await user.click(screen.getByRole('combobox', { name: texts.projectLabel }));
    await user.click(screen.getByRole('option', { name: 'Pulse Mobile App' }));
    await user.click(screen.getByRole('combobox', { name: texts.todoLabel }));
    await user.click(screen.getByRole('option', { name: 'Offline sync of tracked time' }));
    await user.click(screen.getByRole('radio', { name: texts.unproductive }));
    await user.type(screen.getByLabelText(texts.reasonLabel), 'Client visit');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await screen.findByText(texts.requested);
    expect(sent).toEqual({
      date: yesterday,
      from: '09:00',
      to: '10:30',
      projectId: options.projects[0]?.id,
      todoId: options.projects[0]?.todos[0]?.id,
      isProductive: false,
      reason: 'Client visit',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('puts the server’s overlap under From and keeps the dialog open', async () => {
    const message = `${texts.overlapsTracked} (09:30–09:50).`;
    stubFetch({ 'POST /api/v1/manual-time': problem(409, message, [{ path: 'from', message }]) });
    const { user, onClose } = renderDialog({ autoApproveMinutes: 30 });
    expect(screen.getByText('Requests shorter than 30 minutes are approved at once.')).toBeDefined();
    await user.type(screen.getByLabelText(texts.fromLabel), '09:00');
    await user.type(screen.getByLabelText(texts.toLabel), '10:30');
    await user.click(screen.getByRole('radio', { name: texts.productive }));
    await user.type(screen.getByLabelText(texts.reasonLabel), 'Workshop');
    await user.click(screen.getByRole('button', { name: texts.submit }));

    await waitFor(() => expect(descriptionOf(screen.getByLabelText(texts.fromLabel))).toBe(message));
    expect(onClose).not.toHaveBeenCalled();
  });
});
