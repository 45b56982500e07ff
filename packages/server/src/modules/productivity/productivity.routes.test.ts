import { createHash } from 'node:crypto';
import { STARTER_CATEGORIES } from '@pulse/shared/domain/starter-categories';
import { activityTexts, productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import {
  activityCategories,
  activityCategoryRules,
  activityIntervals,
  activitySlots,
  employees,
  screenshots,
  trackerDevices,
} from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { shownRow } from '../../test-support/shown-cells';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: { ...SAME_ORIGIN, cookie }, ...(payload ? { payload } : {}) });

const adminCookie = async () => (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
const employeeCookie = async () => (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;

const categoriesOf = async (cookie: string) => {
  const response = await call('GET', '/api/v1/activity-categories', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().items as {
    id: string;
    name: string;
    productivity: string;
    rules: { id: string; kind: string; pattern: string }[];
  }[];
};
const categoryNamed = async (cookie: string, name: string) => {
  const category = (await categoriesOf(cookie)).find((item) => item.name === name);
  if (!category) throw new Error(`no category ${name}`);
  return category;
};

// The demo organisation's rows, to prove a refused call changed nothing.
const tableRows = async () => ({
  categories: await testApp.db
    .select()
    .from(activityCategories)
    .where(eq(activityCategories.organizationId, testApp.demoOrganizationId)),
  rules: await testApp.db
    .select()
    .from(activityCategoryRules)
    .where(eq(activityCategoryRules.organizationId, testApp.demoOrganizationId)),
});

// ---- A past day of activity, written as the tracker's ingestion writes it --------------------------------

// 1 March 2026 in the demo's zone (Asia/Kolkata); the test clock stands on 2 March.
const DAY = '2026-03-01';
const AT = (time: string) => new Date(`2026-03-01T${time}Z`);

const setUpPastDay = async () => {
  const [employee] = await testApp.db
    .select()
    .from(employees)
    .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
  if (!employee) throw new Error('no demo employee');
  const [device] = await testApp.db
    .insert(trackerDevices)
    .values({
      organizationId: testApp.demoOrganizationId,
      employeeId: employee.id,
      name: 'LAPTOP',
      platform: 'linux',
      tokenHash: createHash('sha256').update(employee.id).digest('hex'),
      createdAt: AT('00:00:00'),
      lastSeenAt: AT('00:00:00'),
    })
    .returning();
  if (!device) throw new Error('device insert failed');
  await ensureActivityPartitions(testApp.db, AT('00:00:00'), AT('12:00:00'));
  const owner = { organizationId: testApp.demoOrganizationId, employeeId: employee.id, deviceId: device.id };
  const focus = (
    start: string,
    durationSeconds: number,
    app: string,
    title: string,
    url: string | null = null,
  ) => ({
    ...owner,
    kind: 'focus' as const,
    startedAt: AT(start),
    durationSeconds,
    app,
    title,
    url,
  });
  await testApp.db.insert(activityIntervals).values([
    // 30 min on an intranet wiki no starter rule knows, in two intervals of one window.
    focus('04:00:00', 900, 'Google Chrome', 'Quarterly plan - Acme Wiki', 'https://wiki.acme.test/plan'),
    focus('04:15:00', 900, 'Google Chrome', 'Quarterly plan - Acme Wiki', 'https://wiki.acme.test/plan'),
    // 10 min of code (Development, productive), 5 min of chat (Communication, neutral).
    focus('04:30:00', 600, 'Visual Studio Code', 'a.ts — pulse'),
    focus('04:40:00', 300, 'Slack', '#general'),
    // 5 min of video in the same browser (Entertainment, unproductive).
    focus('04:45:00', 300, 'Google Chrome', 'Lo-fi - YouTube', 'https://www.youtube.com/watch?v=1'),
    { ...owner, kind: 'active' as const, startedAt: AT('04:00:00'), durationSeconds: 3000 },
  ]);
  // The window usage panel counts screenshots by their slot's top application.
  const slots = [
    ['04:00:00', 'Google Chrome'],
    ['04:10:00', 'Google Chrome'],
    ['04:20:00', 'Google Chrome'],
    ['04:30:00', 'Visual Studio Code'],
  ] as const;
  await testApp.db.insert(activitySlots).values(
    slots.map(([start, app]) => ({
      organizationId: testApp.demoOrganizationId,
      employeeId: employee.id,
      slotStart: AT(start),
      trackedSeconds: 600,
      idleSeconds: 0,
      keyPresses: 100,
      mouseClicks: 20,
      topApplication: app,
      windowTitles: [app],
      updatedAt: AT(start),
    })),
  );
  await testApp.db.insert(screenshots).values(
    slots.map(([start]) => ({
      ...owner,
      capturedAt: new Date(AT(start).getTime() + 60_000),
      slotStart: AT(start),
      storageKey: `${testApp.demoOrganizationId}/screenshots/${start}`,
      contentType: 'image/png',
      thumbnailKey: `${testApp.demoOrganizationId}/screenshots/${start}-thumbnail`,
      contentHash: createHash('sha256').update(start).digest('hex'),
      width: 64,
      height: 40,
      isBlurred: false,
      windowTitles: [],
      keyPresses: 100,
      mouseClicks: 20,
      isIdle: false,
    })),
  );
  return employee;
};

const reportUrl = (query: string) => `/api/v1/reports/productivity?startDate=${DAY}&endDate=${DAY}${query}`;

describe('categories', () => {
  it('every organisation starts with the starter set; employees read it too', async () => {
    const demo = await categoriesOf(await employeeCookie());
    expect(demo.map((category) => [category.name, category.productivity])).toEqual(
      STARTER_CATEGORIES.map((category) => [category.name, category.productivity]),
    );
    const development = demo.find((category) => category.name === 'Development');
    expect(development?.rules).toContainEqual(
      expect.objectContaining({ kind: 'domain', pattern: 'github.com' }),
    );

    // A sign-up gets its own copy, not the demo's rows.
    const { cookie } = await signUpOtherOrganization(testApp);
    const other = await categoriesOf(cookie);
    expect(other.map((category) => category.name)).toEqual(demo.map((category) => category.name));
    expect(other.map((category) => category.rules.length)).toEqual(
      demo.map((category) => category.rules.length),
    );
    expect(other.some((category) => demo.some((mine) => mine.id === category.id))).toBe(false);
  });

  it('adds, renames and deletes a category; names are unique whatever their case', async () => {
    const cookie = await adminCookie();
    const created = await call('POST', '/api/v1/activity-categories', cookie, {
      name: '  Design Tools ',
      productivity: 'productive',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Design Tools', productivity: 'productive', rules: [] });
    const { id } = created.json();
    const names = (await categoriesOf(cookie)).map((category) => category.name);
    expect(names.at(-1)).toBe('Design Tools');

    const duplicate = await call('POST', '/api/v1/activity-categories', cookie, {
      name: 'development',
      productivity: 'neutral',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      detail: texts.nameTaken,
      errors: [{ path: 'name', message: texts.nameTaken }],
    });

    const renamed = await call('PUT', `/api/v1/activity-categories/${id}`, cookie, {
      name: 'Design',
      productivity: 'neutral',
    });
    expect(renamed.json()).toMatchObject({ id, name: 'Design', productivity: 'neutral' });
    const onto = await call('PUT', `/api/v1/activity-categories/${id}`, cookie, {
      name: 'SOCIAL MEDIA',
      productivity: 'neutral',
    });
    expect(onto.statusCode).toBe(409);

    const rule = await call('POST', `/api/v1/activity-categories/${id}/rules`, cookie, {
      kind: 'app',
      pattern: 'Figma',
    });
    expect(rule.statusCode).toBe(201);
    expect((await call('DELETE', `/api/v1/activity-categories/${id}`, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/activity-categories/${id}`, cookie)).statusCode).toBe(404);
    // Its rules went with it.
    expect(
      await testApp.db.select().from(activityCategoryRules).where(eq(activityCategoryRules.categoryId, id)),
    ).toEqual([]);
  });

  it('validates with clear messages and writes nothing', async () => {
    const cookie = await adminCookie();
    const before = await tableRows();
    const empty = await call('POST', '/api/v1/activity-categories', cookie, {
      name: ' ',
      productivity: 'great',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: texts.nameRequired },
        { path: 'productivity', message: texts.productivityRequired },
      ]),
    );
    const long = await call('POST', '/api/v1/activity-categories', cookie, {
      name: 'x'.repeat(61),
      productivity: 'neutral',
    });
    expect(long.json().errors).toEqual([{ path: 'name', message: texts.nameTooLong }]);

    const development = await categoryNamed(cookie, 'Development');
    const ruleProblem = async (kind: string, pattern: string) => {
      const response = await call('POST', `/api/v1/activity-categories/${development.id}/rules`, cookie, {
        kind,
        pattern,
      });
      expect(response.statusCode).toBe(400);
      return response.json().errors;
    };
    expect(await ruleProblem('regex', '(a+)+$')).toEqual([{ path: 'pattern', message: texts.regexUnsafe }]);
    expect(await ruleProblem('regex', '(x|xy)*z')).toEqual([{ path: 'pattern', message: texts.regexUnsafe }]);
    expect(await ruleProblem('regex', '([a-z')).toEqual([{ path: 'pattern', message: texts.regexInvalid }]);
    expect(await ruleProblem('regex', `a${'b'.repeat(200)}`)).toEqual([
      { path: 'pattern', message: texts.patternTooLong },
    ]);
    expect(await ruleProblem('domain', 'not a domain')).toEqual([
      { path: 'pattern', message: texts.domainInvalid },
    ]);
    expect(await ruleProblem('title', '   ')).toEqual([{ path: 'pattern', message: texts.patternRequired }]);
    expect(await ruleProblem('window', 'x')).toEqual([{ path: 'kind', message: texts.ruleKindRequired }]);
    expect(await tableRows()).toEqual(before);
  });

  it('adds rules in their plain form, once per organisation, and removes them', async () => {
    const cookie = await adminCookie();
    const documentation = await categoryNamed(cookie, 'Documentation & Office');
    const added = await call('POST', `/api/v1/activity-categories/${documentation.id}/rules`, cookie, {
      kind: 'domain',
      pattern: 'https://www.Wiki.Acme.test/plan',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: 'domain', pattern: 'wiki.acme.test' });

    // The same rule in another category (any spelling) is refused, naming where it is.
    const development = await categoryNamed(cookie, 'Development');
    const taken = await call('POST', `/api/v1/activity-categories/${development.id}/rules`, cookie, {
      kind: 'domain',
      pattern: 'WIKI.acme.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(`${texts.ruleTaken} “Documentation & Office”.`);
    // The same pattern as another kind is another rule.
    const asTitle = await call('POST', `/api/v1/activity-categories/${development.id}/rules`, cookie, {
      kind: 'title',
      pattern: 'wiki.acme.test',
    });
    expect(asTitle.statusCode).toBe(201);
    const bounded = await call('POST', `/api/v1/activity-categories/${development.id}/rules`, cookie, {
      kind: 'regex',
      pattern: '^PULSE-\\d+ ',
    });
    expect(bounded.statusCode).toBe(201);

    const url = `/api/v1/activity-categories/${documentation.id}/rules/${added.json().id}`;
    // A rule is removed through its own category only.
    expect(
      (await call('DELETE', `/api/v1/activity-categories/${development.id}/rules/${added.json().id}`, cookie))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', url, cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url, cookie)).statusCode).toBe(404);
    expect((await categoryNamed(cookie, 'Documentation & Office')).rules).not.toContainEqual(
      expect.objectContaining({ pattern: 'wiki.acme.test' }),
    );
  });

  it('refuses employees every change and the report (403), and changes nothing', async () => {
    const cookie = await employeeCookie();
    const development = await categoryNamed(cookie, 'Development');
    const before = await tableRows();
    for (const [method, url, payload] of [
      ['POST', '/api/v1/activity-categories', { name: 'Mine', productivity: 'productive' }],
      ['PUT', `/api/v1/activity-categories/${development.id}`, { name: 'Mine', productivity: 'neutral' }],
      ['DELETE', `/api/v1/activity-categories/${development.id}`, undefined],
      ['POST', `/api/v1/activity-categories/${development.id}/rules`, { kind: 'app', pattern: 'Solitaire' }],
      [
        'DELETE',
        `/api/v1/activity-categories/${development.id}/rules/${development.rules[0]?.id}`,
        undefined,
      ],
      ['GET', reportUrl(''), undefined],
    ] as const) {
      const response = await call(method, url, cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await tableRows()).toEqual(before);
    expect((await call('GET', '/api/v1/activity-categories', '')).statusCode).toBe(401);
  });

  it('keeps organisations apart: another organisation gets 404 and changes nothing', async () => {
    const development = await categoryNamed(await adminCookie(), 'Development');
    const employee = await setUpPastDay();
    const before = await tableRows();
    const { cookie } = await signUpOtherOrganization(testApp);
    for (const [method, url, payload] of [
      [
        'PUT',
        `/api/v1/activity-categories/${development.id}`,
        { name: 'Taken over', productivity: 'neutral' },
      ],
      ['DELETE', `/api/v1/activity-categories/${development.id}`, undefined],
      ['POST', `/api/v1/activity-categories/${development.id}/rules`, { kind: 'app', pattern: 'Solitaire' }],
      [
        'DELETE',
        `/api/v1/activity-categories/${development.id}/rules/${development.rules[0]?.id}`,
        undefined,
      ],
      ['GET', reportUrl(`&employeeId=${employee.id}`), undefined],
    ] as const) {
      const response = await call(method, url, cookie, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await tableRows()).toEqual(before);
    // Its own report of the range holds none of the demo's people.
    expect((await call('GET', reportUrl(''), cookie)).json().employees).toEqual([]);
  });
});

describe('where the time went', () => {
  it('a rule added today re-labels a past day in the report, the viewer and the export', async () => {
    const employee = await setUpPastDay();
    const cookie = await adminCookie();
    const before = await call('GET', reportUrl(`&employeeId=${employee.id}`), cookie);
    expect(before.statusCode).toBe(200);
    const [row] = before.json().employees;
    expect(row).toMatchObject({ employeeId: employee.id, name: employee.name });
    expect(row.days).toHaveLength(1);
    expect(row.days[0]).toEqual({
      date: DAY,
      seconds: { productive: 600, neutral: 300, unproductive: 300, uncategorised: 1800 },
      percents: { productive: 20, neutral: 10, unproductive: 10, uncategorised: 60 },
      focusedSeconds: 3000,
    });
    const viewedBefore = await call(
      'GET',
      `/api/v1/activity/day?date=${DAY}&employeeCode=${employee.employeeCode}`,
      cookie,
    );
    expect(viewedBefore.json().windowUsage).toEqual([
      // Chrome's wiki time outweighs its video time, and no rule knows the wiki yet.
      { title: 'Google Chrome', percent: 75, category: null },
      {
        title: 'Visual Studio Code',
        percent: 25,
        category: expect.objectContaining({ name: 'Development', productivity: 'productive' }),
      },
    ]);

    const documentation = await categoryNamed(cookie, 'Documentation & Office');
    await call('POST', `/api/v1/activity-categories/${documentation.id}/rules`, cookie, {
      kind: 'domain',
      pattern: 'acme.test',
    });

    const after = (await call('GET', reportUrl(''), cookie)).json();
    const mine = after.employees.find((entry: { employeeId: string }) => entry.employeeId === employee.id);
    expect(mine.days[0].seconds).toEqual({
      productive: 2400,
      neutral: 300,
      unproductive: 300,
      uncategorised: 0,
    });
    expect(mine.days[0].percents).toEqual({
      productive: 80,
      neutral: 10,
      unproductive: 10,
      uncategorised: 0,
    });
    expect(mine.totals.focusedSeconds).toBe(3000);
    expect(after.grandTotal.seconds.productive).toBeGreaterThanOrEqual(2400);

    // The employee sees the same in their own viewer of that past day.
    const own = (await call('GET', `/api/v1/activity/day?date=${DAY}`, await employeeCookie())).json();
    expect(own.windowUsage[0]).toMatchObject({
      title: 'Google Chrome',
      category: { id: documentation.id, name: 'Documentation & Office', productivity: 'productive' },
    });
    expect(own.productivity.percents).toEqual({
      productive: 80,
      neutral: 10,
      unproductive: 10,
      uncategorised: 0,
    });

    // Export and Export All carry a Productivity sheet with the same row.
    const exported = await call(
      'GET',
      `/api/v1/reports/export?startDate=${DAY}&endDate=${DAY}&employeeId=${employee.id}`,
      cookie,
    );
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Productivity');
    if (!sheet) throw new Error('no Productivity sheet');
    // As a reader sees it: times h:mm, the day DD-MMM-YYYY.
    const values = (index: number) => shownRow(sheet, index);
    expect(values(1)).toEqual(['All projects']);
    expect(values(2)).toEqual([
      'Employee',
      'Employee Code',
      'Date',
      'Focused Time',
      'Productive',
      'Neutral',
      'Unproductive',
      'Uncategorised',
      'Productive %',
      'Neutral %',
      'Unproductive %',
      'Uncategorised %',
    ]);
    expect(values(3)).toEqual([
      employee.name,
      employee.employeeCode,
      '01-Mar-2026',
      '0:50',
      '0:40',
      '0:05',
      '0:05',
      '0:00',
      80,
      10,
      10,
      0,
    ]);
    expect(values(4)[2]).toBe('Total');
    expect(values(5)[0]).toBe('Grand Total');
  });

  it('refuses a missing date with the spec’s text and an unknown project with 404', async () => {
    const cookie = await adminCookie();
    const missing = await call('GET', '/api/v1/reports/productivity?endDate=2026-03-01', cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'startDate', message: activityTexts.selectStartDate }]);
    const project = await call('GET', reportUrl('&projectId=7d0e7a0e-7b4b-4c43-9d1e-0d7d9f3f0000'), cookie);
    expect(project.statusCode).toBe(404);
    expect((await call('GET', reportUrl(''), cookie)).json()).toMatchObject({
      startDate: DAY,
      endDate: DAY,
      project: null,
      employees: [],
      grandTotal: {
        focusedSeconds: 0,
        percents: { productive: 0, neutral: 0, unproductive: 0, uncategorised: 0 },
      },
    });
  });
});
