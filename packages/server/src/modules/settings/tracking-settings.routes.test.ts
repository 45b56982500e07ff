import { trackingPrivacyTexts } from '@pulse/shared/spec-texts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, employees, organizations } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import {
  DEMO_SCREENSHOT_RETENTION_DAYS,
  DEMO_TITLE_REDACTION_PATTERNS,
} from '../../db/seed/demo-tracking-privacy';
import { CONTROL_CHARACTER_MESSAGE, LONE_SURROGATE_MESSAGE } from '../../lib/unsafe-input';
import { SAME_ORIGIN, sessionFor, signUpOtherOrganization, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();
let adminCookie: string;
beforeEach(async () => {
  adminCookie = (await sessionFor(testApp, DEMO_ADMIN_EMAIL)).cookie;
});

const URL = '/api/v1/organization/tracking-settings';
const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, cookie = adminCookie) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...SAME_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const DEMO_SETTINGS = {
  screenshotMode: 'regular',
  screenshotRetentionDays: DEMO_SCREENSHOT_RETENTION_DAYS,
  titleRedactionPatterns: DEMO_TITLE_REDACTION_PATTERNS,
  canEmployeesDeleteScreenshots: true,
  manualTimeAutoApproveMinutes: null,
};

const storedSettings = async () => {
  const [row] = await testApp.db
    .select({
      screenshotMode: organizations.screenshotMode,
      screenshotRetentionDays: organizations.screenshotRetentionDays,
      titleRedactionPatterns: organizations.titleRedactionPatterns,
      canEmployeesDeleteScreenshots: organizations.canEmployeesDeleteScreenshots,
      manualTimeAutoApproveMinutes: organizations.manualTimeAutoApproveMinutes,
    })
    .from(organizations)
    .where(eq(organizations.id, testApp.demoOrganizationId));
  return row;
};

const eventsOf = (action: string) =>
  testApp.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.organizationId, testApp.demoOrganizationId), eq(auditEvents.action, action)));

describe('tracking settings (Settings → Tracking)', () => {
  it('shows the organisation’s settings to admins only', async () => {
    const response = await call('GET', URL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEMO_SETTINGS);
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    expect((await call('GET', URL, undefined, employeeCookie)).statusCode).toBe(403);
    expect((await call('PUT', URL, DEMO_SETTINGS, employeeCookie)).statusCode).toBe(403);
    expect(await storedSettings()).toEqual(DEMO_SETTINGS);
  });

  it('saves every field and records one audit event listing each change old → new', async () => {
    const before = (await eventsOf('tracking-settings.changed')).length;
    const response = await call('PUT', URL, {
      screenshotMode: 'blurred',
      screenshotRetentionDays: 30,
      titleRedactionPatterns: ['  *bank*  ', '*salary*'],
      canEmployeesDeleteScreenshots: false,
      manualTimeAutoApproveMinutes: 30,
    });
    expect(response.statusCode).toBe(200);
    const saved = {
      screenshotMode: 'blurred',
      screenshotRetentionDays: 30,
      titleRedactionPatterns: ['*bank*', '*salary*'],
      canEmployeesDeleteScreenshots: false,
      manualTimeAutoApproveMinutes: 30,
    };
    expect(response.json()).toEqual(saved);
    expect(await storedSettings()).toEqual(saved);
    expect((await call('GET', URL)).json()).toEqual(saved);

    const events = await eventsOf('tracking-settings.changed');
    expect(events).toHaveLength(before + 1);
    const event = events.find((candidate) => candidate.summary.includes('30 days'));
    expect(event).toMatchObject({
      actorName: 'Asha Verma',
      subjectId: null,
      ipAddress: '127.0.0.1',
      summary:
        'Screenshots: Regular → Blurred; Screenshot retention: 90 → 30 days; Redaction patterns: added “*salary*”; removed “*password*”; Employees may delete their screenshots: Yes → No; Manual time: always require approval → approve under 30 minutes',
    });
    expect(event?.details).toEqual({
      changes: {
        screenshotMode: { from: 'regular', to: 'blurred' },
        screenshotRetentionDays: { from: 90, to: 30 },
        titleRedactionPatterns: { from: DEMO_TITLE_REDACTION_PATTERNS, to: ['*bank*', '*salary*'] },
        canEmployeesDeleteScreenshots: { from: true, to: false },
        manualTimeAutoApproveMinutes: { from: null, to: 30 },
      },
    });

    // The tracker of an employee without a mode of their own follows the new default at once.
    const [rahul] = await testApp.db
      .select({ screenshotMode: employees.screenshotMode })
      .from(employees)
      .where(eq(employees.officialEmail, DEMO_EMPLOYEE_EMAIL));
    expect(rahul?.screenshotMode).toBeNull();
  });

  it('records nothing for a save that changes nothing', async () => {
    const before = (await eventsOf('tracking-settings.changed')).length;
    expect((await call('PUT', URL, DEMO_SETTINGS)).statusCode).toBe(200);
    expect(await eventsOf('tracking-settings.changed')).toHaveLength(before);
  });

  it.each([
    [
      'retention 0',
      { screenshotRetentionDays: 0 },
      'screenshotRetentionDays',
      trackingPrivacyTexts.retentionInvalid,
    ],
    [
      'retention 3651',
      { screenshotRetentionDays: 3651 },
      'screenshotRetentionDays',
      trackingPrivacyTexts.retentionInvalid,
    ],
    [
      'retention 1.5',
      { screenshotRetentionDays: 1.5 },
      'screenshotRetentionDays',
      trackingPrivacyTexts.retentionInvalid,
    ],
    [
      'an empty pattern',
      { titleRedactionPatterns: ['ok', '   '] },
      'titleRedactionPatterns.1',
      trackingPrivacyTexts.patternEmpty,
    ],
    [
      'a long pattern',
      { titleRedactionPatterns: ['x'.repeat(201)] },
      'titleRedactionPatterns.0',
      trackingPrivacyTexts.patternTooLong,
    ],
    [
      'a pattern twice',
      { titleRedactionPatterns: ['*Bank*', '*bank* '] },
      'titleRedactionPatterns.1',
      trackingPrivacyTexts.patternDuplicate,
    ],
    [
      '101 patterns',
      { titleRedactionPatterns: Array.from({ length: 101 }, (_, index) => `p${index}`) },
      'titleRedactionPatterns',
      trackingPrivacyTexts.patternsTooMany,
    ],
    [
      'auto-approve 0',
      { manualTimeAutoApproveMinutes: 0 },
      'manualTimeAutoApproveMinutes',
      trackingPrivacyTexts.autoApproveInvalid,
    ],
    [
      'auto-approve 721',
      { manualTimeAutoApproveMinutes: 721 },
      'manualTimeAutoApproveMinutes',
      trackingPrivacyTexts.autoApproveInvalid,
    ],
    ['an unknown mode', { screenshotMode: 'fuzzy' }, 'screenshotMode', undefined],
    // Half a surrogate pair reached PostgreSQL's jsonb, which refused it: a 500.
    [
      'a lone surrogate in a pattern',
      { titleRedactionPatterns: ['*bank*', '\ud800x'] },
      'titleRedactionPatterns.1',
      LONE_SURROGATE_MESSAGE,
    ],
    [
      'a NUL in a pattern',
      { titleRedactionPatterns: ['a\u0000'] },
      'titleRedactionPatterns.0',
      CONTROL_CHARACTER_MESSAGE,
    ],
  ])('refuses %s with a field error and writes nothing', async (_label, change, path, message) => {
    const before = (await eventsOf('tracking-settings.changed')).length;
    const response = await call('PUT', URL, { ...DEMO_SETTINGS, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const error = response.json().errors.find((candidate: { path: string }) => candidate.path === path);
    expect(error, JSON.stringify(response.json().errors)).toBeDefined();
    if (message) expect(error.message).toBe(message);
    expect(await storedSettings()).toEqual(DEMO_SETTINGS);
    expect(await eventsOf('tracking-settings.changed')).toHaveLength(before);
  });

  it('keeps organisations apart: another admin reads and changes only their own', async () => {
    const other = await signUpOtherOrganization(testApp);
    const theirs = await call('GET', URL, undefined, other.cookie);
    expect(theirs.json()).toEqual({
      screenshotMode: 'regular',
      screenshotRetentionDays: 90,
      titleRedactionPatterns: [],
      canEmployeesDeleteScreenshots: false,
      manualTimeAutoApproveMinutes: null,
    });
    await call('PUT', URL, { ...DEMO_SETTINGS, screenshotMode: 'off' }, other.cookie);
    expect(await storedSettings()).toEqual(DEMO_SETTINGS);
  });
});

describe('screenshot mode per employee (Settings → Tracking table)', () => {
  const MODES_URL = '/api/v1/employees/screenshot-modes';
  const modeUrl = (employeeId: string) => `/api/v1/employees/${employeeId}/screenshot-mode`;
  const employeeId = async (email: string) => {
    const [row] = await testApp.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.officialEmail, email));
    if (!row) throw new Error(`no employee ${email}`);
    return row.id;
  };

  it('lists active employees with their own and their effective mode', async () => {
    const response = await call('GET', MODES_URL);
    expect(response.statusCode).toBe(200);
    const list = response.json().items as {
      name: string;
      screenshotMode: string | null;
      effectiveMode: string;
    }[];
    expect(list.find((row) => row.name === 'Rahul Mehta')).toMatchObject({
      screenshotMode: null,
      effectiveMode: 'regular',
    });
    expect(list.find((row) => row.name === 'Karan Malhotra')).toMatchObject({
      screenshotMode: 'off',
      effectiveMode: 'off',
    });
    expect(list.map((row) => row.name)).toEqual(
      [...list.map((row) => row.name)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('sets one employee’s mode, back to the default with null, each change audited', async () => {
    const rahul = await employeeId(DEMO_EMPLOYEE_EMAIL);
    const blurred = await call('PUT', modeUrl(rahul), { screenshotMode: 'blurred' });
    expect(blurred.statusCode).toBe(200);
    expect(blurred.json()).toMatchObject({
      employeeId: rahul,
      screenshotMode: 'blurred',
      effectiveMode: 'blurred',
    });
    const reset = await call('PUT', modeUrl(rahul), { screenshotMode: null });
    expect(reset.json()).toMatchObject({ screenshotMode: null, effectiveMode: 'regular' });
    // Again null: no change, no record.
    await call('PUT', modeUrl(rahul), { screenshotMode: null });
    const events = (await eventsOf('screenshot-mode.changed')).filter((event) => event.subjectId === rahul);
    expect(events.map((event) => event.summary).sort()).toEqual([
      'Screenshots: Blurred → Organisation default (Regular)',
      'Screenshots: Organisation default (Regular) → Blurred',
    ]);
  });

  it('refuses employees (403), unknown modes (400), and another organisation’s employee (404)', async () => {
    const rahul = await employeeId(DEMO_EMPLOYEE_EMAIL);
    const employeeCookie = (await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL)).cookie;
    expect((await call('GET', MODES_URL, undefined, employeeCookie)).statusCode).toBe(403);
    expect((await call('PUT', modeUrl(rahul), { screenshotMode: 'off' }, employeeCookie)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', modeUrl(rahul), { screenshotMode: 'fuzzy' })).statusCode).toBe(400);
    const other = await signUpOtherOrganization(testApp);
    const foreign = await call('PUT', modeUrl(rahul), { screenshotMode: 'off' }, other.cookie);
    expect(foreign.statusCode).toBe(404);
    const [row] = await testApp.db
      .select({ screenshotMode: employees.screenshotMode })
      .from(employees)
      .where(eq(employees.id, rahul));
    expect(row?.screenshotMode).toBeNull();
    expect(
      (await eventsOf('screenshot-mode.changed')).filter((event) => event.subjectId === rahul),
    ).toHaveLength(0);
  });
});
