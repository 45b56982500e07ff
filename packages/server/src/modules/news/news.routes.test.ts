import { NEWS_LIMITS } from '@pulse/shared/contracts/news';
import { newsPulseTexts, newsTexts } from '@pulse/shared/spec-texts';
import { and, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { employees, mailOutbox, newsAttachments, newsItems } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { CONTROL_CHARACTER_MESSAGE, LONE_SURROGATE_MESSAGE } from '../../lib/unsafe-input';
import { exeBytes, imageBytes, pdfBytes } from '../../test-support/file-fixtures';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

// News updates (spec B §2 News updates, §4, §5 news form, §7 News): administrators publish, edit and
// delete; everyone reads what is published.
const testApp = useTestApp();

type File = { name: string; bytes: Buffer };
type Form = { data?: unknown; banner?: File; attachments?: File[] };

// The form's multipart body: the `data` JSON field, then the files.
const formBody = (form: Form) => {
  const boundary = `----pulse-news-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (form.data !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(form.data)}\r\n`,
      ),
    );
  }
  const files = [
    ...(form.banner ? [{ field: 'banner', ...form.banner }] : []),
    ...(form.attachments ?? []).map((file) => ({ field: 'attachments', ...file })),
  ];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
};

const save = (method: 'POST' | 'PUT', url: string, cookie: string, form: Form) => {
  const body = formBody(form);
  return testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const call = (method: 'GET' | 'DELETE', url: string, cookie: string) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie } });

const newsData = (overrides: Record<string, unknown> = {}) => ({
  title: 'We are moving',
  descriptionHtml: '<h2>New office</h2><p>From <strong>Monday</strong> we work from Tower B.</p>',
  entryDate: '2026-03-01',
  isPublished: true,
  isSendMail: false,
  ...overrides,
});

const banner = async (width = 800, height = 400): Promise<File> => ({
  name: 'banner.png',
  bytes: await imageBytes('png', width, height),
});

const create = async (cookie: string, form: Partial<Form> = {}) => {
  const response = await save('POST', '/api/v1/news', cookie, {
    data: newsData(),
    banner: await banner(),
    ...form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

const newsFiles = async () => {
  const keys: string[] = [];
  for await (const file of testApp.storage.list()) if (file.key.includes('/news/')) keys.push(file.key);
  return keys.sort();
};

// Everything a refused save must leave as it was: rows, files and mail.
const state = async () => {
  const [items] = await testApp.db.select({ value: count() }).from(newsItems);
  const [attachments] = await testApp.db.select({ value: count() }).from(newsAttachments);
  const [mails] = await testApp.db.select({ value: count() }).from(mailOutbox);
  return {
    items: items?.value,
    attachments: attachments?.value,
    mails: mails?.value,
    files: await newsFiles(),
  };
};

const sessions = async () => ({
  admin: await sessionFor(testApp, DEMO_ADMIN_EMAIL),
  employee: await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL),
});

const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(size - bytes.length, 0x20)]);

describe('news: publishing and reading', () => {
  it('adds an item with a banner and attachments that an employee then reads, downloads and lists first', async () => {
    const { admin, employee } = await sessions();
    const id = await create(admin.cookie, {
      data: newsData({ entryDate: '2026-03-02' }),
      attachments: [
        { name: 'Floor plan.pdf', bytes: pdfBytes('plan') },
        { name: 'checklist.csv', bytes: Buffer.from('Task,Who\nPack,Everyone\n') },
      ],
    });

    const detail = await call('GET', `/api/v1/news/${id}`, employee.cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id,
      title: 'We are moving',
      descriptionHtml: '<h2>New office</h2><p>From <strong>Monday</strong> we work from Tower B.</p>',
      excerpt: 'New office · From Monday we work from Tower B.',
      entryDate: '2026-03-02',
      isPublished: true,
      authorName: 'Asha Verma',
      attachmentCount: 2,
      // One save's attachments by name, any case.
      attachments: [
        { fileName: 'checklist.csv', contentType: 'text/csv' },
        { fileName: 'Floor plan.pdf', contentType: 'application/pdf' },
      ],
    });

    const bannerResponse = await call('GET', detail.json().bannerUrl, employee.cookie);
    expect(bannerResponse.statusCode).toBe(200);
    expect(bannerResponse.headers['content-type']).toBe('image/jpeg');
    expect(bannerResponse.headers['cache-control']).toContain('immutable');
    expect((await sharp(bannerResponse.rawPayload).metadata()).format).toBe('jpeg');
    // Tiles read a copy 640 px wide, cached for good as well.
    const tileResponse = await call('GET', detail.json().bannerTileUrl, employee.cookie);
    expect(tileResponse.headers['cache-control']).toContain('immutable');
    expect(await sharp(tileResponse.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
    expect(tileResponse.rawPayload.length).toBeLessThan(bannerResponse.rawPayload.length);

    const [csv, pdf] = detail.json().attachments;
    const pdfResponse = await call('GET', pdf.url, employee.cookie);
    expect(pdfResponse.headers['content-disposition']).toMatch(/^inline; /);
    expect(pdfResponse.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const csvResponse = await call('GET', csv.url, employee.cookie);
    expect(csvResponse.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvResponse.headers['content-disposition']).toBe('attachment; filename="checklist.csv"');
    expect(csvResponse.headers['x-content-type-options']).toBe('nosniff');
    expect(csvResponse.body).toBe('Task,Who\nPack,Everyone\n');

    // The dashboard's call (spec A §2: at most 8 tiles): the newest entry date comes first.
    const tiles = await call('GET', '/api/v1/news?scope=published&pageSize=8', employee.cookie);
    expect(tiles.json().items[0]).toMatchObject({ id, attachmentCount: 2 });
    expect(tiles.json().items).toHaveLength(8);
  });

  it('lists newest entry date first, then the newest saved, a page at a time', async () => {
    const { admin } = await sessions();
    const older = await create(admin.cookie, { data: newsData({ title: 'Older', entryDate: '2026-03-05' }) });
    testApp.clock.advance(60_000);
    const newerSameDay = await create(admin.cookie, {
      data: newsData({ title: 'Newer', entryDate: '2026-03-05' }),
    });
    const latest = await create(admin.cookie, {
      data: newsData({ title: 'Latest', entryDate: '2026-03-06' }),
    });

    const first = (await call('GET', '/api/v1/news?pageSize=2', admin.cookie)).json();
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([latest, newerSameDay]);
    const second = (await call('GET', '/api/v1/news?pageSize=2&page=2', admin.cookie)).json();
    expect(second.items[0].id).toBe(older);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: first.total });
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
  });

  it('cuts the excerpt at about 300 characters on a word boundary', async () => {
    const { admin } = await sessions();
    const words = Array.from({ length: 120 }, (_, index) => `word${index}`).join(' ');
    const id = await create(admin.cookie, { data: newsData({ descriptionHtml: `<p>${words}</p>` }) });
    const { excerpt } = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    expect(excerpt.length).toBeLessThanOrEqual(301);
    expect(excerpt).toMatch(/ word\d+…$/);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
  });

  it('stores the description sanitised: a script, a handler or a javascript: link never comes back', async () => {
    const { admin, employee } = await sessions();
    const id = await create(admin.cookie, {
      data: newsData({
        descriptionHtml:
          '<p onclick="steal()" style="color:red">Hello <script>alert(1)</script><img src=x onerror=alert(2)>' +
          '<a href="javascript:alert(3)">there</a> <a href="https://example.com">site</a></p><iframe src="https://evil.example"></iframe>',
      }),
    });
    const detail = (await call('GET', `/api/v1/news/${id}`, employee.cookie)).json();
    expect(detail.descriptionHtml).toBe(
      '<p>Hello there <a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a></p>',
    );
    expect(detail.excerpt).toBe('Hello there site');
    const [row] = await testApp.db.select().from(newsItems).where(eq(newsItems.id, id));
    expect(row?.descriptionHtml).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe/);
  });
});

describe('news: the form’s rules (spec B §5)', () => {
  it.each([
    ['an empty title', { title: '' }, 'title', newsTexts.titleRequired],
    ['a blank title', { title: '   ' }, 'title', newsTexts.titleRequired],
    ['no title', { title: undefined }, 'title', newsTexts.titleRequired],
    ['a title of 501 characters', { title: 'x'.repeat(501) }, 'title', newsPulseTexts.titleTooLong],
    [
      'an empty paragraph as description',
      { descriptionHtml: '<p> </p>' },
      'descriptionHtml',
      newsTexts.descriptionRequired,
    ],
    ['no description', { descriptionHtml: undefined }, 'descriptionHtml', newsTexts.descriptionRequired],
    [
      'a description that is only a script',
      { descriptionHtml: '<script>alert(1)</script>' },
      'descriptionHtml',
      newsTexts.descriptionRequired,
    ],
    ['no date', { entryDate: '' }, 'entryDate', newsTexts.dateRequired],
    ['a date that is not one', { entryDate: '2026-02-30' }, 'entryDate', newsPulseTexts.dateInvalid],
    // The `data` field is JSON inside multipart, past the validator of JSON bodies: a NUL was a 500.
    ['a NUL in the title', { title: 'We\u0000move' }, 'title', CONTROL_CHARACTER_MESSAGE],
    ['half an emoji at the end of the title', { title: 'We move \ud83d' }, 'title', LONE_SURROGATE_MESSAGE],
  ])('refuses %s, storing nothing', async (_, overrides, path, message) => {
    const { admin } = await sessions();
    const before = await state();
    const response = await save('POST', '/api/v1/news', admin.cookie, {
      data: newsData(overrides),
      banner: await banner(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
    expect(await state()).toEqual(before);
  });

  it('names every missing field at once, the banner among them, when adding', async () => {
    const { admin } = await sessions();
    const response = await save('POST', '/api/v1/news', admin.cookie, {
      data: { isPublished: false, isSendMail: false },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'title', message: newsTexts.titleRequired },
      { path: 'descriptionHtml', message: newsTexts.descriptionRequired },
      { path: 'entryDate', message: newsTexts.dateRequired },
      { path: 'banner', message: newsTexts.bannerRequired },
    ]);
  });

  it.each([
    [
      'a banner that is a PDF',
      async () => ({ name: 'banner.png', bytes: pdfBytes() }),
      undefined,
      'banner',
      newsPulseTexts.bannerInvalid,
    ],
    [
      'a banner that is a GIF',
      async () => ({ name: 'banner.gif', bytes: Buffer.from('GIF89a\x01\x00\x01\x00') }),
      undefined,
      'banner',
      newsPulseTexts.bannerInvalid,
    ],
    [
      'a crop past the right edge',
      () => banner(800, 400),
      { x: 600, y: 0, width: 201, height: 100 },
      'bannerCrop',
      newsPulseTexts.cropInvalid,
    ],
    [
      'a crop past the bottom edge',
      () => banner(800, 400),
      { x: 0, y: 350, width: 100, height: 51 },
      'bannerCrop',
      newsPulseTexts.cropInvalid,
    ],
  ])('refuses %s, storing nothing', async (_, makeBanner, bannerCrop, path, message) => {
    const { admin } = await sessions();
    const before = await state();
    const response = await save('POST', '/api/v1/news', admin.cookie, {
      data: newsData({ bannerCrop }),
      banner: await makeBanner(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path, message }]);
    expect(await state()).toEqual(before);
  });

  it.each([
    // [width, height, crop, stored width, stored height]
    ['the whole picture', 800, 400, undefined, 800, 400],
    ['the cropped rectangle', 800, 600, { x: 100, y: 50, width: 600, height: 200 }, 600, 200],
    ['a crop touching both far edges', 800, 600, { x: 200, y: 400, width: 600, height: 200 }, 600, 200],
    ['at most 1600 wide', 3200, 1000, undefined, 1600, 500],
    ['a crop wider than 1600, scaled down', 3000, 1200, { x: 0, y: 0, width: 2400, height: 800 }, 1600, 533],
  ])('stores as banner %s, as a JPEG', async (_, width, height, bannerCrop, storedWidth, storedHeight) => {
    const { admin } = await sessions();
    const id = await create(admin.cookie, {
      data: newsData({ bannerCrop }),
      banner: await banner(width, height),
    });
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    const stored = await sharp((await call('GET', detail.bannerUrl, admin.cookie)).rawPayload).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', storedWidth, storedHeight]);
  });

  it('cuts the crop from the picture as the browser shows it, turned upright by its EXIF orientation', async () => {
    const { admin } = await sessions();
    // Stored 400×200 and tagged "turn 90°": shown (and cropped) as 200×400.
    const sideways = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const id = await create(admin.cookie, {
      data: newsData({ bannerCrop: { x: 0, y: 100, width: 200, height: 300 } }),
      banner: { name: 'phone.jpg', bytes: sideways },
    });
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    const stored = await sharp((await call('GET', detail.bannerUrl, admin.cookie)).rawPayload).metadata();
    expect([stored.width, stored.height]).toEqual([200, 300]);
  });

  it.each([
    // spec B §9: the new attachments of one save at most 10,000,000 bytes together.
    ['exactly 10,000,000 bytes in one file', [NEWS_LIMITS.attachmentsMaxBytes], 201],
    ['10,000,001 bytes in one file', [NEWS_LIMITS.attachmentsMaxBytes + 1], 400],
    ['two files of 5,000,000 bytes', [5_000_000, 5_000_000], 201],
    ['two files of 5,000,000 and 5,000,001 bytes', [5_000_000, 5_000_001], 400],
    ['one file over the banner-sized part limit', [NEWS_LIMITS.bannerMaxBytes + 1], 400],
  ])('with %s answers %i', async (_, sizes, status) => {
    const { admin } = await sessions();
    const before = await state();
    const response = await save('POST', '/api/v1/news', admin.cookie, {
      data: newsData(),
      banner: await banner(),
      attachments: sizes.map((size, index) => ({
        name: `part-${index}.pdf`,
        bytes: padded(pdfBytes(), size),
      })),
    });
    expect(response.statusCode).toBe(status);
    if (status === 400) {
      expect(response.json().errors).toEqual([
        { path: 'attachments', message: newsPulseTexts.attachmentsTooLarge },
      ]);
      expect(await state()).toEqual(before);
    } else {
      expect((await state()).attachments).toBe((before.attachments ?? 0) + sizes.length);
    }
  });

  it('refuses an attachment that is not a document, text or image by its bytes, storing nothing', async () => {
    const { admin } = await sessions();
    const before = await state();
    const response = await save('POST', '/api/v1/news', admin.cookie, {
      data: newsData(),
      banner: await banner(),
      attachments: [
        { name: 'fine.pdf', bytes: pdfBytes() },
        { name: 'report.pdf', bytes: exeBytes() },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'attachments', message: newsPulseTexts.attachmentInvalid },
    ]);
    expect(await state()).toEqual(before);
  });

  it('ignores attachment names the item already has, in any case, and keeps no file for them', async () => {
    const { admin } = await sessions();
    const id = await create(admin.cookie, {
      attachments: [
        { name: 'Plan.pdf', bytes: pdfBytes('first') },
        { name: 'plan.PDF', bytes: pdfBytes('second') },
      ],
    });
    // A later save's attachments come after the earlier ones.
    testApp.clock.advance(60_000);
    const edited = await save('PUT', `/api/v1/news/${id}`, admin.cookie, {
      data: newsData(),
      attachments: [
        { name: 'PLAN.pdf', bytes: pdfBytes('third') },
        { name: 'notes.txt', bytes: Buffer.from('Bring your own mug.\n') },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    expect(detail.attachments.map((attachment: { fileName: string }) => attachment.fileName)).toEqual([
      'Plan.pdf',
      'notes.txt',
    ]);
    const plan = await call('GET', detail.attachments[0].url, admin.cookie);
    expect(plan.body).toContain('first');
    // The banner, its tile copy and the two attachments: no file of an ignored duplicate stays behind.
    expect((await newsFiles()).filter((key) => key.includes(id))).toHaveLength(4);
  });

  it('refuses more than 20 attachments on one item', async () => {
    const { admin } = await sessions();
    const files = (from: number, to: number) =>
      Array.from({ length: to - from }, (_, index) => ({
        name: `f${from + index}.txt`,
        bytes: Buffer.from('x'),
      }));
    const id = await create(admin.cookie, { attachments: files(0, 20) });
    const before = await state();
    const response = await save('PUT', `/api/v1/news/${id}`, admin.cookie, {
      data: newsData(),
      attachments: files(20, 21),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'attachments', message: newsPulseTexts.attachmentsTooMany },
    ]);
    expect(await state()).toEqual(before);
  });
});

describe('news: editing and deleting', () => {
  it('keeps the banner unless a new one comes, removes attachments, and deletes replaced files', async () => {
    const { admin } = await sessions();
    const id = await create(admin.cookie, {
      attachments: [
        { name: 'a.pdf', bytes: pdfBytes('a') },
        { name: 'b.pdf', bytes: pdfBytes('b') },
      ],
    });
    const first = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    const kept = await save('PUT', `/api/v1/news/${id}`, admin.cookie, {
      data: newsData({ title: 'Renamed', removeAttachmentIds: [first.attachments[0].id] }),
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ id });
    const second = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    expect(second).toMatchObject({ title: 'Renamed', bannerUrl: first.bannerUrl });
    expect(second.attachments.map((attachment: { fileName: string }) => attachment.fileName)).toEqual([
      'b.pdf',
    ]);
    expect((await call('GET', first.attachments[0].url, admin.cookie)).statusCode).toBe(404);

    const replaced = await save('PUT', `/api/v1/news/${id}`, admin.cookie, {
      data: newsData(),
      banner: await banner(600, 200),
    });
    expect(replaced.statusCode).toBe(200);
    const third = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    expect(third.bannerUrl).not.toBe(first.bannerUrl);
    // The new banner with its tile copy, and b.pdf: the old banner, its copy and a.pdf are gone from storage.
    expect((await newsFiles()).filter((key) => key.includes(id))).toHaveLength(3);
    expect(
      await sharp((await call('GET', third.bannerTileUrl, admin.cookie)).rawPayload).metadata(),
    ).toMatchObject({
      width: 600,
    });
  });

  it('serves the banner itself for a tile when the banner was stored before tiles had a copy', async () => {
    const { admin } = await sessions();
    const id = await create(admin.cookie);
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    const tileKey = (await newsFiles()).find((key) => key.includes(id) && key.endsWith('-tile.jpg'));
    await testApp.storage.delete(tileKey as string);
    const tile = await call('GET', detail.bannerTileUrl, admin.cookie);
    expect(tile.statusCode).toBe(200);
    expect(tile.rawPayload).toEqual((await call('GET', detail.bannerUrl, admin.cookie)).rawPayload);
  });

  it('deletes an item with its attachments and files', async () => {
    const { admin, employee } = await sessions();
    const id = await create(admin.cookie, { attachments: [{ name: 'a.pdf', bytes: pdfBytes() }] });
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    expect((await call('DELETE', `/api/v1/news/${id}`, employee.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/news/${id}`, admin.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/v1/news/${id}`, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', detail.bannerUrl, admin.cookie)).statusCode).toBe(404);
    expect((await call('GET', detail.bannerTileUrl, admin.cookie)).statusCode).toBe(404);
    expect(await testApp.db.select().from(newsAttachments).where(eq(newsAttachments.newsId, id))).toEqual([]);
    expect((await newsFiles()).filter((key) => key.includes(id))).toEqual([]);
    expect((await call('DELETE', `/api/v1/news/${id}`, admin.cookie)).statusCode).toBe(404);
  });
});

describe('news: who sees what', () => {
  it('keeps drafts to administrators: an employee finds no draft in lists, detail, banner or attachments', async () => {
    const { admin, employee } = await sessions();
    const id = await create(admin.cookie, {
      data: newsData({ title: 'Draft news', isPublished: false }),
      attachments: [{ name: 'a.pdf', bytes: pdfBytes() }],
    });
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    expect(detail.isPublished).toBe(false);

    const ids = async (url: string, cookie: string) =>
      (await call('GET', url, cookie)).json().items.map((item: { id: string }) => item.id);
    expect(await ids('/api/v1/news?scope=all&pageSize=100', admin.cookie)).toContain(id);
    expect(await ids('/api/v1/news?scope=published&pageSize=100', admin.cookie)).not.toContain(id);
    expect(await ids('/api/v1/news?scope=all&pageSize=100', employee.cookie)).not.toContain(id);
    expect(await ids('/api/v1/news?pageSize=100', employee.cookie)).not.toContain(id);

    const missing = await call('GET', `/api/v1/news/${crypto.randomUUID()}`, employee.cookie);
    for (const url of [`/api/v1/news/${id}`, detail.bannerUrl, detail.attachments[0].url]) {
      const response = await call('GET', url, employee.cookie);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail).toBe(missing.json().detail);
    }
  });

  it('answers 404 to another organisation for every route, and changes nothing', async () => {
    const { admin } = await sessions();
    const other = await signUpOtherOrganization(testApp);
    const id = await create(admin.cookie, { attachments: [{ name: 'a.pdf', bytes: pdfBytes() }] });
    const detail = (await call('GET', `/api/v1/news/${id}`, admin.cookie)).json();
    const [rowBefore] = await testApp.db.select().from(newsItems).where(eq(newsItems.id, id));
    const before = await state();

    expect((await call('GET', '/api/v1/news?scope=all', other.cookie)).json().items).toEqual([]);
    for (const url of [`/api/v1/news/${id}`, detail.bannerUrl, detail.attachments[0].url]) {
      expect((await call('GET', url, other.cookie)).statusCode, url).toBe(404);
    }
    const edit = await save('PUT', `/api/v1/news/${id}`, other.cookie, {
      data: newsData({ title: 'Ours now', removeAttachmentIds: [detail.attachments[0].id] }),
      banner: await banner(),
    });
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/news/${id}`, other.cookie)).statusCode).toBe(404);

    const [rowAfter] = await testApp.db.select().from(newsItems).where(eq(newsItems.id, id));
    expect(rowAfter).toEqual(rowBefore);
    expect(await state()).toEqual(before);
  });
});

describe('news: publishing tells everyone once (spec B §2 Send Email)', () => {
  const activeEmployees = async () => {
    const [row] = await testApp.db
      .select({ value: count() })
      .from(employees)
      .where(
        and(
          eq(employees.organizationId, testApp.demoOrganizationId),
          eq(employees.isActive, true),
          isNull(employees.deletedAt),
        ),
      );
    return row?.value ?? 0;
  };
  const mailsAbout = (title: string) =>
    testApp.db.select().from(mailOutbox).where(eq(mailOutbox.subject, title));
  const published = () =>
    testApp.realtime.sentToOrganizations.filter((sent) => sent.event === 'news:published');

  it('mails every active employee when a draft is published, and never again on a later edit', async () => {
    const { admin } = await sessions();
    const title = 'Hack Days are back';
    const id = await create(admin.cookie, {
      data: newsData({ title, isPublished: false, isSendMail: true }),
    });
    expect(await mailsAbout(title)).toEqual([]);
    expect(published()).toEqual([]);

    const publish = await save('PUT', `/api/v1/news/${id}`, admin.cookie, {
      data: newsData({ title, isPublished: true, isSendMail: true }),
    });
    expect(publish.statusCode).toBe(200);
    const mails = await mailsAbout(title);
    expect(mails).toHaveLength(await activeEmployees());
    expect(new Set(mails.map((mail) => mail.toAddress)).size).toBe(mails.length);
    expect(mails[0]?.textBody).toContain('New office\nFrom Monday we work from Tower B.');
    expect(mails[0]?.textBody).toMatch(
      new RegExp(
        `^Read the whole update in Pulse: http://localhost(:80)?/dashboard/LiveNewsUpdatesDetails/${id}$`,
        'm',
      ),
    );
    expect(published()).toEqual([
      { organizationId: testApp.demoOrganizationId, event: 'news:published', args: [{ id }] },
    ]);
    const [row] = await testApp.db.select().from(newsItems).where(eq(newsItems.id, id));
    expect(row?.publishedAt).toEqual(testApp.clock.now());
    expect(row?.mailedAt).toEqual(testApp.clock.now());

    for (const isPublished of [true, false, true]) {
      await save('PUT', `/api/v1/news/${id}`, admin.cookie, {
        data: newsData({ title, isPublished, isSendMail: true }),
      });
    }
    expect(await mailsAbout(title)).toHaveLength(mails.length);
    expect(published()).toHaveLength(1);
  });

  it.each([
    ['published with Send Email', 'everyone', true, true],
    ['published without Send Email', 'nobody', true, false],
    ['a draft with Send Email', 'nobody', false, true],
  ])('on adding an item %s mails %s', async (_, mailed, isPublished, isSendMail) => {
    const { admin } = await sessions();
    const title = `Added ${isPublished} ${isSendMail}`;
    const id = await create(admin.cookie, { data: newsData({ title, isPublished, isSendMail }) });
    expect(await mailsAbout(title)).toHaveLength(mailed === 'everyone' ? await activeEmployees() : 0);
    expect(published()).toEqual(
      isPublished
        ? [{ organizationId: testApp.demoOrganizationId, event: 'news:published', args: [{ id }] }]
        : [],
    );
  });
});

describe('news: images in descriptions', () => {
  const uploadImage = (cookie: string, file: File) => {
    const boundary = '----pulse-news-image';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return testApp.app.inject({
      method: 'POST',
      url: '/api/v1/news/images',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores an uploaded image that a description may show to the organisation only', async () => {
    const { admin, employee } = await sessions();
    const uploaded = await uploadImage(admin.cookie, {
      name: 'chart.png',
      bytes: await imageBytes('png', 2000, 500),
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();
    expect(url).toMatch(/^\/api\/v1\/news\/images\/[0-9a-f-]{36}$/);

    const id = await create(admin.cookie, {
      data: newsData({ descriptionHtml: `<p>Our growth</p><img src="${url}" alt="Growth chart">` }),
    });
    const detail = (await call('GET', `/api/v1/news/${id}`, employee.cookie)).json();
    expect(detail.descriptionHtml).toBe(`<p>Our growth</p><img src="${url}" alt="Growth chart" />`);
    const image = await call('GET', url, employee.cookie);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1600);

    const other = await signUpOtherOrganization(testApp);
    expect((await call('GET', url, other.cookie)).statusCode).toBe(404);
    expect(
      (await uploadImage(employee.cookie, { name: 'x.png', bytes: await imageBytes('png') })).statusCode,
    ).toBe(403);
  });

  it('refuses a file that is not an image', async () => {
    const { admin } = await sessions();
    const response = await uploadImage(admin.cookie, { name: 'x.png', bytes: pdfBytes() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'image', message: newsPulseTexts.imageInvalid }]);
  });
});
