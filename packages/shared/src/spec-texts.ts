// Every text the spec names, verbatim (odd spacing included), defined once for server and web.

export const signInTexts = {
  emailRequired: 'Email  is required',
  emailInvalid: 'Email is not valid',
  passwordRequired: 'password is required',
  success: 'Logged In successfully',
  failure: 'Invalid Email Id or Password or your Organization is not active.',
} as const;

// Texts Pulse adds to signing in where the spec is silent.
export const signInPulseTexts = {
  // Hardening (sign-in lockout): the sign-in after failed attempts on the account says how many, once,
  // so a person learns that someone may have been guessing their password.
  failedAttempts: (count: number) =>
    `${count} failed ${count === 1 ? 'attempt' : 'attempts'} since your last sign-in`,
} as const;

export const employeeTexts = {
  nameRequired: 'Employee Name is required',
  officialEmailRequired: 'Official Email is required',
  officialEmailInvalid: 'email is not valid',
  officialEmailTaken: 'Official email id already exist.',
  trackerPasswordRequired: 'Tracker Password is required',
  trackerPasswordRule: 'Min 6 and max 10 char allowed',
  joiningDateRequired: 'Please select Joining Date',
  dateOfBirthRequired: 'Please select Date Of Birth',
  fatherNameRequired: 'Father Name is required',
  added: 'Employee Added successfully',
  updated: 'Employee updated successfully',
  deleted: 'Employee deleted successfully',
  deleteFailed: 'Error in delete employee',
  saveFailed: 'please try again later.',
  deleteQuestion: 'Are you sure you want to delete this employee?',
  deleteTitle: 'Confirm!',
} as const;

// spec A §5 appraisal rules.
export const appraisalTexts = {
  currentDesignationRequired: 'Current Designation is required',
  newDesignationRequired: 'Appraised Designation is required',
  currentSalaryRequired: 'Current Salary is required',
  newSalaryRequired: 'New Salary is required',
  salaryNotNumeric: 'Please enter salary in numbers',
  dateNotLater: 'Please select new Date',
} as const;

// Texts Pulse adds to the employee screens where the spec is silent.
export const employeePulseTexts = {
  departmentRequired: 'Please select Department',
  appraisalDateRequired: 'Please select Appraisal Date',
  appraisalCurrentLocked: 'Current designation and salary must match the latest appraisal',
  appraisalOwnRecord: 'You cannot change appraisals on your own record.',
  cannotDeleteSelf: 'You cannot delete your own record.',
  cannotDemoteSelf: 'You cannot deactivate yourself or remove your own administrator role.',
  employeeNotFound: 'Employee not found.',
  appraisalNotFound: 'Appraisal not found.',
  optionNotFound: 'The selected department, designation, shift or bank does not exist.',
  personalEmailInvalid: 'Personal email is not valid',
  contactNumberInvalid: 'Enter a phone number: 7 to 15 digits, optionally starting with +',
  panInvalid: 'PAN must be 5 letters, 4 digits and a letter, e.g. ABCDE1234F',
  ifscInvalid: 'IFSC Code must be 4 letters, a zero and 6 letters or digits, e.g. SBIN0001234',
  aadhaarInvalid: 'Aadhaar number must be 12 digits and a valid Aadhaar number',
  appraisalSaved: 'Appraisal saved successfully',
  appraisalDeleted: 'Appraisal deleted successfully',
} as const;

export const shellTexts = {
  logoutQuestion: 'Are you sure you want to logout?',
  noNotifications: 'No Notifications!',
} as const;

// Texts Pulse adds where the spec is silent (sign-up, rate limits).
export const pulseTexts = {
  organizationNameRequired: 'Organization Name is required',
  timeZoneInvalid: 'Time zone is not valid',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  organizationCreated: 'Organization created successfully',
  sessionExpired: 'Your session has ended. Please sign in again.',
} as const;

// Sign-up (Pulse's own screen, the spec shows none): each message names the form's own label (Your
// Name, Email, Password), not the employee form's.
export const signUpTexts = {
  nameRequired: 'Your Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  emailTaken: 'An account with this Email already exists.',
  passwordRequired: 'Password is required',
  passwordRule: 'Password must be 6 to 10 characters: letters, digits or !@#$%^&*(),.?":{}|<>_-',
  passwordHint: '6 to 10 characters: letters, digits or !@#$%^&*(),.?":{}|<>_-',
} as const;

// spec A §5 and §8: settings (banks, designations, departments, shifts, leaves master, columns).
export const settingsTexts = {
  bankNameRequired: 'Bank Name is required',
  branchRequired: 'Branch is required',
  ifscRequired: 'IFSC Code is required',
  departmentNameRequired: 'Department Name is required',
  designationNameRequired: 'Designation Name is required',
  shiftNameRequired: 'Shift Name is required',
  leavesRequired: 'Leaves are required',
  bankAdded: 'Bank Added successfully',
  bankUpdated: 'Bank updated successfully',
  departmentAdded: 'Department Added successfully',
  departmentUpdated: 'Department updated successfully',
  designationAdded: 'Designation Added successfully',
  designationUpdated: 'Designation updated successfully',
  shiftAdded: 'Shift Added successfully',
  shiftUpdated: 'Shift updated successfully',
  leavesAdded: 'Leaves Added successfully',
  leavesUpdated: 'Leaves updated successfully',
  leavesDeleted: 'Leaves Deleted successfully',
  recordsUpdated: 'Records updated successfully',
  tryAgainLater: 'please try again later.',
} as const;

// Settings texts Pulse adds where the spec is silent (duplicates, deletes in use, ranges).
export const settingsPulseTexts = {
  bankExists: 'This bank and branch already exist.',
  departmentExists: 'A department with this name already exists.',
  designationExists: 'A designation with this name already exists.',
  shiftExists: 'A shift with this name already exists.',
  leavesYearExists: 'Leaves for this year are already set.',
  bankInUse: 'This bank is used by employees and cannot be deleted.',
  departmentInUse: 'This department has employees and cannot be deleted.',
  designationInUse: 'This designation is used by employees and cannot be deleted.',
  shiftInUse: 'This shift is used by employees and cannot be deleted.',
  bankNotFound: 'Bank not found.',
  departmentNotFound: 'Department not found.',
  designationNotFound: 'Designation not found.',
  shiftNotFound: 'Shift not found.',
  leavesNotFound: 'Leave setting not found.',
  startTimeInvalid: 'Enter the start time as hh:mm AM or PM',
  yearInvalid: 'Year must be between 2000 and 2100',
  numberOfLeavesInvalid: 'Number of Leaves must be a whole number from 0 to 365',
  columnNameRequired: 'Column Name is required',
  columnNameTooLong: 'Column Name can have at most 50 characters',
  columnsInvalid: 'Send every column of the list exactly once',
  bankDeleted: 'Bank Deleted successfully',
  departmentDeleted: 'Department Deleted successfully',
  designationDeleted: 'Designation Deleted successfully',
  shiftDeleted: 'Shift Deleted successfully',
  settingSaveFailed: 'The setting could not be saved; it is back as it was.',
} as const;

// Payroll (spec A §8, spec B §8), then the texts Pulse adds where the spec is silent.
export const payrollTexts = {
  alreadyUploaded: 'PayRoll is Uploaded already with selected year and month.',
  tryAgainLater: 'please try again later.',
  added: 'PayRoll Added successfully',
  updated: 'PayRoll updated successfully',
  slipNotAdded: 'Your pay slip for this month was not added',
  sheetNotXlsx: 'The salary sheet must be an Excel workbook (.xlsx).',
  sheetEmpty: 'The salary sheet is empty.',
  sheetUnreadable: 'The salary sheet could not be read. Save it again as .xlsx and retry.',
  sheetTooLarge: 'The salary sheet must be 5 MB or smaller.',
  sheetTooManyRows: 'The salary sheet may hold at most 10,000 rows.',
  sheetHasProblems: 'The salary sheet has problems; nothing was saved.',
  sheetMissing: 'Choose a salary sheet to upload.',
  payrollNotFound: 'No payroll was uploaded for this month.',
  noSlipsInYear: (year: number) => `No pay slips for ${year} yet.`,
  deleted: 'PayRoll deleted successfully',
} as const;

// Employee documents and photo (spec A §8 upload messages; notices last 3 s, spec A §9), then the
// texts Pulse adds where the spec is silent.
export const documentTexts = {
  invalidFormat: 'Invalid format: upload failed',
  invalidFormatTitle: 'Failure',
  uploaded: 'File(s) uploaded successfully',
  uploadFailed: 'File(s) upload failed',
  deleted: 'File Deleted successfully',
  deleteFailed: 'File Delete failed',
} as const;

export const documentPulseTexts = {
  notAllowedType: 'is not an image, PDF, DOC or DOCX file',
  tooLarge: 'Each file must be 10 MB or smaller.',
  tooMany: 'Upload at most 10 files at once.',
  noFiles: 'Choose one or more files to upload.',
  documentNotFound: 'Document not found.',
  saveEmployeeFirst: 'Save the employee first',
  noDocuments: 'No documents yet.',
  deleteTitle: 'Delete file?',
  deleteQuestion: 'Are you sure you want to delete this file?',
  photoInvalid: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo must be 2 MB or smaller.',
  photoMissing: 'Choose a photo to upload.',
  photoNotFound: 'No photo.',
  photoSaved: 'Photo uploaded successfully',
  photoDeleted: 'Photo removed',
} as const;

// The tracker agent's API answers: Pulse's own texts, as the spec shows no tracker screens.
export const trackerTexts = {
  deviceUnauthenticated: 'This tracker is not signed in. Sign in again.',
  batchTooLarge: 'A batch holds at most 5,000 items.',
  intervalsOverlap: 'Intervals of the same kind overlap.',
  timeInFuture: 'This time is in the future.',
  timeTooOld: 'This time is more than 30 days ago.',
  minuteNotWhole: 'An input minute must start on a whole minute.',
  windowTitlesInvalid: 'windowTitles must be a JSON array of strings.',
  screenshotInvalid: 'The screenshot must be a JPEG, PNG or WebP image.',
  screenshotTooLarge: 'The screenshot must be 5 MB or smaller.',
  screenshotMissing: 'Attach the screenshot image.',
  screenshotsOff: 'Screenshots are off for this employee.',
  deviceNotFound: 'Device not found.',
} as const;

// Time sheet, activity viewer and reports (spec A §2, spec B §5 and §8), verbatim: the two spaces in
// 'Select employee  first!.' are the spec's.
export const activityTexts = {
  noTimeLog: 'No time log for this time. Either user is not logged in or tracker is stopped',
  noScreenshot: 'No screenshot found!',
  noRecords: 'No records found!',
  noRecord: 'No record found!',
  selectStartDate: 'Select start date first!.',
  selectEndDate: 'Select end date first!.',
  selectEmployee: 'Select employee  first!.',
} as const;

// The texts Pulse adds where the spec is silent (report range checks, the viewer's empty cells).
export const activityPulseTexts = {
  endBeforeStart: 'The end date must be on or after the start date.',
  rangeTooLong: 'Choose a range of at most 366 days.',
  dateInvalid: 'Enter the date as YYYY-MM-DD.',
  // What a cell without a screenshot stands for (day-totals.ts emptySlotKind).
  emptySlot: {
    idle: 'Idle',
    loggedOff: 'Idle (logged off)',
    notTracked: 'Not tracked',
    noScreenshot: 'Tracked, no screenshot',
  },
  // A tracked slot without a screenshot, shown by its focused time (screenshots Off, ActivityWatch).
  focusedSlot: {
    noApplication: 'No application named',
    tracked: (minutes: number) => `${minutes} min`,
    worked: (percent: number) => `Worked ${percent}%`,
  },
} as const;

// spec B §2, §4, §5, §8: leaves and holidays.
export const leaveTexts = {
  addHeader: 'Add Leave',
  descriptionLabel: 'Leave Description',
  descriptionRequired: 'Leave Description is required',
  descriptionTooLong: 'Leave description can be only 500 character long',
  startRequired: 'Please select Start Date',
  endRequired: 'Please select End Date',
  typeRequired: 'Leave type is required',
  managersRequired: 'Please select your Managers',
  managersHint: 'Type Name of Your Manager',
  applied: 'Leave Applied',
  cancelled: 'Leave Cancelled',
  approved: 'Leave Approved',
  rejected: 'Leave Rejected',
  markedPresent: 'Marked Present',
  cancelFailed: 'Error Occurred while Leave Cancellation',
  approveFailed: 'Error Occurred while Leave Approval',
  rejectFailed: 'Error Occurred while Leave Rejection',
  markPresentFailed: 'Error Occurred while Marking Present',
  saveFailed: 'please try again later.',
  confirmTitle: 'Confirm The Action',
  confirmApprove: 'Are you sure to approve leave',
  confirmReject: 'Are you sure to reject leave',
  confirmCancel: 'Are you sure to cancel leave',
  confirmMarkPresent: 'Are you sure to mark present',
  detailTitle: 'LEAVE DETAIL',
  // spec B §2 LEAVE DETAIL fields, in the spec's order.
  detailAppliedBy: 'Applied By',
  detailType: 'Type Of Leave',
  detailDates: 'Dates',
  detailAppliedTo: 'Applied To',
  detailLeavesApplied: 'Leaves Applied',
  detailOverallTaken: 'Overall Leaves Taken',
  detailActionTakenBy: 'Action Taken By',
  detailReason: 'Reason For Leave',
  // spec B §2 table columns.
  columns: ['Name', 'Start Date', 'End Date', 'Status', 'Action'],
  holidayColumns: ['Holiday Date', 'Day', 'Reason'],
  notYet: 'Not Yet',
  tabEmployeeLeaves: 'Employee Leaves',
  tabApplied: 'Your Applied Leaves',
  tabForApproval: 'Leaves For Your Approval',
  tabHolidays: 'Holiday List',
} as const;

// Texts Pulse adds to leaves and holidays where the spec is silent.
export const leavePulseTexts = {
  overlaps: 'There is already a pending or approved leave on some of these dates.',
  beforeThisYear: 'Dates cannot be before the start of the current year.',
  endBeforeStart: 'End Date cannot be before Start Date.',
  halfDaySingleDate: 'A half day leave is for one date: Start Date and End Date must be the same.',
  ownLeave: 'You cannot decide your own leave.',
  notYourApproval: 'This leave was not applied to you.',
  actionNotAllowed: 'This action is not possible on this leave any more.',
  managerUnknown: 'Choose managers from your organisation.',
  managerIsApplicant: 'You cannot choose yourself as your manager.',
  noLeaves: 'No leaves found.',
  holidayExists: 'There is already a holiday on this date.',
  holidayNameRequired: 'Reason is required',
  holidayDateRequired: 'Please select Holiday Date',
  noHolidays: 'No holidays for this year.',
  holidaysCopied: 'Holidays copied',
  holidayAdded: 'Holiday Added',
  holidayUpdated: 'Holiday Updated',
  holidayDeleted: 'Holiday Deleted',
  holidayDeleteQuestion: 'Are you sure you want to delete this holiday?',
  applyingFor: 'Applying for',
  employeeCodeUnknown: 'No active employee has this Employee Code.',
  attendanceRulesTitle: 'Attendance rules',
  attendanceRulesHint:
    'A working day without attendance, tracked time, leave or holiday is marked absent once this hour of the next day has passed.',
  workingDaysLabel: 'Working days',
  absentCheckHourLabel: 'Mark absent after',
  attendanceRulesSaved: 'Attendance rules saved',
} as const;

// spec B §2, §5, §8: attendance.
export const attendanceTexts = {
  markHeader: 'Mark Your Attendance',
  inTimeRequired: 'Please Select In Time',
  alreadyMarked: 'Attendance Already Marked',
  marked: 'Attendance Marked Successfully',
  checkAttendance: 'Check Attendance',
  downloadExcel: 'Download Excel',
  markAttendance: 'Mark Attendance',
} as const;

export const attendancePulseTexts = {
  outsideOwnWindow: 'Record the time as it is now: within 10 minutes of the current time.',
  outBeforeIn: 'Out Time must be after In Time.',
  noRecords: 'No record found!',
  rangeInvalid: 'The end date must not be before the start date.',
  // An administrator's In Time must fall on the day being recorded (the day the shift started).
  inTimeOffDate: 'In Time must be on the selected date.',
  // Only an administrator recording another employee's attendance chooses the day.
  ownDateFixed: 'Your attendance is recorded for the current day only.',
} as const;

// spec B §2, §5, §8: projects. The §5/§8 toasts end with a full stop; the required texts do not.
export const projectTexts = {
  listHeader: 'Project List',
  addHeader: 'Add a new project',
  updateHeader: 'Update project',
  addButton: 'Add Project',
  updateButton: 'Update Project',
  startRequired: 'Please select Start Date.',
  endRequired: 'Please select End Date.',
  teamRequired: 'Please select Team Members.',
  nameTooLong: 'Project name can be only 200 character long.',
  descriptionTooLong: 'Project description can be only 500 character long.',
  nameRequired: 'Project Name is required',
  descriptionRequired: 'Project Description is required',
  budgetRequired: 'Estimated Budget is required',
  hoursRequired: 'Estimated Hours is required',
  statusRequired: 'Status is required',
  intervalRequired: 'Time Interval is required',
  saveFailed: 'please try again later',
  added: 'Project Added successfully',
  updated: 'Project updated successfully',
  // The form's fields (spec B §2 Project form).
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  startDateLabel: 'Start Date',
  endDateLabel: 'End Date',
  statusLabel: 'Status',
  budgetLabel: 'Estimated Budget',
  hoursLabel: 'Estimated Hours',
  intervalLabel: 'Time Interval',
  teamLabel: 'Team Members',
  managerLabel: 'Is Manager',
  rateLabel: 'Hourly Rate',
} as const;

// Where the spec is silent on projects.
export const projectPulseTexts = {
  endBeforeStart: 'End Date must be on or after Start Date.',
  budgetInvalid: 'Estimated Budget must be a whole number of 0 or more.',
  hoursInvalid: 'Estimated Hours must be 0 or more, with at most 4 decimals.',
  // spec B §5's wording for the other required figures ('Estimated Hours is required').
  rateRequired: 'Hourly Rate is required',
  rateInvalid: 'Hourly rate must be 0 or more, with at most 4 decimals.',
  memberTwice: 'Each team member can be chosen once.',
  memberNotActive: 'Choose active employees of your organisation.',
  nameTaken: 'A project with this name already exists.',
  notOnTeam: 'You are not on the team of this project.',
  todoNotAssigned: 'This to-do is not assigned to you.',
  currencyInvalid: 'Choose a currency from the list.',
  currencySaved: 'Currency saved',
  budgetAlertTitle: 'Project budget alert',
} as const;

// spec B §2, §5, §8: to-dos, verbatim (two spaces in 'No ToDos  Found for this project.').
export const todoTexts = {
  listHeader: 'Todo List',
  addHeader: 'Add a new ToDo',
  updateHeader: 'Update ToDo',
  addButton: 'Add Todo',
  updateButton: 'Update Todo',
  nameRequired: 'ToDo Name is required',
  projectRequired: 'Project is required',
  memberRequired: 'Member is required',
  markAsCompleted: 'Mark As Completed',
  selectProject: 'Please select project from Drop Down List to display ToDos',
  noTodos: 'No ToDos  Found for this project.',
  added: 'ToDo Added successfully',
  updated: 'ToDo updated successfully',
  // The form's fields (spec B §2 To-do form).
  nameLabel: 'Name',
  projectLabel: 'Project',
  membersLabel: 'Members',
} as const;

export const todoPulseTexts = {
  // The project dropdown's first choice: an employee's projects, or an administrator's (all of them).
  allMyProjects: 'All my projects',
  allProjects: 'All projects',
  noTodosInProjects: 'No ToDos found in your projects.',
  nameTooLong: 'ToDo name can be only 200 character long.',
  memberNotOnTeam: 'Members must be on the team of the chosen project.',
  onlyCompletion: 'You can only mark your own to-dos as completed.',
} as const;

// spec B §2 Company policy: the spec shows only the list; Pulse's texts for maintaining it.
export const policyPulseTexts = {
  header: 'Company Policy',
  nameRequired: 'Policy name is required',
  nameTooLong: 'Policy name can be at most 200 characters long.',
  fileMissing: 'Choose the policy file to upload.',
  fileInvalid: 'A policy must be a PDF, DOCX, JPEG or PNG file.',
  fileTooLarge: 'A policy file can be at most 10 MB.',
  notFound: 'Policy not found.',
  nameTaken: 'A policy with this name already exists.',
  uploadButton: 'Upload Policy',
  uploaded: 'Policy uploaded',
  replaced: 'Policy file replaced',
  renamed: 'Policy renamed',
  deleted: 'Policy deleted',
  deleteQuestion: 'Are you sure you want to delete this policy?',
  empty: 'No policies yet.',
  updateEmpty: 'Give the policy a new name or say whether it requires acknowledgement.',
  requiresAcknowledgementInvalid: 'Requires acknowledgement must be true or false.',
  // Acknowledgement of a policy's current version (the spec is silent; peers offer it, HR needs it).
  requiresAcknowledgement: 'Requires acknowledgement',
  acknowledgementRequired: 'Employees are asked to acknowledge this policy',
  acknowledgementNotRequired: 'This policy no longer asks for acknowledgement',
  readAndAcknowledge: 'Read and acknowledge',
  acknowledgeStatement: 'I have read and understood this policy',
  acknowledgeHint: 'The policy opens in a new tab. Read it, then confirm here.',
  acknowledgedOn: 'Acknowledged on',
  acknowledgedToast: 'Policy acknowledged',
  versionChanged:
    'This policy has a newer version than the one you opened. Open it again and read it before acknowledging.',
  acknowledgements: 'Acknowledgements',
  acknowledgedSection: 'Acknowledged',
  pendingSection: 'Not acknowledged yet',
  nobody: 'Nobody',
  // A link to one policy (ProBot cites the policies it quotes): opening the file needs the reader's click.
  linkedHint: 'Open the policy to read it in full.',
  openButton: 'Open',
} as const;

// spec B §2 News updates, §4, §5 news form, §8 News (verbatim, odd spacing included).
export const newsTexts = {
  header: 'News Updates',
  addButton: '+Add News Updates',
  formHeader: 'Publish new update',
  titleRequired: ' Title is required',
  descriptionRequired: 'Description is required',
  dateRequired: 'Please select Entry Date',
  bannerRequired: 'Please Upload Banner Image',
  deleteQuestion: 'Are you sure you want to delete this News?',
  deleted: 'LiveNews  deleted successfully',
  deleteFailed: 'Error in delete live newsUpdate.',
  added: 'Live News Updates Added successfully',
  updated: 'Live News updated successfully',
  saveFailed: 'please try again later.',
} as const;

// Where the spec is silent about news.
export const newsPulseTexts = {
  titleTooLong: 'Title can be at most 500 characters long.',
  dateInvalid: 'Enter a valid date.',
  descriptionTooLong: 'The description is too long.',
  // spec B §5 says the old alert named 5 MB while refusing over 10,000,000 bytes: state the real limit.
  attachmentsTooLarge: 'The new attachments together can be at most 10 MB (10,000,000 bytes).',
  attachmentInvalid: 'An attachment must be a PDF, Office document, text file or image.',
  bannerInvalid: 'The banner must be a JPEG, PNG or WebP image.',
  bannerTooLarge: 'The banner image can be at most 10 MB.',
  cropInvalid: 'The crop lies outside the banner image.',
  attachmentsTooMany: 'A news update can have at most 20 attachments.',
  imageInvalid: 'An image in the description must be a JPEG, PNG, GIF or WebP file of at most 10 MB.',
  notFound: 'News update not found.',
  draft: 'Draft',
  published: 'Published',
  empty: 'No news updates yet.',
  viewAll: 'View All',
} as const;

// The dashboard's cards where the spec shows no text (spec A §2 names the tiles and the two lists).
export const dashboardPulseTexts = {
  newsHeading: 'News and Update',
  noNews: 'No news updates yet.',
  policiesHeading: 'Policies to Acknowledge',
  allPoliciesAcknowledged: 'All policies are read and acknowledged.',
  myWeekHeading: 'My Hours This Week',
  hoursWorked: 'Hours Worked',
  idleTime: 'Idle Time',
  actualWork: 'Actual Work',
  employeeCountsHeading: 'Employees',
  active: 'Active',
  inactive: 'Inactive',
  relieved: 'relieved',
  total: 'Total',
  attendanceHeading: 'Today’s Attendance',
  present: 'Present',
  onLeave: 'On Leave',
  absent: 'Absent',
  notWorkingDay: 'Today is not a working day.',
  nobodyWorked: 'Nobody has worked today.',
  holiday: 'Holiday',
  noActiveEmployees: 'No active employees.',
  workWeekHeading: 'Work in the Last 7 Days',
  noWork: 'No time tracked in the last 7 days.',
  upcomingAppraisalsHeading: 'Upcoming Appraisals',
  noUpcomingAppraisals: 'No appraisals due in the next 30 days.',
  upcomingBirthdaysHeading: 'Upcoming Birthdays',
  noUpcomingBirthdays: 'No birthdays in the next 30 days.',
  couldNotLoad: 'Could not load',
  retry: 'Retry',
} as const;

// Settings → Tracking, the Audit page and the employee's own screenshots (privacy of the monitored):
// Pulse's own texts, as the spec shows none of these screens.
export const trackingPrivacyTexts = {
  tabLabel: 'Tracking',
  formHeading: 'Tracking and privacy',
  screenshotModeLabel: 'Screenshots (organisation default)',
  retentionLabel: 'Keep screenshots for (days)',
  retentionInvalid: 'Enter a whole number of days from 1 to 3650.',
  patternsLabel: 'Window-title redaction patterns',
  patternsHint:
    'One pattern per line. A window whose title or address contains the pattern (* stands for any text, case is ignored) is recorded under its application’s name alone.',
  patternTooLong: 'A pattern can have at most 200 characters.',
  patternEmpty: 'A pattern cannot be empty.',
  patternDuplicate: 'This pattern is listed twice.',
  patternsTooMany: 'At most 100 patterns.',
  canEmployeesDeleteLabel: 'Employees may delete their own screenshots',
  autoApproveLabel: 'Approve manual time automatically',
  autoApproveMinutesLabel: 'Approve requests shorter than (minutes)',
  autoApproveInvalid: 'Enter a whole number of minutes from 1 to 720.',
  saved: 'Tracking settings saved',
  employeesHeading: 'Screenshots per employee',
  organisationDefault: 'Organisation default',
  modeSaved: 'Screenshot mode saved',
  auditLink: 'Open the audit trail',
  auditHeading: 'Audit Trail',
  auditEmpty: 'No audit events in this range.',
  auditRangeTooLong: 'Choose a range of at most 366 days.',
  screenshotDeletedByEmployee: 'Screenshot deleted by employee',
  deleteScreenshot: 'Delete screenshot',
  deleteScreenshotQuestion:
    'Delete this screenshot? The image is removed for good; the time and activity of the slot stay, and the deletion is recorded.',
  screenshotDeleted: 'Screenshot deleted',
  employeesMayNotDelete: 'Your organisation does not allow employees to delete screenshots.',
  onlyOwnScreenshots: 'Only the employee a screenshot belongs to may delete it.',
  pausedHeading: 'Paused',
} as const;

// Manual (offline) time, spec A §1: the spec names the capability, not its words.
export const manualTimePulseTexts = {
  pageTitle: 'Manual Time',
  addButton: 'Add manual time',
  addHeader: 'Add manual time',
  dateLabel: 'Date',
  fromLabel: 'From',
  toLabel: 'To',
  projectLabel: 'Project',
  todoLabel: 'To-do',
  noProject: 'No project',
  noTodo: 'No to-do',
  kindLabel: 'Kind of time',
  productive: 'Productive',
  unproductive: 'Unproductive',
  reasonLabel: 'Reason',
  submit: 'Send request',
  cancel: 'Cancel',
  dateRequired: 'Please select the Date',
  fromRequired: 'Please enter From',
  toRequired: 'Please enter To',
  timeInvalid: 'Enter the time as HH:MM (24-hour).',
  kindRequired: 'Choose Productive or Unproductive',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason can be only 500 character long',
  todoWithoutProject: 'Choose the project of this to-do first.',
  toNotAfterFrom:
    'To must be after From on the same day. For time past midnight, add one request for each day.',
  inFuture: 'Manual time cannot be in the future.',
  tooOld: 'Manual time can be added for the last 30 days only.',
  tooLong: 'One request can cover at most 12 hours.',
  overlapsTracked: 'This time overlaps time the tracker recorded',
  overlapsRequest: 'This time overlaps another pending or approved request of yours',
  requested: 'Manual time requested',
  approvedAutomatically: 'Manual time added and approved automatically',
  approved: 'Manual time approved',
  denied: 'Manual time denied',
  deleted: 'Request deleted',
  approve: 'Approve',
  deny: 'Deny',
  delete: 'Delete',
  approveTitle: 'Approve manual time',
  denyTitle: 'Deny manual time',
  deleteTitle: 'Delete request',
  deleteQuestion: 'Delete this pending request? Nobody will be asked to decide it any more.',
  noteLabel: 'Note',
  noteRequired: 'Say why the request is denied.',
  noteTooLong: 'A note can be only 500 character long',
  notPending: 'This request has already been decided or deleted.',
  ownRequest: 'You cannot decide your own request.',
  onlyOwnDelete: 'Only the employee who made a request can delete it.',
  tabMine: 'My requests',
  tabToDecide: 'To approve',
  noRequests: 'No requests here.',
  manualHeading: 'Manual Time',
  manualTotal: 'Manual',
  noManualTime: 'No approved manual time on this day.',
  notFound: 'Manual time request not found.',
  autoApproveHint: 'Requests shorter than {minutes} minutes are approved at once.',
  timeHint: 'HH:MM, 24-hour',
  noProjects: 'You are on no project: the time is recorded without one.',
} as const;

// Productivity categories (spec A §1 "website and application usage categories"): the spec names the
// capability, not its screens; Pulse's own texts.
export const productivityPulseTexts = {
  tabLabel: 'Categories',
  heading: 'Application and website categories',
  hint: 'Each application or website the tracker sees falls in the category of its most specific rule: a domain before a title, a title before an application, an application before a regular expression; the longer pattern first. Changes apply to past days too.',
  addCategory: 'Add category',
  editCategory: 'Edit category',
  deleteCategory: 'Delete category',
  nameLabel: 'Name',
  productivityLabel: 'Productivity',
  productive: 'Productive',
  neutral: 'Neutral',
  unproductive: 'Unproductive',
  uncategorised: 'Uncategorised',
  nameRequired: 'Category name is required',
  nameTooLong: 'Category name can be at most 60 characters long.',
  nameTaken: 'A category with this name already exists.',
  productivityRequired: 'Choose Productive, Neutral or Unproductive.',
  categoryNotFound: 'Category not found.',
  ruleNotFound: 'Rule not found.',
  ruleKindLabel: 'Rule',
  ruleKindApp: 'Application is',
  ruleKindTitle: 'Title contains',
  ruleKindDomain: 'Domain',
  ruleKindRegex: 'Regular expression',
  rulePatternLabel: 'Pattern',
  ruleKindRequired: 'Choose the kind of rule.',
  patternRequired: 'Pattern is required',
  patternTooLong: 'A pattern can be at most 200 characters long.',
  domainInvalid: 'Enter a domain such as github.com.',
  regexInvalid: 'This is not a valid regular expression.',
  regexUnsafe:
    'This regular expression could take too long to run. Avoid a repeated group that repeats or has alternatives inside, such as (a+)+ or (a|b)*, back-references, counts over 100 and more than two of * + {n,}.',
  ruleTaken: 'This rule already belongs to the category',
  tooManyRules: 'A category can have at most 200 rules.',
  addRule: 'Add rule',
  removeRule: 'Remove rule',
  noRules: 'No rules yet.',
  empty: 'No categories yet.',
  saved: 'Category saved',
  added: 'Category added',
  deleted: 'Category deleted',
  ruleAdded: 'Rule added',
  ruleRemoved: 'Rule removed',
  deleteQuestion: 'Delete this category and its rules? What they matched becomes uncategorised.',
  reportView: 'Productivity',
  hoursView: 'Hours',
  reportCaption: 'Share of focused time by productivity, per employee and day.',
  focusedTime: 'Focused Time',
  dayShare: 'Productivity of the day',
} as const;

// Saved reports and their mailed schedules (Pulse's own: the spec's Reports page exports by hand only).
export const savedReportTexts = {
  heading: 'Saved reports',
  save: 'Save report',
  saveTitle: 'Save report',
  editTitle: 'Edit saved report',
  nameLabel: 'Name',
  formatLabel: 'Format',
  scheduleLabel: 'Email',
  recipientsLabel: 'Recipients',
  recipientsHint: 'Active employees of your organisation; each gets the file by mail.',
  ownRecipientHint: 'Mailed to you.',
  nameRequired: 'Name is required',
  nameTooLong: 'A name can be at most 100 characters long.',
  nameTaken: (name: string) => `You already have a saved report named “${name}”.`,
  recipientsRequired: 'Choose who receives the report by mail.',
  tooManyRecipients: 'A report can be mailed to at most 50 people.',
  recipientsInactive: 'Choose active employees of your organisation.',
  tooManySaved: 'You have 50 saved reports, the most one person may keep. Delete one first.',
  notFound: 'Saved report not found.',
  saved: 'Report saved',
  updated: 'Saved report updated',
  deleted: 'Saved report deleted',
  empty: 'No saved reports yet. Choose the filters above and press Save report.',
  open: 'Open',
  edit: 'Edit',
  delete: 'Delete',
  cancel: 'Cancel',
  deleteQuestion: (name: string) => `Delete the saved report “${name}”? Its mails stop.`,
  allEmployees: 'All employees',
  allProjects: 'All projects',
  notMailed: 'Not mailed',
  nextMail: (sendsOn: string, period: string) => `Next mail ${sendsOn}, for ${period}`,
  // The scheduled mail's text: the file is attached; or why it is not.
  mailAttached: (fileName: string) => `The report is attached: ${fileName}.`,
  mailNoRecord: 'No time was recorded in this period (No record found!), so no file is attached.',
  mailNotMade: (reason: string) => `The report could not be made, so no file is attached: ${reason}`,
  mailTooLarge: (megabytes: string) =>
    `The file is ${megabytes} MB, more than a mail may carry (10 MB), so it is not attached. Export it from the Reports page.`,
  mailFooter: (ownerName: string) =>
    `You receive this mail because ${ownerName} scheduled this report in Pulse, where they can change or stop it.`,
} as const;

// spec A §2 Chat assistant widget, §8 Chat (verbatim), and Pulse's own texts for ProBot.
export const assistantTexts = {
  title: 'ProBot',
  online: 'Online',
  placeholder: 'Type your message...',
  noAnswer: 'No relevant answer found',
  // spec A §8: the error shown is '⚠ Error: ' and the message; a non-OK answer's message is this.
  errorPrefix: '⚠ Error: ',
  serverError: (status: number) => `Server error: ${status}`,
} as const;

export const assistantPulseTexts = {
  open: 'Open ProBot',
  close: 'Close ProBot',
  send: 'Send',
  typing: 'ProBot is typing',
  voice: 'Speak your message',
  voiceStop: 'Stop listening',
  clearHistory: 'Delete conversation',
  clearQuestion: 'Delete your conversation with ProBot? This cannot be undone.',
  cleared: 'Conversation deleted',
  messageTooLong: 'A message can be at most 1000 characters',
  tooManyMessages: 'You are sending messages too quickly. Wait a minute and try again.',
  messageLabel: 'Your message',
  conversationLabel: 'Conversation with ProBot',
  suggestionsLabel: 'Questions to try',
  // Under a quoted policy passage: 'From {policy name}'.
  quotedFrom: 'From',
  wholePassage: 'Show the whole passage',
} as const;

// The Mail Outbox (Settings → Mail Outbox): the spec has no outbox; Pulse's texts for sending failed
// mail again.
export const outboxPulseTexts = {
  resend: 'Resend',
  resendFailed: (count: number) => `Resend failed mails (${count})`,
  resendFailedTitle: 'Resend failed mails',
  resendFailedQuestion: (count: number) =>
    count === 1
      ? 'Send the 1 failed mail again? It is tried 5 more times.'
      : `Send the ${count} failed mails again? Each is tried 5 more times.`,
  cancel: 'Cancel',
  resent: 'The mail will be sent again.',
  failedResent: (count: number) =>
    count === 1 ? '1 mail will be sent again.' : `${count} mails will be sent again.`,
  onlyFailedResent: 'Only a failed mail can be sent again.',
  lastError: 'Last error',
} as const;

// Who is working now: Pulse's own texts, the spec has no such card.
export const workingNowTexts = {
  heading: 'Working Now',
  stateLabels: { tracking: 'Tracking', idle: 'Idle', paused: 'Paused', offline: 'Offline' },
  noTrackers: 'No tracker has reported yet. Employees show here once their tracker runs.',
  nobodyWorking: 'Nobody is working right now.',
  statusColumn: 'Status',
  updateRequired: 'Update required',
  updateRequiredDetail: (minimum: string) => `Older than version ${minimum}: install the new version.`,
  updateRequiredOn: (deviceNames: string, minimum: string) =>
    `The tracker on ${deviceNames} is older than version ${minimum}: install the new version.`,
  neverReported: 'Not reported yet',
} as const;

// Invitations and the employee import: the spec has neither; Pulse's texts.
export const invitationTexts = {
  sendInvitation: 'Send an invitation instead',
  sendInvitationHint:
    'No password needed: they get an e-mail with a link to choose their own (valid for 7 days).',
  passwordWithInvitation: 'Leave Tracker Password empty when sending an invitation',
  invited: 'Employee Added successfully; the invitation is on its way',
  resend: 'Resend',
  resent: 'A new invitation is on its way; the earlier link no longer works.',
  alreadyJoined: 'This employee has already joined.',
  notInvitable: 'Only an active employee can be invited.',
  pageTitle: 'Choose your password',
  linkInvalid:
    'This invitation link does not work any more: it was used already, replaced by a newer one, or the account was closed.',
  linkExpired: 'This invitation has expired. Ask your administrator to send a new one.',
  linkMissing: 'This page needs the link from your invitation e-mail.',
  accepted: 'Your password is set. Sign in with your official e-mail and the new password.',
  setPassword: 'Set password',
} as const;

export const employeeImportTexts = {
  importButton: 'Import',
  title: 'Import employees',
  template: 'Download the template',
  chooseFile: 'Choose a CSV or Excel file',
  fileNotSupported: 'Upload the template as a .csv or .xlsx file.',
  fileEmpty: 'The file has no employees in it.',
  fileUnreadable: 'The file could not be read. Save it again from the template and upload it.',
  tooManyRows: (max: number) => `A file can hold at most ${max} employees.`,
  unknownColumn: (name: string) => `Unknown column "${name}"`,
  missingColumn: (name: string) => `Missing column "${name}"`,
  duplicateColumn: (name: string) => `Column "${name}" appears twice`,
  headerProblems: "The file's columns do not match the template.",
  sendInvitations: 'Send invitations to those without a Tracker Password',
  unknownDepartment: (name: string) => `No department "${name}"`,
  unknownDesignation: (name: string) => `No designation "${name}"`,
  unknownShift: (name: string) => `No shift "${name}"`,
  unknownBank: (name: string) => `No bank "${name}"`,
  unknownRole: (name: string) => `Role must be Admin or Employee, not "${name}"`,
  unknownBloodGroup: (name: string) =>
    `Blood group must be one of A+, A-, B+, B-, O+, O-, AB+, AB-, not "${name}"`,
  notYesNo: (name: string) => `Write Yes or No, not "${name}"`,
  dateFormat: 'Write the date as YYYY-MM-DD or DD-MM-YYYY',
  duplicateInFile: (row: number) => `The same Official Email as row ${row}`,
  nothingToImport: 'No row can be imported: correct the problems and upload the file again.',
  changedSincePreview: 'The file has rows with problems now; preview it again.',
  imported: (count: number) => (count === 1 ? '1 employee imported' : `${count} employees imported`),
} as const;
