import { verhoeffCheckDigit } from '@pulse/shared/domain/identity-numbers';
import { DEMO_ADMIN_EMAIL, DEMO_EMPLOYEE_EMAIL, DEMO_PASSWORD } from '../db/seed/demo';
import { imageBytes, pdfBytes } from './file-fixtures';

// The realistic request of an operation the contract test records as the document's example
// (openapi-contract.ts): a body a person of the demo organisation would send, with ids read from the
// demo as it runs (never written down: the demo's ids differ on every fresh database), and path
// values naming a thing in the state the operation needs (a pending leave to approve, a submitted
// week to reject). Operations not listed here get a body made from their schema, and their first
// listed ids; openapi-document.unit.test.ts fails for an operation that then has no example.

type Caller = 'administrator' | 'employee' | 'device' | 'anonymous';

export type DemoReader = {
  caller: Caller;
  // The demo employee (Rahul Mehta) and the administrator (Asha Verma).
  employeeId: string;
  administratorId: string;
  // A JSON answer of a GET, as the administrator (or as the employee).
  read: <T>(url: string, as?: 'administrator' | 'employee') => Promise<T>;
  // The bytes of a download, as the administrator.
  download: (url: string) => Promise<Buffer>;
  // Another call the request depends on (a device authorization to approve), as its caller.
  send: <T>(method: 'POST', url: string, body: unknown, as: Caller) => Promise<T>;
};

type FilePart = { fileName: string; contentType: string; bytes: Buffer };
export type ExampleRequest = {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string | FilePart | FilePart[]>;
};

type Listed<T> = { items: T[] };
type Named = { id: string; name: string };
type Leave = { id: string; actions: string[] };
type Project = Named & { team: { employeeId: string; isManager: boolean; hourlyRate: number }[] };

const firstWhere = <T>(items: T[], isWanted: (item: T) => boolean, what: string): T => {
  const found = items.find(isWanted);
  if (!found) throw new Error(`The demo has no ${what}`);
  return found;
};

// A leave the administrator may act on this way, from the list of everyone's leaves.
const leaveFor = async (demo: DemoReader, action: string) => {
  const { items } = await demo.read<Listed<Leave>>('/api/v1/leaves/employee-leaves?pageSize=100');
  return firstWhere(items, (leave) => leave.actions.includes(action), `leave to ${action}`).id;
};

// Two days off in June for the demo employee (applied for by them or by the administrator), or, with
// `forOwn`, for the caller; the other of the two approves.
const leaveApplication = (demo: DemoReader, forOwn = false) => {
  const isEmployee = demo.caller === 'employee';
  const applicant = isEmployee || !forOwn ? demo.employeeId : demo.administratorId;
  return {
    employeeId: applicant,
    fromDate: '2026-06-11',
    toDate: '2026-06-12',
    leaveType: 1,
    managerIds: [applicant === demo.employeeId ? demo.administratorId : demo.employeeId],
    description: 'Cousin’s wedding in Jaipur',
  };
};

const formOptions = (demo: DemoReader) =>
  demo.read<{ departments: Named[]; designations: Named[]; shifts: Named[]; banks: Named[] }>(
    '/api/v1/employees/form-options',
  );

// A new engineer joining the demo organisation next month.
const newEmployee = async (demo: DemoReader) => {
  const options = await formOptions(demo);
  const idOf = (items: Named[], name: string) => firstWhere(items, (item) => item.name === name, name).id;
  return {
    joiningDate: '2026-04-01',
    isRelieved: false,
    isActive: true,
    relievingDate: '',
    name: 'Kabir Sethi',
    fatherName: 'Anil Sethi',
    dateOfBirth: '1996-08-14',
    bloodGroup: 'B+',
    contactNumber1: '+91 9820012345',
    contactNumber2: '',
    personalEmail: 'kabir.sethi@example.com',
    skypeId: '',
    correspondenceAddress: '12 Koregaon Park Road, Pune 411001',
    permanentAddress: '12 Koregaon Park Road, Pune 411001',
    departmentId: idOf(options.departments, 'Engineering'),
    designationId: idOf(options.designations, 'Software Engineer'),
    shiftId: idOf(options.shifts, 'Day'),
    bankId: idOf(options.banks, 'HDFC Bank'),
    ifscCode: 'HDFC0000456',
    bankAccountNumber: '50100234567890',
    panNumber: 'BQRPS4821K',
    aadhaarNumber: `48219034771${verhoeffCheckDigit('48219034771')}`,
    officialEmail: 'kabir.sethi@demo.pulse',
    officialEmailPassword: '',
    roleId: 2,
    screenshotMode: null,
    password: '',
    sendInvitation: true,
  };
};

// The demo employee's profile as the edit form sends it back, with a new phone number.
const editedEmployee = async (demo: DemoReader) => {
  const employee = await demo.read<Record<string, unknown>>(`/api/v1/employees/${demo.employeeId}?view=edit`);
  const text = (name: string) => (employee[name] as string | null) ?? '';
  return {
    joiningDate: employee.joiningDate,
    isRelieved: employee.isRelieved,
    isActive: employee.isActive,
    relievingDate: text('relievingDate'),
    name: employee.name,
    fatherName: employee.fatherName,
    dateOfBirth: employee.dateOfBirth,
    bloodGroup: text('bloodGroup'),
    contactNumber1: '+91 9461028899',
    contactNumber2: text('contactNumber2'),
    personalEmail: text('personalEmail'),
    skypeId: text('skypeId'),
    correspondenceAddress: text('correspondenceAddress'),
    permanentAddress: text('permanentAddress'),
    departmentId: employee.departmentId,
    designationId: text('designationId'),
    shiftId: text('shiftId'),
    bankId: text('bankId'),
    ifscCode: text('ifscCode'),
    bankAccountNumber: text('bankAccountNumber'),
    panNumber: text('panNumber'),
    aadhaarNumber: text('aadhaarNumber'),
    officialEmail: employee.officialEmail,
    officialEmailPassword: '',
    roleId: employee.roleId,
    screenshotMode: employee.screenshotMode ?? null,
    password: '',
  };
};

const projectNamed = async (demo: DemoReader, name: string) => {
  const { items } = await demo.read<Listed<Named>>('/api/v1/projects?pageSize=100');
  const { id } = firstWhere(items, (project) => project.name === name, `project ${name}`);
  return demo.read<Project>(`/api/v1/projects/${id}`);
};

// A project for the demo's designers and engineers, starting next month.
const projectBody = async (demo: DemoReader) => {
  const portal = await projectNamed(demo, 'Customer Portal Redesign');
  return {
    name: 'Partner Onboarding Portal',
    description: 'Self-service onboarding for reseller partners: contracts, training and first orders.',
    startDate: '2026-04-01',
    endDate: '2026-06-30',
    status: 1,
    estimatedBudget: 240000,
    estimatedHours: 320,
    timesheetInterval: 1,
    team: portal.team
      .slice(0, 3)
      .map(({ employeeId, isManager, hourlyRate }) => ({ employeeId, isManager, hourlyRate })),
  };
};

const todoBody = async (demo: DemoReader, name: string) => {
  const portal = await projectNamed(demo, 'Customer Portal Redesign');
  return {
    name,
    projectId: portal.id,
    memberIds: portal.team.slice(0, 2).map((member) => member.employeeId),
    isCompleted: false,
  };
};

const importFile = () => ({
  fileName: 'new-joiners.csv',
  contentType: 'text/csv',
  bytes: Buffer.from(
    [
      'Employee Name,Father Name,Date Of Birth,Joining Date,Department,Designation,Official Email,Tracker Password',
      'Kiran Rao,Mohan Rao,1990-02-01,2026-04-01,Engineering,Software Engineer,kiran.rao@demo.pulse,',
      'Leela Das,Arun Das,1992-03-12,2026-04-01,Design,Designer,leela.das@demo.pulse,',
    ].join('\r\n'),
  ),
});

const salarySheet = async (demo: DemoReader) => ({
  fileName: 'Salary Sheet.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  bytes: await demo.download('/api/v1/payroll/sample-sheet'),
});

const savedReportBody = (demo: DemoReader) => ({
  name: 'Monthly hours for payroll',
  employeeId: null,
  projectId: null,
  format: 'xlsx',
  schedule: 'monthly',
  recipientIds: [demo.administratorId],
});

// A tracker on a new laptop asking to be signed in; the user code is what the person types.
const deviceAuthorization = (demo: DemoReader) =>
  demo.send<{ userCode: string }>(
    'POST',
    '/api/v1/tracker/device-authorizations',
    { deviceName: 'Rahul’s ThinkPad', platform: 'linux' },
    'anonymous',
  );

type Appraisal = {
  id: string;
  currentDesignation: string;
  newDesignation: string;
  currentSalary: number;
  newSalary: number;
  appraisalDate: string;
};

const latestAppraisal = async (demo: DemoReader) => {
  const { items } = await demo.read<Listed<Appraisal>>(`/api/v1/employees/${demo.employeeId}/appraisals`);
  const latest = items.toSorted((a, b) => b.appraisalDate.localeCompare(a.appraisalDate))[0];
  if (!latest) throw new Error('The demo employee has no appraisal');
  return latest;
};

// An hour the tracker did not see: a client call on Friday evening.
const manualTime = {
  date: '2026-02-27',
  from: '19:00',
  to: '20:00',
  projectId: null,
  todoId: null,
  isProductive: true,
  reason: 'Release call with the client from home',
};

// The demo employee's request for that hour, waiting for the administrator's decision (the demo
// without its tracked history has none pending): the one sent for an earlier caller, or a new one.
const manualTimeToDecide = async (demo: DemoReader) => {
  const { items } = await demo.read<Listed<{ id: string }>>(
    '/api/v1/manual-time?scope=to-decide&status=pending&pageSize=100',
  );
  return (
    items[0]?.id ??
    (await demo.send<{ id: string }>('POST', '/api/v1/manual-time', manualTime, 'employee')).id
  );
};

// The demo employee's last week, sent for approval just before.
const submittedWeek = async (demo: DemoReader) => {
  const week = { employeeId: demo.employeeId, weekStart: '2026-02-23' };
  await demo.send(
    'POST',
    `/api/v1/timesheets/${week.employeeId}/weeks/${week.weekStart}/submit`,
    { note: 'Thursday includes the release night.' },
    'employee',
  );
  return week;
};

const newsData = (title: string) =>
  JSON.stringify({
    title,
    descriptionHtml:
      '<p>The office is closed on Friday for the annual team outing to Lonavala. Buses leave at 8:00 from the main gate.</p>',
    entryDate: '2026-03-02',
    isPublished: true,
    isSendMail: false,
  });

// The first of a master-data list (a department, a shift), to rename or adjust.
const firstListed = async <T extends { id: string }>(demo: DemoReader, url: string) =>
  firstWhere((await demo.read<Listed<T>>(url)).items, () => true, `item at ${url}`);

const nextLeaveYear = async (demo: DemoReader) => {
  const { items } = await demo.read<Listed<{ year: number }>>('/api/v1/leave-settings?pageSize=100');
  return Math.max(2026, ...items.map((setting) => setting.year)) + 1;
};

// The payroll system's receiver, by address rather than name so the walk needs no DNS (an address of
// RFC 5737's documentation range: public, so the private-address rule lets it through).
const webhookFor = async (demo: DemoReader) => {
  const { items } = await demo.read<Listed<{ id: string }>>('/api/v1/webhooks');
  if (items[0]) return items[0].id;
  const created = await demo.send<{ id: string }>(
    'POST',
    '/api/v1/webhooks',
    {
      url: 'https://203.0.113.24/pulse/webhooks',
      description: 'Payroll sync',
      events: ['leave.applied', 'leave.decided', 'employee.relieved'],
    },
    'administrator',
  );
  return created.id;
};

const webhookDeliveryFor = async (demo: DemoReader) => {
  const id = await webhookFor(demo);
  const delivery = await demo.send<{ id: string }>(
    'POST',
    `/api/v1/webhooks/${id}/ping`,
    {},
    'administrator',
  );
  return { id, deliveryId: delivery.id };
};

const QUESTION = 'How many leaves do I have left this year?';

export const exampleRequests: Record<string, (demo: DemoReader) => Promise<ExampleRequest>> = {
  changeMyPassword: async () => ({
    body: { currentPassword: DEMO_PASSWORD, newPassword: 'Monsoon-Trail-2026' },
  }),
  updateTwoFactorPolicy: async () => ({ body: { isRequiredForAdmins: true } }),
  setEmployeeScreenshotMode: async () => ({ body: { screenshotMode: 'blurred' } }),
  createDesignation: async () => ({ body: { name: 'Engineering Manager' } }),
  updateDesignation: async (demo) => {
    const designation = await firstListed<Named>(demo, '/api/v1/designations');
    return { path: { id: designation.id }, body: { name: `${designation.name} (India)` } };
  },
  createDepartment: async () => ({ body: { name: 'Customer Success' } }),
  updateDepartment: async (demo) => {
    const department = await firstListed<Named>(demo, '/api/v1/departments');
    return { path: { id: department.id }, body: { name: `${department.name} & Finance` } };
  },
  createShift: async () => ({ body: { name: 'Early', startTime: '07:00' } }),
  updateShift: async (demo) => {
    const shift = await firstListed<Named>(demo, '/api/v1/shifts');
    return { path: { id: shift.id }, body: { name: shift.name, startTime: '09:30' } };
  },
  createLeaveSetting: async (demo) => ({ body: { year: await nextLeaveYear(demo), numberOfLeaves: 22 } }),
  updateLeaveSetting: async (demo) => {
    const setting = await firstListed<{ id: string; year: number; numberOfLeaves: number }>(
      demo,
      '/api/v1/leave-settings',
    );
    return {
      path: { id: setting.id },
      body: { year: setting.year, numberOfLeaves: setting.numberOfLeaves + 2 },
    };
  },
  updateTrackingSettings: async () => ({
    body: {
      screenshotMode: 'blurred',
      screenshotRetentionDays: 90,
      titleRedactionPatterns: ['Net Banking', 'Password'],
      canEmployeesDeleteScreenshots: false,
      manualTimeAutoApproveMinutes: 30,
    },
  }),
  updateOrganizationSettings: async () => ({
    body: { isShiftsEnabled: true, isLogOffIncludedInIdle: false, currency: 'INR' },
  }),
  // Five minutes in the editor, then a minute away, as the tracker sends them.
  uploadActivityBatch: async () => ({
    body: {
      batchId: 'rahul-thinkpad-2026-03-02T08:50',
      intervals: [
        {
          kind: 'focus',
          startedAt: '2026-03-02T08:50:00.000Z',
          durationSeconds: 300,
          app: 'Code',
          title: 'leave-balance.ts — pulse',
          url: null,
          projectId: null,
          todoId: null,
        },
        { kind: 'away', startedAt: '2026-03-02T08:55:00.000Z', durationSeconds: 60 },
      ],
      inputMinutes: [
        { minuteStart: '2026-03-02T08:50:00.000Z', keyPresses: 96, mouseClicks: 12 },
        { minuteStart: '2026-03-02T08:51:00.000Z', keyPresses: 143, mouseClicks: 7 },
      ],
    },
  }),
  createActivityCategory: async () => ({ body: { name: 'Design tools', productivity: 'productive' } }),
  updateActivityCategory: async (demo) => {
    const category = await firstListed<Named>(demo, '/api/v1/activity-categories');
    return { path: { id: category.id }, body: { name: category.name, productivity: 'neutral' } };
  },
  createActivityCategoryRule: async (demo) => {
    const category = await firstListed<Named>(demo, '/api/v1/activity-categories');
    return { path: { id: category.id }, body: { kind: 'domain', pattern: 'figma.com' } };
  },
  // Monday to Friday, people without attendance by 11:00 marked absent.
  updateAttendanceRules: async () => ({ body: { workingDays: [1, 2, 3, 4, 5], absentCheckHour: 11 } }),
  submitTimesheetWeek: async (demo) => ({
    path: { employeeId: demo.employeeId, weekStart: '2026-02-23' },
    body: { note: 'Thursday includes the release night.' },
  }),
  decideTimesheetWeeks: async (demo) => ({
    body: { action: 'approve', weeks: [await submittedWeek(demo)] },
  }),
  // Lists over the demo's dates, where the schema's example would ask for 1900 or a single day.
  listHolidays: async () => ({ query: { year: '2026' } }),
  listCalendarAbsences: async () => ({ query: { from: '2026-03-01', to: '2026-03-31' } }),
  listAuditEvents: async () => ({ query: { from: '2026-02-01', to: '2026-03-02' } }),
  createHoliday: async () => ({ body: { date: '2026-07-15', name: 'Founders’ Day' } }),
  copyHolidays: async (demo) => {
    const { items } = await demo.read<Listed<number>>('/api/v1/holidays/years');
    const latest = Math.max(...items);
    return { body: { fromYear: latest, toYear: latest + 1 } };
  },
  createCalendarFeed: async () => ({ body: { kind: 'mine' } }),
  setTodoCompletion: async () => ({ body: { isCompleted: true } }),
  updatePolicy: async (demo) => {
    const policy = await firstListed<Named>(demo, '/api/v1/policies');
    return {
      path: { id: policy.id },
      body: { name: `${policy.name} (2026)`, requiresAcknowledgement: true },
    };
  },
  askAssistant: async () => ({ body: { text: QUESTION } }),
  askAssistantStreamed: async () => ({ body: { text: QUESTION } }),
  signIn: async () => ({ body: { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, rememberMe: false } }),
  requestPasswordReset: async () => ({ body: { email: DEMO_EMPLOYEE_EMAIL } }),
  createOrganization: async () => ({
    body: {
      name: 'Meera Shah',
      organizationName: 'Shah Design Studio',
      email: 'meera@shahdesign.example',
      password: 'Studio@26',
      timeZone: 'Asia/Kolkata',
    },
  }),
  createEmployee: async (demo) => ({ body: await newEmployee(demo) }),
  updateEmployee: async (demo) => ({ body: await editedEmployee(demo) }),
  // An invitation is resent to someone who has not joined yet: the new engineer invited just before.
  resendInvitation: async (demo) => {
    const created = await demo.send<{ id: string }>(
      'POST',
      '/api/v1/employees',
      await newEmployee(demo),
      'administrator',
    );
    return { path: { employeeId: created.id } };
  },
  // A promotion after the latest appraisal, which the new one must continue.
  createAppraisal: async (demo) => {
    const latest = await latestAppraisal(demo);
    return {
      body: {
        currentDesignation: latest.newDesignation,
        newDesignation: 'Senior Software Engineer',
        currentSalary: String(latest.newSalary),
        newSalary: String(Math.round(latest.newSalary * 1.12)),
        appraisalDate: '2026-04-01',
      },
    };
  },
  // The latest appraisal's raise, corrected.
  updateAppraisal: async (demo) => {
    const latest = await latestAppraisal(demo);
    return {
      path: { appraisalId: latest.id },
      body: {
        currentDesignation: latest.currentDesignation,
        newDesignation: latest.newDesignation,
        currentSalary: String(latest.currentSalary),
        newSalary: String(latest.newSalary + 500),
        appraisalDate: latest.appraisalDate,
      },
    };
  },
  createBank: async () => ({
    body: { name: 'Axis Bank', branch: 'Koregaon Park, Pune', ifsc: 'UTIB0000123' },
  }),
  updateBank: async (demo) => {
    const { items } = await demo.read<Listed<Named>>('/api/v1/banks');
    const bank = firstWhere(items, (item) => item.name === 'State Bank of India', 'State Bank of India');
    return {
      path: { id: bank.id },
      body: { name: 'State Bank of India', branch: 'Residency Road, Bengaluru', ifsc: 'SBIN0001234' },
    };
  },
  // The employee list shows the contact number before the designation.
  updateDefaultColumns: async (demo) => {
    const columns = await demo.read<{ columnKey: string; columnName: string; isVisible: boolean }[]>(
      '/api/v1/default-columns?entity=employee',
    );
    const ordered = [
      ...columns.filter((column) => column.columnKey !== 'designation'),
      ...columns.filter((column) => column.columnKey === 'designation'),
    ];
    return {
      path: { entity: 'employee' },
      body: {
        columns: ordered.map(({ columnKey, columnName, isVisible }) => ({
          columnKey,
          columnName,
          isVisible,
        })),
      },
    };
  },
  // The demo's salary sheets are those of January and February 2026.
  getSalarySheet: async () => ({ path: { year: '2026', month: '2' } }),
  getEmployeeSalarySlip: async () => ({ path: { year: '2026', month: '2' } }),
  getMySalarySlip: async () => ({ path: { year: '2026', month: '2' } }),
  reportTrackerHeartbeat: async () => ({
    body: {
      state: 'tracking',
      agentVersion: '1.4.0',
      capabilities: {
        activeWindow: { available: true, detail: 'X11 active window' },
        idle: { available: true, detail: 'X11 screen saver extension' },
        inputCounts: { available: true, detail: 'libinput' },
        screenshots: { available: true, detail: 'X11 root window' },
      },
    },
  }),
  getPendingDeviceAuthorization: async (demo) => ({
    query: { userCode: (await deviceAuthorization(demo)).userCode },
  }),
  approveDeviceAuthorization: async (demo) => ({
    body: { userCode: (await deviceAuthorization(demo)).userCode },
  }),
  denyDeviceAuthorization: async (demo) => ({
    body: { userCode: (await deviceAuthorization(demo)).userCode },
  }),
  // The demo employee forgot to sign in this morning: the administrator records 09:15 in Kolkata;
  // the employee records their own arrival (today only, so without a date).
  markAttendance: async (demo) => ({
    body:
      demo.caller === 'employee'
        ? { inTime: '2026-03-02T03:45:00.000Z', outTime: null }
        : {
            employeeId: demo.employeeId,
            workDate: '2026-03-02',
            inTime: '2026-03-02T03:45:00.000Z',
            outTime: null,
          },
  }),
  applyLeave: async (demo) => ({ body: leaveApplication(demo) }),
  approveLeave: async (demo) => ({ path: { id: await leaveFor(demo, 'approve') } }),
  rejectLeave: async (demo) => ({ path: { id: await leaveFor(demo, 'reject') } }),
  // Only the applicant cancels: the caller's own leave, applied for just before.
  cancelLeave: async (demo) => {
    const leave = await demo.send<{ id: string }>(
      'POST',
      '/api/v1/leaves',
      leaveApplication(demo, true),
      demo.caller,
    );
    return { path: { id: leave.id } };
  },
  markLeavePresent: async (demo) => ({ path: { id: await leaveFor(demo, 'mark-present') } }),
  createManualTime: async () => ({ body: manualTime }),
  getManualTime: async (demo) => ({ path: { id: await manualTimeToDecide(demo) } }),
  approveManualTime: async (demo) => ({
    path: { id: await manualTimeToDecide(demo) },
    body: { note: 'Thanks for logging the client visit.' },
  }),
  denyManualTime: async (demo) => ({
    path: { id: await manualTimeToDecide(demo) },
    body: { note: 'This time is already in your tracked hours.' },
  }),
  approveTimesheetWeek: async (demo) => ({ path: await submittedWeek(demo) }),
  rejectTimesheetWeek: async (demo) => ({
    path: await submittedWeek(demo),
    body: { reason: 'Thursday shows 14 hours on Customer Portal Redesign; please check it.' },
  }),
  setTimesheetLock: async () => ({ body: { lockedThrough: '2026-02-22' } }),
  updateHoliday: async (demo) => {
    const { items } = await demo.read<Listed<Named & { date: string }>>('/api/v1/holidays?year=2026');
    const holiday = firstWhere(items, () => true, 'holiday in 2026');
    return {
      path: { id: holiday.id },
      body: { date: holiday.date, name: `${holiday.name} (office closed)` },
    };
  },
  createProject: async (demo) => ({ body: await projectBody(demo) }),
  updateProject: async (demo) => {
    const portal = await projectNamed(demo, 'Customer Portal Redesign');
    return { path: { id: portal.id }, body: { ...(await projectBody(demo)), name: 'Partner Portal' } };
  },
  createTodo: async (demo) => ({ body: await todoBody(demo, 'Load test the sign-in page') }),
  updateTodo: async (demo) => ({ body: await todoBody(demo, 'Accessibility review of the checkout') }),
  // Two people joining next month, from the import template filled in.
  previewEmployeeImport: async () => ({ form: { file: importFile(), sendInvitations: 'true' } }),
  importEmployees: async () => ({ form: { file: importFile(), sendInvitations: 'true' } }),
  // The sample salary sheet (the demo's people and their pay) as March's, or as February's again.
  previewSalarySheet: async (demo) => ({ form: { file: await salarySheet(demo) } }),
  uploadSalarySheet: async (demo) => ({
    path: { year: '2026', month: '3' },
    form: { file: await salarySheet(demo) },
  }),
  replaceSalarySheet: async (demo) => ({
    path: { year: '2026', month: '2' },
    form: { file: await salarySheet(demo) },
  }),
  uploadScreenshot: async () => ({
    form: {
      image: {
        fileName: 'screenshot.jpg',
        contentType: 'image/jpeg',
        bytes: await imageBytes('jpeg', 320, 200),
      },
      capturedAt: '2026-03-02T08:55:00.000Z',
      windowTitles: JSON.stringify(['Pull request #482 · pulse — Firefox', 'Slack — #release']),
      keyPresses: '412',
      mouseClicks: '57',
      isIdle: 'false',
    },
  }),
  createPolicy: async () => ({
    form: {
      file: {
        fileName: 'Work From Home Policy.pdf',
        contentType: 'application/pdf',
        bytes: pdfBytes('Work From Home Policy: up to two days a week, agreed with your manager.'),
      },
      name: 'Work From Home Policy',
      requiresAcknowledgement: 'true',
    },
  }),
  createNews: async () => ({
    form: {
      data: newsData('Team outing on Friday'),
      banner: {
        fileName: 'outing.jpg',
        contentType: 'image/jpeg',
        bytes: await imageBytes('jpeg', 1200, 400),
      },
    },
  }),
  updateNews: async () => ({ form: { data: newsData('Team outing on Friday: buses at 8:00') } }),
  createSavedReport: async (demo) => ({ body: savedReportBody(demo) }),
  updateSavedReport: async (demo) => ({ body: { ...savedReportBody(demo), schedule: 'weekly' } }),
  updateWebhook: async (demo) => ({
    path: { id: await webhookFor(demo) },
    body: { description: 'Payroll sync (leave decisions only)', events: ['leave.decided'] },
  }),
  pingWebhook: async (demo) => ({ path: { id: await webhookFor(demo) } }),
  listWebhookDeliveries: async (demo) => ({ path: { id: (await webhookDeliveryFor(demo)).id } }),
  redeliverWebhookDelivery: async (demo) => ({ path: await webhookDeliveryFor(demo) }),
};
