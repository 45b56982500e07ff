import { parseArgs } from 'node:util';
import { backfill } from '../simulate';
import type { CommandContext } from './command-context';
import { UsageError } from './command-errors';
import { positiveInt, required } from './command-options';

export const simulate = async (args: string[], context: CommandContext) => {
  const { values } = parseArgs({
    args,
    options: {
      server: { type: 'string' },
      'admin-email': { type: 'string' },
      employees: { type: 'string' },
      days: { type: 'string' },
      'employee-password': { type: 'string' },
      seed: { type: 'string' },
    },
  });
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
