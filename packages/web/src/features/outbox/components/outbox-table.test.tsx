import type { OutboxMail, OutboxPage } from '@pulse/shared/contracts/notifications';
import { outboxPulseTexts as texts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { stubFetch } from '../../../test/stub-fetch';
import { OutboxTable } from './outbox-table';

const failedMail: OutboxMail = {
  id: '0b6a8a52-4a4e-4f0e-9a55-2f3f1c1d9e01',
  toAddress: 'farah.khan@demo.pulse',
  subject: 'Leave approved: Farah Khan, 2 Mar 2026',
  textBody: 'Asha Verma approved the leave of Farah Khan (2 Mar 2026).',
  status: 'failed',
  attempts: 5,
  lastError: '550 5.1.1 <farah.khan@demo.pulse>: Recipient address rejected',
  createdAt: '2026-03-01T05:00:00.000Z',
  sentAt: null,
  attachments: [],
};

const pageWith = (items: OutboxMail[], failedCount: number): { body: OutboxPage } => ({
  body: { items, page: 1, pageSize: 20, total: items.length, totalPages: 1, next: null, failedCount },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OutboxTable: Resend failed mails', () => {
  it('offers no bulk resend while no mail has failed', async () => {
    stubFetch({ 'GET /api/v1/outbox': pageWith([{ ...failedMail, status: 'sent', lastError: null }], 0) });
    renderWithProviders(<OutboxTable page={1} onPageChange={() => {}} timeZone="Asia/Kolkata" />);

    await screen.findAllByText(failedMail.subject);
    expect(screen.queryByRole('button', { name: /Resend failed mails/ })).toBeNull();
  });

  it('asks first, then sends every failed mail again and says how many', async () => {
    let failedCount = 2;
    const fetchMock = stubFetch({
      'GET /api/v1/outbox': () => pageWith([failedMail], failedCount),
      'POST /api/v1/outbox/resend-failed': () => {
        failedCount = 0;
        return { body: { resent: 2 } };
      },
    });
    const { user } = renderWithProviders(
      <OutboxTable page={1} onPageChange={() => {}} timeZone="Asia/Kolkata" />,
    );

    await user.click(await screen.findByRole('button', { name: texts.resendFailed(2) }));
    const dialog = screen.getByRole('dialog', { name: texts.resendFailedTitle });
    expect(within(dialog).getByText(texts.resendFailedQuestion(2))).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: texts.resend }));

    expect(await screen.findByText(texts.failedResent(2))).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Resend failed mails/ })).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('sends nothing when the question is cancelled', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/outbox': pageWith([failedMail], 1) });
    const { user } = renderWithProviders(
      <OutboxTable page={1} onPageChange={() => {}} timeZone="Asia/Kolkata" />,
    );

    await user.click(await screen.findByRole('button', { name: texts.resendFailed(1) }));
    await user.click(screen.getByRole('button', { name: texts.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});

describe('OutboxTable: attachments', () => {
  it('marks a mail with files and downloads one from the mail', async () => {
    // happy-dom keeps no object URLs; the request made is what this checks.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:attachment');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const attachment = {
      id: '5d1c1f0e-8a4e-4f0e-9a55-2f3f1c1d9e02',
      fileName: '23-Feb-2026 To 01-Mar-2026 Tracker Report.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: 20_480,
    };
    const mail: OutboxMail = {
      ...failedMail,
      subject: "Weekly report 'Team hours' for 23-Feb-2026 To 01-Mar-2026",
      status: 'kept',
      lastError: null,
      attachments: [attachment],
    };
    const downloadPath = `GET /api/v1/outbox/${mail.id}/attachments/${attachment.id}`;
    const fetchMock = stubFetch({ 'GET /api/v1/outbox': pageWith([mail], 0), [downloadPath]: { body: {} } });
    const { user } = renderWithProviders(
      <OutboxTable page={1} onPageChange={() => {}} timeZone="Asia/Kolkata" />,
    );

    expect((await screen.findAllByTitle('1 attachment')).length).toBeGreaterThan(0);
    const [row] = screen.getAllByLabelText(`Read the mail to ${mail.toAddress}: ${mail.subject}`);
    if (!row) throw new Error('no row');
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: mail.subject });
    const files = within(dialog).getByRole('list', { name: 'Attachments' });
    await user.click(within(files).getByRole('button', { name: `${attachment.fileName} (20.0 KB)` }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://pulse.test').pathname),
      ).toContain(`/api/v1/outbox/${mail.id}/attachments/${attachment.id}`),
    );
  });
});
