import { parseArgs } from 'node:util';
import { backfill } from '../simulate';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import type { CommandHelp } from './command-help';
import { positiveInt, required } from './command-options';

export const simulateHelp = {
  summary: 'Send simulated past working days of several employees (demo)',
  usage: ['simulate --server URL --admin-email E --employees N --days D [--employee-password P] [--seed S]'],
  details: [
    'Send simulated past working days of several employees, each as a new device, through the same',
    'API as the agent (demo data). Running it again sends nothing twice.',
  ],
  options: {
    server: { type: 'string', value: 'URL', description: 'the Pulse server' },
    'admin-email': {
      type: 'string',
      value: 'E',
      description: 'an administrator’s e-mail (to list the employees)',
    },
    employees: { type: 'string', value: 'N', description: 'how many employees' },
    days: { type: 'string', value: 'D', description: 'how many days back from today' },
    'employee-password': {
      type: 'string',
      value: 'P',
      description: 'the employees’ password (default PULSE_EMPLOYEE_PASSWORD, else the administrator’s)',
    },
    seed: { type: 'string', value: 'S', description: 'another seed makes other days (default demo)' },
  },
  environment: {
    PULSE_TRACKER_PASSWORD: 'the administrator’s password (required)',
    PULSE_EMPLOYEE_PASSWORD: 'the employees’ password, when --employee-password is not given',
  },
} as const satisfies CommandHelp;

export const simulate = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({ args, options: simulateHelp.options });
  const adminPassword = context.env.PULSE_TRACKER_PASSWORD;
  if (!adminPassword) throw new UsageError('set PULSE_TRACKER_PASSWORD to the administrator’s password');
  // Demo organisations give every employee the same password as the administrator's.
  const employeePassword =
    values['employee-password'] ?? context.env.PULSE_EMPLOYEE_PASSWORD ?? adminPassword;
  const totals = await backfill({
    server: required(values.server, 'server'),
    adminEmail: required(values['admin-email'], 'admin-email'),
    adminPassword,
    employeePassword,
    employees: positiveInt(values.employees, 'employees'),
    days: positiveInt(values.days, 'days'),
    seed: values.seed ?? 'demo',
    home: context.home,
    log: context.print,
  });
  context.print(
    `Sent ${totals.batches} batches (${totals.events} events) and ${totals.screenshots} screenshots.`,
  );
};
