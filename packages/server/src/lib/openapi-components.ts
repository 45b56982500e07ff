import * as activity from '@pulse/shared/contracts/activity';
import * as apiTokens from '@pulse/shared/contracts/api-tokens';
import * as approvedTimeReport from '@pulse/shared/contracts/approved-time-report';
import * as assistant from '@pulse/shared/contracts/assistant';
import * as attendance from '@pulse/shared/contracts/attendance';
import * as audit from '@pulse/shared/contracts/audit';
import * as auth from '@pulse/shared/contracts/auth';
import * as calendar from '@pulse/shared/contracts/calendar';
import * as calendarDate from '@pulse/shared/contracts/calendar-date';
import * as dashboard from '@pulse/shared/contracts/dashboard';
import * as deviceAuthorization from '@pulse/shared/contracts/device-authorization';
import * as documents from '@pulse/shared/contracts/documents';
import * as employeeImport from '@pulse/shared/contracts/employee-import';
import * as employees from '@pulse/shared/contracts/employees';
import * as invitations from '@pulse/shared/contracts/invitations';
import * as leaves from '@pulse/shared/contracts/leaves';
import * as listPage from '@pulse/shared/contracts/list-page';
import * as manualTime from '@pulse/shared/contracts/manual-time';
import * as news from '@pulse/shared/contracts/news';
import * as notifications from '@pulse/shared/contracts/notifications';
import * as numericEnum from '@pulse/shared/contracts/numeric-enum';
import * as passwords from '@pulse/shared/contracts/passwords';
import * as payroll from '@pulse/shared/contracts/payroll';
import * as plainMessages from '@pulse/shared/contracts/plain-messages';
import * as policies from '@pulse/shared/contracts/policies';
import * as problem from '@pulse/shared/contracts/problem';
import * as productivity from '@pulse/shared/contracts/productivity';
import * as projects from '@pulse/shared/contracts/projects';
import * as queryBoolean from '@pulse/shared/contracts/query-boolean';
import * as savedReports from '@pulse/shared/contracts/saved-reports';
import * as settings from '@pulse/shared/contracts/settings';
import * as sso from '@pulse/shared/contracts/sso';
import * as timesheets from '@pulse/shared/contracts/timesheets';
import * as todos from '@pulse/shared/contracts/todos';
import * as tracker from '@pulse/shared/contracts/tracker';
import * as trackerSetup from '@pulse/shared/contracts/tracker-setup';
import * as trackerStatus from '@pulse/shared/contracts/tracker-status';
import * as trackingSettings from '@pulse/shared/contracts/tracking-settings';
import * as twoFactor from '@pulse/shared/contracts/two-factor';
import * as webhooks from '@pulse/shared/contracts/webhooks';
import { z } from 'zod';

// Every contract file of @pulse/shared, so that the OpenAPI document names each of its object
// schemas as a component (Leave, LeavePage, ApplyLeaveBody…) and generated clients get types to
// import. The test beside this file fails when a contract file is missing here.
export const contractModules: Record<string, Record<string, unknown>> = {
  problem,
  activity,
  apiTokens,
  approvedTimeReport,
  assistant,
  attendance,
  audit,
  auth,
  calendar,
  calendarDate,
  dashboard,
  deviceAuthorization,
  documents,
  employeeImport,
  employees,
  invitations,
  leaves,
  listPage,
  manualTime,
  news,
  notifications,
  numericEnum,
  passwords,
  payroll,
  plainMessages,
  policies,
  productivity,
  projects,
  queryBoolean,
  savedReports,
  settings,
  sso,
  timesheets,
  todos,
  trackerSetup,
  trackerStatus,
  tracker,
  trackingSettings,
  twoFactor,
  webhooks,
};

const pascalCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

// Query and path schemas stay inline: an OpenAPI parameter list is read from their properties, and a
// reference there would leave the operation without parameters.
const isParameterSchema = (exportName: string) => /(Query|Params)Schema$/.test(exportName);

// leaveSchema → Leave. The type provider derives an input twin (LeaveInput) from every component, so
// a name that already ends in Input would collide with one; the same name in two files takes the
// second file's name as a prefix (DashboardAttendanceToday).
export const buildContractRegistry = (modules: Record<string, Record<string, unknown>>) => {
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const [moduleName, exports] of Object.entries(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!exportName.endsWith('Schema') || isParameterSchema(exportName)) continue;
      if (!(value instanceof z.ZodObject) || registry.has(value)) continue;
      const baseName = pascalCase(exportName.slice(0, -'Schema'.length));
      const name = taken.has(baseName) ? `${pascalCase(moduleName)}${baseName}` : baseName;
      if (name.endsWith('Input') || taken.has(name))
        throw new Error(`Contract ${moduleName}.${exportName} needs another name in the OpenAPI document`);
      taken.add(name);
      registry.add(value, { id: name });
    }
  }
  return registry;
};

export const contractRegistry = buildContractRegistry(contractModules);
