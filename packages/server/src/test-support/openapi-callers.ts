import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../db/seed/demo';
import {
  changedTableNames,
  type DatabaseSnapshot,
  restoreTables,
  tablesDifferingFrom,
  takeDatabaseSnapshot,
} from './database-snapshot';
import { createTestApp, SAME_ORIGIN, sessionFor, type TestApp } from './test-app';

// What the walks over every operation of the OpenAPI document (openapi-fuzz.ts, openapi-contract.ts)
// start from: the demo, the administrator's and the demo employee's sessions, a tracker device, and the
// database as it then stands, to compare with and go back to after each write.
export type OpenapiCallers = {
  testApp: TestApp;
  administratorHeaders: Record<string, string>;
  employeeHeaders: Record<string, string>;
  deviceHeaders: Record<string, string>;
  employeeId: string;
  administratorId: string;
  startingPoint: DatabaseSnapshot;
};

export const startOpenapiWalk = async (label: string): Promise<OpenapiCallers> => {
  const testApp = await createTestApp();
  const administrator = await sessionFor(testApp, DEMO_ADMIN_EMAIL);
  const employee = await sessionFor(testApp, DEMO_EMPLOYEE_EMAIL);
  const device = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tracker/sign-in',
    payload: { email: DEMO_EMPLOYEE_EMAIL, password: DEMO_PASSWORD, deviceName: label, platform: 'linux' },
  });
  return {
    testApp,
    administratorHeaders: { ...SAME_ORIGIN, cookie: administrator.cookie },
    employeeHeaders: { ...SAME_ORIGIN, cookie: employee.cookie },
    deviceHeaders: { authorization: `Bearer ${device.json().deviceToken as string}` },
    employeeId: employee.employee.id,
    administratorId: administrator.employee.id,
    startingPoint: await takeDatabaseSnapshot(testApp.db, label),
  };
};

// Sign-in events are left out: a refused sign-in is recorded by design.
export const RECORDED_BY_DESIGN = new Set(['sign_in_events', 'sign_in_attempts']);

// The tables whose rows are no longer those of the starting point, put back as they were; answers
// those that a request should not have changed. Only tables a statement wrote to since the demo was
// restored can differ (database-snapshot.ts).
export const restoreStartingPoint = async ({ testApp, startingPoint }: OpenapiCallers) => {
  const changed = await tablesDifferingFrom(testApp.db, startingPoint, await changedTableNames(testApp.db));
  await restoreTables(testApp.db, startingPoint, changed);
  return changed.filter((name) => !RECORDED_BY_DESIGN.has(name));
};

// The access a document path declares (its route's config.access); public when the route has none.
export const accessOf = ({ testApp }: OpenapiCallers, method: string, path: string) =>
  testApp.app.apiRoutes.find(
    (route) => route.method === method && route.url === path.replace(/\{([A-Za-z]+)\}/g, ':$1'),
  )?.access ?? 'public';
