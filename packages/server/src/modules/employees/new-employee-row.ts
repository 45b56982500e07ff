import { buildEmployeeCode } from '@pulse/shared/domain/employee-code';
import type { Transaction } from '../../db/client';
import type { employees } from '../../db/schema/index';
import type { Deps } from '../../lib/deps';
import { enqueueWebhookEvents } from '../webhooks/webhook-events';
import { findNextEmployeeNumber, insertEmployee } from './employees.repository';

type NewEmployeeValues = Omit<
  typeof employees.$inferInsert,
  'organizationId' | 'employeeNumber' | 'employeeCode'
>;

// Every way an employee comes to be (Add Employee, the import, single sign-on) writes the row here, in
// the caller's transaction: the next number, the code built from it (spec A §3), and the
// `employee.added` webhook.
export const insertNumberedEmployee = async (
  deps: Pick<Deps, 'clock'>,
  tx: Transaction,
  organization: { id: string; name: string },
  departmentNumber: number,
  values: NewEmployeeValues & { name: string },
) => {
  const employeeNumber = await findNextEmployeeNumber(tx, organization.id);
  const { id } = await insertEmployee(tx, {
    ...values,
    organizationId: organization.id,
    employeeNumber,
    employeeCode: buildEmployeeCode(organization.name, departmentNumber, employeeNumber),
  });
  await enqueueWebhookEvents(deps, tx, [
    {
      type: 'employee.added',
      organizationId: organization.id,
      data: { employee: { id, name: values.name } },
    },
  ]);
  return id;
};
