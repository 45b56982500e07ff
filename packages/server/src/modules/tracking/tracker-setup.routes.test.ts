import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trackerSetupTexts } from '@pulse/shared/contracts/tracker-setup';
import { describe, expect, it, onTestFinished } from 'vitest';
import { trackerDevices } from '../../db/schema/index';
import { DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { SAME_ORIGIN, sessionFor, useTestApp } from '../../test-support/test-app';

const testApp = useTestApp();

const download = (fileName: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/v1/tracker/download/${fileName}`,
    headers: { 'accept-encoding': 'br, gzip' },
  });

// A stand-in for the build's package file (the real one is made by packages/tracker/scripts/build-package.mjs).
const FAKE_PACKAGE = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 1, 2, 3, 4]);
const putPackage = (fileName: string) => {
  mkdirSync(testApp.trackerPackageDir, { recursive: true });
  writeFileSync(join(testApp.trackerPackageDir, fileName), FAKE_PACKAGE);
  onTestFinished(() => rmSync(join(testApp.trackerPackageDir, fileName)));
};

const setupAs = async (email: string) => {
  const { cookie, employee } = await sessionFor(testApp, email);
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/v1/tracker/setup',
    headers: { ...SAME_ORIGIN, cookie },
  });
  expect(response.statusCode).toBe(200);
  return { setup: response.json(), employeeId: employee.id as string };
};

describe('the tracker package download', () => {
  it('answers 404 with what to do when the package has not been built', async () => {
    const response = await download('latest.tgz');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({
      code: 'TRACKER_PACKAGE_NOT_BUILT',
      detail: trackerSetupTexts.packageNotBuilt,
    });
    expect((await setupAs(DEMO_EMPLOYEE_EMAIL)).setup.agent).toBeNull();
  });

  it('serves the built file under its version and as latest.tgz, as a download npm can install', async () => {
    putPackage('pulse-tracker-1.2.3.tgz');
    for (const fileName of ['pulse-tracker-1.2.3.tgz', 'latest.tgz']) {
      const response = await download(fileName);
      expect(response.statusCode, fileName).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'application/gzip',
        'content-disposition': 'attachment; filename="pulse-tracker-1.2.3.tgz"',
        'x-content-type-options': 'nosniff',
        'content-length': String(FAKE_PACKAGE.length),
      });
      // Already gzip: never compressed again, or npm would read brotli as a tarball.
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload).toEqual(FAKE_PACKAGE);
    }

    const otherVersion = await download('pulse-tracker-0.9.0.tgz');
    expect(otherVersion.statusCode).toBe(404);
    expect(otherVersion.json().detail).toBe(
      'This server offers pulse-tracker-1.2.3.tgz (or latest.tgz), not pulse-tracker-0.9.0.tgz.',
    );
    expect((await download('package.json')).statusCode).toBe(404);

    expect((await setupAs(DEMO_EMPLOYEE_EMAIL)).setup.agent).toEqual({
      version: '1.2.3',
      fileName: 'pulse-tracker-1.2.3.tgz',
      downloadPath: '/api/v1/tracker/download/pulse-tracker-1.2.3.tgz',
      sizeBytes: FAKE_PACKAGE.length,
    });
  });
});

describe('the Tracker page’s settings', () => {
  it('tells the person the screenshot mode and privacy settings in force, and counts their active devices', async () => {
    const before = await setupAs(DEMO_EMPLOYEE_EMAIL);
    expect(before.setup).toMatchObject({
      screenshotMode: expect.stringMatching(/^(regular|blurred|off)$/),
      organizationScreenshotMode: expect.stringMatching(/^(regular|blurred|off)$/),
      isScreenshotModeOwn: expect.any(Boolean),
      screenshotRetentionDays: expect.any(Number),
      hasTitleRedaction: expect.any(Boolean),
    });
    const at = testApp.clock.now();
    await testApp.db.insert(trackerDevices).values(
      ['active', 'revoked'].map((name) => ({
        organizationId: testApp.demoOrganizationId,
        employeeId: before.employeeId,
        name,
        platform: 'linux',
        tokenHash: `${name}-${'0'.repeat(56)}`,
        createdAt: at,
        lastSeenAt: at,
        revokedAt: name === 'revoked' ? at : null,
      })),
    );
    const after = await setupAs(DEMO_EMPLOYEE_EMAIL);
    expect(after.setup.activeDeviceCount).toBe(before.setup.activeDeviceCount + 1);
  });
});
