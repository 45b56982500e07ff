import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ensureActivityPartitions } from '../../db/activity-partitions';
import { activitySlots, employees, mailAttachments, mailOutbox, savedReports } from '../../db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL } from '../../db/seed/demo';
import { DEMO_SAVED_REPORT_NAME } from '../../db/seed/demo-saved-reports';
import { useTestApp } from '../../test-support/test-app';
import { sendScheduledReports } from './report-schedule-job';

// The test clock starts on Monday 2026-03-02, 14:30 in Asia/Kolkata: the weekly period due is Monday
// 23 February to Sunday 1 March (the period rule itself: shared/domain/report-schedule.test.ts).
const testApp = useTestApp();

const employeeByEmail = async (email: string) => {
  const [row] = await testApp.db.select().from(employees).where(eq(employees.officialEmail, email));
  if (!row) throw new Error(`no demo employee ${email}`);
  return row;
};

// Ten minutes of work at each start (UTC instants), as the tracker's ingestion writes it.
const insertWork = async (employeeId: string, starts: string[]) => {
  await ensureActivityPartitions(testApp.db, new Date(starts[0] ?? ''), new Date(starts.at(-1) ?? ''));
  await testApp.db.insert(activitySlots).values(
    starts.map((start) => ({
      organizationId: testApp.demoOrganizationId,
      employeeId,
      slotStart: new Date(start),
      trackedSeconds: 600,
      idleSeconds: 0,
      keyPresses: 10,
      mouseClicks: 10,
      windowTitles: [],
      updatedAt: new Date(start),
    })),
  );
};

const mailsWithFiles = async () => {
  const mails = await testApp.db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.organizationId, testApp.demoOrganizationId));
  const files = mails.length
    ? await testApp.db
        .select()
        .from(mailAttachments)
        .where(
          inArray(
            mailAttachments.mailId,
            mails.map((mail) => mail.id),
          ),
        )
    : [];
  return mails.map((mail) => ({ ...mail, files: files.filter((file) => file.mailId === mail.id) }));
};

describe('the schedule job', () => {
  it('mails each due report once, built as its owner may see it, however many runs reach it', async () => {
    const admin = await employeeByEmail(DEMO_ADMIN_EMAIL);
    const employee = await employeeByEmail(DEMO_EMPLOYEE_EMAIL);
    // Tuesday 24 February, 10:00 and 10:10 in Kolkata; and Monday 2 March, outside the period.
    await insertWork(employee.id, ['2026-02-24T04:30:00Z', '2026-02-24T04:40:00Z', '2026-03-02T04:30:00Z']);
    await insertWork(admin.id, ['2026-02-25T04:30:00Z']);
    // An employee's report that names the administrator and mails the administrator, as no request
    // could save it: the job still sends the employee their own time only.
    const now = testApp.clock.now();
    await testApp.db.insert(savedReports).values({
      organizationId: testApp.demoOrganizationId,
      ownerId: employee.id,
      name: 'My week',
      employeeId: admin.id,
      projectId: null,
      format: 'csv',
      schedule: 'weekly',
      recipientIds: [admin.id],
      lastSentPeriodStart: '2026-02-16',
      createdAt: now,
      updatedAt: now,
    });
    // A monthly report whose February went out already: nothing owed.
    await testApp.db.insert(savedReports).values({
      organizationId: testApp.demoOrganizationId,
      ownerId: admin.id,
      name: 'Monthly',
      employeeId: null,
      projectId: null,
      format: 'xlsx',
      schedule: 'monthly',
      recipientIds: [admin.id, employee.id],
      lastSentPeriodStart: '2026-02-01',
      createdAt: now,
      updatedAt: now,
    });

    // Two instances at once: both build the files, exactly one claims each period.
    const runs = await Promise.all([sendScheduledReports(testApp), sendScheduledReports(testApp)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run.mails, 0)).toBe(2);

    const mails = await mailsWithFiles();
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual([
      [DEMO_ADMIN_EMAIL, `Weekly report '${DEMO_SAVED_REPORT_NAME}' for 23-Feb-2026 To 01-Mar-2026`],
      [DEMO_EMPLOYEE_EMAIL, "Weekly report 'My week' for 23-Feb-2026 To 01-Mar-2026"],
    ]);

    // The administrator's demo report: everyone who worked in the week, as Export All's workbook.
    const team = mails.find((mail) => mail.to === DEMO_ADMIN_EMAIL);
    const [workbookFile] = team?.files ?? [];
    expect(workbookFile?.fileName).toBe('23-Feb-2026 To 01-Mar-2026 Tracker Report.xlsx');
    expect(team?.text).toContain('The report is attached: 23-Feb-2026 To 01-Mar-2026 Tracker Report.xlsx.');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(workbookFile?.content as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      admin.name,
      employee.name,
      'Productivity',
    ]);

    // The employee's: their own two slots of Tuesday, to themselves, as CSV.
    const own = mails.find((mail) => mail.to === DEMO_EMPLOYEE_EMAIL);
    const [csvFile] = own?.files ?? [];
    expect(csvFile?.contentType).toBe('text/csv; charset=utf-8');
    const rows = csvFile?.content.toString('utf8').trim().split('\r\n').slice(1);
    expect(rows).toEqual([
      `"${employee.name}","${employee.employeeCode}","2026-02-24","0:20","0:00","0:20","0:00",0.3333,0,0.3333,0,"All projects"`,
    ]);

    // A second run finds nothing owed and writes nothing.
    expect(await sendScheduledReports(testApp)).toEqual({ sent: 0, mails: 0, failed: 0 });
    expect(await mailsWithFiles()).toHaveLength(2);
  });
});
