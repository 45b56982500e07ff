import { buildEmployeeCode } from '@pulse/shared/domain/employee-code';
import { ROLE } from '@pulse/shared/domain/roles';
import { count } from 'drizzle-orm';
import type { FieldCipher } from '../../lib/field-encryption';
import { hashPassword } from '../../lib/passwords';
import type { FileStorage } from '../../lib/storage/storage';
import { runTransaction } from '../../lib/transaction';
import {
  insertDepartments,
  insertEmployees,
  insertOrganization,
} from '../../modules/organization/organization.repository';
import { createStarterCategories } from '../../modules/productivity/productivity.service';
import { alertBudgetThresholds } from '../../modules/projects/budget-alerts';
import { noRealtime } from '../../realtime/realtime';
import type { Database } from '../client';
import { organizations } from '../schema/index';
import { seedDemoActivity } from './demo-activity';
import { seedDemoAttendance } from './demo-attendance';
import { seedDemoAvatars } from './demo-avatars';
import { seedDemoLeaves } from './demo-leaves';
import { seedDemoFailedMail } from './demo-mail';
import { seedDemoManualTime } from './demo-manual-time';
import { seedDemoMarks } from './demo-marks';
import { seedDemoMasterData } from './demo-master-data';
import { seedDemoNews } from './demo-news';
import { seedDemoPayroll } from './demo-payroll';
import { seedDemoPeople } from './demo-people';
import { seedDemoPolicies } from './demo-policies';
import { seedDemoProjects } from './demo-projects';
import { seedDemoSavedReports } from './demo-saved-reports';
import { seedDemoTimesheets } from './demo-timesheets';
import { seedDemoAuditEvents, seedDemoTrackingSettings } from './demo-tracking-privacy';

export const DEMO_ORGANIZATION_NAME = 'Demo Corporation';
export const DEMO_PASSWORD = 'Demo@123';
export const DEMO_ADMIN_EMAIL = 'admin@demo.pulse';
export const DEMO_EMPLOYEE_EMAIL = 'employee@demo.pulse';

export const DEMO_SIGN_INS = [
  { role: 'administrator', email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
  { role: 'employee', email: DEMO_EMPLOYEE_EMAIL, password: DEMO_PASSWORD },
] as const;

const DEPARTMENTS = ['Administration', 'Engineering', 'Design', 'Sales', 'Human Resources'];

// [name, department number]; the first two are the documented demo sign-ins.
const PEOPLE: [string, number][] = [
  ['Asha Verma', 1],
  ['Rahul Mehta', 2],
  ['Priya Nair', 2],
  ['Vikram Singh', 2],
  ['Neha Kapoor', 2],
  ['Arjun Rao', 2],
  ['Sneha Iyer', 2],
  ['Karan Malhotra', 2],
  ['Divya Menon', 2],
  ['Rohan Gupta', 2],
  ['Ananya Das', 3],
  ['Ishaan Bose', 3],
  ['Meera Pillai', 3],
  ['Aditya Joshi', 3],
  ['Pooja Reddy', 4],
  ['Siddharth Jain', 4],
  ['Kavya Shetty', 4],
  ['Nikhil Agarwal', 4],
  ['Tanvi Kulkarni', 4],
  ['Manish Tiwari', 4],
  ['Ritika Saxena', 5],
  ['Harsh Vardhan', 5],
  ['Lakshmi Krishnan', 5],
  ['Aman Chopra', 1],
  ['Farah Khan', 2],
  ['Gaurav Mishra', 3],
  ['Simran Kaur', 4],
];

const emailOf = (index: number, name: string) => {
  if (index === 0) return DEMO_ADMIN_EMAIL;
  if (index === 1) return DEMO_EMPLOYEE_EMAIL;
  return `${name.toLowerCase().replace(' ', '.')}@demo.pulse`;
};

export type DemoSeedOptions = {
  cipher: FieldCipher;
  // Where the demo's photos and screenshot files go (the app's own storage).
  storage: FileStorage;
  now?: Date;
  // The 14 days of tracked history take seconds; tests that do not read activity skip them.
  withHistory?: boolean;
  // Drawn portraits for the people; tests leave them out (their files would be in every test's storage).
  withAvatars?: boolean;
  // News banners and attachments; without them (tests) the items have none, for the same reason.
  withNewsFiles?: boolean;
};

export const seedDemo = async (db: Database, options: DemoSeedOptions) => {
  const { cipher, storage, now = new Date(), withHistory = true, withAvatars = true } = options;
  // One hash for the shared demo password: 27 argon2 runs would only slow every test's setup.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // runTransaction: the budget alerts below go through notify, whose live emits wait for the commit.
  return runTransaction(db, async (tx) => {
    const organization = await insertOrganization(tx, {
      name: DEMO_ORGANIZATION_NAME,
      timeZone: 'Asia/Kolkata',
      currency: 'INR',
    });
    const departments = await insertDepartments(
      tx,
      DEPARTMENTS.map((name, index) => ({
        organizationId: organization.id,
        departmentNumber: index + 1,
        name,
      })),
    );
    const masterData = await seedDemoMasterData(tx, organization.id, now.getUTCFullYear());
    // The starter set of application and website categories, as every new organisation gets it.
    await createStarterCategories(tx, organization.id);
    const people = await insertEmployees(
      tx,
      PEOPLE.map(([name, departmentNumber], index) => ({
        organizationId: organization.id,
        employeeNumber: index + 1,
        employeeCode: buildEmployeeCode(organization.name, departmentNumber, index + 1),
        departmentId: departments[departmentNumber - 1]?.id,
        name,
        officialEmail: emailOf(index, name),
        passwordHash,
        roleId: index === 0 ? ROLE.admin : ROLE.employee,
      })),
    );
    // Each later seed step takes what the earlier ones made (people: details, payroll).
    await seedDemoPeople(tx, { organizationId: organization.id, people, masterData, cipher, now });
    if (withAvatars) await seedDemoAvatars(tx, { organizationId: organization.id, people, storage });
    await seedDemoPolicies(tx, { organization, people, storage, cipher, now });
    // One story in one direction (demo-work-days.ts): leaves first, then attendance and tracked time on
    // the days worked, then the marks the job's rule gives.
    await seedDemoLeaves(tx, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      workingDays: organization.workingDays,
      now,
    });
    await seedDemoAttendance(tx, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      workingDays: organization.workingDays,
      now,
    });
    const projects = await seedDemoProjects(tx, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      now,
    });
    // The first person is the administrator, who wrote the news.
    await seedDemoNews(tx, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      authorId: people[0]?.id ?? null,
      now,
      storage: options.withNewsFiles === false ? null : storage,
    });
    await seedDemoTrackingSettings(tx, organization.id);
    if (people[0]) {
      await seedDemoSavedReports(tx, { organizationId: organization.id, administratorId: people[0].id, now });
    }
    await seedDemoAuditEvents(tx, {
      organizationId: organization.id,
      timeZone: organization.timeZone,
      people: people.map((person, index) => ({ id: person.id, employeeNumber: index + 1 })),
      now,
    });
    if (withHistory) {
      await seedDemoActivity(tx, {
        organizationId: organization.id,
        timeZone: organization.timeZone,
        workingDays: organization.workingDays,
        storage,
        now,
        selectionOf: projects.selectionOf,
      });
      // Manual time sits in the history's log-off gaps, so it comes with the history.
      await seedDemoManualTime(tx, {
        organizationId: organization.id,
        timeZone: organization.timeZone,
        currency: organization.currency,
        workingDays: organization.workingDays,
        now,
      });
      // The weeks of the history, sent and decided, with the approved manual time in their figures.
      await seedDemoTimesheets(tx, { organization, now });
      // The over-budget project's alerts are in the bell and the outbox from the first start.
      await alertBudgetThresholds(
        { clock: { now: () => now }, realtime: noRealtime },
        tx,
        organization,
        projects.projectIds,
      );
      // Beside the alerts' mail, a mail that failed (tests without the history start with an empty
      // outbox).
      await seedDemoFailedMail(tx, organization.id);
    }
    await seedDemoMarks(tx, { organization, now });
    // Payroll last: it pays the appraisals' salaries and deducts the leave module's days taken, Marked
    // Absent days included.
    await seedDemoPayroll(tx, { organizationId: organization.id, now, cipher });
    return organization;
  });
};

// The demo goes only into a database without any organisation.
export const hasNoOrganization = async (db: Database) => {
  const [row] = await db.select({ organizations: count() }).from(organizations);
  return (row?.organizations ?? 0) === 0;
};

export const seedDemoIfEmpty = async (db: Database, options: DemoSeedOptions): Promise<boolean> => {
  if (!(await hasNoOrganization(db))) return false;
  await seedDemo(db, options);
  return true;
};
