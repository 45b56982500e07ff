// The people of the load bench (bench/load.ts): the demo organisation grown by employees who each
// get a tracker device and, for the first ones, the portal. Written straight into the scratch
// database while the server is stopped, in set-based statements: 200 device sign-ins through the API
// would measure argon2id 200 times and trip the sign-in lockout of one address.
import { randomBytes } from 'node:crypto';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { ROLE } from '@pulse/shared/domain/roles';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client';
import { employees, organizations, trackerDevices } from '../../packages/server/src/db/schema/index';
import { hashSessionToken } from '../../packages/server/src/lib/session-token';
import { insertBenchAttendance, insertBenchLeaves, insertBenchSlots } from './bench-workforce';

// Above the demo's 27 people.
const FIRST_NUMBER = 1001;

export type LoadPerson = {
  employeeId: string;
  employeeCode: string;
  email: string;
  isAdmin: boolean;
  deviceId: string;
  // The bearer token the agent sends; the database keeps only its hash, as after a sign-in.
  deviceToken: string;
};

export type LoadWorkforce = {
  organizationId: string;
  timeZone: string;
  people: LoadPerson[];
};

// The demo organisation: the only one, as the server seeds it.
export const findDemoOrganization = async (db: Database) => {
  const [organization] = await db
    .select({ id: organizations.id, timeZone: organizations.timeZone })
    .from(organizations)
    .limit(1);
  if (!organization) throw new Error('the demo organisation is missing');
  return organization;
};

// `count` employees of the demo organisation, the first `admins` of them administrators, with the
// demo password (the administrator's hash copied: the same password, no argon2 run each), one device
// each, and `historyDays` days of tracked slots, attendance and leaves up to `lastHistoryDay` — what
// the time sheet, dashboard and reports read beside the live uploads.
export const growLoadWorkforce = async (
  db: Database,
  input: {
    organization: { id: string; timeZone: string };
    count: number;
    admins: number;
    historyDays: number;
    lastHistoryDay: string;
  },
): Promise<LoadWorkforce> => {
  const { organization } = input;
  const [admin] = await db
    .select({ passwordHash: employees.passwordHash })
    .from(employees)
    .where(and(eq(employees.organizationId, organization.id), eq(employees.roleId, ROLE.admin)))
    .limit(1);
  if (!admin) throw new Error('the demo has no administrator');
  const last = FIRST_NUMBER + input.count - 1;
  await db.execute(sql`
    insert into employees (organization_id, employee_number, employee_code, name, official_email,
                           password_hash, role_id, joining_date)
    select ${organization.id}, n, 'LOAD-' || n, 'Load Person ' || n, 'load.' || n || '@bench.pulse',
           ${admin.passwordHash}, case when n < ${FIRST_NUMBER + input.admins}::int then ${ROLE.admin}::smallint else ${ROLE.employee}::smallint end,
           ${todayIn(organization.timeZone, new Date())}::date - 400
    from generate_series(${FIRST_NUMBER}::int, ${last}::int) as n`);
  const rows = await db
    .select({
      employeeId: employees.id,
      employeeCode: employees.employeeCode,
      email: employees.officialEmail,
      roleId: employees.roleId,
    })
    .from(employees)
    .where(
      and(
        eq(employees.organizationId, organization.id),
        sql`${employees.employeeNumber} between ${FIRST_NUMBER}::int and ${last}::int`,
      ),
    )
    .orderBy(employees.employeeNumber);
  const now = new Date();
  const withTokens = rows.map((row) => ({ ...row, deviceToken: randomBytes(32).toString('base64url') }));
  const devices = await db
    .insert(trackerDevices)
    .values(
      withTokens.map((row) => ({
        organizationId: organization.id,
        employeeId: row.employeeId,
        name: `LOAD-PC-${row.employeeCode}`,
        platform: 'simulated',
        tokenHash: hashSessionToken(row.deviceToken),
        createdAt: now,
        lastSeenAt: now,
      })),
    )
    .returning({ id: trackerDevices.id, employeeId: trackerDevices.employeeId });
  const deviceOf = new Map(devices.map((device) => [device.employeeId, device.id]));

  const employeesWhere = sql`organization_id = ${organization.id} and employee_number between ${FIRST_NUMBER}::int and ${last}::int`;
  const firstDay = addDays(input.lastHistoryDay, -(input.historyDays - 1));
  const { timeZone } = organization;
  await insertBenchSlots(db, { employeesWhere, firstDay, today: input.lastHistoryDay, timeZone });
  await insertBenchAttendance(db, { employeesWhere, firstDay, lastDay: input.lastHistoryDay, timeZone });
  await insertBenchLeaves(db, { employeesWhere, today: input.lastHistoryDay });
  // What autovacuum does after a bulk load: statistics and the visibility map.
  await db.execute(sql`vacuum analyze`);

  return {
    organizationId: organization.id,
    timeZone,
    people: withTokens.map((row) => ({
      employeeId: row.employeeId,
      employeeCode: row.employeeCode,
      email: row.email,
      isAdmin: row.roleId === ROLE.admin,
      deviceId: deviceOf.get(row.employeeId) ?? '',
      deviceToken: row.deviceToken,
    })),
  };
};
