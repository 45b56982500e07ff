import type { NewsDetail } from '@pulse/shared/contracts/news';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { NewsDetails } from './news-details';

const id = '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40';

const news: NewsDetail = {
  id,
  title: 'Annual offsite in Goa',
  excerpt: 'Pack your bags',
  entryDate: '2026-03-09',
  isPublished: true,
  isSendMail: false,
  bannerUrl: `/api/v1/news/${id}/banner`,
  bannerTileUrl: `/api/v1/news/${id}/banner?size=tile`,
  attachmentCount: 1,
  authorName: 'Asha Verma',
  updatedAt: '2026-03-09T10:00:00.000Z',
  descriptionHtml: '<h2>Schedule</h2><p>Pack your <strong>bags</strong>.</p><ul><li>Day one: talks</li></ul>',
  attachments: [
    {
      id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      fileName: 'agenda.pdf',
      contentType: 'application/pdf',
      sizeBytes: 250_000,
      url: `/api/v1/news/${id}/attachments/9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a`,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

const renderDetails = (isAdmin: boolean, newsId: string = id) =>
  renderWithProviders(<NewsDetails id={newsId} isAdmin={isAdmin} backTo="/dashboard/LiveNewsUpdatesList" />);

describe('NewsDetails', () => {
  it('shows the banner, the title, the date DD-MMM-YYYY, the rich description and the attachments', async () => {
    stubFetch({ [`GET /api/v1/news/${id}`]: { body: news } });
    renderDetails(false);

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: news.title })).toBeDefined();
    expect(within(article).getByText('09-Mar-2026')).toBeDefined();
    expect(article.querySelector('img')?.getAttribute('src')).toBe(news.bannerUrl);
    // The stored (sanitised) markup is rendered, not shown as text.
    expect(within(article).getByRole('heading', { name: 'Schedule' })).toBeDefined();
    expect(within(article).getByText('bags').tagName).toBe('STRONG');
    expect(within(article).getByText('Day one: talks').tagName).toBe('LI');

    const download = within(article).getByRole('link', { name: 'agenda.pdf' });
    expect(download.getAttribute('href')).toBe(news.attachments[0]?.url);
    expect(download.getAttribute('download')).toBe('agenda.pdf');
    expect(within(article).getByText('244.1 KB')).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('gives administrators Edit', async () => {
    stubFetch({ [`GET /api/v1/news/${id}`]: { body: { ...news, isPublished: false } } });
    renderDetails(true);

    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(
      `/dashboard/AddLiveNewsUpdates/${id}`,
    );
    expect(screen.getByText(newsPulseTexts.draft)).toBeDefined();
  });

  it('says not found when the server does not know the update (missing, or a draft for an employee)', async () => {
    stubFetch({ [`GET /api/v1/news/${id}`]: problem(404, newsPulseTexts.notFound) });
    renderDetails(false);

    expect(await screen.findByText(newsPulseTexts.notFound)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to News Updates' }).getAttribute('href')).toBe(
      '/dashboard/LiveNewsUpdatesList',
    );
  });

  it('says not found for an address that cannot name an update, without asking the server', async () => {
    const fetchMock = stubFetch({});
    renderDetails(false, 'not-an-id');

    expect(await screen.findByText(newsPulseTexts.notFound)).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
