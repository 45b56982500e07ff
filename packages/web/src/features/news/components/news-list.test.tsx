import type { NewsList as NewsListAnswer, NewsSummary } from '@pulse/shared/contracts/news';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { NewsList } from './news-list';

const published: NewsSummary = {
  id: '5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40',
  title: 'Annual offsite in Goa',
  excerpt: 'Pack your bags: three days by the sea, with talks and a beach cleanup.',
  entryDate: '2026-03-09',
  isPublished: true,
  isSendMail: true,
  bannerUrl: '/api/v1/news/5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40/banner',
  bannerTileUrl: '/api/v1/news/5c0e7a52-2d1b-4c7e-9f3a-6b8d1e2f3a40/banner?size=tile',
  attachmentCount: 2,
  authorName: 'Asha Verma',
  updatedAt: '2026-03-09T10:00:00.000Z',
};

const draft: NewsSummary = {
  ...published,
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c21',
  title: 'New canteen menu',
  excerpt: 'Coming soon.',
  entryDate: '2026-02-01',
  isPublished: false,
  bannerUrl: null,
  bannerTileUrl: null,
  attachmentCount: 0,
};

const answer = (items: NewsSummary[], total = items.length): NewsListAnswer => ({
  items,
  page: 1,
  pageSize: 12,
  total,
  totalPages: Math.max(1, Math.ceil(total / 12)),
  next: total > 12 ? '/api/v1/news?page=2' : null,
});

const requestedUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://pulse.test'));

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('NewsList', () => {
  it('shows administrators every update as tiles: banner or default, title, DD-MMM-YYYY, excerpt, Draft marked', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/news': { body: answer([published, draft]) } });
    renderWithProviders(<NewsList isAdmin />);

    const tiles = await screen.findByRole('list', { name: newsTexts.header });
    const [first, second] = within(tiles).getAllByRole('listitem');
    if (!first || !second) throw new Error('two tiles expected');
    expect(within(first).getByRole('heading', { name: published.title })).toBeDefined();
    expect(within(first).getByText('09-Mar-2026')).toBeDefined();
    expect(within(first).getByText(published.excerpt)).toBeDefined();
    expect(within(first).queryByText(newsPulseTexts.draft)).toBeNull();
    // Tiles show the small copy, and the banner itself on screens of twice the density.
    expect(first.querySelector('img')?.getAttribute('src')).toBe(published.bannerTileUrl);
    expect(first.querySelector('img')?.getAttribute('srcset')).toBe(
      `${published.bannerTileUrl} 1x, ${published.bannerUrl} 2x`,
    );
    expect(within(second).getByText(newsPulseTexts.draft)).toBeDefined();
    expect(second.querySelector('img')).toBeNull();

    expect(
      within(first)
        .getByRole('link', { name: new RegExp(`^${published.title}`) })
        .getAttribute('href'),
    ).toBe(`/dashboard/LiveNewsUpdatesDetails/${published.id}`);
    expect(screen.getByRole('link', { name: newsTexts.addButton }).getAttribute('href')).toBe(
      '/dashboard/AddLiveNewsUpdates',
    );
    expect(screen.getByRole('link', { name: `Edit ${published.title}` }).getAttribute('href')).toBe(
      `/dashboard/AddLiveNewsUpdates/${published.id}`,
    );
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('scope')).toBe('all');
  });

  it('shows everyone else the published updates only, without Add, Edit or Delete', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/news': { body: answer([published]) } });
    renderWithProviders(<NewsList isAdmin={false} />);

    await screen.findByRole('heading', { name: published.title });
    expect(requestedUrls(fetchMock)[0]?.searchParams.get('scope')).toBe('published');
    expect(screen.queryByRole('link', { name: newsTexts.addButton })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('lists the updates as a table in List View, with their status and attachments', async () => {
    stubFetch({ 'GET /api/v1/news': { body: answer([published, draft]) } });
    const { user } = renderWithProviders(<NewsList isAdmin />);

    await user.click(await screen.findByRole('button', { name: 'List View' }));
    const table = await screen.findByRole('table', { name: newsTexts.header });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Title', 'Date', 'Status', 'Attachments', 'Action']);
    const draftRow = within(table).getByRole('row', { name: draft.title });
    expect(within(draftRow).getByText(newsPulseTexts.draft)).toBeDefined();
    expect(within(draftRow).getByText('01-Feb-2026')).toBeDefined();
    const publishedRow = within(table).getByRole('row', { name: published.title });
    expect(within(publishedRow).getByText(newsPulseTexts.published)).toBeDefined();
    expect(within(publishedRow).getByText('2')).toBeDefined();
  });

  it('deletes after the spec question and says so in the spec words', async () => {
    let isDeleted = false;
    stubFetch({
      'GET /api/v1/news': () => ({ body: answer(isDeleted ? [draft] : [published, draft]) }),
      [`DELETE /api/v1/news/${published.id}`]: () => {
        isDeleted = true;
        return { status: 204 };
      },
    });
    const { user } = renderWithProviders(<NewsList isAdmin />);

    await user.click(await screen.findByRole('button', { name: `Delete ${published.title}` }));
    const dialog = await screen.findByRole('dialog', { name: newsTexts.deleteQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const toast = await screen.findByRole('alert');
    // Two spaces, verbatim (spec B §8).
    expect(toast.textContent).toContain(newsTexts.deleted);
    await waitFor(() => expect(screen.queryByRole('heading', { name: published.title })).toBeNull());
  });

  it('says the spec failure text when a delete fails', async () => {
    stubFetch({
      'GET /api/v1/news': { body: answer([published]) },
      [`DELETE /api/v1/news/${published.id}`]: problem(500, 'Internal error'),
    });
    const { user } = renderWithProviders(<NewsList isAdmin />);

    await user.click(await screen.findByRole('button', { name: `Delete ${published.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect((await screen.findByRole('alert')).textContent).toContain(newsTexts.deleteFailed);
    expect(screen.getByRole('heading', { name: published.title })).toBeDefined();
  });

  it('says so when there is no update yet', async () => {
    stubFetch({ 'GET /api/v1/news': { body: answer([]) } });
    renderWithProviders(<NewsList isAdmin={false} />);

    expect(await screen.findByText(newsPulseTexts.empty)).toBeDefined();
  });

  it('pages through the server pages', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/news': { body: answer([published], 30) } });
    const { user } = renderWithProviders(<NewsList isAdmin={false} />);

    await user.click(await screen.findByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(requestedUrls(fetchMock).at(-1)?.searchParams.get('page')).toBe('3'));
  });
});
