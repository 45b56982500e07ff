import type { NewsDetail } from '@pulse/shared/contracts/news';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { NewsForm } from './news-form';

const id = '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40';
const agendaId = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const minutesId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const news: NewsDetail = {
  id,
  title: 'Annual offsite in Goa',
  excerpt: 'Pack your bags',
  entryDate: '2026-03-09',
  isPublished: true,
  isSendMail: false,
  bannerUrl: `/api/v1/news/${id}/banner`,
  bannerTileUrl: `/api/v1/news/${id}/banner?size=tile`,
  attachmentCount: 2,
  authorName: 'Asha Verma',
  updatedAt: '2026-03-09T10:00:00.000Z',
  descriptionHtml: '<p>Pack your <strong>bags</strong>.</p>',
  attachments: [
    { id: agendaId, fileName: 'agenda.pdf', contentType: 'application/pdf', sizeBytes: 1000, url: '/a' },
    { id: minutesId, fileName: 'minutes.pdf', contentType: 'application/pdf', sizeBytes: 2000, url: '/m' },
  ],
};

// A file of the given size without allocating it.
const fileOf = (name: string, size: number) => {
  const file = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const sentForms = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.flatMap(([, init]) => (init?.body instanceof FormData ? [init.body] : []));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewsForm', { timeout: 20_000 }, () => {
  it('shows every required message of spec B §5, verbatim, when sent empty, and sends nothing', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderWithProviders(<NewsForm id={undefined} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(newsTexts.descriptionRequired);
    // The leading space of ' Title is required' is the spec's.
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Title' }))).toBe(newsTexts.titleRequired);
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Description' }))).toBe(
      newsTexts.descriptionRequired,
    );
    expect(descriptionOf(screen.getByRole('textbox', { name: 'Date' }))).toBe(newsTexts.dateRequired);
    expect(descriptionOf(screen.getByRole('button', { name: 'Upload Banner Image' }))).toBe(
      newsTexts.bannerRequired,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a title over 500 characters', async () => {
    stubFetch({});
    const { user } = renderWithProviders(<NewsForm id={undefined} />);

    await user.click(screen.getByRole('textbox', { name: 'Title' }));
    await user.paste('t'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Title' }))).toBe(newsPulseTexts.titleTooLong),
    );
  });

  it('edits an update: keeps its banner, removes a stored attachment, adds new files and ignores a repeated name', async () => {
    const fetchMock = stubFetch({
      [`GET /api/v1/news/${id}`]: { body: news },
      [`PUT /api/v1/news/${id}`]: { body: { id } },
    });
    const { user } = renderWithProviders(<NewsForm id={id} />);

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveProperty('value', news.title);
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveProperty('value', '09/03/2026');
    expect(screen.getByRole('button', { name: 'Change Banner Image' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove minutes.pdf' }));
    await user.upload(screen.getByLabelText('Attachment files'), [
      fileOf('agenda.pdf', 10),
      fileOf('photos.pdf', 20),
      fileOf('plan.pdf', 30),
    ]);
    await user.upload(screen.getByLabelText('Attachment files'), [fileOf('plan.pdf', 40)]);
    expect(screen.queryByRole('button', { name: 'Remove minutes.pdf' })).toBeNull();
    expect(
      screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.textContent),
    ).toHaveLength(3);
    await user.click(screen.getByRole('switch', { name: 'Send Email' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(newsTexts.updated);
    const [sent] = sentForms(fetchMock);
    expect(JSON.parse(String(sent?.get('data')))).toEqual({
      title: news.title,
      descriptionHtml: news.descriptionHtml,
      entryDate: '2026-03-09',
      isPublished: true,
      isSendMail: true,
      removeAttachmentIds: [minutesId],
    });
    expect(sent?.get('banner')).toBeNull();
    expect(sent?.getAll('attachments').map((file) => (file as File).name)).toEqual([
      'photos.pdf',
      'plan.pdf',
    ]);
  });

  it('uploads an image into the description and sends it with the description', async () => {
    const imageUrl = '/api/v1/news/images/3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7';
    const fetchMock = stubFetch({
      [`GET /api/v1/news/${id}`]: { body: news },
      'POST /api/v1/news/images': { status: 201, body: { url: imageUrl } },
      [`PUT /api/v1/news/${id}`]: { body: { id } },
    });
    const { user } = renderWithProviders(<NewsForm id={id} />);

    await screen.findByRole('textbox', { name: 'Title' });
    await user.upload(
      screen.getByLabelText('Description image files'),
      new File(['png'], 'team-photo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(document.querySelector(`.ProseMirror img[src="${imageUrl}"]`)).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('alert');
    const [image, saved] = sentForms(fetchMock);
    expect(image?.get('image')).toHaveProperty('name', 'team-photo.png');
    expect(JSON.parse(String(saved?.get('data'))).descriptionHtml).toContain(
      `<img src="${imageUrl}" alt="team-photo">`,
    );
  });

  it('refuses new attachments over 10,000,000 bytes together with an alert stating the limit', async () => {
    const fetchMock = stubFetch({ [`GET /api/v1/news/${id}`]: { body: news } });
    const { user } = renderWithProviders(<NewsForm id={id} />);

    await screen.findByRole('textbox', { name: 'Title' });
    await user.upload(screen.getByLabelText('Attachment files'), [fileOf('small.pdf', 6_000_000)]);
    await user.upload(screen.getByLabelText('Attachment files'), [fileOf('large.pdf', 4_000_001)]);

    expect((await screen.findByRole('alert')).textContent).toBe(newsPulseTexts.attachmentsTooLarge);
    expect(screen.getByRole('button', { name: 'Remove small.pdf' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove large.pdf' })).toBeNull();
    expect(sentForms(fetchMock)).toHaveLength(0);
  });

  it("says 'please try again later.' when the server fails the save", async () => {
    stubFetch({
      [`GET /api/v1/news/${id}`]: { body: news },
      [`PUT /api/v1/news/${id}`]: problem(500, 'Internal error'),
    });
    const { user } = renderWithProviders(<NewsForm id={id} />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(newsTexts.saveFailed);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
  });

  it("puts the server's field errors under their fields", async () => {
    stubFetch({
      [`GET /api/v1/news/${id}`]: { body: news },
      [`PUT /api/v1/news/${id}`]: problem(400, 'Invalid', [
        { path: 'title', message: newsPulseTexts.titleTooLong },
      ]),
    });
    const { user } = renderWithProviders(<NewsForm id={id} />);

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('textbox', { name: 'Title' }))).toBe(newsPulseTexts.titleTooLong),
    );
  });

  it('says not found for an update the server does not know', async () => {
    stubFetch({ [`GET /api/v1/news/${id}`]: problem(404, newsPulseTexts.notFound) });
    renderWithProviders(<NewsForm id={id} />);

    expect(await screen.findByText(newsPulseTexts.notFound)).toBeDefined();
  });
});
